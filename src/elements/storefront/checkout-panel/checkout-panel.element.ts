import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { CheckoutPanelView } from './checkout-panel';
import { checkoutPanelStyles } from './checkout-panel.styles';
import { useCheckoutPanelElement } from './use-checkout-panel';

export const checkoutPanelAttributes = z.object({
  'data-mode': attr.oneOf(['auto', 'Checkout', 'Update', 'AddAllItemsToCart'], 'auto'),
  'data-saved-list-id': attr.number(0, { integer: true, min: 0 }),
  'data-checkout-options': attr.boolean(false),
});

/**
 * The cart's subtotal(s) and main button (storefront §2 "Checkout panel"), on the page's one cart.
 * Shoppers see 'Subtotal' and 'CHECKOUT'. Dealers (dealer id above 0) see 'CHECKOUT AS DEALER'; a
 * dealer not viewing as customer also sees 'Dealer Subtotal' and 'Retail Subtotal' (a dealer viewing
 * as customer sees the shopper's one 'Subtotal').
 *
 * Modes: Checkout goes to {siteRoot}checkout with a full page load; a dealer viewing as customer is
 * switched out of it first (PUT /api/installers/view-as-customer/false, then PUT
 * /api/cart/refresh-cart-items when the server answers truthy); a failed installer lookup still goes
 * to /checkout. Update reloads the current page. AddAllItemsToCart puts the saved list
 * `data-saved-list-id` in the cart (POST /api/saved-product-list/{id}/add-to-cart) and then reads
 * 'Added to Cart' ('Error adding to cart' when it fails); its subtotal is the list's.
 *
 * @summary Cart subtotal(s) with the Checkout, Update or Add All Items to Cart button.
 * @tag checkout-panel
 * @attr data-mode - 'auto' (default: Update on paths starting with /checkout, Checkout elsewhere), 'Checkout', 'Update' or 'AddAllItemsToCart'.
 * @attr data-saved-list-id - AddAllItemsToCart: the saved list to put in the cart (0: none, the button is disabled).
 * @attr data-checkout-options - Checkout opens the cart side bar in its checkout-options state (when a `<cart-sidebar>` is on the page) instead of going to /checkout.
 * @fires shop:cart-open - With `data-checkout-options`, when Checkout opens the side bar: `{ source: 'checkout-panel', view: 'checkout-options' }`.
 * @cssprop --shop-checkout-button-color - Background of the main button (defaults to --shop-color-primary).
 * @csspart panel - The panel.
 * @csspart button - The main button.
 * @csspart added - 'Added to Cart' after an add-all.
 */
export const checkoutPanelDefinition = widget({
  tag: 'checkout-panel',
  attributes: checkoutPanelAttributes,
  component: connect(CheckoutPanelView, useCheckoutPanelElement),
  events: ['shop:cart-open'],
  styles: `:host { display: block; }\n${checkoutPanelStyles}`,
});

export const CheckoutPanelElement = /* @__PURE__ */ createWidgetClass(checkoutPanelDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'checkout-panel': InstanceType<typeof CheckoutPanelElement>;
  }
}
