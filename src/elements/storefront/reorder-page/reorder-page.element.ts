import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { ReorderPageShell } from './reorder-page-shell';

export const reorderPageAttributes = z.object({
  orderid: attr.string(''),
  invoicenumber: attr.string(''),
});

/**
 * The reorder page (page type reorder, storefront §2 "Reorder page"): the products of a past order,
 * ready to go back into the cart. A product that is active and in stock is reordered as it is. One
 * that is not gets a panel under 'Items to Replace': with an in-stock alternative it is replaced by
 * default and 'No Thanks' keeps it out; without one it is shown disabled. The previous order total
 * stands beside the new order subtotal, which follows the shopper's choices. Continue validates the
 * reorder (POST /api/orders/order-action-validation; a failure logs the critical 'Order Modify
 * Validation Exception'), adds the chosen products with POST /api/cart/items (one idempotency key per
 * click; a double click sends once) and goes to /cart.
 *
 * The order is GET /api/orders/{orderid}/{invoicenumber}/reorder-products (retried twice), the
 * lookup inputs of storefront §3. Loading, a failure with Try again, an empty order and a page without
 * an order each have their own state.
 *
 * @summary Reorder a past order: replacements, totals, Continue to the cart.
 * @tag reorder-page
 * @attr orderid - The order's id (first part of the reorder-products path).
 * @attr invoicenumber - The order's invoice number (second part of the reorder-products path).
 * @fires shop:item-added - For each product Continue put in the cart, before the page goes to /cart; detail `{ webSku, quantity }`.
 * @cssprop --shop-reorder-max-width - Widest the page content grows (default 48rem).
 * @csspart page - The page (its `data-state`: missing, loading, failed, empty, ready).
 * @csspart continue - The Continue button.
 */
export const reorderPageDefinition = widget({
  tag: 'reorder-page',
  attributes: reorderPageAttributes,
  component: ReorderPageShell,
  events: ['shop:item-added'],
  styles: ':host { display: block; }',
});

export const ReorderPageElement = /* @__PURE__ */ createWidgetClass(reorderPageDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'reorder-page': InstanceType<typeof ReorderPageElement>;
  }
}
