import { createStore } from 'zustand/vanilla';
import { publish, subscribe } from '../core/bus';

/**
 * Which add-to-cart actions are running on the page. While one runs, its control shows busy and every
 * other add button on the page is disabled (storefront §4 "Add-to-cart button").
 *
 * The facts `shop:cart-add-started` and `shop:cart-add-finished` on window are the only way in, so
 * add buttons defined by another bundle of the library (or a host page that adds by itself) take
 * part the same way. Nothing here sends a command back: facts in, state out, no loop.
 */
export interface AddToCartState {
  /** The ids of the adds in flight, oldest first. */
  addsInFlight: string[];
}

export const initialAddToCartState: AddToCartState = { addsInFlight: [] };

export const addToCartStore = createStore<AddToCartState>()(() => ({ ...initialAddToCartState }));

/** Announces that an add began; every add-to-cart on the page hears it. */
export function announceAddStarted(addId: string): void {
  publish('shop:cart-add-started', { addId });
}

/** Announces that an add ended (added or not). */
export function announceAddFinished(addId: string, success: boolean): void {
  publish('shop:cart-add-finished', { addId, success });
}

/** Whether an add other than `ownAddId` is running. */
export function isAnotherAddRunning(state: AddToCartState, ownAddId: string | null): boolean {
  return state.addsInFlight.some((addId) => addId !== ownAddId);
}

if (typeof window !== 'undefined') {
  subscribe('shop:cart-add-started', ({ addId }) => {
    if (typeof addId !== 'string' || addId === '') return;
    const { addsInFlight } = addToCartStore.getState();
    if (!addsInFlight.includes(addId)) addToCartStore.setState({ addsInFlight: [...addsInFlight, addId] });
  });
  subscribe('shop:cart-add-finished', ({ addId }) => {
    const { addsInFlight } = addToCartStore.getState();
    if (addsInFlight.includes(addId))
      addToCartStore.setState({ addsInFlight: addsInFlight.filter((id) => id !== addId) });
  });
}

export function resetAddToCartStore(): void {
  addToCartStore.setState({ ...initialAddToCartState }, true);
}
