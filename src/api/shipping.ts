import * as z from 'zod/mini';
import { request } from '../core/http';
import { lenient, optionalField, optionalText } from '../core/tolerant';

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
 * A method needs its code, rate and date; the rest is read but optional: a drifted value (say
 * `carrier: 77`) reads as absent, so only that line of the panel changes, and is logged once.
 */
export const shippingMethodSchema = z.object({
  code: z.string(),
  rate: z.number(),
  estimatedDeliveryDate: z.string(),
  estimatedDeliveryDateString: optionalField('shipmentMethods[].estimatedDeliveryDateString', z.string()),
  discountedShippingRate: optionalField('shipmentMethods[].discountedShippingRate', z.number()),
  shipmentTitleGeneric: optionalField('shipmentMethods[].shipmentTitleGeneric', z.string()),
  carrier: optionalField('shipmentMethods[].carrier', z.string()),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/**
 * Spec "Estimated dates response". `productStockStatusList` maps each sku to its stock status
 * ('Ready to ship', 'Ready for direct ship', anything else means awaiting stock).
 *
 * An answer is usable when it has its shipment methods (an empty list is the server saying "no
 * dates for this ZIP") or the server's own explanation (shippingWebSkuErrorMessage). An answer with
 * neither (`{"unexpected": true}`) is a server fault, shown as one, never as a problem with the ZIP.
 */
export const deliveryEstimateSchema = z.pipe(
  z
    .object({
      shipmentMethods: z.nullish(z.array(shippingMethodSchema)),
      zipCode: optionalText('estimate.zipCode'),
      productStockStatusList: z.pipe(
        lenient('estimate.productStockStatusList', z.nullish(z.record(z.string(), z.string())), null),
        z.transform((list) => list ?? {}),
      ),
      estimatedDeliveryDateMessage: optionalText('estimate.estimatedDeliveryDateMessage'),
      shippingWebSkuErrorMessage: optionalText('estimate.shippingWebSkuErrorMessage'),
      holidayShippingMessage: optionalText('estimate.holidayShippingMessage'),
    })
    .check(
      z.refine(
        (estimate) =>
          Array.isArray(estimate.shipmentMethods) || estimate.shippingWebSkuErrorMessage.trim() !== '',
        {
          message: 'An estimate needs its shipment methods or the reason it has none',
          path: ['shipmentMethods'],
        },
      ),
    ),
  z.transform((estimate) => ({ ...estimate, shipmentMethods: estimate.shipmentMethods ?? [] })),
);
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
  zipCode: optionalText('shopperZipCode.zipCode'),
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

/**
 * Spec: "response zipcode" ('' when no postal code is near; null is read the same). The field must be
 * there: an answer without it (`{"unexpected": true}`) is a server fault, never "no ZIP code near you".
 */
export const closestPostalCodeSchema = z.object({
  zipcode: z.pipe(
    z.nullable(z.string()),
    z.transform((zip) => zip ?? ''),
  ),
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
  selectedShippingMethodCode: optionalText('shippingMethodUpdate.selectedShippingMethodCode'),
});

/** PUT /api/checkout/cart/shipping-method/{id}: saves the chosen method (by its code) on the cart. */
export function updateCheckoutShippingMethod(code: string, idempotencyKey: string) {
  return request(SHIPPING_PATHS.checkoutShippingMethod(code), {
    method: 'put',
    schema: shippingMethodUpdateSchema,
    idempotencyKey,
  });
}
