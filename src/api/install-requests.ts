import * as z from 'zod/mini';
import { request } from '../core/http';
import { optionalField } from '../core/tolerant';

/**
 * Dealer install requests (staff §7.10, base /api/dealer-install-request): the calls the cart side
 * bar needs for its install-requests tab. A shopper asks a local dealer installer to fit a part;
 * the opted-in installer sees the requests addressed to them.
 *
 * The spec gives the names of these calls only ("The request and response shapes of these calls
 * are not shown"): the schemas here are the contract, and the fake shop answers with them.
 */
export const INSTALL_REQUEST_BASE = '/api/dealer-install-request';

/**
 * The paths of the calls the cart side bar makes (in every page's platform file). The service's whole
 * paths object, with the dashboard's calls and their bodies, is `INSTALL_REQUEST_PATHS` in
 * `dealer-install-requests.ts`, which spreads this one.
 */
export const INSTALL_REQUEST_SIDEBAR_PATHS = {
  /** GET: the signed-in installer's requests, newest first ({@link installRequestsSchema}). */
  requests: `${INSTALL_REQUEST_BASE}/requests`,
  /** GET: the requests not seen yet. */
  unseen: `${INSTALL_REQUEST_BASE}/requests/unseen`,
  /** GET: `{ count }` of the requests whose status is 'Open'. */
  openCount: `${INSTALL_REQUEST_BASE}/requests/open/count`,
  /** PUT, no body: one request seen (true) or unseen again (false). */
  seen: (requestId: number, seen: boolean) =>
    `${INSTALL_REQUEST_BASE}/request/${encodeURIComponent(String(requestId))}/seen/${seen}`,
  /** PUT, no body: every request of the installer seen. */
  clearUnseen: `${INSTALL_REQUEST_BASE}/clear-unseen`,
  /**
   * GET with the page's own query string (e.g. `?installrequestid=4`): whether the side bar should open
   * on the install-requests tab for this installer on this page. The spec gives no answer shape; the
   * contract is `{ show: boolean }` ({@link showInstallRequestsSchema}; other fields are ignored).
   * Only an opted-in installer's side bar asks; a failed or unreadable answer counts as "no".
   */
  show: `${INSTALL_REQUEST_BASE}/show-dealer-install-requests`,
} as const;

/** One install request, as the installer sees it. */
export const installRequestSchema = z.object({
  dealerInstallRequestId: z.int().check(z.positive()),
  dealerInstallerId: z.int(),
  customerName: z.string(),
  customerEmail: optionalField('installRequest.customerEmail', z.string()),
  customerPhone: optionalField('installRequest.customerPhone', z.string()),
  postalCode: z.string(),
  productGroup: z.string(),
  webSku: optionalField('installRequest.webSku', z.string()),
  productName: optionalField('installRequest.productName', z.string()),
  /** Year, make and model as one line, e.g. '2021 Ford F-150'. */
  vehicle: optionalField('installRequest.vehicle', z.string()),
  additionalInfo: optionalField('installRequest.additionalInfo', z.string()),
  /** 'Open', 'Contacted', 'Scheduled', 'Completed' or 'Declined'; shown as the server writes it. */
  status: z.string(),
  /** ISO 8601 date and time the shopper sent the request. */
  requestedOn: z.string(),
  /** False until the installer has seen it (the side bar opens by itself for unseen requests). */
  seen: z.boolean(),
});
export type InstallRequest = z.output<typeof installRequestSchema>;

export const installRequestsSchema = z.array(installRequestSchema);
export const installRequestCountSchema = z.object({ count: z.int().check(z.nonnegative()) });
export const installRequestUpdateSchema = z.object({ success: z.boolean() });
/** GET /show-dealer-install-requests: `{ show }` (other fields ignored). */
export const showInstallRequestsSchema = z.object({ show: z.boolean() });

/** GET /requests: the signed-in installer's requests, newest first. */
export function fetchInstallRequests(signal?: AbortSignal) {
  return request(INSTALL_REQUEST_SIDEBAR_PATHS.requests, { schema: installRequestsSchema, signal });
}

/** GET /requests/unseen: the requests the installer has not seen yet. */
export function fetchUnseenInstallRequests(signal?: AbortSignal) {
  return request(INSTALL_REQUEST_SIDEBAR_PATHS.unseen, { schema: installRequestsSchema, signal });
}

let unseenOfThisPage: Promise<InstallRequest[]> | undefined;

/**
 * GET /requests/unseen asked once per page load (each distinct GET at most once): the side bar's landing
 * rule asks whether there are any and its tab badge shows how many, from the same answer. Marking a
 * request seen asks again next time; so does a failed answer.
 */
export function unseenInstallRequestsOfThisPage(): Promise<InstallRequest[]> {
  unseenOfThisPage ??= fetchUnseenInstallRequests().catch((error: unknown) => {
    unseenOfThisPage = undefined;
    throw error;
  });
  return unseenOfThisPage;
}

/** Tests: the next page asks again. */
export function resetUnseenInstallRequests(): void {
  unseenOfThisPage = undefined;
}

/** GET /requests/open/count: how many requests are still open. */
export function fetchOpenInstallRequestCount(signal?: AbortSignal) {
  return request(INSTALL_REQUEST_SIDEBAR_PATHS.openCount, { schema: installRequestCountSchema, signal });
}

/** PUT /request/{id}/seen/{flag} */
export function markInstallRequestSeen(requestId: number, seen: boolean) {
  unseenOfThisPage = undefined;
  return request(INSTALL_REQUEST_SIDEBAR_PATHS.seen(requestId, seen), {
    method: 'put',
    schema: installRequestUpdateSchema,
  });
}

/** PUT /clear-unseen: marks every request of the installer as seen. */
export function clearUnseenInstallRequests() {
  unseenOfThisPage = undefined;
  return request(INSTALL_REQUEST_SIDEBAR_PATHS.clearUnseen, {
    method: 'put',
    schema: installRequestUpdateSchema,
  });
}

/** GET /show-dealer-install-requests plus the page's query (`location.search`): open the tab? */
export async function fetchShowInstallRequests(search: string, signal?: AbortSignal) {
  const query = search.startsWith('?') ? search : '';
  const answer = await request(INSTALL_REQUEST_SIDEBAR_PATHS.show + query, {
    schema: showInstallRequestsSchema,
    signal,
  });
  return answer.show;
}
