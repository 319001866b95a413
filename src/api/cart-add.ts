import * as z from 'zod/mini';
import { request } from '../core/http';
import type { OnlineWaitHooks } from '../core/offline';
import { lenient, optionalField } from '../core/tolerant';
import { CART_ITEM_ADD_PATH } from './cart';

/**
 * Adding to the cart (storefront §7 "Cart and product"): one product, several products from a
 * multi-item string, or a list of slim lines. None of these calls is retried beyond the platform's
 * 502 rule, and each carries the idempotency key of the user action, so a retried add never adds twice.
 *
 * Paths: POST /api/cart/item and POST /api/cart/items are the spec's; "add multiple items" has no path
 * in the spec, so it is kept here for a host to map (README "Configuration").
 */
export const CART_ADD_PATHS = {
  item: CART_ITEM_ADD_PATH,
  items: '/api/cart/items',
  multiple: '/api/cart/items/multiple',
} as const;

/** Spec storefront §3 "Selected attribute sent with an add". */
export const selectedAttributeSchema = z.object({
  attributeCode: z.string(),
  optionCode: z.nullable(z.string()),
  data: z.nullable(z.string()),
  price: z.number(),
});
export type SelectedAttribute = z.infer<typeof selectedAttributeSchema>;

/** POST /api/cart/item body: `attribute` is the JSON text of the selected attributes, null when none. */
export const addCartItemBodySchema = z.object({
  webSku: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.positive()),
  attribute: z.nullable(z.string()),
  /** Whether the shopper reached the product through the fit guide (`data-isproductfitguided`). */
  flag: z.boolean(),
});
export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;

/** Spec storefront §3 "Slim line": webSku, quantity, attribute. */
export const cartItemSlimSchema = z.object({
  webSku: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.positive()),
  attribute: z.nullish(z.string()),
});
export type CartItemSlim = z.infer<typeof cartItemSlimSchema>;

export const addCartItemsBodySchema = z.object({
  cartItemSlimList: z.array(cartItemSlimSchema).check(z.minLength(1)),
});

/** Add multiple items: the multi-product value ('sku=x|qty=n&...') and the product it was added from. */
export const addMultipleItemsBodySchema = z.object({
  multiProductValue: z.string().check(z.minLength(1)),
  webSku: z.string(),
});
export type AddMultipleItemsBody = z.infer<typeof addMultipleItemsBodySchema>;

export const cartItemAddedSchema = z.object({
  webSku: z.string(),
  quantity: z.int().check(z.positive()),
});
export type CartItemAdded = z.infer<typeof cartItemAddedSchema>;

/**
 * Spec storefront §3 "Cart add result" (success, totalCartItemQuantity, cartItemsAdded, err), as the
 * add-to-cart control reads it: `success` decides; `cartItemsAdded` names what was added (the control
 * falls back to what it sent) and `err` is only logged, so drift in either degrades that part and is
 * logged once, never turning a successful add into 'Error adding to cart'. totalCartItemQuantity is
 * read by no widget (the cart is refetched after an add), so it is not checked.
 */
export const cartAddResultSchema = z.object({
  success: z.boolean(),
  cartItemsAdded: z.pipe(
    lenient('cartAdd.cartItemsAdded', z.nullish(z.array(cartItemAddedSchema)), null),
    z.transform((items) => items ?? []),
  ),
  err: optionalField('cartAdd.err', z.string()),
});
export type CartAddResult = z.infer<typeof cartAddResultSchema>;

export interface MutationOptions extends OnlineWaitHooks {
  /** Made once per user action (`newIdempotencyKey()`), reused on every retry. */
  idempotencyKey: string;
}

/** POST /api/cart/item: one product with its quantity and selected attributes. */
export function addCartItem(body: AddCartItemBody, options: MutationOptions): Promise<CartAddResult> {
  return request(CART_ADD_PATHS.item, {
    method: 'post',
    json: body,
    schema: cartAddResultSchema,
    ...options,
  });
}

/** Add multiple items (path not given by the spec: {@link CART_ADD_PATHS}). */
export function addMultipleCartItems(
  body: AddMultipleItemsBody,
  options: MutationOptions,
): Promise<CartAddResult> {
  return request(CART_ADD_PATHS.multiple, {
    method: 'post',
    json: body,
    schema: cartAddResultSchema,
    ...options,
  });
}

/** POST /api/cart/items: slim lines (webSku, quantity, attribute). */
export function addCartItems(lines: CartItemSlim[], options: MutationOptions): Promise<CartAddResult> {
  return request(CART_ADD_PATHS.items, {
    method: 'post',
    json: { cartItemSlimList: lines },
    schema: cartAddResultSchema,
    ...options,
  });
}

/** One product of a multi-item add. */
export interface MultiItem {
  webSku: string;
  quantity: number;
}

/**
 * Reads a multi-item value: '&'-separated pairs like 'sku=C13130|qty=2' (storefront §5). A pair
 * without a sku or a quantity is skipped; the parts may come in either order; a quantity that is 0
 * or not a number becomes 1 (storefront §5, "before an add"); a sku listed twice adds up.
 */
export function parseMultiItemValue(value: string): MultiItem[] {
  const items: MultiItem[] = [];
  for (const pair of value.split('&')) {
    const fields = new Map<string, string>();
    for (const part of pair.split('|')) {
      const separator = part.indexOf('=');
      if (separator < 0) continue;
      const key = part.slice(0, separator).trim().toLowerCase();
      fields.set(key, part.slice(separator + 1).trim());
    }
    const webSku = fields.get('sku') ?? '';
    const quantity = fields.get('qty') ?? '';
    if (webSku === '' || quantity === '') continue;
    const same = items.find((item) => item.webSku.toLowerCase() === webSku.toLowerCase());
    if (same) same.quantity += normalizeAddQuantity(quantity);
    else items.push({ webSku, quantity: normalizeAddQuantity(quantity) });
  }
  return items;
}

/** Writes products back as a multi-item value (the form sent to the server). */
export function formatMultiItemValue(items: readonly MultiItem[]): string {
  return items.map((item) => `sku=${item.webSku}|qty=${item.quantity}`).join('&');
}

/**
 * The quantity actually added: 0, a negative number or anything that is not a number becomes 1
 * (storefront §5, also for the case-pack quantity); fractions are dropped.
 */
export function normalizeAddQuantity(value: number | string | null | undefined): number {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN);
  if (!Number.isFinite(number)) return 1;
  const whole = Math.trunc(number);
  return whole >= 1 ? whole : 1;
}

/** The marker of an open-box variant; stripped from skus after adding (storefront §4). */
export const LIKE_NEW_SUFFIX = '-like new';

export function stripLikeNewSuffix(webSku: string): string {
  const trimmed = webSku.trim();
  return trimmed.toLowerCase().endsWith(LIKE_NEW_SUFFIX)
    ? trimmed.slice(0, -LIKE_NEW_SUFFIX.length).trimEnd()
    : trimmed;
}
