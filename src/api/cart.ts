import * as z from 'zod';
import { request } from '../core/http';

/** Spec storefront §7: cart, order and year GETs retry twice. */
export const CART_GET_RETRIES = 2;

/**
 * Paths the spec does not give ("paths not shown"). Kept in one place so a host can map them.
 */
export const CART_PATHS = {
  itemCount: '/api/cart/item-count',
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

/** GET /api/cart/id */
export function fetchCartId() {
  return request('/api/cart/id', { schema: cartIdSchema, retries: CART_GET_RETRIES });
}

/** GET /api/cart/details */
export function fetchCartDetails() {
  return request('/api/cart/details', { schema: cartSchema, retries: CART_GET_RETRIES });
}

/** Cart item count (path not given by the spec: {@link CART_PATHS}). */
export function fetchCartItemCount() {
  return request(CART_PATHS.itemCount, { schema: cartItemCountSchema, retries: CART_GET_RETRIES });
}
