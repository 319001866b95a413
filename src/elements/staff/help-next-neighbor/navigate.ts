/**
 * How the widget leaves the page: to a pulled item's address, or back to the same page at an item's
 * anchor ('Reload Page'). One replaceable object, so tests and stories see where a click goes
 * without leaving the page (`setQueueNavigation`).
 */
export interface QueueNavigation {
  /** Goes to another address. */
  go(url: string): void;
  /** Reloads the page at this address (the same page, with another anchor). */
  reload(url: string): void;
}

/** Set just before 'Reload Page' reloads: the anchor the reloaded page opens at. */
const PENDING_ANCHOR_KEY = 'shop-widgets:help-next-neighbor:anchor';

const browserNavigation: QueueNavigation = {
  go(url) {
    window.location.assign(url);
  },
  reload(url) {
    // Setting only the hash would scroll without reloading: replace the address, then reload it. A
    // reload keeps the old scroll position instead of going to the anchor, so the reloaded bar scrolls
    // to it (scrollToReloadAnchor).
    window.history.scrollRestoration = 'manual';
    try {
      window.sessionStorage.setItem(PENDING_ANCHOR_KEY, new URL(url).hash);
    } catch {
      // No session storage (private mode): the page reloads where it was.
    }
    window.history.replaceState(window.history.state, '', url);
    window.location.reload();
  },
};

let current: QueueNavigation = browserNavigation;

export function navigateToItem(url: string): void {
  current.go(url);
}

export function reloadPageAt(url: string): void {
  current.reload(url);
}

/** Replaces the navigation (none given: the browser's again); returns the function that restores the previous one. */
export function setQueueNavigation(navigation?: QueueNavigation): () => void {
  const previous = current;
  current = navigation ?? browserNavigation;
  return () => {
    current = previous;
  };
}

/**
 * 'Reload Page' (§2.1): the current page with the anchor #reply-{id} or #comment-{id}, the ids taken
 * from the page's own commentId and replyId parameters (the ones this widget put there); without
 * either, the page as it is (its anchor kept).
 */
export function reloadAddress(href: string): string {
  const url = new URL(href);
  const replyId = url.searchParams.get('replyId');
  const commentId = url.searchParams.get('commentId');
  if (replyId) url.hash = `reply-${replyId}`;
  else if (commentId) url.hash = `comment-${commentId}`;
  return url.toString();
}

/** How long after the page loads the reloaded bar scrolls to the anchor: the page's widgets render first and move it. */
export const RELOAD_ANCHOR_DELAY_MS = 400;

/**
 * After 'Reload Page': scrolls the page to the anchor it reloaded at (once), when the page still has
 * that anchor. Returns a function that cancels a scroll still waiting.
 */
export function scrollToReloadAnchor(): () => void {
  let anchor: string | null = null;
  try {
    anchor = window.sessionStorage.getItem(PENDING_ANCHOR_KEY);
    window.sessionStorage.removeItem(PENDING_ANCHOR_KEY);
  } catch {
    return () => {};
  }
  if (!anchor || anchor !== window.location.hash) return () => {};
  const id = decodeURIComponent(anchor.slice(1));
  const timer = window.setTimeout(
    () => document.getElementById(id)?.scrollIntoView(),
    RELOAD_ANCHOR_DELAY_MS,
  );
  return () => window.clearTimeout(timer);
}
