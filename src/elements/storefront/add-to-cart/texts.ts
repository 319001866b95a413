/** Every text the add-to-cart element shows; the spec's (storefront §4, §8) word for word. */
export const ADD_TO_CART_TEXTS = {
  add: 'Add to Cart',
  /** Spec §4: some views show this after the cart refresh signal. */
  addedToCart: 'Added to Cart',
  /** Spec §4: the multi-item views after their click. */
  multiItemsAdded: '*Items added to cart',
  /** Spec §4: the default added message. */
  itemsAdded: 'Items added to cart',
  /** Spec §4, §8: for the item whose add failed; the service's own text is never shown. */
  error: 'Error adding to cart',
  addAll: 'Add All to Cart',
  noItems: 'No items to add',
  saveToList: 'Save to List',
  selectPlaceholder: 'Select an option',
  quantity: 'Quantity',
} as const;

export function casePackLabel(casePackQuantity: number): string {
  return `Add Case of ${casePackQuantity}`;
}

export function requiredSelectionMessage(prompt: string): string {
  return `Please select an option for ${prompt}.`;
}

export function addItemsLabel(count: number): string {
  return count === 1 ? 'Add 1 Item to Cart' : `Add ${count} Items to Cart`;
}
