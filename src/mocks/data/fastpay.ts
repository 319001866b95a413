import type { FastPayConfig, FastPaySubmission, PayPalApproval } from '../../api/fastpay';

/** An order placed with Google Pay or Apple Pay (POST /api/checkout/fastpay/payment). */
export interface FastPayOrder {
  orderNumber: string;
  paymentType: FastPaySubmission['paymentType'];
  email: string;
  shippingAddress: FastPaySubmission['shippingAddress'];
  selectedShippingChargeCode: string;
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
  lines: { webSku: string; quantity: number }[];
}

/** The fast-pay memory of the fake shop (key `fastPay`). */
export interface FastPayState {
  /** What GET /api/fastpay/config answers: made-up values of the right kind, never real keys. */
  config: FastPayConfig;
  /** Sales tax rate by state or province; others get `defaultTaxRate`. */
  taxRates: Record<string, number>;
  defaultTaxRate: number;
  orders: FastPayOrder[];
  nextOrderNumber: number;
  /** The PayPal approval on the cart (PUT /api/cart/payment-approval), until the checkout uses it. */
  payPalApproval: PayPalApproval | null;
}

export function createFastPaySeed(): FastPayState {
  return {
    config: {
      btToken: 'fake-client-token-sandbox',
      applePayConfig: { applePayMerchantName: 'Hitch & Tow Supply' },
      googlePayConfig: {
        environment: 'TEST',
        merchantId: 'fake-provider-merchant',
        clientKey: 'fake-provider-client-key',
        googlePayMerchantId: 'fake-google-merchant',
        googlePayMerchantName: 'Hitch & Tow Supply',
      },
    },
    taxRates: { TX: 0.0825, CA: 0.0725, MO: 0.04225, NY: 0.04, WA: 0.065, ON: 0.13, BC: 0.12 },
    defaultTaxRate: 0.06,
    orders: [],
    nextOrderNumber: 7_300_101,
    payPalApproval: null,
  };
}
