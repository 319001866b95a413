import * as z from 'zod';

/**
 * What the fake shop promises to send, field by field, as the spec describes the answers (storefront
 * §3). The library's own schemas in `src/api/` read only what its widgets use (the tolerant reader);
 * these are the whole answers, so the fake shop checks each of its answers against them before
 * sending it as it is (`jsonAs`), and drift injected by a fault still reaches the widget untouched.
 */

export const cartItemContract = z.object({
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
export type CartItemContract = z.infer<typeof cartItemContract>;

/** Spec storefront §3 "Cart totals" and the cart response. */
export const cartContract = z.object({
  success: z.boolean(),
  items: z.array(cartItemContract),
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
export type CartContract = z.infer<typeof cartContract>;

/** Spec storefront §3 "Cart add result": success, totalCartItemQuantity, cartItemsAdded, err. */
export const cartAddResultContract = z.object({
  success: z.boolean(),
  totalCartItemQuantity: z.number().int().nonnegative(),
  cartItemsAdded: z.array(
    z.object({ lineID: z.number().int(), webSku: z.string(), quantity: z.number().int().positive() }),
  ),
  err: z.string().nullish(),
});
export type CartAddResultContract = z.infer<typeof cartAddResultContract>;

/** Spec "Shipping method". */
export const shippingMethodContract = z.object({
  code: z.string(),
  rate: z.number(),
  estimatedDeliveryDate: z.string(),
  estimatedDeliveryDateString: z.string().nullish(),
  discountedShippingRate: z.number().nullish(),
  shipmentTitleGeneric: z.string().nullish(),
  carrier: z.string().nullish(),
});
export type ShippingMethodContract = z.infer<typeof shippingMethodContract>;

/** Spec "Estimated dates response". */
export const deliveryEstimateContract = z.object({
  shipmentMethods: z.array(shippingMethodContract),
  zipCode: z.string(),
  productStockStatusList: z.record(z.string(), z.string()),
  estimatedDeliveryDateMessage: z.string(),
  shippingWebSkuErrorMessage: z.string(),
  holidayShippingMessage: z.string(),
});
export type DeliveryEstimateContract = z.infer<typeof deliveryEstimateContract>;

/** GET /api/featuretoggles/{key}. */
export const featureToggleResultContract = z.object({
  success: z.boolean(),
  notSuccessfulReason: z.string().nullish(),
  featureToggles: z.array(z.object({ featureKey: z.string(), isToggledOn: z.boolean() })),
});
