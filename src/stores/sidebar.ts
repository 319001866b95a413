import { createStore } from 'zustand/vanilla';
import { publish, subscribe } from '../core/bus';
import { takeEarlySidebarCommand } from '../core/early-commands';
import type { SavedListEntryDetail, ShopEventMap, SidebarSnapshot } from '../core/events';

/**
 * The cart side bar state of the spec (storefront §3 "Sidebar state", staff §4.8). Hidden moves to
 * shown when the cart, added-to-cart content or a saved list is opened; shown moves to hidden on close.
 *
 * Opening and closing go through window events (`shop:cart-open`, `shop:sidebar-close`), so a side
 * bar defined by another bundle, or a host page, opens and closes it the same way. Every change is
 * published as `shop:sidebar-changed`.
 */
export type SidebarView =
  | 'cart'
  | 'install-requests'
  | 'added-to-cart'
  | 'saved-list'
  | 'new-saved-list'
  | 'checkout-options';

export const SIDEBAR_VIEWS = [
  'cart',
  'install-requests',
  'added-to-cart',
  'saved-list',
  'new-saved-list',
  'checkout-options',
] as const satisfies readonly SidebarView[];

export type SidebarState = SidebarSnapshot;

export const initialSidebarState: SidebarState = {
  showSideBar: false,
  loadCart: false,
  loadInstallRequests: false,
  loadAddedToCart: false,
  loadAddedToSavedList: false,
  loadCheckoutOptions: false,
  loadAddNewSavedList: false,
  cartView: 'cart',
  installRequestId: 0,
};

export const sidebarStore = createStore<SidebarState>()(() => ({ ...initialSidebarState }));

/** The state for showing one view of the side bar: exactly one load flag on. */
export function sidebarStateFor(view: SidebarView, installRequestId = 0): SidebarState {
  return {
    ...initialSidebarState,
    showSideBar: true,
    loadCart: view === 'cart' || view === 'install-requests',
    loadInstallRequests: view === 'install-requests',
    loadAddedToCart: view === 'added-to-cart',
    loadAddedToSavedList: view === 'saved-list',
    loadAddNewSavedList: view === 'new-saved-list',
    loadCheckoutOptions: view === 'checkout-options',
    cartView: view,
    installRequestId,
  };
}

function isSidebarView(value: unknown): value is SidebarView {
  return typeof value === 'string' && (SIDEBAR_VIEWS as readonly string[]).includes(value);
}

export interface OpenSidebarOptions {
  source?: string;
  installRequestId?: number;
  /** With the cart: announce that items were added to this saved list. */
  savedListId?: number;
  /** With 'saved-list' or 'new-saved-list': the products to save. */
  items?: SavedListEntryDetail[];
  /** With 'saved-list' or 'new-saved-list' for order products: names a new list. */
  orderNumber?: string;
}

/** Opens the side bar (by default on the cart), wherever it is defined. */
export function openSidebar(view: SidebarView = 'cart', options: OpenSidebarOptions = {}): void {
  const { source, installRequestId, savedListId, items, orderNumber } = options;
  publish('shop:cart-open', {
    source,
    view,
    installRequestId,
    ...(savedListId !== undefined && { savedListId }),
    ...(items !== undefined && { items }),
    ...(orderNumber !== undefined && { orderNumber }),
  });
}

export function closeSidebar(source?: string): void {
  publish('shop:sidebar-close', { source });
}

function sameState(a: SidebarState, b: SidebarState): boolean {
  return (Object.keys(a) as (keyof SidebarState)[]).every((key) => a[key] === b[key]);
}

function apply(next: SidebarState): void {
  if (sameState(sidebarStore.getState(), next)) return;
  sidebarStore.setState(next, true);
  publish('shop:sidebar-changed', next);
}

// The window events are the single way in, for this bundle, other bundles and the host page alike.
function handleOpen(detail: ShopEventMap['shop:cart-open']): void {
  const view = isSidebarView(detail.view) ? detail.view : 'cart';
  const installRequestId = Number.isInteger(detail.installRequestId) ? Number(detail.installRequestId) : 0;
  apply(sidebarStateFor(view, installRequestId));
}

function handleClose(): void {
  apply({ ...initialSidebarState });
}

if (typeof window !== 'undefined') {
  subscribe('shop:cart-open', handleOpen);
  subscribe('shop:sidebar-close', handleClose);
  // A command the host sent before this code loaded (remembered by the script-tag entry).
  const early = takeEarlySidebarCommand();
  if (early?.name === 'shop:cart-open') handleOpen(early.detail);
}

export function resetSidebarStore(): void {
  sidebarStore.setState({ ...initialSidebarState }, true);
}
