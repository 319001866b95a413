import { trustedScriptUrl } from '../../../../core/trusted-types';

/**
 * The only origins a payment SDK's script may come from (their official addresses): Google Pay's
 * pay.js, PayPal's JS SDK, the card provider's client, Apple's Apple Pay JS.
 */
export const TRUSTED_SCRIPT_ORIGINS: readonly string[] = [
  'https://pay.google.com',
  'https://www.paypal.com',
  'https://js.braintreegateway.com',
  'https://applepay.cdn-apple.com',
];

/** Whether `url` is an address on one of {@link TRUSTED_SCRIPT_ORIGINS}. */
export function isTrustedScriptUrl(url: string): boolean {
  try {
    return TRUSTED_SCRIPT_ORIGINS.includes(new URL(url).origin);
  } catch {
    return false;
  }
}

const loads = new Map<string, Promise<void>>();

/**
 * Loads a vendor script from its official address once per page (a second call waits on the first).
 * Any other origin is refused; the address goes through the Trusted Types policy. A failed load is
 * forgotten, so the next time the button is shown it is tried again.
 */
export function loadScriptOnce(url: string): Promise<void> {
  if (!isTrustedScriptUrl(url)) return Promise.reject(new TypeError(`Refused script address ${url}`));
  let pending = loads.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loads.delete(url);
        script.remove();
        reject(new Error(`Could not load ${url}`));
      });
      script.src = trustedScriptUrl(url);
      document.head.append(script);
    });
    loads.set(url, pending);
  }
  return pending;
}
