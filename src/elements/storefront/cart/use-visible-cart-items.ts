import { useMemo } from 'react';
import type { CartItem } from '../../../api/cart';
import { type CartState, visibleCartItems } from '../../../stores/cart';

/** The lines the shopper sees, recomputed only when the parts they come from change. */
export function useVisibleCartItems(state: CartState): CartItem[] {
  const { cart, pendingQuantities, removedLineIds, restoring, lineOrder } = state;
  return useMemo(
    () => visibleCartItems({ cart, pendingQuantities, removedLineIds, restoring, lineOrder }),
    [cart, pendingQuantities, removedLineIds, restoring, lineOrder],
  );
}
