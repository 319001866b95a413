import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { CartPage } from './cart-page';
import { cartPageStyles } from './cart-page.styles';

export const cartPageAttributes = z.object({
  'data-holiday-text': attr.string('Arrives Before Christmas'),
});

/**
 * The cart page: the shared cart view (the same one the cart side bar shows) in its wide page
 * placement, with the checkout panel beside the lines on wide screens and fixed at the bottom of the
 * screen on phones (575 px or less). While it is fixed there, its height is `--shop-bottom-bar-height`
 * on the document element, and the live chat tab sits above it instead of over the CHECKOUT button (a
 * host page may use the property for floating elements of its own). Loading circle, "Your cart is
 * currently empty", the header 'Cart (n Items)', each line with image, title and product link,
 * product code, quantity selector, price, stock message, '{n} In Stock' and the dealer's case-pack
 * upgrade; the holiday banner while the shipping estimate has a holiday message; 'Add All Items to
 * List' for dealers (saved-product-list toggle on), 'Empty Cart' for internal staff; the undo strip
 * after a removal. On paths starting with /checkout the main button reads Update.
 *
 * Quantity changes show at once and are sent after 500 ms of quiet (one request per line at a
 * time); a failed call reloads the cart. The page's widgets share one cart: a `shop:cart-updated`
 * or `shop:item-added` from another bundle or the host page reloads it.
 *
 * @summary The cart page: the shared cart view with the checkout panel.
 * @tag cart-page
 * @attr data-holiday-text - The holiday banner's text (default 'Arrives Before Christmas'); the banner shows while the shipping estimate has a holiday message and the cart has items.
 * @fires shop:cart-updated - On window after every cart change this page made, with the new item count.
 * @fires shop:cart-open - On window when 'Add All Items to List' opens the side bar's saved-list view (`view: 'saved-list'`, `source: 'cart'`).
 * @cssprop --shop-checkout-button-color - Background of the main checkout button (defaults to --shop-color-primary).
 * @csspart cart - The cart view.
 * @csspart header - The heading row.
 * @csspart line - One cart line.
 * @csspart undo-strip - The strip that replaces a removed line.
 * @csspart holiday-banner - The holiday banner.
 * @csspart panel - The checkout panel (subtotals and main button).
 * @csspart button - The checkout panel's main button.
 */
export const cartPageDefinition = widget({
  tag: 'cart-page',
  attributes: cartPageAttributes,
  component: CartPage,
  events: ['shop:cart-updated', 'shop:cart-open'],
  styles: cartPageStyles,
});

export const CartPageElement = /* @__PURE__ */ createWidgetClass(cartPageDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'cart-page': InstanceType<typeof CartPageElement>;
  }
}
