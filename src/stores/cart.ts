import { createStore } from 'zustand/vanilla';
import { type Cart, fetchCartDetails } from '../api/cart';
import { publish } from '../core/bus';
import { cartSummaryStore } from './cart-summary';

/**
 * The cart every widget on the page shares: the cart side bar, the cart page, the checkout panel and
 * the add-to-cart buttons. Server state (the last cart the server sent) lives here; views derive
 * totals and labels from it.
 */
export interface CartState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  cart: Cart | null;
  /** What the last add put in the cart, for the side bar's added-to-cart content. */
  lastAdded: AddedItem[];
}

export interface AddedItem {
  webSku: string;
  quantity: number;
}

export const initialCartState: CartState = { status: 'idle', cart: null, lastAdded: [] };

export const cartStore = createStore<CartState>()(() => ({ ...initialCartState }));

let loading: Promise<void> | undefined;

function itemCountOf(cart: Cart): number {
  return cart.TotalCartItemQuantity;
}

/** Fetches the cart from the server and tells every cart link and other bundle the new count. */
export function refreshCart(): Promise<void> {
  loading = (async () => {
    cartStore.setState({ status: cartStore.getState().cart ? 'ready' : 'loading' });
    try {
      const cart = await fetchCartDetails();
      cartStore.setState({ status: 'ready', cart });
      cartSummaryStore.setState({ status: 'ready', itemCount: itemCountOf(cart) });
      publish('shop:cart-updated', { itemCount: itemCountOf(cart) });
    } catch {
      cartStore.setState({ status: 'error' });
    }
  })();
  return loading;
}

/** Loads the cart once per page (later callers share the first load); `refreshCart` loads again. */
export function loadCart(): Promise<void> {
  return loading ?? refreshCart();
}

/** Remembers what an add put in the cart (the side bar's added-to-cart content shows it). */
export function recordAddedItems(items: AddedItem[]): void {
  cartStore.setState({ lastAdded: items });
}

export function resetCartStore(): void {
  loading = undefined;
  cartStore.setState({ ...initialCartState }, true);
}
