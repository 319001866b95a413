import type { CartItem } from '../api/cart';
import type { AnalyticsProduct, EcommerceEventName } from '../core/events';
import type { AddedItem } from './cart';

/**
 * The cart's ecommerce moments for analytics (src/core/analytics.ts, docs/analytics.md): what was
 * added, removed, viewed and taken to checkout, as storefront §3 "Analytics product" items read from
 * the cart lines. The cart answer has no category, brand or coupon per line: those stay empty. The
 * analytics code is loaded with the first moment, so pages carry none of it until a shopper acts.
 * (Only types come from the cart store, which calls these: no import cycle at run time.)
 */

function track(event: EcommerceEventName, products: AnalyticsProduct[]): Promise<void> {
  return import('../core/analytics').then(({ trackEcommerce }) => trackEcommerce(event, products));
}

/** A cart line as an analytics product: unit price with its option's price, the line's attribute as variant. */
export function analyticsProductOf(item: CartItem, quantity: number = item.quantity): AnalyticsProduct {
  return {
    id: item.webSku,
    quantity,
    name: item.name,
    price: item.price + (item.option?.price ?? 0),
    variant: item.attribute ?? '',
  };
}

/** After an add (the cart already refreshed): each product with its cart line's name and price. */
export function reportAddedToCart(items: readonly AddedItem[], lines: readonly CartItem[]): void {
  const products = items.map((added) => {
    const line = lines.find((item) => item.webSku === added.webSku);
    return line
      ? analyticsProductOf(line, added.quantity)
      : { id: added.webSku, quantity: added.quantity, name: '', price: 0 };
  });
  void track('add_to_cart', products);
}

/** A line removed (Remove or Save for Later), or put back by Undo (an add). */
export function reportLineMoved(event: 'remove_from_cart' | 'add_to_cart', item: CartItem): void {
  void track(event, [analyticsProductOf(item)]);
}

/**
 * The lines the shopper sees (view_cart) or takes to checkout (begin_checkout). Settles when the
 * page's tags have been given the moment (a page about to unload waits for it, briefly).
 */
export function reportCartLines(
  event: 'view_cart' | 'begin_checkout',
  lines: readonly CartItem[],
): Promise<void> {
  if (lines.length === 0) return Promise.resolve();
  return track(
    event,
    lines.map((item) => analyticsProductOf(item)),
  );
}
