import * as z from 'zod/mini';
import { request } from '../core/http';
import { logger } from '../core/logger';
import { pathSegment } from '../core/path-segment';
import { optionalField, optionalText } from '../core/tolerant';

/**
 * Orders (storefront §7 "Orders", base /api/orders): what the reorder page and the invoice page's
 * "save this order as a list" read. Every order GET is retried twice (storefront §8 and §9).
 *
 * The spec names the calls but not their bodies or answers; the schemas here are the contract, and
 * the fake shop answers with them. Where the spec leaves a path part open, the choice is in
 * {@link ORDERS_PATHS}, so a host can map it:
 * - `{a}/{b}` of `GET {a}/{b}/reorder-products` are the order lookup inputs (storefront §3) `orderid`
 *   and `invoicenumber`, in that order (the same pair `GET {a}/{b}/detail?zipcode` takes);
 * - "web-order-items by ordernumber" sends the order number as the query parameter `ordernumber`,
 *   as `GET summary?ordernumber&zipcode` does.
 */
export const ORDERS_BASE = '/api/orders';

/** Spec storefront §8/§9: cart, order and year GETs retry twice. */
export const ORDER_GET_RETRIES = 2;

export const ORDERS_PATHS = {
  /** GET `{orderid}/{invoicenumber}/reorder-products`: the order's products, as {@link reorderOrderSchema}. */
  reorderProducts: (orderId: string, invoiceNumber: string) =>
    `${ORDERS_BASE}/${pathSegment(orderId)}/${pathSegment(invoiceNumber)}/reorder-products`,
  /** GET `web-order-items?ordernumber=`: the order's lines, as {@link webOrderItemsSchema}. */
  webOrderItems: `${ORDERS_BASE}/web-order-items`,
  /** POST `order-action-validation`: body {@link OrderActionValidationBody}, answer {@link orderActionValidationSchema}. */
  orderActionValidation: `${ORDERS_BASE}/order-action-validation`,
} as const;

/** The critical log of a failed order-action validation (storefront §8, staff §8). */
export const ORDER_MODIFY_VALIDATION_EXCEPTION = 'Order Modify Validation Exception';

const reorderProductFields = {
  webSku: z.string().check(z.trim(), z.minLength(1)),
  name: z.string(),
  quantity: z.int().check(z.positive()),
  price: z.number().check(z.nonnegative()),
  inStock: z.boolean(),
  active: z.boolean(),
  thumbnailURL: optionalText('reorderProducts[].thumbnailURL'),
  productURL: optionalText('reorderProducts[].productURL'),
};

/** An alternative is a product of its own (its own quantity may differ: one of a pack of two). */
export const reorderAlternativeSchema = z.object({
  ...reorderProductFields,
  inStockAlternative: z.optional(z.null()),
  useInStockAlternative: z.optional(z.boolean()),
});

/**
 * One product of an order as the reorder page reads it (storefront §3 "Reorder product"). `price` is
 * today's unit price (what the new order costs); `inStockAlternative` is a product offered instead of
 * one that cannot be reordered, and `useInStockAlternative` says whether it replaces it (the shop's
 * default; the shopper's 'No Thanks' turns it off).
 */
export const reorderProductSchema = z.object({
  ...reorderProductFields,
  inStockAlternative: optionalField('reorderProducts[].inStockAlternative', reorderAlternativeSchema),
  useInStockAlternative: z._default(z.boolean(), false),
});

/**
 * The answer of GET `{orderid}/{invoicenumber}/reorder-products`: the order number, what the order
 * cost then (`orderTotal`, the previous order total with tax and shipping) and its products.
 */
export type ReorderProduct = z.infer<typeof reorderProductSchema>;
export type ReorderAlternative = z.infer<typeof reorderAlternativeSchema>;

export const reorderOrderSchema = z.object({
  orderNumber: z.string(),
  orderTotal: z.number().check(z.nonnegative()),
  reorderProducts: z.array(reorderProductSchema),
});
export type ReorderOrder = z.infer<typeof reorderOrderSchema>;

/** One line of GET web-order-items: what saving the order as a list sends. */
export const webOrderItemSchema = z.object({
  webSku: z.string(),
  quantity: z.int(),
  name: optionalText('webOrderItems[].name'),
});
export const webOrderItemsSchema = z.array(webOrderItemSchema);
export type WebOrderItem = z.infer<typeof webOrderItemSchema>;

/** Body of POST order-action-validation: which order, and what is about to be done with it. */
export const orderActionValidationBodySchema = z.object({
  orderId: z.string().check(z.minLength(1)),
  invoiceNumber: z.string().check(z.minLength(1)),
  action: z.literal('reorder'),
});
export type OrderActionValidationBody = z.infer<typeof orderActionValidationBodySchema>;

/** Answer of POST order-action-validation: `isValid` false refuses the action, `message` says why. */
export const orderActionValidationSchema = z.object({
  isValid: z.boolean(),
  message: optionalText('orderActionValidation.message'),
});
export type OrderActionValidation = z.infer<typeof orderActionValidationSchema>;

/**
 * GET `{orderid}/{invoicenumber}/reorder-products` (retried twice). Async, so an id that cannot be a
 * path segment (`..`, a slash) fails as a rejected call (an `ApiError` of kind 'invalid'), sending nothing.
 */
export async function fetchReorderProducts(orderId: string, invoiceNumber: string, signal?: AbortSignal) {
  return request(ORDERS_PATHS.reorderProducts(orderId, invoiceNumber), {
    schema: reorderOrderSchema,
    retries: ORDER_GET_RETRIES,
    signal,
  });
}

/** GET web-order-items by ordernumber (retried twice). */
export function fetchWebOrderItems(orderNumber: string, signal?: AbortSignal) {
  return request(ORDERS_PATHS.webOrderItems, {
    schema: webOrderItemsSchema,
    searchParams: { ordernumber: orderNumber },
    retries: ORDER_GET_RETRIES,
    signal,
  });
}

/** Why an order action was refused (the server said no, or could not be asked). */
export class OrderActionValidationError extends Error {
  override readonly name = 'OrderActionValidationError';
}

/**
 * POST order-action-validation. Resolves when the action may go ahead; a refusal or a failed call
 * logs the critical 'Order Modify Validation Exception' (storefront §8) and rejects with an
 * {@link OrderActionValidationError}. Validation changes nothing, so it is not retried.
 */
export async function validateOrderAction(body: OrderActionValidationBody): Promise<void> {
  let answer: OrderActionValidation;
  try {
    answer = await request(ORDERS_PATHS.orderActionValidation, {
      method: 'post',
      json: body,
      schema: orderActionValidationSchema,
    });
  } catch (error) {
    logOrderModifyValidationException(body, error instanceof Error ? error.message : String(error));
    throw new OrderActionValidationError(ORDER_MODIFY_VALIDATION_EXCEPTION);
  }
  if (!answer.isValid) {
    logOrderModifyValidationException(body, answer.message || 'The order action was refused.');
    throw new OrderActionValidationError(ORDER_MODIFY_VALIDATION_EXCEPTION);
  }
}

/** The logger has no level above error: a critical entry is an error entry marked `severity: critical`. */
function logOrderModifyValidationException(body: OrderActionValidationBody, reason: string): void {
  logger.error(ORDER_MODIFY_VALIDATION_EXCEPTION, {
    source: 'orders',
    severity: 'critical',
    orderId: body.orderId,
    invoiceNumber: body.invoiceNumber,
    action: body.action,
    reason,
  });
}
