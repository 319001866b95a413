/**
 * Type-level checks (run by `npm run typecheck`): a React 19 host writes the tags in JSX with typed
 * attributes, and `document.createElement` gives typed elements.
 */
import type {} from '../../src/jsx';

export const header = (
  <header>
    <cart-link data-linkText="Basket" />
    <cart-selector data-imagebaseurl="/images/" data-cartlink="/cart" />
    <payment-icons class="checkout-strip" />
  </header>
);

// @ts-expect-error: an attribute the element does not have is caught (hyphenated names, like all
// data-* attributes in JSX, are not checked by TypeScript)
export const unknownAttribute = <cart-link linkText="Basket" />;

export function typedElements(): string {
  const link = document.createElement('cart-link');
  const text: string = link.linkText;
  const selector = document.createElement('cart-selector');
  const cartPage: string = selector.cartlink;
  // @ts-expect-error: props are typed
  link.linkText = 42;
  return `${text}${cartPage}`;
}
