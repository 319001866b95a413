import * as z from 'zod/mini';
import { request } from '../core/http';
import { optionalText } from '../core/tolerant';

/**
 * The fast checkout payment buttons' calls (storefront §7 "Checkout", §3 "Fast pay config", "Fast pay
 * submission", "PayPal approval", "Tax request"): the run-time configuration, the tax of a shipping choice,
 * the Google Pay / Apple Pay submission and the PayPal approval. No key, merchant id or token is in the
 * bundle: every one of them comes from the configuration call.
 */

/** Spec storefront §7 / §9: "GET /api/fastpay/config (retried twice)". */
export const FASTPAY_CONFIG_RETRIES = 2;

/** Spec storefront §3 / §9: "paymentType (1 Google Pay, 2 Apple Pay)". */
export const PAYMENT_TYPES = { googlePay: 1, applePay: 2 } as const;
export type FastPayPaymentType = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];

/**
 * The paths. The spec gives the first four; it does not name the skip-shipping experiment whose bucket
 * routes the shopper after a PayPal approval, so `skipShippingExperiment` is this library's name for it.
 */
export const FASTPAY_PATHS = {
  config: '/api/fastpay/config',
  calculateTaxes: '/api/checkout/calculatetaxes',
  payment: '/api/checkout/fastpay/payment',
  paymentApproval: '/api/cart/payment-approval',
  skipShippingExperiment: 'SkipShippingStep',
} as const;

/**
 * Spec §3 "Fast pay config": btToken, applePayConfig.applePayMerchantName, googlePayConfig (environment,
 * merchant id and client key of the card payment provider, googlePayMerchantId, googlePayMerchantName).
 * The spec does not name the provider's two fields: `merchantId` and `clientKey` are this contract's names.
 */
export const fastPayConfigSchema = z.object({
  btToken: z.string(),
  applePayConfig: z.object({ applePayMerchantName: optionalText('applePayConfig.applePayMerchantName') }),
  googlePayConfig: z.object({
    environment: z.enum(['TEST', 'PRODUCTION']),
    merchantId: optionalText('googlePayConfig.merchantId'),
    clientKey: optionalText('googlePayConfig.clientKey'),
    googlePayMerchantId: optionalText('googlePayConfig.googlePayMerchantId'),
    googlePayMerchantName: optionalText('googlePayConfig.googlePayMerchantName'),
  }),
});
export type FastPayConfig = z.output<typeof fastPayConfigSchema>;

/** Spec §3 "Address: name, address1-3, locality, administrativeArea, postalCode, countryCode, phoneNumber". */
export const fastPayAddressSchema = z.object({
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  locality: z.string(),
  administrativeArea: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string(),
});
export type FastPayAddress = z.output<typeof fastPayAddressSchema>;

/** Spec §3 "Fast pay submission". */
export const fastPaySubmissionSchema = z.object({
  nonce: z.string().check(z.minLength(1)),
  shippingAddress: fastPayAddressSchema,
  billingAddress: fastPayAddressSchema,
  selectedShippingChargeCode: z.string(),
  email: z.string(),
  paymentType: z.union([z.literal(PAYMENT_TYPES.googlePay), z.literal(PAYMENT_TYPES.applePay)]),
});
export type FastPaySubmission = z.output<typeof fastPaySubmissionSchema>;

/** Spec §7: the submission "returns a redirect URL" (the field name is this contract's). */
export const fastPayPaymentResultSchema = z.object({ redirectUrl: z.string().check(z.minLength(1)) });

/** Spec §3 "Tax request: ShippingAddress, SelectedShippingChargeCode, PaymentType; response amount". */
export const taxRequestSchema = z.object({
  ShippingAddress: fastPayAddressSchema,
  SelectedShippingChargeCode: z.string(),
  PaymentType: z.union([z.literal(PAYMENT_TYPES.googlePay), z.literal(PAYMENT_TYPES.applePay)]),
});
export type TaxRequest = z.output<typeof taxRequestSchema>;
export const taxResultSchema = z.object({ amount: z.number().check(z.nonnegative()) });

/**
 * Spec §3 "PayPal approval: paymentNonce and contact (firstName, lastName, email, company, phoneNumberFull,
 * address with address, addressLineTwo, city, state, zipFull, country)".
 */
export const payPalApprovalSchema = z.object({
  paymentNonce: z.string().check(z.minLength(1)),
  contact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    company: z.string(),
    phoneNumberFull: z.string(),
    address: z.object({
      address: z.string(),
      addressLineTwo: z.string(),
      city: z.string(),
      state: z.string(),
      zipFull: z.string(),
      country: z.string(),
    }),
  }),
});
export type PayPalApproval = z.output<typeof payPalApprovalSchema>;

/** The answer of PUT /api/cart/payment-approval: not shown by the spec; a success flag is this contract. */
export const payPalApprovalResultSchema = z.object({ success: z.boolean() });

/** GET /api/fastpay/config, retried twice. */
export function fetchFastPayConfig(signal?: AbortSignal): Promise<FastPayConfig> {
  return request(FASTPAY_PATHS.config, {
    schema: fastPayConfigSchema,
    retries: FASTPAY_CONFIG_RETRIES,
    signal,
  });
}

/** POST /api/checkout/calculatetaxes: the tax of the cart shipped to this address by this method. */
export async function calculateTaxes(body: TaxRequest): Promise<number> {
  const result = await request(FASTPAY_PATHS.calculateTaxes, {
    method: 'post',
    json: body,
    schema: taxResultSchema,
  });
  return result.amount;
}

/** POST /api/checkout/fastpay/payment: places the order; answers the address the page goes to. */
export async function submitFastPayPayment(body: FastPaySubmission, idempotencyKey: string): Promise<string> {
  const result = await request(FASTPAY_PATHS.payment, {
    method: 'post',
    json: body,
    schema: fastPayPaymentResultSchema,
    idempotencyKey,
  });
  return result.redirectUrl;
}

/** PUT /api/cart/payment-approval: the PayPal approval, on the cart. */
export function sendPayPalApproval(body: PayPalApproval, idempotencyKey: string) {
  return request(FASTPAY_PATHS.paymentApproval, {
    method: 'put',
    json: body,
    schema: payPalApprovalResultSchema,
    idempotencyKey,
  });
}
