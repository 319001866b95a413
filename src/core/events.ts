/**
 * The one catalogue of window (bus) events and element events.
 *
 * Names follow `shop:<noun>-<verb>`: past tense for facts the library reports, present tense for
 * commands a host page (or another bundle of this library) may send. Host pages can use these names
 * without importing anything:
 *
 * ```js
 * window.addEventListener('shop:cart-updated', (e) => console.log(e.detail.itemCount));
 * window.dispatchEvent(new CustomEvent('shop:cart-open'));
 * ```
 */
export interface ShopEventMap {
  /**
   * Command: open the cart side bar; on the cart unless `view` says otherwise ('cart',
   * 'install-requests', 'added-to-cart', 'saved-list', 'new-saved-list', 'checkout-options').
   */
  'shop:cart-open': { source?: string; view?: string; installRequestId?: number };
  /** Command: close the cart side bar. */
  'shop:sidebar-close': { source?: string };
  /** Fact: the side-bar state changed (opened, closed or switched view). */
  'shop:sidebar-changed': SidebarSnapshot;
  /** Fact: the cart changed on the server (count and totals as now known). */
  'shop:cart-updated': { itemCount: number };
  /** Fact: an item was added to the cart. */
  'shop:item-added': { webSku: string; quantity: number };
  /** Fact: the signed-in session became known or changed. */
  'shop:session-changed': { role: ShopRole; dealerInstallerId: number };
  /** Fact: a widget could not start because of a malformed attribute or a render failure. */
  'shop:widget-failed': { tag: string; message: string };
}

export type ShopRole = 'shopper' | 'dealer' | 'staff';

/** The side-bar fields of the spec (storefront §3 "Sidebar state"). */
export interface SidebarSnapshot {
  showSideBar: boolean;
  loadCart: boolean;
  loadInstallRequests: boolean;
  loadAddedToCart: boolean;
  loadAddedToSavedList: boolean;
  loadCheckoutOptions: boolean;
  loadAddNewSavedList: boolean;
  cartView: string;
  installRequestId: number;
}

export type ShopEventName = keyof ShopEventMap;

/** Every event name, for documentation and the conformance suite. */
export const SHOP_EVENT_NAMES = [
  'shop:cart-open',
  'shop:sidebar-close',
  'shop:sidebar-changed',
  'shop:cart-updated',
  'shop:item-added',
  'shop:session-changed',
  'shop:widget-failed',
] as const satisfies readonly ShopEventName[];

export type ShopEvent<N extends ShopEventName> = CustomEvent<ShopEventMap[N]>;

declare global {
  interface WindowEventMap {
    'shop:cart-open': ShopEvent<'shop:cart-open'>;
    'shop:sidebar-close': ShopEvent<'shop:sidebar-close'>;
    'shop:sidebar-changed': ShopEvent<'shop:sidebar-changed'>;
    'shop:cart-updated': ShopEvent<'shop:cart-updated'>;
    'shop:item-added': ShopEvent<'shop:item-added'>;
    'shop:session-changed': ShopEvent<'shop:session-changed'>;
    'shop:widget-failed': ShopEvent<'shop:widget-failed'>;
  }
}
