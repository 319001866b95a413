import * as z from 'zod';
import { request } from '../core/http';

/**
 * Delivery estimates, the shopper's ZIP code, the closest postal code to a position and the checkout
 * shipping method (storefront §3, §7). Paths the spec does not give are in {@link SHIPPING_PATHS}.
 */
export const SHIPPING_PATHS = {
  /** Spec: POST with webSkus, zipCode, isProductPage. */
  estimatedDeliveryDates: '/api/shipping/cartestimateddeliverydates',
  /**
   * "Cart estimated dates by sku-to-quantity map plus zip also exist": path not shown. Body
   * `{ "webSkuQuantities": { "C13130": 1 }, "zipCode": "78701" }`; same answer as above.
   */
  cartEstimatedDeliveryDates: '/api/shipping/cartestimateddeliverydates/by-quantity',
  shopperZipCode: '/api/shopper/zipcode',
  closestPostalCode: '/api/geography/closest-postal-code/',
  checkoutShippingMethod: (code: string) => `/api/checkout/cart/shipping-method/${encodeURIComponent(code)}`,
} as const;

/**
 * Spec "Shipping method". Dates come as ISO dates ('2025-03-05' or '2025-03-05T00:00:00'); the
 * calendar day is what counts. The first method of a list is the cheapest, the last the fastest.
 */
export const shippingMethodSchema = z.object({
  code: z.string(),
  rate: z.number(),
  estimatedDeliveryDate: z.string(),
  estimatedDeliveryDateString: z.string().nullish(),
  discountedShippingRate: z.number().nullish(),
  shipmentTitleGeneric: z.string().nullish(),
  carrier: z.string().nullish(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/**
 * Spec "Estimated dates response". `productStockStatusList` maps each sku to its stock status
 * ('Ready to ship', 'Ready for direct ship', anything else means awaiting stock).
 */
export const deliveryEstimateSchema = z.object({
  shipmentMethods: z
    .array(shippingMethodSchema)
    .nullish()
    .transform((methods) => methods ?? []),
  zipCode: z
    .string()
    .nullish()
    .transform((zip) => zip ?? ''),
  productStockStatusList: z
    .record(z.string(), z.string())
    .nullish()
    .transform((list) => list ?? {}),
  estimatedDeliveryDateMessage: z
    .string()
    .nullish()
    .transform((text) => text ?? ''),
  shippingWebSkuErrorMessage: z
    .string()
    .nullish()
    .transform((text) => text ?? ''),
  holidayShippingMessage: z
    .string()
    .nullish()
    .transform((text) => text ?? ''),
});
export type DeliveryEstimate = z.output<typeof deliveryEstimateSchema>;

/** POST /api/shipping/cartestimateddeliverydates: dates for products (the product page sends isProductPage). */
export function fetchDeliveryEstimate(
  body: { webSkus: string[]; zipCode: string; isProductPage: boolean },
  signal?: AbortSignal,
): Promise<DeliveryEstimate> {
  return request(SHIPPING_PATHS.estimatedDeliveryDates, {
    method: 'post',
    json: body,
    schema: deliveryEstimateSchema,
    signal,
  });
}

/** The cart's dates, by sku-to-quantity map ({@link SHIPPING_PATHS}.cartEstimatedDeliveryDates). */
export function fetchCartDeliveryEstimate(
  body: { webSkuQuantities: Record<string, number>; zipCode: string },
  signal?: AbortSignal,
): Promise<DeliveryEstimate> {
  return request(SHIPPING_PATHS.cartEstimatedDeliveryDates, {
    method: 'post',
    json: body,
    schema: deliveryEstimateSchema,
    signal,
  });
}

/** The answer of POST /api/shopper/zipcode (not shown by the spec: this is the contract). */
export const shopperZipCodeResultSchema = z.object({
  success: z.boolean(),
  zipCode: z
    .string()
    .nullish()
    .transform((zip) => zip ?? ''),
});

/** POST /api/shopper/zipcode: remembers the shopper's ZIP code for this session. */
export function saveShopperZipCode(
  body: { userSession: string; pageType: string; zipCode: string },
  idempotencyKey: string,
) {
  return request(SHIPPING_PATHS.shopperZipCode, {
    method: 'post',
    json: body,
    schema: shopperZipCodeResultSchema,
    idempotencyKey,
  });
}

/** Spec: "response zipcode" ('' when no postal code is near). */
export const closestPostalCodeSchema = z.object({
  zipcode: z
    .string()
    .nullish()
    .transform((zip) => zip ?? ''),
});

/** GET /api/geography/closest-postal-code/?latitude&longitude */
export function fetchClosestPostalCode(latitude: number, longitude: number, signal?: AbortSignal) {
  return request(SHIPPING_PATHS.closestPostalCode, {
    searchParams: { latitude, longitude },
    schema: closestPostalCodeSchema,
    signal,
  });
}

/** The answer of PUT /api/checkout/cart/shipping-method/{id} (not shown by the spec: this is the contract). */
export const shippingMethodUpdateSchema = z.object({
  success: z.boolean(),
  selectedShippingMethodCode: z
    .string()
    .nullish()
    .transform((code) => code ?? ''),
});

/** PUT /api/checkout/cart/shipping-method/{id}: saves the chosen method (by its code) on the cart. */
export function updateCheckoutShippingMethod(code: string, idempotencyKey: string) {
  return request(SHIPPING_PATHS.checkoutShippingMethod(code), {
    method: 'put',
    schema: shippingMethodUpdateSchema,
    idempotencyKey,
  });
}
