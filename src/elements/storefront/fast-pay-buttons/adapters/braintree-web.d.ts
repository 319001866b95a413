// braintree-web ships no typings: each module's default export is typed where it is used (see braintree.ts).
declare module 'braintree-web/client' {
  const client: unknown;
  export default client;
}
declare module 'braintree-web/google-payment' {
  const googlePayment: unknown;
  export default googlePayment;
}
declare module 'braintree-web/apple-pay' {
  const applePay: unknown;
  export default applePay;
}
declare module 'braintree-web/paypal-checkout' {
  const paypalCheckout: unknown;
  export default paypalCheckout;
}
