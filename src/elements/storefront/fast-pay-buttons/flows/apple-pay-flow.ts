/// <reference types="applepayjs" />
import { type FastPayConfig, PAYMENT_TYPES, submitFastPayPayment } from '../../../../api/fastpay';
import type { ShippingMethod } from '../../../../api/shipping';
import { newIdempotencyKey } from '../../../../core/http';
import type { ApplePayAdapter, ApplePaySessionLike } from '../adapters/types';
import { FAST_PAY_TEXTS } from '../fast-pay-texts';
import { appleAddress } from './addresses';
import {
  amount,
  type CartForPayment,
  shippingLabel,
  shippingMethodsTo,
  shippingPrice,
} from './checkout-data';
import type { PaymentOutcome } from './google-pay-flow';
import { FastPayError, logPaymentError } from './payment-errors';

/** Spec storefront §5 / §9: US, USD; billing and shipping postal address, email and phone required. */
export function applePayRequest(config: FastPayConfig, cartTotal: number): ApplePayJS.ApplePayPaymentRequest {
  return {
    countryCode: 'US',
    currencyCode: 'USD',
    supportedNetworks: ['amex', 'discover', 'masterCard', 'visa'],
    merchantCapabilities: ['supports3DS'],
    requiredBillingContactFields: ['postalAddress'],
    requiredShippingContactFields: ['postalAddress', 'email', 'phone'],
    lineItems: taxPendingLines(cartTotal, null),
    total: { label: config.applePayConfig.applePayMerchantName, amount: amount(cartTotal), type: 'final' },
  };
}

/** Spec storefront §4: "Its tax line is pending at 0.00". */
function taxPendingLines(cartTotal: number, shipping: ShippingMethod | null): ApplePayJS.ApplePayLineItem[] {
  const lines: ApplePayJS.ApplePayLineItem[] = [
    { label: FAST_PAY_TEXTS.subtotalLine, amount: amount(cartTotal), type: 'final' },
  ];
  if (shipping)
    lines.push({
      label: FAST_PAY_TEXTS.shippingLine,
      amount: amount(shippingPrice(shipping)),
      type: 'final',
    });
  lines.push({ label: FAST_PAY_TEXTS.taxLine, amount: '0.00', type: 'pending' });
  return lines;
}

function appleShippingMethods(methods: ShippingMethod[]): ApplePayJS.ApplePayShippingMethod[] {
  return methods.map((method) => {
    const { label } = shippingLabel(method);
    return {
      identifier: method.code,
      label,
      detail: method.estimatedDeliveryDateString ?? '',
      amount: amount(shippingPrice(method)),
    };
  });
}

/**
 * One Apple Pay payment (storefront §4 "Apple Pay sequence"): merchant validation, shipping contact
 * selected, shipping method selected, payment authorized, tokenized, submitted; the session completes
 * with success or failure. `begin` runs in the click (Apple Pay needs the shopper's gesture), so the
 * cart is loaded before. Resolves when the sheet is gone.
 */
export function payWithApplePay(
  adapter: ApplePayAdapter,
  config: FastPayConfig,
  cart: CartForPayment,
  navigate: (url: string) => void,
): Promise<PaymentOutcome> {
  const session: ApplePaySessionLike = adapter.createSession(applePayRequest(config, cart.total));
  let methods: ShippingMethod[] = [];
  let chosen: ShippingMethod | null = null;

  const totalWith = (method: ShippingMethod | null): ApplePayJS.ApplePayLineItem => ({
    label: config.applePayConfig.applePayMerchantName,
    amount: amount(cart.total + (method ? shippingPrice(method) : 0)),
    type: 'final',
  });

  return new Promise<PaymentOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: PaymentOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const abortWith = (error: unknown) => {
      logPaymentError('Apple Pay', error);
      try {
        session.abort();
      } catch {
        // Already gone.
      }
      finish('failed');
    };

    session.onvalidatemerchant = (event) => {
      adapter
        .validateMerchant(event.validationURL, config.applePayConfig.applePayMerchantName)
        .then((merchantSession) => session.completeMerchantValidation(merchantSession), abortWith);
    };
    session.onshippingcontactselected = (event) => {
      shippingMethodsTo(cart, event.shippingContact.postalCode ?? '').then((found) => {
        methods = found;
        chosen = methods[0] ?? null;
        session.completeShippingContactSelection({
          newShippingMethods: appleShippingMethods(methods),
          newTotal: totalWith(chosen),
          newLineItems: taxPendingLines(cart.total, chosen),
        });
      }, abortWith);
    };
    session.onshippingmethodselected = (event) => {
      chosen = methods.find((method) => method.code === event.shippingMethod.identifier) ?? chosen;
      session.completeShippingMethodSelection({
        newTotal: totalWith(chosen),
        newLineItems: taxPendingLines(cart.total, chosen),
      });
    };
    session.onpaymentauthorized = (event) => {
      const { payment } = event;
      adapter
        .tokenize(payment.token)
        .then((nonce) => {
          if (nonce === '') throw new FastPayError(FAST_PAY_TEXTS.nonceNotFound);
          return submitFastPayPayment(
            {
              nonce,
              shippingAddress: appleAddress(payment.shippingContact),
              billingAddress: appleAddress(payment.billingContact),
              selectedShippingChargeCode: chosen?.code ?? '',
              email: (payment.shippingContact?.emailAddress ?? '').trim(),
              paymentType: PAYMENT_TYPES.applePay,
            },
            newIdempotencyKey(),
          );
        })
        .then(
          (redirectUrl) => {
            session.completePayment({ status: adapter.STATUS_SUCCESS });
            finish('redirected');
            navigate(redirectUrl);
          },
          (error: unknown) => {
            logPaymentError('Apple Pay', error);
            // Spec §8 "Apple Pay failure": the session completes with failure.
            session.completePayment({ status: adapter.STATUS_FAILURE });
            finish('failed');
          },
        );
    };
    session.oncancel = () => finish('cancelled');
    session.begin();
  });
}
