import { fetchShowInstallRequests, unseenInstallRequestsOfThisPage } from '../../../api/install-requests';
import { loadSession, type SessionState } from '../../../stores/session';
import {
  type OpenSidebarOptions,
  openSidebar,
  type SidebarView,
  sidebarStore,
} from '../../../stores/sidebar';
import { isCheckoutPath } from './page-location';

/**
 * What the side bar does on page load (storefront §2, staff §2.8). It reads installrequestid and
 * savedlistid from the query, keeping digits only, then:
 * 1. a savedlistid opens the cart and announces that items were added to that list;
 * 2. an opted-in installer with an installrequestid gets the cart opened on the install-requests tab;
 * 3. an opted-in installer with neither parameter, off checkout, gets it opened there when some
 *    install requests are unseen.
 * In 2 and 3 the server has the last word (staff §7.10 GET /show-dealer-install-requests with the
 * page's query): the tab opens only when it answers yes. Shoppers never make that call.
 */
export interface LandingParameters {
  installRequestId: number;
  savedListId: number;
}

/** Digits only are kept: 'abc12' → 12; nothing left → 0 (absent). */
export function digitsOnly(value: string | null): number {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits === '') return 0;
  const number = Number(digits);
  return Number.isSafeInteger(number) ? number : 0;
}

export function readLandingParameters(search: string): LandingParameters {
  const query = new URLSearchParams(search);
  // The spec writes the names in lower case; a link with other casing still counts.
  const get = (name: string) => {
    for (const [key, value] of query) if (key.toLowerCase() === name) return value;
    return null;
  };
  return {
    installRequestId: digitsOnly(get('installrequestid')),
    savedListId: digitsOnly(get('savedlistid')),
  };
}

/** Storefront §6 / staff §6: a dealer installer (id above 0) who has opted in. */
export function isOptedInInstaller(session: SessionState): boolean {
  return session.role === 'dealer' && session.dealerInstallerId > 0 && session.isOptedIn;
}

export interface LandingDecision {
  view: SidebarView;
  options: OpenSidebarOptions;
}

export interface LandingDependencies {
  loadSession: () => Promise<SessionState>;
  hasUnseenInstallRequests: () => Promise<boolean>;
  /** The server's answer to GET /show-dealer-install-requests with the page's query. */
  serverShowsInstallRequests: (search: string) => Promise<boolean>;
}

/** A failed or malformed answer is logged by the http layer and counts as no: the side bar stays closed. */
const orNo = (ask: () => Promise<boolean>) => ask().catch(() => false);

const defaultDependencies: LandingDependencies = {
  loadSession,
  hasUnseenInstallRequests: () => orNo(async () => (await unseenInstallRequestsOfThisPage()).length > 0),
  serverShowsInstallRequests: (search) => orNo(() => fetchShowInstallRequests(search)),
};

/** Decides what to open for this page, or null for nothing. */
export async function decideLanding(
  search: string,
  path: string,
  dependencies: LandingDependencies = defaultDependencies,
): Promise<LandingDecision | null> {
  const { installRequestId, savedListId } = readLandingParameters(search);
  if (savedListId > 0) return { view: 'cart', options: { source: 'savedlistid', savedListId } };
  const session = await dependencies.loadSession();
  if (!isOptedInInstaller(session)) return null;
  if (installRequestId > 0) {
    if (!(await dependencies.serverShowsInstallRequests(search))) return null;
    return { view: 'install-requests', options: { source: 'installrequestid', installRequestId } };
  }
  if (isCheckoutPath(path)) return null;
  if (!(await dependencies.serverShowsInstallRequests(search))) return null;
  return (await dependencies.hasUnseenInstallRequests())
    ? { view: 'install-requests', options: { source: 'unseen-install-requests' } }
    : null;
}

/** Shared by every bundle on the page (Symbol.for is one registry per page). */
const LANDING_DONE = Symbol.for('shop-widgets.cart-sidebar.landing');
type LandingMarked = Window & { [LANDING_DONE]?: true };

/**
 * Runs the landing rules once per page: a second side bar, even from another bundle, does not
 * repeat them. Does not take over a side bar the shopper opened meanwhile.
 */
export async function applyLandingParameters(search: string, path: string): Promise<void> {
  const marked = window as LandingMarked;
  if (marked[LANDING_DONE]) return;
  marked[LANDING_DONE] = true;
  const decision = await decideLanding(search, path);
  if (!decision || sidebarStore.getState().showSideBar) return;
  openSidebar(decision.view, decision.options);
}

/** Tests: let the next side bar run the landing rules again. */
export function resetLandingParameters(): void {
  delete (window as LandingMarked)[LANDING_DONE];
}
