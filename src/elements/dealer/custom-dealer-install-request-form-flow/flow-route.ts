/**
 * The step of `<custom-dealer-install-request-form-flow>` lives in the page's query string
 * (`?installstep=vehicle`), so the browser's back and forward buttons move between steps. A query parameter
 * rather than the fragment: the vehicle picker owns `#ymm/...` routes (elements/shared/hash-routes.ts) and
 * `#close` closes every overlay.
 */

export const FLOW_STEPS = ['installers', 'details', 'vehicle', 'contact', 'done'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** The query parameter that carries the step. */
export const STEP_PARAMETER = 'installstep';

export function isFlowStep(value: unknown): value is FlowStep {
  return typeof value === 'string' && (FLOW_STEPS as readonly string[]).includes(value);
}

/** The step in the page's URL, if any. */
export function stepInUrl(): FlowStep | null {
  if (typeof location === 'undefined') return null;
  const value = new URLSearchParams(location.search).get(STEP_PARAMETER);
  return isFlowStep(value) ? value : null;
}

function urlWithStep(step: FlowStep): string {
  const url = new URL(location.href);
  url.searchParams.set(STEP_PARAMETER, step);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A new history entry for the step (back returns to the one before). */
export function pushStep(step: FlowStep): void {
  if (stepInUrl() === step) return;
  history.pushState(history.state, '', urlWithStep(step));
}

/** The step in place of the current entry (a step that could not be shown, the first render). */
export function replaceStep(step: FlowStep): void {
  if (stepInUrl() === step) return;
  history.replaceState(history.state, '', urlWithStep(step));
}

/** The page's query parameters without the step (GET /installers/ carries the page's query string). */
export function pageQueryWithoutStep(): URLSearchParams {
  const query = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
  query.delete(STEP_PARAMETER);
  return query;
}

/** The order id of the page (`?invoiceid=`, digits only): requests are then sent for that order. */
export function invoiceIdInUrl(): number | null {
  const raw = pageQueryWithoutStep().get('invoiceid')?.replace(/\D/g, '') ?? '';
  const id = Number(raw);
  return raw !== '' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
