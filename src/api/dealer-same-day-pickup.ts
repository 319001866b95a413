import * as z from 'zod/mini';
import { request } from '../core/http';
import { pathSegment } from '../core/path-segment';
import { optionalField, optionalText } from '../core/tolerant';

/**
 * Same-day pickup opt-in for dealer installers (staff §7.11, base /api/same-day-pickup): the products a
 * dealer keeps on the shelf for shoppers to pick up the same day. The spec names the calls but not
 * their bodies or answers: the choices are here and in docs/widgets/custom-dealer-dashboard.md.
 */
export const SAME_DAY_PICKUP_BASE = '/api/same-day-pickup';

/** The lookback of "products from my orders" when the dealer has not chosen one (staff §9). */
export const SAME_DAY_ORDERS_DEFAULT_MONTHS = 6;
/** The lookbacks the dashboard offers (months). */
export const SAME_DAY_ORDERS_MONTH_CHOICES = [1, 3, 6, 12, 24] as const;

const id = (value: number) => encodeURIComponent(String(value));

export const SAME_DAY_PICKUP_PATHS = {
  /** GET: the dealer's opt-in products ({@link optInProductsSchema}). */
  optInProducts: (dealerId: number) => `${SAME_DAY_PICKUP_BASE}/opt-in-products/${id(dealerId)}`,
  /** GET: products the dealer ordered in the last n months ({@link orderedProductsSchema}). */
  productsFromOrders: (dealerId: number, months: number) =>
    `${SAME_DAY_PICKUP_BASE}/opt-in-products-from-orders/dealer/${id(dealerId)}/months/${id(months)}`,
  /** POST, no body: opts one product in (a = dealer id, b = websku); answers the {@link optInProductSchema}. */
  addOptInProduct: (dealerId: number, webSku: string) =>
    `${SAME_DAY_PICKUP_BASE}/opt-in-products/${id(dealerId)}/${pathSegment(webSku)}`,
  /** PUT, no body: the product's stock status at the dealer ({@link SAME_DAY_STOCK_STATUSES}). */
  stockStatus: (dealerId: number, webSku: string, status: SameDayStockStatus) =>
    `${SAME_DAY_PICKUP_BASE}/opt-in-products/${id(dealerId)}/${pathSegment(webSku)}/stock-status/${status}`,
  /** PUT, no body: true takes the product off same-day pickup. */
  isDeleted: (dealerId: number, webSku: string, deleted: boolean) =>
    `${SAME_DAY_PICKUP_BASE}/opt-in-products/${id(dealerId)}/${pathSegment(webSku)}/is-deleted/${deleted}`,
  /** POST, body {@link PickupTimesBody}: the dealer's next pickup times, counted from their own date. */
  pickupTimes: (dealerId: number) => `${SAME_DAY_PICKUP_BASE}/pickup-times/${id(dealerId)}`,
  /**
   * POST, body {@link OptInProductsBody}: several products opted in at once with one stock status ("Offer all" of
   * the products from the dealer's orders); answers the opt-in products as they now are ({@link optInProductsSchema}).
   */
  optInProductWithBody: (dealerId: number) => `${SAME_DAY_PICKUP_BASE}/opt-in-products/${id(dealerId)}`,
  /**
   * POST, body {@link OptInProductBody} `{ dealerInstallerId, webSku, stockStatus }` (the spec's "root with a product
   * body"; the shape is ours): opts one typed part number in with the stock status it starts with; answers the
   * {@link optInProductSchema}. The dashboard's "Part number to offer for same-day pickup" form sends it.
   */
  root: SAME_DAY_PICKUP_BASE,
} as const;

/** How many a dealer has on the shelf, as the dealer says. */
export const SAME_DAY_STOCK_STATUSES = ['InStock', 'LowStock', 'OutOfStock'] as const;
export type SameDayStockStatus = (typeof SAME_DAY_STOCK_STATUSES)[number];
export const SAME_DAY_STOCK_LABELS: Record<SameDayStockStatus, string> = {
  InStock: 'In stock',
  LowStock: 'Low stock',
  OutOfStock: 'Out of stock',
};

export const optInProductSchema = z.object({
  dealerInstallerId: z.int(),
  webSku: z.string(),
  name: optionalText('optInProduct.name'),
  stockStatus: z.enum(SAME_DAY_STOCK_STATUSES),
  /** ISO 8601: when the dealer opted it in. */
  addedOn: optionalText('optInProduct.addedOn'),
});
export type OptInProduct = z.output<typeof optInProductSchema>;
export const optInProductsSchema = z.array(optInProductSchema);

