import type { MouseEvent } from 'react';

/** The tag of the cart side bar; cart links open it when one is on the page. */
export const CART_SIDEBAR_TAG = 'cart-sidebar';

/** The elements that open the cart side bar: hovering or focusing one is intent to open it. */
export const CART_LINK_TAGS = ['cart-link', 'cart-selector'] as const;

function pageHasCartSidebar(): boolean {
  return document.querySelector(CART_SIDEBAR_TAG) !== null;
}

/**
 * Click handler shared by the cart link and the cart selector: with a cart side bar on the page
 * (defined by any bundle), open it; without one, let the link take the shopper to the cart page.
 * Modified clicks (new tab, new window) always follow the link.
 */
export function openCartOrFollowLink(event: MouseEvent<HTMLAnchorElement>, open: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (!pageHasCartSidebar()) return;
  event.preventDefault();
  open();
}
