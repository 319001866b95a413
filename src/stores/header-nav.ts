import { createStore } from 'zustand/vanilla';
import { fetchMainNav, fetchSubNav, type MainNav } from '../api/header';
import { isToggleOn } from '../core/toggles';

/**
 * What the mobile menu loads from the shop, once per page: the main nav (who is signed in), the sub
 * nav's HTML and the two link toggles. Each part arrives on its own, so the links show at once and
 * the greeting, the Deals slot and the sub nav fill in as their answers come.
 */

/** Spec storefront §6 "new arrivals link; holiday deals link": the keys of those feature toggles. */
export const HEADER_LINK_TOGGLES = {
  newArrivals: 'new-arrivals-link',
  holidayDeals: 'holiday-deals-link',
} as const;

export type Loadable<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed' };

export interface LinkToggles {
  /** New Arrivals replaces Deals. */
  newArrivals: boolean;
  /** Deals goes to Memorial-Deals. */
  holidayDeals: boolean;
}

export interface HeaderNavState {
  mainNav: Loadable<MainNav>;
  /** The raw sub nav HTML (the view sanitises it). */
  subNav: Loadable<string>;
  /** A toggle lookup failure counts as off, so this part never fails. */
  toggles: Loadable<LinkToggles>;
}

export const initialHeaderNavState: HeaderNavState = {
  mainNav: { status: 'idle' },
  subNav: { status: 'idle' },
  toggles: { status: 'idle' },
};

export const headerNavStore = createStore<HeaderNavState>()(() => ({ ...initialHeaderNavState }));

let loading: Promise<void> | undefined;

function track<K extends keyof HeaderNavState>(
  key: K,
  load: Promise<HeaderNavState[K] extends Loadable<infer T> ? T : never>,
): Promise<void> {
  headerNavStore.setState({ [key]: { status: 'loading' } } as Partial<HeaderNavState>);
  return load.then(
    (value) => headerNavStore.setState({ [key]: { status: 'ready', value } } as Partial<HeaderNavState>),
    // The http layer has logged the failure; the menu shows without this part.
    () => headerNavStore.setState({ [key]: { status: 'failed' } } as Partial<HeaderNavState>),
  );
}

/** Starts the header calls once per page (later calls share them); resolves when all have settled. */
export function loadHeaderNav(): Promise<void> {
  loading ??= Promise.all([
    track('mainNav', fetchMainNav()),
    track('subNav', fetchSubNav()),
    track(
      'toggles',
      Promise.all([
        isToggleOn(HEADER_LINK_TOGGLES.newArrivals),
        isToggleOn(HEADER_LINK_TOGGLES.holidayDeals),
      ]).then(([newArrivals, holidayDeals]) => ({ newArrivals, holidayDeals })),
    ),
  ]).then(() => undefined);
  return loading;
}

export function resetHeaderNavStore(): void {
  loading = undefined;
  headerNavStore.setState({ ...initialHeaderNavState }, true);
}
