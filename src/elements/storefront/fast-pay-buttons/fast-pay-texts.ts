/** The spec's messages (storefront §8), word for word, and the widget's own texts where the spec has none. */
export const FAST_PAY_TEXTS = {
  /** §8 "Google Pay unserviceable address". */
  cannotShip: 'Cannot ship to the selected address',
  /** §8 "Missing nonce". */
  nonceNotFound: 'Nonce not found',
  /** §8 "Google Pay authorization error". */
  googlePayAuthorizationError: 'Error sending nonce, address information, and shipping charge code',
  // Not given by the spec ("Other error texts: not shown"): this library's texts.
  /** Google Pay's sheet, when the tax of a shipping choice could not be calculated. */
  taxFailed: 'We could not calculate the tax for this address. Please try again.',
  /** Announced while a payment is processed (the loading overlay). */
  processing: 'Processing your payment',
  /** While the configuration and the payment SDKs load. */
  loading: 'Loading fast checkout',
  /** The group's accessible name. */
  groupLabel: 'Fast checkout',
  /** Shown after a payment failed (not after the shopper closed the sheet or PayPal's window). */
  failed: 'Your payment could not be completed. Please try again or choose another way to pay.',
  applePay: 'Pay with Apple Pay',
  googlePay: 'Pay with Google Pay',
  payPal: 'Pay with PayPal',
  /** Apple Pay's tax line, pending at 0.00 (§4). */
  taxLine: 'Tax',
  shippingLine: 'Shipping',
  subtotalLine: 'Subtotal',
} as const;
