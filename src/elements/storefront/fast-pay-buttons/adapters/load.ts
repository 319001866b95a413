import type { FastPayConfig } from '../../../../api/fastpay';
import type { PaymentAdapterFactories, PaymentMethod } from './types';

declare global {
  interface Window {
    /**
     * Test doubles for the payment SDKs (tests, stories, the demo): adapters given here replace the real
     * ones. A separate script (the demo's `/demo/payment-doubles.js`) can set it before or after the
     * library loads; `setPaymentAdapters` does the same from a module.
     */
    __shopWidgetsPaymentDoubles?: Partial<PaymentAdapterFactories>;
  }
}

/** The real adapters, each its own lazy chunk: only the SDK of a button that is shown is ever loaded. */
const realAdapters: PaymentAdapterFactories = {
  googlePay: (config) => import('./google-pay').then((module) => module.createGooglePayAdapter(config)),
  applePay: (config) => import('./apple-pay').then((module) => module.createApplePayAdapter(config)),
  payPal: (config) => import('./paypal').then((module) => module.createPayPalAdapter(config)),
};

type AdapterOf<M extends PaymentMethod> = Awaited<ReturnType<PaymentAdapterFactories[M]>>;

const loaded = new Map<PaymentMethod, Promise<unknown>>();

/**
 * The adapter of one payment method, made once per page (every `<fast-pay-buttons>` shares it). A failed
 * load is forgotten, so a later showing tries again.
 */
export function loadPaymentAdapter<M extends PaymentMethod>(
  method: M,
  config: FastPayConfig,
): Promise<AdapterOf<M>> {
  let pending = loaded.get(method) as Promise<AdapterOf<M>> | undefined;
  if (!pending) {
    const factories = {
      ...realAdapters,
      ...(typeof window === 'undefined' ? {} : window.__shopWidgetsPaymentDoubles),
    };
    pending = (factories[method] as (config: FastPayConfig) => Promise<AdapterOf<M>>)(config);
    loaded.set(method, pending);
    pending.catch(() => {
      if (loaded.get(method) === pending) loaded.delete(method);
    });
  }
  return pending;
}

/**
 * Tests and stories: use these adapters (test doubles) instead of the real ones, from now on; none given
 * restores the real ones. Forgets the adapters made so far.
 */
export function setPaymentAdapters(adapters?: Partial<PaymentAdapterFactories>): void {
  if (adapters) window.__shopWidgetsPaymentDoubles = adapters;
  else delete window.__shopWidgetsPaymentDoubles;
  loaded.clear();
}
