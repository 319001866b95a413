import type { PaymentMethod } from './adapters/types';

/** The tokens of `data-methods`, in the order the buttons show. */
export const METHOD_TOKENS: Record<string, PaymentMethod> = {
  applepay: 'applePay',
  googlepay: 'googlePay',
  paypal: 'payPal',
};
export const ALL_METHODS = 'applepay googlepay paypal';

/** The methods a `data-methods` value names (space or comma separated, any case); unknown words are reported. */
export function parseMethods(value: string): { methods: PaymentMethod[]; unknown: string[] } {
  const methods: PaymentMethod[] = [];
  const unknown: string[] = [];
  for (const word of value
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)) {
    const method = METHOD_TOKENS[word];
    if (!method) unknown.push(word);
    else if (!methods.includes(method)) methods.push(method);
  }
  const order = Object.values(METHOD_TOKENS);
  methods.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { methods, unknown };
}

/**
 * Storefront §1: "Payment options are hidden when the query parameter paypalflow equals true": a shopper
 * who already approved with PayPal is not offered the fast-pay buttons again.
 */
export function isPayPalFlow(search: string): boolean {
  return new URLSearchParams(search).get('paypalflow') === 'true';
}
