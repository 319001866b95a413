/**
 * The payment flows, loaded after the element (the `checkout-lazy` file) once its configuration has come
 * and before any button shows, so a click (Apple Pay needs its session begun in the click) never waits.
 */
export { payWithApplePay } from './apple-pay-flow';
export { loadCartForPayment } from './checkout-data';
export { googlePayReadyRequest, payWithGooglePay } from './google-pay-flow';
export { completePayPalApproval } from './paypal-flow';
