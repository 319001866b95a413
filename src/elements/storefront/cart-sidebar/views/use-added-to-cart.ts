import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { CartItem } from '../../../../api/cart';
import { isSafeUrl } from '../../../../core/attributes';
import { cartStore, loadCart, refreshCart } from '../../../../stores/cart';
import type { AddedLine, AddedToCartViewProps } from './added-to-cart';

export function safeLink(url: string | null | undefined): string | null {
  return url && url.trim() !== '' && isSafeUrl(url) ? url : null;
}

function addedLine(webSku: string, quantity: number, item: CartItem | undefined): AddedLine {
  return {
    webSku: item?.webSku ?? webSku,
    quantity,
    name: item?.name ?? `Part ${webSku}`,
    imageUrl: safeLink(item?.thumbnailImageUrl),
    productUrl: safeLink(item?.url),
    unitPrice: item ? item.price + (item.option?.price ?? 0) : null,
  };
}

/**
 * The added-to-cart content: `cartStore.lastAdded` with names, images and prices from the cart. When
 * the cart the page holds does not have an added product yet, it is fetched again once.
 */
export function useAddedToCart({
  onClose,
  onViewCart,
}: {
  onClose: () => void;
  onViewCart: () => void;
}): AddedToCartViewProps {
  const { cart, status, lastAdded } = useStore(cartStore);
  const refreshed = useRef(false);
  const findItem = (webSku: string) =>
    cart?.items.find((item) => item.webSku.toLowerCase() === webSku.toLowerCase());
  const missing = lastAdded.some((added) => !findItem(added.webSku));

  useEffect(() => {
    if (status === 'idle') {
      void loadCart();
    } else if (status === 'ready' && missing && !refreshed.current) {
      refreshed.current = true;
      void refreshCart();
    }
  }, [status, missing]);

  return {
    loading: !cart && (status === 'idle' || status === 'loading'),
    lines: lastAdded.map((added) => addedLine(added.webSku, added.quantity, findItem(added.webSku))),
    cartItemCount: cart ? cart.TotalCartItemQuantity : null,
    cartSubtotal: cart ? cart.cartTotal : null,
    onViewCart,
    onClose,
  };
}
