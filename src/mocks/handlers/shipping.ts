import type { HttpHandler } from 'msw';
import * as z from 'zod';
import {
  closestPostalCodeSchema,
  SHIPPING_PATHS,
  shippingMethodUpdateSchema,
  shopperZipCodeResultSchema,
} from '../../api/shipping';
import { deliveryEstimateContract } from '../contract';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { cartEstimate } from '../shipping/cart-estimate';
import { estimateDelivery } from '../shipping/estimate';
import { closestPostalCode } from '../shipping/geography';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/** What a shopper may type in the ZIP code box (storefront §5); the server stores it upper-cased. */
const postalCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(\d{5}(-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/, 'not a US ZIP or Canadian postal code');

const productEstimateBody = z.object({
  webSkus: z.array(z.string().min(1)).min(1),
  zipCode: z.string().max(10).default(''),
  isProductPage: z.boolean().default(false),
});

const cartEstimateBody = z.object({
  webSkuQuantities: z.record(z.string().min(1), z.number().int().positive()),
  zipCode: z.string().max(10).default(''),
});

const shopperZipBody = z.object({
  userSession: z.string().default(''),
  pageType: z.string().default(''),
  zipCode: postalCodeSchema,
});

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max);
const positionQuery = z.object({ latitude: coordinate(-90, 90), longitude: coordinate(-180, 180) });

/** /api/shipping, /api/shopper/zipcode, /api/geography and the checkout shipping method. */
export const shippingHandlers: HttpHandler[] = [
  shopHttp.post(`*${SHIPPING_PATHS.estimatedDeliveryDates}`, async ({ request }) => {
    const body = await readJsonBody(request, productEstimateBody);
    if (body instanceof Response) return body;
    const lines = [...new Set(body.webSkus)].map((webSku) => ({ webSku, quantity: 1 }));
    return jsonAs(deliveryEstimateContract, estimateDelivery(state, lines, body.zipCode));
  }),

  shopHttp.post(`*${SHIPPING_PATHS.cartEstimatedDeliveryDates}`, async ({ request }) => {
    const body = await readJsonBody(request, cartEstimateBody);
    if (body instanceof Response) return body;
    const lines = Object.entries(body.webSkuQuantities).map(([webSku, quantity]) => ({ webSku, quantity }));
    return jsonAs(deliveryEstimateContract, estimateDelivery(state, lines, body.zipCode));
  }),

  shopHttp.post(`*${SHIPPING_PATHS.shopperZipCode}`, async ({ request }) => {
    const body = await readJsonBody(request, shopperZipBody);
    if (body instanceof Response) return body;
    // An empty userSession means "this session" (the page did not render its key).
    if (body.userSession && body.userSession !== state.session.userSession) {
      return errorJson(403, 'The userSession is not the session of this request');
    }
    state.shipping.shopperZipCode = body.zipCode;
    return jsonAs(shopperZipCodeResultSchema, { success: true, zipCode: body.zipCode });
  }),

  shopHttp.get('*/api/geography/closest-postal-code', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const position = positionQuery.safeParse({
      latitude: query.get('latitude') ?? undefined,
      longitude: query.get('longitude') ?? undefined,
    });
    if (!position.success) return errorJson(400, 'latitude and longitude must be numbers in range');
    return jsonAs(closestPostalCodeSchema, {
      zipcode: closestPostalCode(position.data.latitude, position.data.longitude),
    });
  }),

  shopHttp.put('*/api/checkout/cart/shipping-method/:code', ({ params }) => {
    const code = pathParam(params, 'code');
    const offered = cartEstimate(state).shipmentMethods ?? [];
    if (!offered.some((method) => method.code === code)) {
      return errorJson(422, `Shipping method ${code} is not offered for this cart and ZIP code`);
    }
    state.shipping.selectedShippingMethodCode = code;
    return jsonAs(shippingMethodUpdateSchema, { success: true, selectedShippingMethodCode: code });
  }),
];
