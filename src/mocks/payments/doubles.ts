/// <reference types="googlepay" />
/// <reference types="applepayjs" />
import type {
  ApplePayAdapter,
  ApplePaySessionLike,
  GooglePayAdapter,
  PaymentAdapterFactories,
  PayPalAdapter,
  PayPalTokenized,
} from '../../elements/storefront/fast-pay-buttons/adapters/types';

/**
 * Test doubles of the payment SDKs, behind the same adapter interfaces as the real ones
 * (`src/elements/storefront/fast-pay-buttons/adapters/`). Each plays the vendor's whole sequence without
 * any network, as scripted by its scenario, and writes every step to a log (also sent as a
 * `payment-double:step` window event) so a test, a story or the demo page can see what the sheet showed.
 *
 * Install with `installPaymentDoubles({ googlePay: 'cancel' })` (tests, stories) or, on the demo, by
 * loading `/demo/payment-doubles.js` with `?googlepay=...&applepay=...&paypal=...` in the page address.
 */

export const GOOGLE_PAY_SCENARIOS = [
  'success',
  'cancel',
  'unserviceable-address',
  'no-nonce',
  'not-ready',
  'sdk-error',
] as const;
export const APPLE_PAY_SCENARIOS = [
  'success',
  'cancel',
  'no-nonce',
  'validation-fails',
  'unavailable',
] as const;
export const PAYPAL_SCENARIOS = ['approve', 'cancel', 'popup-closed', 'error', 'no-nonce'] as const;

export interface PaymentScenarios {
  /** success: address, a second shipping option, authorised. unserviceable-address: no state given, then closed. */
  googlePay: (typeof GOOGLE_PAY_SCENARIOS)[number];
  applePay: (typeof APPLE_PAY_SCENARIOS)[number];
  payPal: (typeof PAYPAL_SCENARIOS)[number];
}

export const DEFAULT_SCENARIOS: PaymentScenarios = {
  googlePay: 'success',
  applePay: 'success',
  payPal: 'approve',
};

export interface PaymentDoubleStep {
  sdk: 'googlePay' | 'applePay' | 'payPal';
  step: string;
  detail?: unknown;
}

declare global {
  interface Window {
    __shopWidgetsPaymentDoubleLog?: PaymentDoubleStep[];
  }
}

const scenarios: PaymentScenarios = { ...DEFAULT_SCENARIOS };

/** What the doubles have done since they were installed (or the log was cleared). */
export function paymentDoubleLog(): PaymentDoubleStep[] {
  window.__shopWidgetsPaymentDoubleLog ??= [];
  return window.__shopWidgetsPaymentDoubleLog;
}

function record(sdk: PaymentDoubleStep['sdk'], step: string, detail?: unknown): void {
  const entry: PaymentDoubleStep = { sdk, step, detail };
  paymentDoubleLog().push(entry);
  window.dispatchEvent(new CustomEvent('payment-double:step', { detail: entry }));
}

/** The shopper in the sheets: a Texas address (with its state), or the same one without (unserviceable). */
export const DOUBLE_SHOPPER = {
  name: 'Pat Shopper',
  email: 'pat.shopper@example.com',
  phone: '+1 512 555 0142',
  address1: '1100 Congress Ave',
  address2: 'Suite 200',
  locality: 'Austin',
  administrativeArea: 'TX',
  postalCode: '78701',
  countryCode: 'US',
} as const;

