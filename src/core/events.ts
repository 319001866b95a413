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
  'shop:cart-open': {
    source?: string;
    view?: string;
    installRequestId?: number;
    /** With the cart view: announce that items were added to this saved list (`?savedlistid=`). */
    savedListId?: number;
    /** With 'saved-list' or 'new-saved-list': the products to save (order products too). */
    items?: SavedListEntryDetail[];
    /** With 'saved-list' or 'new-saved-list' for order products: a new list is named with it. */
    orderNumber?: string;
  };
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
  /** Fact: the shopper picked a vehicle in a vehicle picker (year, make and model all chosen). */
  'shop:vehicle-selected': { year: number; make: string; model: string };
  /** Fact: an add-to-cart began (every add button on the page, in any bundle, waits until it ends). */
  'shop:cart-add-started': { addId: string };
  /** Fact: an add-to-cart ended, added or not. */
  'shop:cart-add-finished': { addId: string; success: boolean };
  /** Fact: products were saved to a saved product list (`created` when the list is new). */
  'shop:saved-list-updated': {
    savedProductListId: number;
    name: string;
    itemCount: number;
    created: boolean;
  };
  /** Fact: the shopper's ZIP or postal code changed; every delivery estimate reloads (also in other bundles). */
  'shop:zip-changed': { zipCode: string; previousZipCode: string };
  /** Fact: the checkout shipping method was saved on the cart (its code, e.g. 'UPSGND'). */
  'shop:shipping-method-changed': { code: string };
  /** Fact: a customer photo or video finished uploading (all its chunks stored). */
  'shop:media-uploaded': {
    uploadGuid: string;
    fileRevisionId: number;
    fileName: string;
    contentType: string;
    previewUrl: string | null;
  };
  /** Fact: an uploaded photo or video was deleted; `fileRevisionId` is the deleted revision. */
  'shop:media-deleted': { uploadGuid: string; fileRevisionId: number };
  /**
   * Fact: an ecommerce moment (add to cart, remove from cart, view cart, begin checkout, purchase) with
   * its products (storefront §3 "Analytics product") and, for a purchase, the transaction; USD.
   */
  'shop:analytics-reported': AnalyticsEventDetail;
  /** Command from the order confirmation page: report this order (storefront §3 "Analytics transaction"). */
  'shop:order-completed': AnalyticsTransaction;
  /** Fact: a dealer chose one of their install requests in `<dealer-install-requests-selector-element>`. */
  'shop:install-request-selected': { dealerInstallRequestId: number; dealerInstallerId: number };
}

/** Storefront §3 "Analytics product". */
export interface AnalyticsProduct {
  id: string;
  quantity: number;
  name: string;
  price: number;
  category?: string;
  brand?: string;
  variant?: string;
  coupon?: string;
}

/** Storefront §3 "Analytics transaction". */
export interface AnalyticsTransaction {
  id: string;
  affiliation: string;
  revenue: number;
  tax: number;
  shipping: number;
  coupon: string;
  paymentType: string;
  products: AnalyticsProduct[];
}

/** The GA4 ecommerce events the widgets report. */
export type EcommerceEventName =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'purchase';

export interface AnalyticsEventDetail {
  event: EcommerceEventName;
  currency: 'USD';
  /** The products' total (price x quantity), or the order's revenue for a purchase. */
  value: number;
  products: AnalyticsProduct[];
  transaction?: AnalyticsTransaction;
}

/** A product to save to a saved list: source 'product' (product page), 2 (cart) or 3 (invoice). */
export interface SavedListEntryDetail {
  webSku: string;
  quantity: number;
  source: 'product' | number;
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
  'shop:vehicle-selected',
  'shop:cart-add-started',
  'shop:cart-add-finished',
  'shop:saved-list-updated',
  'shop:zip-changed',
  'shop:shipping-method-changed',
  'shop:media-uploaded',
  'shop:media-deleted',
  'shop:analytics-reported',
  'shop:order-completed',
  'shop:install-request-selected',
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
    'shop:vehicle-selected': ShopEvent<'shop:vehicle-selected'>;
    'shop:cart-add-started': ShopEvent<'shop:cart-add-started'>;
    'shop:cart-add-finished': ShopEvent<'shop:cart-add-finished'>;
    'shop:saved-list-updated': ShopEvent<'shop:saved-list-updated'>;
    'shop:zip-changed': ShopEvent<'shop:zip-changed'>;
    'shop:shipping-method-changed': ShopEvent<'shop:shipping-method-changed'>;
    'shop:media-uploaded': ShopEvent<'shop:media-uploaded'>;
    'shop:media-deleted': ShopEvent<'shop:media-deleted'>;
    'shop:analytics-reported': ShopEvent<'shop:analytics-reported'>;
    'shop:order-completed': ShopEvent<'shop:order-completed'>;
    'shop:install-request-selected': ShopEvent<'shop:install-request-selected'>;
  }
}

/** Compile-time check: every event of the map is in SHOP_EVENT_NAMES (the demo and docs list them). */
type UnlistedEvents = Exclude<ShopEventName, (typeof SHOP_EVENT_NAMES)[number]>;
export const EVERY_EVENT_LISTED: [UnlistedEvents] extends [never] ? true : UnlistedEvents = true;
