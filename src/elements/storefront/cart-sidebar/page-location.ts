/**
 * The page the side bar lives on. One small object, so tests can stand in for the browser's
 * location (jsdom cannot reload).
 */
export const pageLocation = {
  path: (): string => location.pathname,
  search: (): string => location.search,
  reload: (): void => location.reload(),
  /** A full page load of `url`. */
  assign: (url: string): void => location.assign(url),
};

/** Storefront §2: pages under /checkout reload when the side bar closes (their totals may have changed). */
export function isCheckoutPath(path: string): boolean {
  return path.toLowerCase().startsWith('/checkout');
}
