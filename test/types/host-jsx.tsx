/**
 * Type-level checks (run by `npm run typecheck`): a React 19 host writes the tags in JSX with typed
 * attributes and event handlers, and `document.createElement` gives typed elements. Each
 * `@ts-expect-error` fails the type check if the mistake below it stops being caught.
 */
import type {} from '../../src/jsx';

export const header = (
  <header>
    <cart-link data-linkText="Basket" />
    <cart-selector data-imagebaseurl="/images/" data-cartlink="/cart" />
    <payment-icons class="checkout-strip" />
    <cart-sidebar data-direction="left" data-widthtype="px" data-width={420} />
  </header>
);

export const buyBox = (
  <add-to-cart
    data-view="full-slim"
    data-websku="HTCH-1234"
    data-qty="2"
    data-isproductfitguided={false}
    showFavoriteProduct
    data-installer-id={0}
    price="129.99"
    data-attribute='[{"attributeCode":"color"}]'
    onshop:item-added={(event) => {
      const sku: string = event.detail.webSku;
      const quantity: number = event.detail.quantity;
      return `${sku}${quantity}`;
    }}
  />
);

export const picker = (
  <vehicle-picker
    data-page-kind="auto"
    data-year="2020"
    onshop:vehicle-selected={(event) => {
      const year: number = event.detail.year;
      return year;
    }}
  />
);

// @ts-expect-error: an enumerated attribute takes only its values
export const misspelledView = <add-to-cart data-view="fulll" />;

// @ts-expect-error: a boolean attribute takes a boolean
export const wordForBoolean = <add-to-cart data-isproductfitguided="yes" />;

// @ts-expect-error: a number attribute takes a number
export const wordForNumber = <cart-sidebar data-width="wide" />;

// @ts-expect-error: an enumerated attribute of another widget is checked too
export const wrongDirection = <cart-sidebar data-direction="up" />;

export const wrongDetail = (
  <add-to-cart
    onshop:item-added={(event) => {
      // @ts-expect-error: the handler's event carries the event's own detail
      const count: number = event.detail.itemCount;
      return count;
    }}
  />
);

// @ts-expect-error: an attribute the element does not have is caught (hyphenated names, like all
// undeclared data-* attributes in JSX, are not checked by TypeScript)
export const unknownAttribute = <cart-link linkText="Basket" />;

export function typedElements(): string {
  const link = document.createElement('cart-link');
  const text: string = link.linkText;
  const selector = document.createElement('cart-selector');
  const cartPage: string = selector.cartlink;
  // @ts-expect-error: props are typed
  link.linkText = 42;
  window.addEventListener('shop:cart-updated', (event) => {
    const count: number = event.detail.itemCount;
    return count;
  });
  return `${text}${cartPage}`;
}
