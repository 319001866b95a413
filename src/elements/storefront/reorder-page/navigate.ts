import { getConfig } from '../../../core/config';

/**
 * How the reorder page and the invoice page's save button leave the page (storefront §2: /cart after
 * a reorder, /Home?savedlistid={id} after saving an order as a list). One replaceable function, so
 * tests and stories see where a click goes without leaving the page (`setOrderNavigate`).
 */
export type OrderNavigate = (url: string) => void;

const browserNavigate: OrderNavigate = (url) => {
  window.location.assign(url);
};

let current: OrderNavigate = browserNavigate;

export function navigateTo(url: string): void {
  current(url);
}

/** Replaces the navigation (none given: the browser's again); returns the function that restores the previous one. */
export function setOrderNavigate(navigate?: OrderNavigate): () => void {
  const previous = current;
  current = navigate ?? browserNavigate;
  return () => {
    current = previous;
  };
}

/** Storefront §2: the cart, after a reorder. */
export function cartUrl(): string {
  return `${getConfig().siteRoot}cart`;
}

/** Storefront §2: the saved list, after saving an order as a list, with &editlist=true when asked. */
export function savedOrderListUrl(listId: number, editList: boolean): string {
  return `${getConfig().siteRoot}Home?savedlistid=${listId}${editList ? '&editlist=true' : ''}`;
}
