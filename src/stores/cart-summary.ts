import { createStore } from 'zustand/vanilla';
import { fetchCartItemCount } from '../api/cart';
import { subscribe } from '../core/bus';

/**
 * What every cart link shows: the number of items in the cart. Kept in step with the server by
 * `shop:cart-updated`, which any bundle (or the host page) publishes after a cart change.
 */
export interface CartSummaryState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  itemCount: number | null;
}

export const initialCartSummaryState: CartSummaryState = { status: 'idle', itemCount: null };

export const cartSummaryStore = createStore<CartSummaryState>()(() => ({ ...initialCartSummaryState }));

let loading: Promise<void> | undefined;

/** Fetches the count once per page (every cart link on the page shares the one request). */
export function loadCartItemCount(): Promise<void> {
  loading ??= (async () => {
    const { status } = cartSummaryStore.getState();
    if (status !== 'ready') cartSummaryStore.setState({ status: 'loading' });
    try {
      const { count } = await fetchCartItemCount();
      cartSummaryStore.setState({ status: 'ready', itemCount: count });
    } catch {
      cartSummaryStore.setState({ status: 'error' });
    }
  })();
  return loading;
}

/** Fetches the count again (another tab changed the cart, or this tab became visible). */
export function refreshCartItemCount(): Promise<void> {
  loading = undefined;
  return loadCartItemCount();
}

if (typeof window !== 'undefined') {
  subscribe('shop:cart-updated', ({ itemCount }) => {
    if (Number.isInteger(itemCount) && itemCount >= 0)
      cartSummaryStore.setState({ status: 'ready', itemCount });
  });
}

export function resetCartSummaryStore(): void {
  loading = undefined;
  cartSummaryStore.setState({ ...initialCartSummaryState }, true);
}
