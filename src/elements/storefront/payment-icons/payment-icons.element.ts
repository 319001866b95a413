import * as z from 'zod/mini';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { PaymentIconsView } from './payment-icons';
import { paymentIconsStyles } from './payment-icons.styles';
import { usePaymentIcons } from './use-payment-icons';

export const paymentIconsAttributes = z.object({});

/**
 * The strip under the text 'Payment options in checkout' with the Apple Pay, Google Pay, PayPal,
 * Mastercard, Visa, American Express and Discover icons and a more-options icon. Hidden when the
 * page's query parameter paypalflow equals true (the shopper is already paying with PayPal).
 *
 * @summary Accepted payment methods, shown in checkout.
 * @tag payment-icons
 * @cssprop --shop-payment-icons-size - Width of each icon (48px).
 * @cssprop --shop-payment-icons-justify - Horizontal placement of the icons (center).
 * @cssprop --shop-payment-icons-align - Alignment of the text (center).
 * @cssprop --shop-payment-icons-title-size - Size of the text (0.875rem).
 * @csspart strip - The whole strip.
 * @csspart title - The text 'Payment options in checkout'.
 * @csspart list - The list of icons.
 */
export const paymentIconsDefinition = widget({
  tag: 'payment-icons',
  attributes: paymentIconsAttributes,
  component: connect(PaymentIconsView, usePaymentIcons),
  styles: paymentIconsStyles,
});

export const PaymentIconsElement = /* @__PURE__ */ createWidgetClass(paymentIconsDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'payment-icons': InstanceType<typeof PaymentIconsElement>;
  }
}