export const orderedProductSchema = z.object({
  webSku: z.string(),
  name: optionalText('orderedProduct.name'),
  /** Units the dealer ordered in the period. */
  quantityOrdered: z.int(),
  /** ISO 8601 date of the last order with it. */
  lastOrderedOn: optionalText('orderedProduct.lastOrderedOn'),
  isOptedIn: optionalField('orderedProduct.isOptedIn', z.boolean()),
});
export type OrderedProduct = z.output<typeof orderedProductSchema>;
export const orderedProductsSchema = z.array(orderedProductSchema);

const resultSchema = z.object({ success: z.boolean() });

/** POST /pickup-times/{id} body: the dealer's date where they are, 'YYYY-MM-DD'. */
export interface PickupTimesBody {
  localDateString: string;
}

export const pickupTimesSchema = z.object({
  pickupTimes: z.array(
    z.object({
      /** 'YYYY-MM-DD' */
      date: z.string(),
      /** 'HH:MM', 24 hours, the dealer's time. */
      from: z.string(),
      to: z.string(),
    }),
  ),
});
export type PickupTimes = z.output<typeof pickupTimesSchema>;

/** The date at the dealer's end as 'YYYY-MM-DD' (not UTC: after 7 pm in Texas UTC is already tomorrow). */
export function localDateString(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fetchOptInProducts(dealerId: number, signal?: AbortSignal) {
  return request(SAME_DAY_PICKUP_PATHS.optInProducts(dealerId), { schema: optInProductsSchema, signal });
}

export function fetchProductsFromOrders(dealerId: number, months: number, signal?: AbortSignal) {
  return request(SAME_DAY_PICKUP_PATHS.productsFromOrders(dealerId, months), {
    schema: orderedProductsSchema,
    signal,
  });
}

export function addOptInProduct(dealerId: number, webSku: string, idempotencyKey: string) {
  return request(SAME_DAY_PICKUP_PATHS.addOptInProduct(dealerId, webSku), {
    method: 'post',
    schema: optInProductSchema,
    idempotencyKey,
  });
}

/** POST /opt-in-products/{dealerId} body: the products to offer and the stock status they start with. */
export interface OptInProductsBody {
  webSkus: string[];
  stockStatus: SameDayStockStatus;
}

/** The most products one "Offer all" sends (a longer list is sent in several calls). */
export const SAME_DAY_OPT_IN_BATCH_MAX = 50;

/** POST /opt-in-products/{dealerId} with a body: the opt-in products as they now are. */
export function addOptInProducts(dealerId: number, body: OptInProductsBody, idempotencyKey: string) {
  return request(SAME_DAY_PICKUP_PATHS.optInProductWithBody(dealerId), {
    method: 'post',
    json: body,
    schema: optInProductsSchema,
    idempotencyKey,
  });
}

/** POST root body: one product to offer for same-day pickup and the stock status it starts with. */
export interface OptInProductBody {
  dealerInstallerId: number;
  webSku: string;
  stockStatus: SameDayStockStatus;
}

/** POST to the root with a product body: the opt-in product as it now is. */
export function createOptInProduct(body: OptInProductBody, idempotencyKey: string) {
  return request(SAME_DAY_PICKUP_PATHS.root, {
    method: 'post',
    json: body,
    schema: optInProductSchema,
    idempotencyKey,
  });
}

export function setOptInStockStatus(
  dealerId: number,
  webSku: string,
  status: SameDayStockStatus,
  idempotencyKey: string,
) {
  return request(SAME_DAY_PICKUP_PATHS.stockStatus(dealerId, webSku, status), {
    method: 'put',
    schema: resultSchema,
    idempotencyKey,
  });
}

export function deleteOptInProduct(dealerId: number, webSku: string, idempotencyKey: string) {
  return request(SAME_DAY_PICKUP_PATHS.isDeleted(dealerId, webSku, true), {
    method: 'put',
    schema: resultSchema,
    idempotencyKey,
  });
}

export function fetchPickupTimes(dealerId: number, body: PickupTimesBody, idempotencyKey: string) {
  return request(SAME_DAY_PICKUP_PATHS.pickupTimes(dealerId), {
    method: 'post',
    json: body,
    schema: pickupTimesSchema,
    idempotencyKey,
  });
}