const CLOSED = { statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' };

function googleAddress(withState: boolean): google.payments.api.Address {
  return {
    name: DOUBLE_SHOPPER.name,
    address1: DOUBLE_SHOPPER.address1,
    address2: DOUBLE_SHOPPER.address2,
    address3: '',
    locality: DOUBLE_SHOPPER.locality,
    administrativeArea: withState ? DOUBLE_SHOPPER.administrativeArea : '',
    postalCode: DOUBLE_SHOPPER.postalCode,
    countryCode: DOUBLE_SHOPPER.countryCode,
    phoneNumber: DOUBLE_SHOPPER.phone,
    sortingCode: '',
  };
}

/** Google Pay's PaymentsClient and the card provider's tokeniser, as a double. */
export function googlePayDouble(): GooglePayAdapter {
  return {
    async isReadyToPay(request) {
      record('googlePay', 'is-ready-to-pay', {
        apiVersion: request.apiVersion,
        apiVersionMinor: request.apiVersionMinor,
      });
      return scenarios.googlePay !== 'not-ready';
    },
    completeRequest(request) {
      return request;
    },
    async loadPaymentData(request, callbacks) {
      const scenario = scenarios.googlePay;
      record('googlePay', 'sheet-opened', {
        totalPrice: request.transactionInfo?.totalPrice,
        allowedCountryCodes: request.shippingAddressParameters?.allowedCountryCodes,
        emailRequired: request.emailRequired,
        shippingOptionRequired: request.shippingOptionRequired,
        card: request.allowedPaymentMethods[0]?.parameters,
      });
      if (scenario === 'sdk-error') {
        throw {
          statusCode: 'DEVELOPER_ERROR',
          statusMessage: 'Test double: the merchant configuration was refused',
        };
      }
      const intermediate = googleAddress(scenario !== 'unserviceable-address');
      const {
        name: _name,
        address1: _a1,
        address2: _a2,
        address3: _a3,
        phoneNumber: _p,
        ...partial
      } = intermediate;
      const first = await callbacks.onPaymentDataChanged({
        callbackTrigger: 'INITIALIZE',
        paymentMethodData: { type: 'CARD', info: { cardNetwork: 'VISA' } },
        shippingAddress: partial,
      });
      const options = first.newShippingOptionParameters?.shippingOptions ?? [];
      record('googlePay', 'shipping-address', {
        error: first.error?.message,
        totalPrice: first.newTransactionInfo?.totalPrice,
        displayItems: first.newTransactionInfo?.displayItems,
        options: options.map((option) => option.id),
      });
      if (first.error) {
        record('googlePay', 'sheet-closed', { by: 'shopper after an error' });
        throw CLOSED;
      }
      let chosen = first.newShippingOptionParameters?.defaultSelectedOptionId ?? options[0]?.id ?? '';
      const second = options[1];
      if (second) {
        const update = await callbacks.onPaymentDataChanged({
          callbackTrigger: 'SHIPPING_OPTION',
          paymentMethodData: { type: 'CARD', info: { cardNetwork: 'VISA' } },
          shippingAddress: partial,
          shippingOptionData: { id: second.id },
        });
        record('googlePay', 'shipping-option', {
          id: second.id,
          error: update.error?.message,
          totalPrice: update.newTransactionInfo?.totalPrice,
          displayItems: update.newTransactionInfo?.displayItems,
        });
        if (update.error) {
          record('googlePay', 'sheet-closed', { by: 'shopper after an error' });
          throw CLOSED;
        }
        chosen = second.id;
      }
      if (scenario === 'cancel') {
        record('googlePay', 'sheet-closed', { by: 'shopper' });
        throw CLOSED;
      }
      const paymentData: google.payments.api.PaymentData = {
        apiVersion: 2,
        apiVersionMinor: 0,
        email: DOUBLE_SHOPPER.email,
        shippingAddress: intermediate,
        shippingOptionData: { id: chosen },
        paymentMethodData: {
          type: 'CARD',
          description: 'Visa •••• 1111',
          info: { cardNetwork: 'VISA', cardDetails: '1111', billingAddress: intermediate },
          tokenizationData: {
            type: 'PAYMENT_GATEWAY',
            token: scenario === 'no-nonce' ? '' : 'fake-google-pay-token',
          },
        },
      };
      const result = await callbacks.onPaymentAuthorized(paymentData);
      record('googlePay', 'payment-authorized', {
        transactionState: result.transactionState,
        error: result.error?.message,
      });
      if (result.transactionState !== 'SUCCESS') {
        record('googlePay', 'sheet-closed', { by: 'shopper after an error' });
        throw CLOSED;
      }
      record('googlePay', 'sheet-closed', { by: 'success' });
      return paymentData;
    },
    async tokenize(paymentData) {
      const token = paymentData.paymentMethodData.tokenizationData.token;
      return token === '' ? '' : 'fake-nonce-google-pay';
    },
  };
}

const appleContact = (): ApplePayJS.ApplePayPaymentContact => ({
  givenName: 'Pat',
  familyName: 'Shopper',
  emailAddress: DOUBLE_SHOPPER.email,
  phoneNumber: DOUBLE_SHOPPER.phone,
  addressLines: [DOUBLE_SHOPPER.address1, DOUBLE_SHOPPER.address2],
  locality: DOUBLE_SHOPPER.locality,
  administrativeArea: DOUBLE_SHOPPER.administrativeArea,
  postalCode: DOUBLE_SHOPPER.postalCode,
  countryCode: DOUBLE_SHOPPER.countryCode,
});

/** A fake `ApplePaySession`: plays the sequence of spec §4 once `begin` is called. */
class ApplePaySessionDouble implements ApplePaySessionLike {
  onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
  onshippingcontactselected: ApplePaySessionLike['onshippingcontactselected'] = null;
  onshippingmethodselected: ApplePaySessionLike['onshippingmethodselected'] = null;
  onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
  oncancel: ApplePaySessionLike['oncancel'] = null;
  private waiting: ((value: unknown) => void) | null = null;
  private ended = false;

  constructor(readonly request: ApplePayJS.ApplePayPaymentRequest) {}

  private next(): Promise<unknown> {
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }
  private answer(step: string, value: unknown): void {
    record('applePay', step, value);
    const resolve = this.waiting;
    this.waiting = null;
    resolve?.(value);
  }

  begin(): void {
    record('applePay', 'sheet-opened', {
      total: this.request.total,
      lineItems: this.request.lineItems,
      countryCode: this.request.countryCode,
      currencyCode: this.request.currencyCode,
      requiredBillingContactFields: this.request.requiredBillingContactFields,
      requiredShippingContactFields: this.request.requiredShippingContactFields,
    });
    void this.play();
  }

  private async play(): Promise<void> {
    const scenario = scenarios.applePay;
    const validated = this.next();
    this.onvalidatemerchant?.({
      validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    } as ApplePayJS.ApplePayValidateMerchantEvent);
    await validated;
    if (this.ended) return;
    const contact = this.next();
    const {
      emailAddress: _e,
      phoneNumber: _p,
      givenName: _g,
      familyName: _f,
      addressLines: _l,
      ...redacted
    } = appleContact();
    this.onshippingcontactselected?.({
      shippingContact: redacted,
    } as ApplePayJS.ApplePayShippingContactSelectedEvent);
    const update = (await contact) as ApplePayJS.ApplePayShippingContactUpdate;
    if (this.ended) return;
    if (scenario === 'cancel') {
      this.ended = true;
      record('applePay', 'sheet-closed', { by: 'shopper' });
      this.oncancel?.({} as ApplePayJS.Event);
      return;
    }
    const methods = update.newShippingMethods ?? [];
    const pick = methods[1] ?? methods[0];
    if (pick) {
      const method = this.next();
      this.onshippingmethodselected?.({
        shippingMethod: pick,
      } as ApplePayJS.ApplePayShippingMethodSelectedEvent);
      await method;
      if (this.ended) return;
    }
    const paid = this.next();
    this.onpaymentauthorized?.({
      payment: {
        token: {
          paymentData: scenario === 'no-nonce' ? null : { version: 'EC_v1', data: 'fake-apple-pay-data' },
          paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' },
          transactionIdentifier: 'fake-apple-pay-transaction',
        },
        billingContact: appleContact(),
        shippingContact: appleContact(),
      },
    } as unknown as ApplePayJS.ApplePayPaymentAuthorizedEvent);
    await paid;
    this.ended = true;
  }

  abort(): void {
    this.ended = true;
    this.answer('session-aborted', null);
  }
  completeMerchantValidation(merchantSession: unknown): void {
    this.answer('merchant-validated', merchantSession);
  }
  completeShippingContactSelection(update: ApplePayJS.ApplePayShippingContactUpdate): void {
    this.answer('shipping-contact', update);
  }
  completeShippingMethodSelection(update: ApplePayJS.ApplePayShippingMethodUpdate): void {
    this.answer('shipping-method', update);
  }
  completePayment(result: ApplePayJS.ApplePayPaymentAuthorizationResult): void {
    this.answer('payment-completed', { status: result.status === 0 ? 'success' : 'failure' });
  }
}

/** Apple Pay JS and the card provider's Apple Pay client, as a double. */
export function applePayDouble(): ApplePayAdapter {
  return {
    canMakePayments: () => scenarios.applePay !== 'unavailable',
    createSession: (request) => new ApplePaySessionDouble(request),
    async validateMerchant(validationURL, displayName) {
      if (scenarios.applePay === 'validation-fails')
        throw new Error('Test double: merchant validation failed');
      return { merchantSessionIdentifier: 'fake-merchant-session', displayName, validationURL };
    },
    async tokenize(token) {
      return token.paymentData ? 'fake-nonce-apple-pay' : '';
    },
    STATUS_SUCCESS: 0,
    STATUS_FAILURE: 1,
  };
}

const PAYPAL_PAYER: PayPalTokenized['details'] = {
  email: DOUBLE_SHOPPER.email,
  firstName: 'Pat',
  lastName: 'Shopper',
  phone: '5125550142',
  businessName: 'Pat’s Trailers',
  shippingAddress: {
    line1: DOUBLE_SHOPPER.address1,
    line2: DOUBLE_SHOPPER.address2,
    city: DOUBLE_SHOPPER.locality,
    state: DOUBLE_SHOPPER.administrativeArea,
    postalCode: '78701-1234',
    countryCode: DOUBLE_SHOPPER.countryCode,
  },
};

/** PayPal's buttons and the card provider's PayPal checkout, as a double: a plain PayPal button. */
export function payPalDouble(): PayPalAdapter {
  return {
    async renderButton(container, handlers) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'PayPal';
      button.setAttribute('aria-label', 'Pay with PayPal');
      button.dataset.paymentDouble = 'paypal';
      Object.assign(button.style, {
        width: '100%',
        height: '42px',
        border: '0',
        borderRadius: '4px',
        background: '#ffc439',
        color: '#000',
        font: 'italic 700 1.1rem/1 system-ui, sans-serif',
        cursor: 'pointer',
      });
      button.addEventListener('click', async () => {
        const scenario = scenarios.payPal;
        record('payPal', 'window-opened', { amount: await handlers.amount() });
        if (scenario === 'cancel') {
          record('payPal', 'window-closed', { by: 'shopper' });
          handlers.onCancel();
        } else if (scenario === 'popup-closed') {
          record('payPal', 'window-closed', { by: 'shopper, reported as an error' });
          handlers.onError({
            code: 'PAYPAL_POPUP_CLOSED',
            message: 'Customer closed PayPal popup before authorizing.',
          });
        } else if (scenario === 'error') {
          record('payPal', 'error', {});
          handlers.onError(new Error('Test double: PayPal could not create the payment'));
        } else {
          record('payPal', 'approved', {});
          await handlers.onApprove({
            nonce: scenario === 'no-nonce' ? '' : 'fake-nonce-paypal',
            details: PAYPAL_PAYER,
          });
        }
      });
      container.replaceChildren(button);
    },
  };
}

/** All three doubles as adapter factories. */
export function paymentDoubles(): PaymentAdapterFactories {
  return {
    googlePay: async () => googlePayDouble(),
    applePay: async () => applePayDouble(),
    payPal: async () => payPalDouble(),
  };
}

/** Scripts the doubles' next payments (unnamed methods keep their scenario). */
export function setPaymentScenarios(next: Partial<PaymentScenarios>): void {
  Object.assign(scenarios, next);
}

/**
 * Installs the doubles in place of the real SDKs (`window.__shopWidgetsPaymentDoubles`, read when a button
 * first needs its adapter), with these scenarios, and clears the log.
 */
export function installPaymentDoubles(next: Partial<PaymentScenarios> = {}): void {
  Object.assign(scenarios, DEFAULT_SCENARIOS, next);
  window.__shopWidgetsPaymentDoubleLog = [];
  window.__shopWidgetsPaymentDoubles = paymentDoubles();
}
