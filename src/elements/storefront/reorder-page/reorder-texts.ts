import { REORDER_LOADING_TEXT } from './reorder-page-shell';

/**
 * The reorder page's texts. 'Items to Replace', 'No Thanks' and 'Continue' are the spec's (storefront
 * §2 "Reorder page"), as is 'Error adding to cart' (§8); the others are ours, where the spec shows none.
 */
export const REORDER_TEXTS = {
  heading: 'Reorder',
  itemsToReplace: 'Items to Replace',
  itemsToReorder: 'Items to Reorder',
  noThanks: 'No Thanks',
  replaceWith: 'Replace with',
  previousOrderTotal: 'Previous Order Total',
  newOrderSubtotal: 'New Order Subtotal',
  continue: 'Continue',
  loading: REORDER_LOADING_TEXT,
  adding: 'Adding to cart',
  outOfStock: 'Out of stock',
  discontinued: 'No longer available',
  noReplacement: 'This item cannot be reordered and has no replacement.',
  nothingChosen: 'None of the items can be added to the cart. Choose a replacement to continue.',
  empty: 'This order has no items to reorder.',
  missingOrder: 'No order to reorder: the page gives no order id or invoice number.',
  loadFailed: 'Sorry! We could not load the items of this order.',
  tryAgain: 'Try again',
  addFailed: 'Error adding to cart',
  validationFailed: 'This order cannot be reordered right now.',
  quantity: 'Qty',
  itemNumber: 'Item #',
} as const;

/** 'Order W100245', or the plain heading while the order number is not known. */
export function orderHeading(orderNumber: string): string {
  return orderNumber ? `${REORDER_TEXTS.heading} Order ${orderNumber}` : REORDER_TEXTS.heading;
}
