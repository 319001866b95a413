import type { DeliveryEstimate, ShippingMethod } from '../../../api/shipping';
import { formatPrice } from '../../../core/format';

/**
 * Pure rules of the delivery panels (storefront §2 "Delivery panels", §9), shared by every delivery
 * and pickup widget. Dates are calendar days: a method's ISO date ('2025-03-05T00:00:00') is read as
 * that day wherever the shopper is, and compared with the shopper's own today.
 */

export const TOMORROW = 'Tomorrow';
export const TODAY = 'Today';
export const FREE = 'Free';
export const FAST = 'Fast';
export const FREIGHT_CARRIER = 'Freight Shipping';
/** Spec §9: these stock statuses are not awaiting stock. */
export const READY_STOCK_STATUSES = ['Ready for direct ship', 'Ready to ship'] as const;
/** Spec §9: codes shown as a kind of delivery rather than a date. */
export const LOCAL_INSTALL_CODES = ['ETRWC', 'ETRLI'] as const;
export const ELECTRONIC_DELIVERY_CODE = 'ETRSV';
export const LOCAL_INSTALL = 'Local Install';
export const ELECTRONIC_DELIVERY = 'Electronic Delivery';
/** Shown when an estimate has neither dates nor the server's own explanation. */
export const NO_ESTIMATE_MESSAGE = 'Delivery dates are not available for this ZIP code.';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day of a server date, as a local midnight; null when it is not a date. */
export function parseDeliveryDay(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = ISO_DAY.exec(value.trim());
  if (match) {
    const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    return Number.isNaN(day.getTime()) ? null : day;
  }
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) return null;
  return new Date(parsed.getFullYear(), parsed.getMonth(), parsed.getDate());
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Spec §9: the delivery date equals today plus one day, ignoring time. */
export function isTomorrow(date: Date, today: Date = new Date()): boolean {
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  return sameDay(date, tomorrow);
}

export function isToday(date: Date, today: Date = new Date()): boolean {
  return sameDay(date, today);
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const longDayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/** 'Tue, Mar 5'. */
export function formatDeliveryDate(date: Date): string {
  return dayFormat.format(date);
}

/** 'Tuesday, March 5', for screen readers and titles. */
export function formatLongDeliveryDate(date: Date): string {
  return longDayFormat.format(date);
}

export interface DayLabel {
  /** 'Tomorrow', 'Today' (pickup only) or 'Tue, Mar 5'. */
  text: string;
  /** The same day spelled out ('Tuesday, March 5'), or the text again for Tomorrow and Today. */
  long: string;
  isTomorrow: boolean;
}

/**
 * How a date reads on a panel. `serverText` (estimatedDeliveryDateString) is the fallback when the
 * date itself cannot be read; `allowToday` is for pickup days, which can be today.
 */
export function dayLabel(
  value: string | null | undefined,
  today: Date = new Date(),
  options: { serverText?: string | null; allowToday?: boolean } = {},
): DayLabel {
  const day = parseDeliveryDay(value);
  if (!day) {
    const text = options.serverText?.trim() || value?.trim() || '';
    return { text, long: text, isTomorrow: false };
  }
  if (isTomorrow(day, today)) return { text: TOMORROW, long: TOMORROW, isTomorrow: true };
  if (options.allowToday && isToday(day, today)) return { text: TODAY, long: TODAY, isTomorrow: false };
  return { text: formatDeliveryDate(day), long: formatLongDeliveryDate(day), isTomorrow: false };
}

/**
 * Spec: Fast when the cheapest method's discountedShippingRate is above 0, otherwise Free. Only the
 * discounted rate counts: a null or absent one is not Fast, whatever the method's `rate` (issue 11).
 */
export function speedPrefix(cheapest: ShippingMethod): typeof FREE | typeof FAST {
  return (cheapest.discountedShippingRate ?? 0) > 0 ? FAST : FREE;
}

/** Spec §9: rate 0 shows Free, otherwise the price. */
export function rateLabel(rate: number): string {
  return rate === 0 ? FREE : formatPrice(rate);
}

/** Spec §9: carrier 'Freight Shipping' as is, others 'Delivered by {carrier}' (none: nothing). */
export function carrierLabel(carrier: string | null | undefined): string {
  const name = carrier?.trim() ?? '';
  if (!name) return '';
  return name === FREIGHT_CARRIER ? FREIGHT_CARRIER : `Delivered by ${name}`;
}

/**
 * Spec §9: ETRWC and ETRLI read Local Install, ETRSV Electronic Delivery, next-day Tomorrow; any
 * other method reads as its delivery date.
 */
export function methodTitle(method: ShippingMethod, today: Date = new Date()): string {
  const code = method.code.trim().toUpperCase();
  if ((LOCAL_INSTALL_CODES as readonly string[]).includes(code)) return LOCAL_INSTALL;
  if (code === ELECTRONIC_DELIVERY_CODE) return ELECTRONIC_DELIVERY;
  return dayLabel(method.estimatedDeliveryDate, today, { serverText: method.estimatedDeliveryDateString })
    .text;
}

/** Spec §9: 'Ready for direct ship' and 'Ready to ship' are not awaiting stock; any other status is. */
export function isAwaitingStock(status: string): boolean {
  const normalized = status.trim().toLowerCase();
  return !READY_STOCK_STATUSES.some((ready) => ready.toLowerCase() === normalized);
}

/**
 * A dealer's name as shoppers see it: without the store code after a spaced dash
 * ('Hitch Pros - TX12' → 'Hitch Pros'). A hyphen inside a name ('Smith-Jones Towing') stays.
 */
export function dealerDisplayName(name: string): string {
  return name.replace(/\s+-\s*[A-Za-z0-9]+\s*$/, '').trim() || name.trim();
}

export type DeliverySummary =
  | { kind: 'unavailable'; message: string }
  | {
      kind: 'dates';
      /** The first method: the cheapest. */
      cheapest: ShippingMethod;
      /** The last method: the fastest (the cheapest too when there is one method). */
      fastest: ShippingMethod;
      /** More than one method, so a fastest line says something new. */
      hasFasterOption: boolean;
      prefix: typeof FREE | typeof FAST;
      awaitingStock: boolean;
      /** estimatedDeliveryDateMessage, or shippingWebSkuErrorMessage in its place when it is empty. */
      note: string;
    };

/**
 * What an estimate says. The dates show whenever there are shipment methods. Spec §8: when the
 * estimate message is empty, shippingWebSkuErrorMessage shows instead of it: under the dates when
 * there are methods (an empty message never hides them, issue 11), alone when there are none.
 */
export function summarizeEstimate(estimate: DeliveryEstimate): DeliverySummary {
  const methods = estimate.shipmentMethods;
  const cheapest = methods[0];
  const fastest = methods.at(-1);
  const errorMessage = estimate.shippingWebSkuErrorMessage.trim();
  if (!cheapest || !fastest) {
    return { kind: 'unavailable', message: errorMessage || NO_ESTIMATE_MESSAGE };
  }
  return {
    kind: 'dates',
    cheapest,
    fastest,
    hasFasterOption: methods.length > 1 && fastest.estimatedDeliveryDate !== cheapest.estimatedDeliveryDate,
    prefix: speedPrefix(cheapest),
    awaitingStock: Object.values(estimate.productStockStatusList).some(isAwaitingStock),
    note: estimate.estimatedDeliveryDateMessage.trim() || errorMessage,
  };
}
