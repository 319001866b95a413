import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { ShippingDatesSelectorView } from './shipping-dates-selector';
import { shippingDatesSelectorStyles } from './shipping-dates-selector.styles';
import { useShippingDatesSelector } from './use-shipping-dates-selector';

export const shippingDatesSelectorAttributes = z.object({
  'data-saved-code': attr.string(''),
});

/**
 * The checkout's shipping dates (storefront §2 "Shipping dates selector", §9): one option per shipping
 * method of the cart's estimate (an option selector at most 400px wide). ETRWC and ETRLI read Local
 * Install, ETRSV Electronic Delivery, next-day Tomorrow, other methods their delivery date; the carrier
 * line reads 'Freight Shipping' as is and 'Delivered by {carrier}' for others; a rate of 0 reads Free.
 *
 * The saved code is selected by default, otherwise the first (cheapest) method. Choosing another
 * saves it with PUT /api/checkout/cart/shipping-method/{code}: a spinner shows meanwhile and the rows
 * are disabled; on failure the spinner goes, the failure is logged and the earlier choice stays,
 * with a message. When the saved method is not offered for a new ZIP code, the first is shown
 * selected; it is saved once the shopper chooses.
 *
 * @summary Checkout shipping method options with their delivery dates.
 * @tag shipping-dates-selector
 * @attr data-saved-code - The shipping method code saved on the cart (rendered by the page).
 * @fires shop:shipping-method-changed - When a chosen method was saved; detail `{ code }`.
 * @fires shop:zip-changed - When the shopper enters a different ZIP code; detail `{ zipCode, previousZipCode }`.
 * @cssprop --shop-delivery-accent - Colour of the delivery texts.
 * @csspart selector - The selector (its `data-state`: loading, no-zip, dates, unavailable, failed).
 */
export const shippingDatesSelectorDefinition = widget({
  tag: 'shipping-dates-selector',
  attributes: shippingDatesSelectorAttributes,
  component: connect(ShippingDatesSelectorView, useShippingDatesSelector),
  events: ['shop:shipping-method-changed', 'shop:zip-changed'],
  styles: shippingDatesSelectorStyles,
});

export const ShippingDatesSelectorElement = /* @__PURE__ */ createWidgetClass(
  shippingDatesSelectorDefinition,
);

declare global {
  interface HTMLElementTagNameMap {
    'shipping-dates-selector': InstanceType<typeof ShippingDatesSelectorElement>;
  }
}
