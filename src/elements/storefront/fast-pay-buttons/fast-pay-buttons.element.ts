import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { FastPayButtonsView } from './fast-pay-buttons';
import { fastPayButtonsStyles } from './fast-pay-buttons.styles';
import { ALL_METHODS } from './fast-pay-rules';
import { useFastPayButtons } from './use-fast-pay-buttons';

export const fastPayButtonsAttributes = z.object({
  'data-methods': attr.string(ALL_METHODS),
});

/**
 * Fast checkout payment buttons (storefront §2 "Fast checkout payment buttons"): Apple Pay, Google Pay and
 * PayPal, 42 px high. The run-time configuration is GET /api/fastpay/config (retried twice): no key,
 * merchant id or token is in the bundle. Google Pay shows only while the `PaymentType-GooglePay` toggle is
 * on and pay.js says the shopper can pay; Apple Pay only where `ApplePaySession` can make payments. Each
 * payment SDK sits behind a small adapter, loaded from its official address when its button is to be
 * shown, once per page (test doubles replace them through `window.__shopWidgetsPaymentDoubles`).
 *
 * Google Pay (API 2.0): US and CA addresses, a missing administrative area is unserviceable ('Cannot ship
 * to the selected address'), email, shipping address and option required, networks AMEX, DISCOVER,
 * MASTERCARD, VISA, auth methods PAN_ONLY and CRYPTOGRAM_3DS; a shipping choice recalculates the tax (POST
 * /api/checkout/calculatetaxes). Apple Pay (version 3, USD, US): merchant validation, shipping contact,
 * shipping method, authorisation; the tax line pending at 0.00. A missing nonce aborts ('Nonce not
 * found'); POST /api/checkout/fastpay/payment (paymentType 1 Google Pay, 2 Apple Pay) answers the
 * address the page goes to. PayPal: the approval goes on the cart (PUT /api/cart/payment-approval) and the
 * skip-shipping bucket picks the step: 3 or 4 payment, 2 shipping, otherwise address (?paypalflow=true).
 * Hidden on a page whose query has paypalflow=true.
 *
 * @summary Apple Pay, Google Pay and PayPal fast checkout buttons.
 * @tag fast-pay-buttons
 * @attr data-methods - Which buttons the page offers, space separated: applepay, googlepay, paypal (default all three).
 * @cssprop --shop-fast-pay-radius - Corner radius of the Apple Pay and Google Pay buttons.
 * @cssprop --shop-fast-pay-overlay-z - Stacking order of the loading overlay while paying (default 10000).
 * @csspart group - The widget (its `data-state`: loading, ready, failed).
 * @csspart button - The Apple Pay and Google Pay buttons.
 * @csspart apple-pay - The Apple Pay button.
 * @csspart google-pay - The Google Pay button.
 * @csspart paypal - Where PayPal's SDK renders its button.
 * @csspart placeholder - Shown while the configuration and the SDKs load.
 * @csspart error - The message after a failed payment.
 * @csspart overlay - The loading overlay while paying.
 */
export const fastPayButtonsDefinition = widget({
  tag: 'fast-pay-buttons',
  attributes: fastPayButtonsAttributes,
  component: connect(FastPayButtonsView, useFastPayButtons),
  events: [],
  styles: fastPayButtonsStyles,
});

export const FastPayButtonsElement = /* @__PURE__ */ createWidgetClass(fastPayButtonsDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'fast-pay-buttons': InstanceType<typeof FastPayButtonsElement>;
  }
}
