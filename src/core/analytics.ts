import * as z from 'zod/mini';
import { publish } from './bus';
import type {
  AnalyticsEventDetail,
  AnalyticsProduct,
  AnalyticsTransaction,
  EcommerceEventName,
} from './events';
import { logger } from './logger';
import { FEATURE_TOGGLES, isToggleOn } from './toggles';
import { lenient } from './tolerant';

/**
 * Analytics (storefront §3 "Analytics product" and "Analytics transaction", currency USD; the
 * analytics toggles of §6). Every ecommerce moment is published on the bus as `shop:analytics-reported` and,
 * each behind its toggle, handed to what the page itself has loaded:
 * - tag-manager events: pushed to `window.dataLayer` in the GA4 ecommerce shape;
 * - Google events: `window.gtag('event', name, params)` when the page defines `gtag`;
 * - Pinterest events: `window.pintrk('track', …)` when the page defines `pintrk` (add to cart and
 *   purchase only: the events Pinterest has).
 * The library loads no tag script and sends nothing anywhere itself.
 */

export const ANALYTICS_CURRENCY = 'USD';

export type { AnalyticsEventDetail, AnalyticsProduct, AnalyticsTransaction, EcommerceEventName };

/** A GA4 ecommerce item (https://developers.google.com/analytics/devguides/collection/ga4/reference/events). */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_category?: string;
  item_brand?: string;
  item_variant?: string;
  coupon?: string;
}

export interface Ga4Ecommerce {
  currency: typeof ANALYTICS_CURRENCY;
  value: number;
  items: Ga4Item[];
  transaction_id?: string;
  affiliation?: string;
  tax?: number;
  shipping?: number;
  coupon?: string;
  payment_type?: string;
}

const PINTEREST_EVENTS: Partial<Record<EcommerceEventName, string>> = {
  add_to_cart: 'addtocart',
  purchase: 'checkout',
};

const cents = (amount: number) => Math.round(amount * 100) / 100;

function ga4Item(product: AnalyticsProduct): Ga4Item {
  const item: Ga4Item = {
    item_id: product.id,
    item_name: product.name,
    price: product.price,
    quantity: product.quantity,
  };
  if (product.category) item.item_category = product.category;
  if (product.brand) item.item_brand = product.brand;
  if (product.variant) item.item_variant = product.variant;
  if (product.coupon) item.coupon = product.coupon;
  return item;
}

/** The GA4 `ecommerce` object of an event: items, value (products' total, or the revenue), order fields. */
export function toGa4Ecommerce(detail: AnalyticsEventDetail): Ga4Ecommerce {
  const ecommerce: Ga4Ecommerce = {
    currency: ANALYTICS_CURRENCY,
    value: detail.value,
    items: detail.products.map(ga4Item),
  };
  const order = detail.transaction;
  if (order) {
    ecommerce.transaction_id = order.id;
    if (order.affiliation) ecommerce.affiliation = order.affiliation;
    ecommerce.tax = order.tax;
    ecommerce.shipping = order.shipping;
    if (order.coupon) ecommerce.coupon = order.coupon;
    if (order.paymentType) ecommerce.payment_type = order.paymentType;
  }
  return ecommerce;
}

/** The event's detail: the products, their total (or the order's revenue) and the currency. */
export function analyticsDetail(
  event: EcommerceEventName,
  products: readonly AnalyticsProduct[],
  transaction?: AnalyticsTransaction,
): AnalyticsEventDetail {
  const total = products.reduce((sum, product) => sum + product.price * product.quantity, 0);
  return {
    event,
    currency: ANALYTICS_CURRENCY,
    value: cents(transaction ? transaction.revenue : total),
    products: [...products],
    ...(transaction ? { transaction } : {}),
  };
}

interface TagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  pintrk?: (...args: unknown[]) => void;
}

