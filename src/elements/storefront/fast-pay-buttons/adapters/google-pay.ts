/// <reference types="googlepay" />
import googlePayment from 'braintree-web/google-payment';
import type { FastPayConfig } from '../../../../api/fastpay';
import { braintreeClientFor } from './braintree';
import { loadScriptOnce } from './load-script';
import type { GooglePayAdapter } from './types';

/** Google Pay's official script. */
export const GOOGLE_PAY_SCRIPT_URL = 'https://pay.google.com/gp/p/js/pay.js';

interface BraintreeGooglePayment {
  createPaymentDataRequest(
    overrides: Partial<google.payments.api.PaymentDataRequest>,
  ): google.payments.api.PaymentDataRequest;
  parseResponse(paymentData: google.payments.api.PaymentData): Promise<{ nonce?: string }>;
}

/**
 * The real Google Pay adapter: pay.js's PaymentsClient (environment from the configuration) and the card
 * provider's Google Pay module (merchant id from the configuration), which fills the tokenisation
 * specification and turns the payment data into a nonce.
 */
export async function createGooglePayAdapter(config: FastPayConfig): Promise<GooglePayAdapter> {
  await loadScriptOnce(GOOGLE_PAY_SCRIPT_URL);
  const client = await braintreeClientFor(config.btToken);
  const payment = (await (
    googlePayment as unknown as {
      create(options: object): Promise<BraintreeGooglePayment>;
    }
  ).create({
    client,
    googlePayVersion: 2,
    googleMerchantId: config.googlePayConfig.googlePayMerchantId,
  })) as BraintreeGooglePayment;

  // The sheet's callbacks are given when the client is made; they forward to the current payment's.
  let current: Required<google.payments.api.PaymentDataCallbacks> | null = null;
  const paymentsClient = new google.payments.api.PaymentsClient({
    environment: config.googlePayConfig.environment,
    paymentDataCallbacks: {
      onPaymentDataChanged: (data) => current?.onPaymentDataChanged(data) ?? {},
      onPaymentAuthorized: (data) =>
        current?.onPaymentAuthorized(data) ?? { transactionState: 'ERROR' as const },
    },
  });

  return {
    async isReadyToPay(request) {
      const answer = await paymentsClient.isReadyToPay(request);
      return answer.result;
    },
    completeRequest(request) {
      return payment.createPaymentDataRequest(request);
    },
    async loadPaymentData(request, callbacks) {
      current = callbacks;
      try {
        return await paymentsClient.loadPaymentData(request);
      } finally {
        current = null;
      }
    },
    async tokenize(paymentData) {
      const parsed = await payment.parseResponse(paymentData);
      return parsed.nonce ?? '';
    },
  };
}
