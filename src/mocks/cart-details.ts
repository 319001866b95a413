import * as z from 'zod';
import type { CartContract as Cart, CartItemContract as CartItem } from './contract';
import { findProduct, type Product } from './data/products';
import type { CartLine, FakeShopState } from './state';

/** Carts at or above this subtotal ship free (the shop's rule; the spec gives no figure). */
export const FREE_SHIPPING_MINIMUM = 99;

/** What GET show-stock-quantity, show-stock-quantity-maximum-threshold and show-ship-to-shop answer. */
export interface CartDisplaySettings {
  /** Every line shows its stock quantity. */
  showStockQuantity: boolean;
  /** Lines with this much stock or less show it (0: none). */
  stockQuantityThreshold: number;
  showShipToShop: boolean;
  /**
   * Each line carries its case quantity (`quantityInCasePack`). Off, the cart answers as a backend that
   * leaves it to POST quantity-in-case, so a dealer's case upgrade rests on that call alone.
   */
  linesCarryCasePack: boolean;
}

/** A typical day: stock shown only when it runs low (10 or fewer), ship-to-shop offered. */
export const CART_DISPLAY_DEFAULTS: Readonly<CartDisplaySettings> = {
  showStockQuantity: false,
  stockQuantityThreshold: 10,
  showShipToShop: true,
  linesCarryCasePack: true,
};

/**
 * A line's `attribute` is the JSON array of attributes chosen when adding (spec storefront §3
 * "Selected attribute sent with an add"). The price a shopper sent is ignored: the option price comes
 * from the catalogue, as a real shop would do it.
 */
const selectedAttributesSchema = z.array(
  z.object({
    attributeCode: z.string(),
    optionCode: z.string().nullish(),
    data: z.string().nullish(),
    price: z.number().nullish(),
  }),
);

export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

function parseSelectedAttributes(attribute: string | null | undefined) {
  if (!attribute) return [];
  try {
    const parsed = selectedAttributesSchema.safeParse(JSON.parse(attribute));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The price added to one unit by the line's chosen options; 0 when none (or none the catalogue knows). */
export function optionPrice(product: Product, attribute: string | null | undefined): number {
  let total = 0;
  for (const selected of parseSelectedAttributes(attribute)) {
    const productAttribute = product.attributes.find((a) => a.attributeCode === selected.attributeCode);
    if (!productAttribute) continue;
    const choice = productAttribute.lineAttributes.find(
      (line) => line.lineAttributeCode === selected.optionCode,
    );
    total += choice ? choice.linePrice : productAttribute.price;
  }
  return roundToCents(total);
}

export function stockStatusMessage(product: Product): string {
  if (product.stockQuantity > 0) return 'Ready to ship';
  return product.shipsDirect ? 'Ready for direct ship' : 'Awaiting stock';
}

/** Dealer installers pay the dealer price, unless they view the shop as a customer; everyone else the shopper price. */
function unitPriceFor(shop: FakeShopState, product: Product): number {
  const installer = shop.session.role === 'dealer' ? shop.session.installer : null;
  return installer && !installer.viewAsCustomer ? product.dealerPrice : product.price;
}

function cartItem(shop: FakeShopState, line: CartLine, product: Product): CartItem {
  const extra = optionPrice(product, line.attribute);
  return {
    lineID: line.lineID,
    webSku: product.webSku,
    name: product.name,
    url: product.productUrl,
    thumbnailImageUrl: product.imageUrl,
    quantity: line.quantity,
    price: unitPriceFor(shop, product),
    retailPrice: product.retailPrice,
    option: line.attribute ? { price: extra } : null,
    attribute: line.attribute ?? null,
    stockQuantity: product.stockQuantity,
    stockStatusMessage: stockStatusMessage(product),
    ...(shop.cart.display.linesCarryCasePack && { quantityInCasePack: product.casePackQuantity }),
  };
}

/** Lines whose product the catalogue has, with that product. */
export function cartLinesWithProducts(shop: FakeShopState): { line: CartLine; product: Product }[] {
  return shop.cart.lines.flatMap((line) => {
    const product = findProduct(line.webSku, shop.products);
    return product ? [{ line, product }] : [];
  });
}

export function cartItemCount(shop: FakeShopState): number {
  return cartLinesWithProducts(shop).reduce((sum, { line }) => sum + line.quantity, 0);
}

/** GET /api/cart/details, computed from the lines and the catalogue (spec storefront §3 "Cart totals"). */
export function cartDetails(shop: FakeShopState): Cart {
  const items = cartLinesWithProducts(shop).map(({ line, product }) => cartItem(shop, line, product));
  const lineTotal = (unit: (item: CartItem) => number) =>
    roundToCents(
      items.reduce((sum, item) => sum + (unit(item) + (item.option?.price ?? 0)) * item.quantity, 0),
    );
  const cartTotal = lineTotal((item) => item.price);
  const retailCartTotal = lineTotal((item) => item.retailPrice);
  return {
    success: true,
    items,
    cartTotal,
    retailCartTotal,
    calcs: {
      subtotal: cartTotal,
      // Tax and shipping are worked out at checkout, once the address is known.
      tax: 0,
      shipping: 0,
      total: cartTotal,
      isFreeShipping: cartTotal >= FREE_SHIPPING_MINIMUM,
    },
    btToken: null,
    charges: [],
    TotalCartItemQuantity: cartItemCount(shop),
    deletingItems: false,
  };
}
