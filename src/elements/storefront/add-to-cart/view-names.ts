/** The twelve views of the spec (storefront §2 "Add-to-cart element"); 'full' is the default. */
export const ADD_TO_CART_VIEWS = [
  'full',
  'full-slim',
  'legacy-btn',
  'legacy-btn-round',
  'legacy-btn-qty',
  'btn-mini-plus',
  'btn-mini',
  'multi-item-add-btn',
  'multi-item-add-btn-product',
  'btn-simple',
  'full-modern',
  'core-primary-small',
] as const;

export type AddToCartViewName = (typeof ADD_TO_CART_VIEWS)[number];

/** The views that add several products at once from `multi-item-add-btn`. */
export const MULTI_ITEM_VIEWS: readonly AddToCartViewName[] = [
  'multi-item-add-btn',
  'multi-item-add-btn-product',
];

export function isMultiItemView(view: AddToCartViewName): boolean {
  return MULTI_ITEM_VIEWS.includes(view);
}

/** The views whose add button reads 'Added to Cart' after the cart refresh signal. */
const ADDED_TO_CART_VIEWS: readonly AddToCartViewName[] = [
  'full',
  'full-slim',
  'full-modern',
  'legacy-btn',
  'legacy-btn-qty',
  'btn-simple',
  'core-primary-small',
];

export function showsAddedToCartLabel(view: AddToCartViewName): boolean {
  return ADDED_TO_CART_VIEWS.includes(view);
}
