/** Shared formatting with Intl (US English, USD: the shop's only locale and currency). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `219.9` → `$219.90`. */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}

/** 'Item' for a count of 1, 'Items' for 0 or more than 1 (storefront §2 cart header). */
export function itemsLabel(count: number): 'Item' | 'Items' {
  return count === 1 ? 'Item' : 'Items';
}
