import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { DeliveryEstimateView } from './delivery-estimate';
import { deliveryEstimateStyles } from './delivery-estimate.styles';
import { useDeliveryEstimate } from './use-delivery-estimate';

export const deliveryEstimateAttributes = z.object({
  'data-size': attr.oneOf(['small', 'large'], 'small'),
  'data-websku': attr.string(''),
});

/**
 * Delivery estimates for the shopper's ZIP code (storefront §2 "Delivery panels").
 *
 * Small (the cart): 'Free Delivery by Tue, Mar 5' or 'Free Delivery Tomorrow' ('Fast' instead of
 * 'Free' when the cheapest method's discountedShippingRate is above 0), then 'Fastest Delivery by
 * {date}', or 'An item in your cart is awaiting stock' when a part's stock status is not ready to
 * ship; without a ZIP code, 'Add ZIP code for delivery options'. Large (the product page):
 * 'Estimated Delivery to {zip}' with an edit pencil, 'Delivery Arrives On' and 'Fastest Delivery As
 * soon as'. The first method is the cheapest, the last the fastest; the fastest line is left out
 * when it would repeat the same day. A holiday shipping message shows when the estimate has one. The
 * dates show whenever the estimate has shipment methods; an empty estimate message shows the server's
 * shippingWebSkuErrorMessage in its place (alone when there are no methods).
 *
 * Without `data-websku` the panel estimates the cart (by sku-to-quantity map, again after quantity
 * changes settle); with it, those parts (`isProductPage`). The pencil opens the ZIP modal
 * (`zip-input-modal`, 343px); a new code reloads every estimate on the page, in every bundle.
 *
 * @summary Delivery dates for the cart (small) or a product (large), with the ZIP code modal.
 * @tag delivery-estimate
 * @attr data-size - 'small' (cart, default) or 'large' (product page).
 * @attr data-websku - The product's sku (several: comma-separated); empty estimates the cart.
 * @fires shop:zip-changed - When the shopper enters a different ZIP code; detail `{ zipCode, previousZipCode }`.
 * @cssprop --shop-delivery-accent - Colour of 'Free' and the truck (default green).
 * @cssprop --shop-delivery-fast-color - Colour of 'Fast'.
 * @cssprop --shop-delivery-warning-color - Colour of the awaiting-stock line.
 * @cssprop --shop-delivery-holiday-background - Background of the holiday message.
 * @cssprop --shop-delivery-holiday-color - Text colour of the holiday message.
 * @cssprop --shop-delivery-font-size - Base text size of the panel.
 * @csspart panel - The panel (its `data-state`: loading, no-zip, dates, unavailable, failed, empty-cart).
 * @csspart holiday - The holiday shipping message.
 */
export const deliveryEstimateDefinition = widget({
  tag: 'delivery-estimate',
  attributes: deliveryEstimateAttributes,
  component: connect(DeliveryEstimateView, useDeliveryEstimate),
  events: ['shop:zip-changed'],
  styles: deliveryEstimateStyles,
});

export const DeliveryEstimateElement = /* @__PURE__ */ createWidgetClass(deliveryEstimateDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'delivery-estimate': InstanceType<typeof DeliveryEstimateElement>;
  }
}
