/**
 * JSX typings for React 19 hosts: `import type {} from 'shop-widgets/jsx'` (or add it to
 * `compilerOptions.types`) and the tags type-check with their attributes.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { cartLinkAttributes } from './elements/storefront/cart-link/cart-link.element';
import type { cartSelectorAttributes } from './elements/storefront/cart-selector/cart-selector.element';
import type { paymentIconsAttributes } from './elements/storefront/payment-icons/payment-icons.element';

type AttributeValue = string | number | boolean | undefined;

/** The attributes of a widget, as a host writes them in JSX (names exactly as in the spec). */
export type WidgetJsxAttributes<Schema extends { shape: object }> = DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> & {
  [Name in keyof Schema['shape']]?: AttributeValue;
} & { class?: string };

export interface ShopWidgetsIntrinsicElements {
  'cart-link': WidgetJsxAttributes<typeof cartLinkAttributes>;
  'cart-selector': WidgetJsxAttributes<typeof cartSelectorAttributes>;
  'payment-icons': WidgetJsxAttributes<typeof paymentIconsAttributes>;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends ShopWidgetsIntrinsicElements {}
  }
}