/** Publishes one ecommerce moment and hands it to the page's tags that are switched on. */
export async function trackEcommerce(
  event: EcommerceEventName,
  products: readonly AnalyticsProduct[],
  transaction?: AnalyticsTransaction,
): Promise<void> {
  if (typeof window === 'undefined' || (products.length === 0 && !transaction)) return;
  const detail = analyticsDetail(event, products, transaction);
  publish('shop:analytics-reported', detail);
  const [google, tagManager, pinterest] = await Promise.all([
    isToggleOn(FEATURE_TOGGLES.analyticsGoogle),
    isToggleOn(FEATURE_TOGGLES.analyticsTagManager),
    isToggleOn(FEATURE_TOGGLES.analyticsPinterest),
  ]);
  const page = window as unknown as TagWindow;
  const ecommerce = toGa4Ecommerce(detail);
  // A broken tag on the page must not break the widget that reported the moment.
  const handTo = (tag: string, send: () => void) => {
    try {
      send();
    } catch (error) {
      logger.warning(`Analytics: the page's ${tag} failed`, { source: 'analytics', error: String(error) });
    }
  };
  if (tagManager) {
    handTo('dataLayer', () => {
      page.dataLayer = Array.isArray(page.dataLayer) ? page.dataLayer : [];
      // GTM's advice: clear the previous ecommerce object so its fields do not leak into this one.
      page.dataLayer.push({ ecommerce: null });
      page.dataLayer.push({ event, ecommerce });
    });
  }
  if (google && typeof page.gtag === 'function') {
    const gtag = page.gtag;
    handTo('gtag', () => gtag('event', event, ecommerce));
  }
  const pinterestEvent = PINTEREST_EVENTS[event];
  if (pinterest && pinterestEvent && typeof page.pintrk === 'function') {
    const pintrk = page.pintrk;
    handTo('pintrk', () =>
      pintrk('track', pinterestEvent, {
        value: detail.value,
        currency: ANALYTICS_CURRENCY,
        order_quantity: detail.products.reduce((sum, product) => sum + product.quantity, 0),
        ...(transaction ? { order_id: transaction.id } : {}),
        line_items: detail.products.map((product) => ({
          product_id: product.id,
          product_name: product.name,
          product_price: product.price,
          product_quantity: product.quantity,
        })),
      }),
    );
  }
}

const text = (field: string) => lenient(`analytics.${field}`, z.string(), '');
const amount = (field: string) => lenient(`analytics.${field}`, z.number().check(z.nonnegative()), 0);

const analyticsProductSchema = z.object({
  id: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.positive()),
  name: text('product.name'),
  price: amount('product.price'),
  category: text('product.category'),
  brand: text('product.brand'),
  variant: text('product.variant'),
  coupon: text('product.coupon'),
});

/** A transaction from the host page (the order confirmation's data), checked before it is reported. */
export const analyticsTransactionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  affiliation: text('transaction.affiliation'),
  revenue: amount('transaction.revenue'),
  tax: amount('transaction.tax'),
  shipping: amount('transaction.shipping'),
  coupon: text('transaction.coupon'),
  paymentType: text('transaction.paymentType'),
  products: lenient('transaction.products', z.array(analyticsProductSchema), []),
});

/**
 * The confirmation page reports its order with the `shop:order-completed` command (a transaction of
 * storefront §3); one without an id is logged and not reported, a drifted field reads as empty.
 */
export function trackPurchase(raw: unknown): Promise<void> {
  const parsed = analyticsTransactionSchema.safeParse(raw);
  if (!parsed.success) {
    logger.warning('Analytics: shop:order-completed needs a transaction with an id', { source: 'analytics' });
    return Promise.resolve();
  }
  const order = parsed.data;
  const products: AnalyticsProduct[] = (order.products ?? []).map((product) => ({
    id: product.id,
    quantity: product.quantity,
    name: product.name ?? '',
    price: product.price ?? 0,
    category: product.category ?? '',
    brand: product.brand ?? '',
    variant: product.variant ?? '',
    coupon: product.coupon ?? '',
  }));
  return trackEcommerce('purchase', products, {
    id: order.id,
    affiliation: order.affiliation ?? '',
    revenue: order.revenue ?? 0,
    tax: order.tax ?? 0,
    shipping: order.shipping ?? 0,
    coupon: order.coupon ?? '',
    paymentType: order.paymentType ?? '',
    products,
  });
}
