import type { AnyWidgetDefinition } from './index';

/**
 * For the script-tag entry: each tag's code, loaded only when the tag first appears on the page.
 * Keep in step with `src/elements/index.ts` (the build's manifest check fails otherwise).
 */
export const widgetLoaders: Record<string, () => Promise<AnyWidgetDefinition>> = {
  'cart-link': () =>
    import('./storefront/cart-link/cart-link.element').then(
      (m) => m.cartLinkDefinition as unknown as AnyWidgetDefinition,
    ),
  'cart-selector': () =>
    import('./storefront/cart-selector/cart-selector.element').then(
      (m) => m.cartSelectorDefinition as unknown as AnyWidgetDefinition,
    ),
  'payment-icons': () =>
    import('./storefront/payment-icons/payment-icons.element').then(
      (m) => m.paymentIconsDefinition as unknown as AnyWidgetDefinition,
    ),
};
