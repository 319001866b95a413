import * as z from 'zod';
import { request } from '../core/http';

/** Spec storefront §7: cart, order and year GETs retry twice. Every GET under /api/cart counts as a cart GET. */
export const CART_GET_RETRIES = 2;

/**
 * Paths the spec does not give ("paths not shown"). Kept in one place so a host can map them:
 * - `itemCount`: GET, answers `{ "count": n }`.
 * - `restoreItem`: POST `{ webSku, quantity, attribute, position }`, puts a removed line back at
 *   `position` (0-based, in the order of the cart's items) and answers the cart (the cart's Undo).
 */
export const CART_PATHS = {
  itemCount: '/api/cart/item-count',
  restoreItem: '/api/cart/restore-item',
} as const;

/** Paths of the product service the cart uses (storefront §7). */
export const PRODUCT_STOCK_PATHS = {
  inStockQuantity: '/api/product/in-stock-quantity',
  quantityInCase: '/api/product/quantity-in-case',
} as const;

export const cartItemSchema = z.object({
  lineID: z.number().int(),
  webSku: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnailImageUrl: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  retailPrice: z.number(),
  option: z.object({ price: z.number() }).nullish(),
  attribute: z.string().nullish(),
  stockQuantity: z.number().int().nullish(),
  stockStatusMessage: z.string().nullish(),
  quantityInCasePack: z.number().int().nullish(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Spec storefront §3 "Cart totals" and the cart response. */
export const cartSchema = z.object({
  success: z.boolean(),
  items: z.array(cartItemSchema),
  cartTotal: z.number(),
  retailCartTotal: z.number(),
  calcs: z.object({
    subtotal: z.number(),
    total: z.number(),
    tax: z.number(),
    shipping: z.number(),
    isFreeShipping: z.boolean(),
  }),
  btToken: z.string().nullish(),
  charges: z.array(z.object({ code: z.string(), amount: z.number() })).nullish(),
  TotalCartItemQuantity: z.number().int(),
  deletingItems: z.boolean().nullish(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartIdSchema = z.object({ cartId: z.number().int() });
export const cartItemCountSchema = z.object({ count: z.number().int().nonnegative() });

/** The spec's "(response: flag)": a bare JSON `true` or `false`. */
export const cartFlagSchema = z.boolean();
/** GET show-stock-quantity-maximum-threshold: a bare JSON number (0 means no threshold). */
export const stockThresholdSchema = z.number().nonnegative();

/** Spec storefront §3 "Slim line" (webSku, quantity, attribute), as the cart's quantity update sends the cart's lines. */
export const cartLineSlimSchema = z.object({
  webSku: z.string(),
  quantity: z.number().int(),
  attribute: z.string().nullish(),
});
export type CartLineSlim = z.infer<typeof cartLineSlimSchema>;

/** Body of PUT /api/cart/items/{lineId} (storefront §7: lineID, quantity, cartItemSlimList). */
export const cartItemQuantityBodySchema = z.object({
  lineID: z.number().int(),
  quantity: z.number().int(),
  cartItemSlimList: z.array(cartLineSlimSchema),
});
export type CartItemQuantityBody = z.infer<typeof cartItemQuantityBodySchema>;

/** Body of POST /api/cart/items/{lineId}/options: the line's selected attributes as the JSON string sent with an add. */
export const cartItemOptionsBodySchema = z.object({ attribute: z.string().nullable() });

/** Body of {@link CART_PATHS.restoreItem}. */
export const restoreCartItemBodySchema = z.object({
  webSku: z.string().min(1),
  quantity: z.number().int().positive(),
  attribute: z.string().nullish(),
  position: z.number().int().nonnegative(),
});
export type RestoreCartItemBody = z.infer<typeof restoreCartItemBodySchema>;

/** Spec storefront §3 "Stock: productStockQuantity rows with webSku and quantity". */
export const productStockQuantitySchema = z.object({ webSku: z.string(), quantity: z.number().int() });
export const productStockQuantitiesSchema = z.array(productStockQuantitySchema);
export type ProductStockQuantity = z.infer<typeof productStockQuantitySchema>;

/** Spec storefront §3 "Case pack: webSku, quantityInCase". */
export const caseQuantitySchema = z.object({ webSku: z.string(), quantityInCase: z.number().int() });
export const caseQuantitiesSchema = z.array(caseQuantitySchema);
export type CaseQuantity = z.infer<typeof caseQuantitySchema>;
/** Body of POST /api/product/quantity-in-case. */
export const caseQuantitiesBodySchema = z.object({ webSkus: z.array(z.string()) });

/** GET /api/cart/id */
export function fetchCartId() {
  return request('/api/cart/id', { schema: cartIdSchema, retries: CART_GET_RETRIES });
}

/** GET /api/cart/details */
export function fetchCartDetails() {
  return request('/api/cart/details', { schema: cartSchema, retries: CART_GET_RETRIES });
}

/** GET /api/cart/details-for-cart: the cart as the cart view shows it (lines with stock and case packs). */
export function fetchCartDetailsForCart() {
  return request('/api/cart/details-for-cart', { schema: cartSchema, retries: CART_GET_RETRIES });
}

/** Cart item count (path not given by the spec: {@link CART_PATHS}). */
export function fetchCartItemCount() {
  return request(CART_PATHS.itemCount, { schema: cartItemCountSchema, retries: CART_GET_RETRIES });
}

/** GET /api/cart/show-stock-quantity: whether every line shows its stock quantity. */
export function fetchShowStockQuantity() {
  return request('/api/cart/show-stock-quantity', { schema: cartFlagSchema, retries: CART_GET_RETRIES });
}

/** GET /api/cart/show-stock-quantity-maximum-threshold: stock at or below this is shown. */
export function fetchStockQuantityThreshold() {
  return request('/api/cart/show-stock-quantity-maximum-threshold', {
    schema: stockThresholdSchema,
    retries: CART_GET_RETRIES,
  });
}

/** GET /api/cart/show-ship-to-shop (response: flag). */
export function fetchShowShipToShop() {
  return request('/api/cart/show-ship-to-shop', { schema: cartFlagSchema, retries: CART_GET_RETRIES });
}

/** PUT /api/cart/items/{lineId}: a line's new quantity; answers the cart. */
export function updateCartItemQuantity(body: CartItemQuantityBody, idempotencyKey: string) {
  return request(`/api/cart/items/${body.lineID}`, {
    method: 'put',
    schema: cartSchema,
    json: body,
    idempotencyKey,
  });
}

/** DELETE /api/cart/items/{lineId}: removes a line; answers the cart. */
export function deleteCartItem(lineId: number, idempotencyKey: string) {
  return request(`/api/cart/items/${lineId}`, { method: 'delete', schema: cartSchema, idempotencyKey });
}

/** DELETE /api/cart/items: deletes the whole cart (Empty Cart); answers the empty cart. */
export function deleteCart(idempotencyKey: string) {
  return request('/api/cart/items', { method: 'delete', schema: cartSchema, idempotencyKey });
}

/** POST /api/cart/items/{lineId}/options: replaces a line's selected attributes; answers the cart. */
export function updateCartItemOptions(lineId: number, attribute: string | null, idempotencyKey: string) {
  return request(`/api/cart/items/${lineId}/options`, {
    method: 'post',
    schema: cartSchema,
    json: { attribute },
    idempotencyKey,
  });
}

/** PUT /api/cart/refresh-cart-items: re-prices the lines (after a dealer leaves view-as-customer); answers the cart. */
export function refreshCartItems(idempotencyKey: string) {
  return request('/api/cart/refresh-cart-items', { method: 'put', schema: cartSchema, idempotencyKey });
}

/** Puts a removed line back in its place ({@link CART_PATHS}.restoreItem); answers the cart. */
export function restoreCartItem(body: RestoreCartItemBody, idempotencyKey: string) {
  return request(CART_PATHS.restoreItem, { method: 'post', schema: cartSchema, json: body, idempotencyKey });
}

/** GET /api/product/in-stock-quantity?webskusList=a,b: stock of each sku (comma-separated list). */
export function fetchInStockQuantities(webSkus: readonly string[]) {
  return request(PRODUCT_STOCK_PATHS.inStockQuantity, {
    schema: productStockQuantitiesSchema,
    searchParams: { webskusList: webSkus.join(',') },
  });
}

/** POST /api/product/quantity-in-case: how many units a case of each sku holds. */
export function fetchCaseQuantities(webSkus: readonly string[]) {
  return request(PRODUCT_STOCK_PATHS.quantityInCase, {
    method: 'post',
    schema: caseQuantitiesSchema,
    json: { webSkus: [...webSkus] },
  });
}
