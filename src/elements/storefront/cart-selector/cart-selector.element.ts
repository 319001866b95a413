import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { CartSelectorView } from './cart-selector';
import { cartSelectorStyles } from './cart-selector.styles';
import { useCartSelector } from './use-cart-selector';

export const cartSelectorAttributes = z.object({
  'data-imagebaseurl': attr.url(''),
  'data-cartlink': attr.url(''),
});

/**
 * The header's cart icon with an item-count badge. The icon image is `icons/cart.svg` under the
 * image base URL (a drawn icon replaces it if it cannot load). A click opens the cart side bar like
 * the cart link; without a side bar on the page it follows `data-cartlink`.
 *
 * @summary Cart icon with item count that opens the cart side bar.
 * @tag cart-selector
 * @attr data-imagebaseurl - Base URL of the icon image; the page's image base URL when empty.
 * @attr data-cartlink - Where the icon links to; the site's /cart page when empty.
 * @fires shop:cart-open - When a click opens the side bar; detail `{ source: 'cart-selector', view: 'cart' }`.
 * @cssprop --shop-cart-selector-color - Colour of the drawn fallback icon.
 * @cssprop --shop-cart-selector-icon-size - Icon size (28px).
 * @cssprop --shop-cart-selector-badge-color - Badge background (defaults to --shop-color-primary).
 * @csspart link - The anchor.
 * @csspart icon - The icon image.
 * @csspart badge - The item-count badge.
 */
export const cartSelectorDefinition = widget({
  tag: 'cart-selector',
  attributes: cartSelectorAttributes,
  component: connect(CartSelectorView, useCartSelector),
  events: ['shop:cart-open'],
  styles: cartSelectorStyles,
});

export const CartSelectorElement = /* @__PURE__ */ createWidgetClass(cartSelectorDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'cart-selector': InstanceType<typeof CartSelectorElement>;
  }
}
