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

/**
 * The most items a cart link shows as a number. A count from an event or a server beyond it (say
 * `1e21` from a host script) is shown as `99999+`, never as `1e+21`.
 */
export const MAX_CART_ITEM_COUNT = 99_999;

/** A cart item count as text: a whole number up to {@link MAX_CART_ITEM_COUNT}, else `99999+`. */
export function cartCountText(count: number): string {
  if (!Number.isFinite(count) || count > MAX_CART_ITEM_COUNT) return `${MAX_CART_ITEM_COUNT}+`;
  return String(Math.max(0, Math.trunc(count)));
}
