import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { cartSidebarStyles } from './cart-sidebar.styles';
import { CartSidebarFrame } from './cart-sidebar-frame';
import { useCartSidebar } from './use-cart-sidebar';

export const cartSidebarAttributes = z.object({
  'data-width': attr.number(30, { min: 1 }),
  'data-duration': attr.string('0.25s'),
  'data-direction': attr.oneOf(['right', 'left'], 'right'),
  'data-widthtype': attr.oneOf(['percent', 'px'], 'percent'),
});

/**
 * The cart side bar (storefront §2 "Cart side bar element", staff §2.8 and §4.8): a panel fixed on
 * the right, 400 px wide and the full width at 576 px or narrower, over a dimmed overlay. It shows
 * one of: the added-to-cart content; the cart container (with an Install Requests tab for opted-in
 * installers); add-to-saved-product-list (also for order products); add-new-saved-list; or the
 * checkout options (sign in or check out as a guest, the ways to pay; dealers check out as dealer).
 *
 * It is driven by the side-bar store only: `shop:cart-open` (detail `{ view, installRequestId,
 * savedListId, items, orderNumber }`) opens it from any bundle or the host page, `shop:sidebar-close`
 * closes it. A click on the overlay, the close icon or Escape closes it; focus moves into the panel
 * (a labelled modal dialog), stays there, and returns to what opened it. While open the body cannot
 * scroll; closing on a page under /checkout reloads the page. Slides in 0.25 s (no animation with
 * prefers-reduced-motion).
 *
 * On page load it reads `installrequestid` and `savedlistid` (digits only kept): a savedlistid opens
 * the cart announcing that items were added to that list; an opted-in installer with an
 * installrequestid gets the Install Requests tab; an opted-in installer with neither, off checkout,
 * gets it when some install requests are unseen. In both installer cases the server has the last word:
 * GET /api/dealer-install-request/show-dealer-install-requests with the page's query must answer yes.
 *
 * Width: the defaults (30, percent) give the spec's 400 px panel; other values set the width
 * (`data-width="480" data-widthtype="px"`, or a percentage of the window). A `data-duration` that is
 * not a CSS time falls back to 0.25s with a warning, rather than breaking the cart.
 *
 * Saving products to a list publishes `shop:saved-list-updated` on window.
 *
 * @summary The cart side bar: cart, added-to-cart, saved lists, install requests, checkout options.
 * @tag cart-sidebar
 * @attr data-width - Panel width in `data-widthtype` units; with the defaults the panel is 400 px wide.
 * @attr data-duration - Slide animation duration, a CSS time (default 0.25s).
 * @attr data-direction - The edge the panel is fixed to: right (default) or left.
 * @attr data-widthtype - Unit of `data-width`: percent (of the window, default) or px.
 * @fires shop:sidebar-close - When the overlay, the close icon or Escape closes it; detail `{ source: 'cart-sidebar' }`.
 * @fires shop:cart-open - When it moves to another of its views (View Cart, a tab, a saved-list step); detail `{ source: 'cart-sidebar', view }` (on window like every shop event).
 * @cssprop --shop-cart-sidebar-background - Panel background (default white).
 * @cssprop --shop-cart-sidebar-overlay - Overlay colour (default rgba(0, 0, 0, 0.5)).
 * @cssprop --shop-cart-sidebar-z-index - Stacking level of the overlay; the panel sits one above (default 900).
 * @csspart overlay - The dimmed overlay.
 * @csspart panel - The panel (the dialog).
 * @csspart header - A view's heading row with the close icon.
 * @csspart body - A view's scrolling content.
 * @csspart actions - A view's buttons at the bottom.
 * @csspart tabs - The Cart / Install Requests tab list.
 */
export const cartSidebarDefinition = widget({
  tag: 'cart-sidebar',
  attributes: cartSidebarAttributes,
  component: connect(CartSidebarFrame, useCartSidebar),
  events: ['shop:sidebar-close', 'shop:cart-open'],
  styles: cartSidebarStyles,
});

export const CartSidebarElement = /* @__PURE__ */ createWidgetClass(cartSidebarDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'cart-sidebar': InstanceType<typeof CartSidebarElement>;
  }
}
