/**
 * How the question and answer edit forms leave the page after a successful action (staff §4.5:
 * "After a successful approve, disapprove, delete or save, the page reloads to the same path"). One
 * replaceable object, so tests and stories see the reload without leaving the page
 * (`setEditFormNavigation`).
 */
export interface EditFormNavigation {
  /** Loads this path (and query) of the current site again. */
  reloadTo(path: string): void;
}

/** How long the success message shows before the page reloads, so it is seen and announced. */
export const RELOAD_DELAY_MS = 1200;

const browserNavigation: EditFormNavigation = {
  reloadTo(path) {
    window.location.replace(path);
  },
};

let current: EditFormNavigation = browserNavigation;
let delayMs = RELOAD_DELAY_MS;

/** The current page's path and query, without its anchor: where a reload goes. */
export function samePath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** After the success message: reloads to the same path. */
export function reloadToSamePath(): void {
  window.setTimeout(() => current.reloadTo(samePath()), delayMs);
}

/**
 * Replaces the navigation (none given: the browser's again) and the delay before it; returns the
 * function that restores the previous ones.
 */
export function setEditFormNavigation(navigation?: EditFormNavigation, delay = RELOAD_DELAY_MS): () => void {
  const previous = { current, delayMs };
  current = navigation ?? browserNavigation;
  delayMs = delay;
  return () => {
    current = previous.current;
    delayMs = previous.delayMs;
  };
}
