/// <reference types="applepayjs" />
import applePay from 'braintree-web/apple-pay';
import type { FastPayConfig } from '../../../../api/fastpay';
import { braintreeClientFor } from './braintree';
import type { ApplePayAdapter } from './types';

/** Spec storefront §9: "Apple Pay version 3". */
export const APPLE_PAY_VERSION = 3;

interface BraintreeApplePay {
  performValidation(options: { validationURL: string; displayName: string }): Promise<unknown>;
  tokenize(options: { token: ApplePayJS.ApplePayPaymentToken }): Promise<{ nonce?: string }>;
}

function browserSession(): typeof ApplePaySession | undefined {
  return (globalThis as { ApplePaySession?: typeof ApplePaySession }).ApplePaySession;
}

/**
 * The real Apple Pay adapter: Apple Pay JS is the browser's own `ApplePaySession` (Safari), and the card
 * provider's Apple Pay module validates the merchant and tokenises the payment.
 */
export async function createApplePayAdapter(config: FastPayConfig): Promise<ApplePayAdapter> {
  const Session = browserSession();
  if (!Session) {
    return {
      canMakePayments: () => false,
      createSession: () => {
        throw new Error('Apple Pay is not available in this browser');
      },
      validateMerchant: () => Promise.reject(new Error('Apple Pay is not available in this browser')),
      tokenize: () => Promise.resolve(''),
      STATUS_SUCCESS: 0,
      STATUS_FAILURE: 1,
    };
  }
  const client = await braintreeClientFor(config.btToken);
  const provider = (await (
    applePay as unknown as { create(options: object): Promise<BraintreeApplePay> }
  ).create({ client })) as BraintreeApplePay;
  return {
    canMakePayments: () => Session.canMakePayments(),
    createSession: (request) => new Session(APPLE_PAY_VERSION, request),
    validateMerchant: (validationURL, displayName) =>
      provider.performValidation({ validationURL, displayName }),
    async tokenize(token) {
      const payload = await provider.tokenize({ token });
      return payload.nonce ?? '';
    },
    STATUS_SUCCESS: Session.STATUS_SUCCESS,
    STATUS_FAILURE: Session.STATUS_FAILURE,
  };
}
