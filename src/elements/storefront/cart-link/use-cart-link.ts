import type { MouseEvent } from 'react';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { getConfig } from '../../../core/config';
import type { Emit } from '../../../core/define-widget';
import { cartSummaryStore, loadCartItemCount } from '../../../stores/cart-summary';
import { sidebarStore } from '../../../stores/sidebar';
import { openCartOrFollowLink } from '../../shared/open-cart';
import type { CartLinkViewProps } from './cart-link';

/** The cart count (loaded once per page, shared by every cart link) and the cart page address. */
export function useCartSummary() {
  const itemCount = useStore(cartSummaryStore, (state) => state.itemCount);
  useEffect(() => {
    void loadCartItemCount();
  }, []);
  return { itemCount, cartPageUrl: `${getConfig().siteRoot}cart` };
}

/** A click handler that opens the side bar by dispatching `shop:cart-open` from the element. */
export function useOpenCart(emit: Emit<'shop:cart-open'>, source: string) {
  return (event: MouseEvent<HTMLAnchorElement>) =>
    openCartOrFollowLink(event, () => emit('shop:cart-open', { source, view: 'cart' }));
}

/** Whether the cart side bar is open (links that open it say so to screen readers). */
export function useSidebarOpen(): boolean {
  return useStore(sidebarStore, (state) => state.showSideBar);
}

export function useCartLink({
  linkText,
  emit,
}: {
  linkText: string;
  emit: Emit<'shop:cart-open'>;
}): CartLinkViewProps {
  const { itemCount, cartPageUrl } = useCartSummary();
  return {
    linkText,
    itemCount,
    href: cartPageUrl,
    expanded: useSidebarOpen(),
    onClick: useOpenCart(emit, 'cart-link'),
  };
}
