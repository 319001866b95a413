import * as z from 'zod/mini';
import { request } from '../core/http';
import type { OnlineWaitHooks } from '../core/offline';
import { optionalField, optionalText } from '../core/tolerant';

/** Spec storefront §7: cart, order and year GETs retry twice. Every GET under /api/cart counts as a cart GET. */
export const CART_GET_RETRIES = 2;

/**
 * Paths the spec does not give ("paths not shown"). Kept in one place so a host can map them:
 * - `itemCount`: GET, answers `{ "count": n }`.
 * The cart's Undo has no call of its own: it re-adds the line with the spec's POST /api/cart/item.
 */
export const CART_PATHS = {
  itemCount: '/api/cart/item-count',
} as const;

/** POST /api/cart/item (storefront §7: webSku, quantity, attribute, flag): the spec's add call. */
export const CART_ITEM_ADD_PATH = '/api/cart/item';

/** Paths of the product service the cart uses (storefront §7). */
export const PRODUCT_STOCK_PATHS = {
  inStockQuantity: '/api/product/in-stock-quantity',
  quantityInCase: '/api/product/quantity-in-case',
} as const;

/**
 * One cart line, as the cart views read it (the tolerant reader, docs/network.md): what a line cannot
 * be shown or changed without is required; the rest degrades on its own when the server drifts.
 * `attribute` is sent back with every quantity change, so it is never guessed: it must be text or absent.
 */
export const cartItemSchema = z.object({
  lineID: z.int(),
  webSku: z.string(),
  name: z.string(),
  url: optionalText('cart.items[].url'),
  thumbnailImageUrl: optionalText('cart.items[].thumbnailImageUrl'),
  quantity: z.int(),
  price: z.number(),
  retailPrice: z.number(),
  option: optionalField('cart.items[].option', z.object({ price: z.number() })),
  attribute: z.nullish(z.string()),
  stockQuantity: optionalField('cart.items[].stockQuantity', z.int()),
  stockStatusMessage: optionalField('cart.items[].stockStatusMessage', z.string()),
  quantityInCasePack: optionalField('cart.items[].quantityInCasePack', z.int()),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * The cart answer (storefront §3 "Cart totals"), as the widgets read it: the lines, the totals and the
 * item count. The answer's other fields (success, calcs, btToken, charges, deletingItems) are read by
 * no widget, so they are not checked and can never fail the cart (`src/mocks/contract.ts` has them all).
 */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  cartTotal: z.number(),
  retailCartTotal: z.number(),
  TotalCartItemQuantity: z.int(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartIdSchema = z.object({ cartId: z.int() });
export const cartItemCountSchema = z.object({ count: z.int().check(z.nonnegative()) });

/** The spec's "(response: flag)": a bare JSON `true` or `false`. */
export const cartFlagSchema = z.boolean();
/** GET show-stock-quantity-maximum-threshold: a bare JSON number (0 means no threshold). */
export const stockThresholdSchema = z.number().check(z.nonnegative());

/** Spec storefront §3 "Slim line" (webSku, quantity, attribute), as the cart's quantity update sends the cart's lines. */
export const cartLineSlimSchema = z.object({
  webSku: z.string(),
  quantity: z.int(),
  attribute: z.nullish(z.string()),
});
export type CartLineSlim = z.infer<typeof cartLineSlimSchema>;

/** Body of PUT /api/cart/items/{lineId} (storefront §7: lineID, quantity, cartItemSlimList). */
export const cartItemQuantityBodySchema = z.object({
  lineID: z.int(),
  quantity: z.int(),
  cartItemSlimList: z.array(cartLineSlimSchema),
});
export type CartItemQuantityBody = z.infer<typeof cartItemQuantityBodySchema>;

/** Body of POST /api/cart/items/{lineId}/options: the line's selected attributes as the JSON string sent with an add. */
export const cartItemOptionsBodySchema = z.object({ attribute: z.nullable(z.string()) });

/** What the cart's Undo sends with the add call: the removed line (the fit-guided flag at its default). */
export interface ReAddCartItemBody {
  webSku: string;
  quantity: number;
  attribute: string | null;
  flag: boolean;
}

/**
 * The cart add result (storefront §3) as Undo reads it: only `success` decides, `err` is logged. The
 * add-to-cart control reads more of it (`cartAddResultSchema` in `cart-add.ts`).
 */
export const reAddResultSchema = z.object({
  success: z.boolean(),
  err: optionalField('cartAdd.err', z.string()),
});

/** Spec storefront §3 "Stock: productStockQuantity rows with webSku and quantity". */
export const productStockQuantitySchema = z.object({ webSku: z.string(), quantity: z.int() });
export const productStockQuantitiesSchema = z.array(productStockQuantitySchema);
export type ProductStockQuantity = z.infer<typeof productStockQuantitySchema>;

/** Spec storefront §3 "Case pack: webSku, quantityInCase". */
export const caseQuantitySchema = z.object({ webSku: z.string(), quantityInCase: z.int() });
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
export function fetchCartDetailsForCart(wait?: OnlineWaitHooks) {
  return request('/api/cart/details-for-cart', { schema: cartSchema, retries: CART_GET_RETRIES, ...wait });
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
export function updateCartItemQuantity(
  body: CartItemQuantityBody,
  idempotencyKey: string,
  wait?: OnlineWaitHooks,
) {
  return request(`/api/cart/items/${body.lineID}`, {
    method: 'put',
    schema: cartSchema,
    json: body,
    idempotencyKey,
    ...wait,
  });
}

/** DELETE /api/cart/items/{lineId}: removes a line; answers the cart. */
export function deleteCartItem(lineId: number, idempotencyKey: string, wait?: OnlineWaitHooks) {
  return request(`/api/cart/items/${lineId}`, {
    method: 'delete',
    schema: cartSchema,
    idempotencyKey,
    ...wait,
  });
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

/**
 * Undo: puts a removed line back in the cart with the spec's add call, POST /api/cart/item (the server
 * puts it last); answers the cart add result. The same call the add-to-cart control makes
 * (`addCartItem` in `cart-add.ts`), kept here so the cart's store does not carry the add-to-cart code.
 */
export function reAddCartItem(body: ReAddCartItemBody, idempotencyKey: string) {
  return request(CART_ITEM_ADD_PATH, {
    method: 'post',
    schema: reAddResultSchema,
    json: body,
    idempotencyKey,
  });
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
