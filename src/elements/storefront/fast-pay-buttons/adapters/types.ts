/// <reference types="googlepay" />
/// <reference types="applepayjs" />
import type { FastPayConfig } from '../../../../api/fastpay';

/**
 * The one small interface each payment SDK sits behind. The real adapters (`google-pay.ts`,
 * `apple-pay.ts`, `paypal.ts`) load the vendor's code from its official address the first time their
 * button is shown, once per page; test doubles (`src/mocks/payments/`) implement the same interfaces and
 * play the vendors' sequences without any network. The widget's flows (`../flows/`) only see these.
 */

/** Google Pay (pay.js) plus the card provider's Google Pay tokeniser. */
export interface GooglePayAdapter {
  /** Whether this browser and shopper can pay with Google Pay (pay.js `isReadyToPay`). */
  isReadyToPay(request: google.payments.api.IsReadyToPayRequest): Promise<boolean>;
  /**
   * The card part of the payment-data request: the card provider fills the tokenisation specification
   * (gateway, merchant id, client key) of the base request's card method.
   */
  completeRequest(
    request: google.payments.api.PaymentDataRequest,
  ): Promise<google.payments.api.PaymentDataRequest> | google.payments.api.PaymentDataRequest;
  /**
   * Opens the payment sheet. The sheet calls `callbacks` as the shopper changes address or shipping
   * option and when they pay; it resolves with the payment data once `onPaymentAuthorized` answered
   * SUCCESS, and rejects with `{ statusCode: 'CANCELED' }` when the shopper closes it.
   */
  loadPaymentData(
    request: google.payments.api.PaymentDataRequest,
    callbacks: Required<google.payments.api.PaymentDataCallbacks>,
  ): Promise<google.payments.api.PaymentData>;
  /** The card provider's nonce for this payment data; '' when it has none. */
  tokenize(paymentData: google.payments.api.PaymentData): Promise<string>;
}

/** The part of the browser's `ApplePaySession` the flow uses (one session per payment). */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: ApplePayJS.ApplePayValidateMerchantEvent) => void) | null;
  onshippingcontactselected: ((event: ApplePayJS.ApplePayShippingContactSelectedEvent) => void) | null;
  onshippingmethodselected: ((event: ApplePayJS.ApplePayShippingMethodSelectedEvent) => void) | null;
  onpaymentauthorized: ((event: ApplePayJS.ApplePayPaymentAuthorizedEvent) => void) | null;
  oncancel: ((event: ApplePayJS.Event) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completeShippingContactSelection(update: ApplePayJS.ApplePayShippingContactUpdate): void;
  completeShippingMethodSelection(update: ApplePayJS.ApplePayShippingMethodUpdate): void;
  completePayment(result: ApplePayJS.ApplePayPaymentAuthorizationResult): void;
}

/** Apple Pay JS (the browser's `ApplePaySession`) plus the card provider's Apple Pay client. */
export interface ApplePayAdapter {
  /** Whether the device can pay with Apple Pay (`ApplePaySession.canMakePayments()`). */
  canMakePayments(): boolean;
  /** A new session for this request (Apple Pay JS version 3). */
  createSession(request: ApplePayJS.ApplePayPaymentRequest): ApplePaySessionLike;
  /** The merchant session for Apple's validation URL (the card provider validates the merchant). */
  validateMerchant(validationURL: string, displayName: string): Promise<unknown>;
  /** The card provider's nonce for the authorised payment's token; '' when it has none. */
  tokenize(token: ApplePayJS.ApplePayPaymentToken): Promise<string>;
  /** Apple Pay JS constants: the result statuses. */
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** What the card provider answers for an approved PayPal payment (its tokenised payload). */
export interface PayPalTokenized {
  nonce: string;
  details: {
    email?: string;
    firstName?: string;
    lastName?: string;
    phone?: string;
    businessName?: string;
    shippingAddress?: {
      line1?: string;
      line2?: string;
      city?: string;
      state?: string;
      postalCode?: string;
      countryCode?: string;
    };
  };
}

/** What the PayPal button tells the widget. `onCancel` and `onError` carry no user-facing text. */
export interface PayPalButtonHandlers {
  /** The cart total the PayPal payment is created for (USD). */
  amount: () => Promise<number>;
  /** The shopper approved the payment in PayPal's window: the tokenised payload. */
  onApprove(payload: PayPalTokenized): Promise<void>;
  /** The shopper closed PayPal's window. */
  onCancel(): void;
  onError(error: unknown): void;
}

/** PayPal's JS SDK plus the card provider's PayPal checkout. */
export interface PayPalAdapter {
  /** Renders PayPal's button into `container` (42 px high); resolves when it is shown. */
  renderButton(container: HTMLElement, handlers: PayPalButtonHandlers): Promise<void>;
}

/** Each adapter, made from the run-time configuration (`GET /api/fastpay/config`). */
export interface PaymentAdapterFactories {
  googlePay(config: FastPayConfig): Promise<GooglePayAdapter>;
  applePay(config: FastPayConfig): Promise<ApplePayAdapter>;
  payPal(config: FastPayConfig): Promise<PayPalAdapter>;
}
export type PaymentMethod = keyof PaymentAdapterFactories;
