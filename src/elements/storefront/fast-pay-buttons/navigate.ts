import { getConfig } from '../../../core/config';

/**
 * How the fast-pay buttons leave the page: the redirect URL the payment answers, or the checkout step a
 * PayPal approval leads to (storefront §2). One replaceable function, so tests and stories see where the
 * shopper would go without leaving the page (`setFastPayNavigate`).
 */
export type FastPayNavigate = (url: string) => void;

const browserNavigate: FastPayNavigate = (url) => {
  window.location.assign(url);
};

let current: FastPayNavigate = browserNavigate;

export function navigateTo(url: string): void {
  current(url);
}

/** Replaces the navigation (none given: the browser's again); returns the function that restores the previous one. */
export function setFastPayNavigate(navigate?: FastPayNavigate): () => void {
  const previous = current;
  current = navigate ?? browserNavigate;
  return () => {
    current = previous;
  };
}

/** Spec storefront §2: skip-shipping bucket 3 or 4 goes to payment, 2 to shipping, anything else to address. */
export function payPalFlowStep(bucket: number): 'payment' | 'shipping' | 'address' {
  if (bucket === 3 || bucket === 4) return 'payment';
  if (bucket === 2) return 'shipping';
  return 'address';
}

/** Spec storefront §2: /checkout/{address|shipping|payment}?paypalflow=true, under the site root. */
export function payPalFlowUrl(bucket: number): string {
  return `${getConfig().siteRoot}checkout/${payPalFlowStep(bucket)}?paypalflow=true`;
}
