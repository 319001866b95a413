import { cartLinesWithProducts } from '../cart-details';
import type { FakeShopState } from '../state';
import { estimateDelivery } from './estimate';

/** The estimate for the cart as it is, to the shopper's saved ZIP code (what checkout offers). */
export function cartEstimate(shop: FakeShopState) {
  const quantities = new Map<string, number>();
  for (const { line, product } of cartLinesWithProducts(shop)) {
    quantities.set(product.webSku, (quantities.get(product.webSku) ?? 0) + line.quantity);
  }
  const lines = [...quantities].map(([webSku, quantity]) => ({ webSku, quantity }));
  return estimateDelivery(shop, lines, '');
}
