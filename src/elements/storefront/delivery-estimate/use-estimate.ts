import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { type CartState, cartStore, loadCart, visibleCartItems } from '../../../stores/cart';
import {
  deliveryStore,
  type EstimateEntry,
  type EstimateRequest,
  estimateKey,
  loadEstimate,
} from '../../../stores/delivery';

/** Quantity changes in the cart settle this long before the cart's dates are asked again. */
export const CART_ESTIMATE_DEBOUNCE_MS = 400;

/** `data-websku` may list several parts: 'C13130', 'C13130,90195' or 'C13130 90195'. */
export function parseWebSkus(value: string): string[] {
  return [...new Set(value.split(/[\s,]+/).filter(Boolean))];
}

/** The cart as a sku-to-quantity map, serialized (a stable value for React and the store). */
function cartQuantities(state: CartState): string {
  if (state.status !== 'ready' || !state.cart) return state.status === 'error' ? 'error' : 'loading';
  const quantities: Record<string, number> = {};
  for (const item of visibleCartItems(state)) {
    if (item.quantity > 0) quantities[item.webSku] = (quantities[item.webSku] ?? 0) + item.quantity;
  }
  return JSON.stringify(quantities);
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface EstimateView {
  zipCode: string;
  /** undefined until the first answer; the cart could not be read: 'cart-error'. */
  entry: EstimateEntry | undefined | 'cart-error';
  /** The cart has nothing to deliver. */
  emptyCart: boolean;
}

/**
 * The estimate a delivery widget shows: for the parts it names, or (without any) for the cart,
 * reloaded when the cart's quantities or the ZIP code change.
 */
export function useEstimate(webSku: string): EstimateView {
  const webSkus = useMemo(() => parseWebSkus(webSku), [webSku]);
  const forCart = webSkus.length === 0;
  const liveCart = useStore(cartStore, cartQuantities);
  const cart = useDebounced(liveCart, CART_ESTIMATE_DEBOUNCE_MS);
  const settledCart = cart === 'loading' || cart === 'error' ? liveCart : cart;
  const zipCode = useStore(deliveryStore, (state) => state.zipCode);

  useEffect(() => {
    if (forCart) void loadCart();
  }, [forCart]);

  const request = useMemo<EstimateRequest | null>(() => {
    if (!forCart) return { kind: 'product', webSkus };
    if (settledCart === 'loading' || settledCart === 'error') return null;
    return { kind: 'cart', webSkuQuantities: JSON.parse(settledCart) as Record<string, number> };
  }, [forCart, webSkus, settledCart]);

  useEffect(() => {
    // zipCode: a change reloads (the store also reloads every request it knows; the calls are shared).
    void zipCode;
    if (request) void loadEstimate(request);
  }, [request, zipCode]);

  const key = request ? estimateKey(request) : null;
  const entry = useStore(deliveryStore, (state) => (key ? state.estimates[key] : undefined));
  return {
    zipCode,
    entry: forCart && settledCart === 'error' ? 'cart-error' : entry,
    emptyCart: request?.kind === 'cart' && Object.keys(request.webSkuQuantities).length === 0,
  };
}
