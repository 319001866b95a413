import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { CartLinkView } from './cart-link';
import { cartLinkStyles } from './cart-link.styles';
import { useCartLink } from './use-cart-link';

export const cartLinkAttributes = z.object({
  'data-linkText': attr.string('Cart'),
});

/**
 * A text link to the cart showing the item count. A click opens the cart side bar through the
 * `shop:cart-open` event (it bubbles to window, so a side bar from another bundle opens too); on a
 * page without a side bar, and for modified clicks, it follows the link to the cart page.
 *
 * @summary Text link to the cart that opens the cart side bar.
 * @tag cart-link
 * @attr data-linkText - The link text.
 * @fires shop:cart-open - When a click opens the side bar; detail `{ source: 'cart-link', view: 'cart' }`.
 * @cssprop --shop-cart-link-color - Text colour of the link (defaults to --shop-color-link).
 * @csspart link - The anchor.
 * @csspart count - The bracketed item count.
 */
export const cartLinkDefinition = widget({
  tag: 'cart-link',
  attributes: cartLinkAttributes,
  component: connect(CartLinkView, useCartLink),
  events: ['shop:cart-open'],
  styles: cartLinkStyles,
});

export const CartLinkElement = /* @__PURE__ */ createWidgetClass(cartLinkDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'cart-link': InstanceType<typeof CartLinkElement>;
  }
}
