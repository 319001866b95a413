import { FREE_SHIPPING_MINIMUM, roundToCents } from '../cart-details';
import type { DeliveryEstimateContract, ShippingMethodContract as ShippingMethod } from '../contract';
import { findProduct, type Product } from '../data/products';
import type { FakeShopState } from '../state';
import {
  addBusinessDays,
  calendarDayOf,
  longDateString,
  nextBusinessDayFrom,
  parseIsoDate,
} from './calendar';
import { type PostalArea, postalArea } from './postal-codes';
import {
  FREIGHT_SHIPMENT_WEIGHT_LB,
  FREIGHT_UNIT_WEIGHT_LB,
  USPS_MAX_WEIGHT_LB,
  unitWeight,
} from './weights';

/**
 * How the fake shop works out delivery dates: the warehouse ships on business days; parts awaiting
 * stock wait for the restock, parts shipped by the manufacturer take a little longer; the carriers'
 * transit depends on how far the postal code is, Canada adds customs; heavy shipments go by truck
 * freight; carts at or above the free-shipping minimum ship ground for free.
 */

type DeliveryEstimateBody = DeliveryEstimateContract;

export interface EstimateLine {
  webSku: string;
  quantity: number;
}

export const STOCK_STATUS = {
  ready: 'Ready to ship',
  direct: 'Ready for direct ship',
  awaiting: 'Awaiting stock',
} as const;

/** Business days before a part leaves: restocking, or the manufacturer shipping it. */
export const RESTOCK_BUSINESS_DAYS = 7;
export const DIRECT_SHIP_BUSINESS_DAYS = 2;

export const ESTIMATE_MESSAGES = {
  inStock: 'In-stock orders placed by 3 PM CT ship the same business day.',
  awaiting: 'Some parts are awaiting stock; the dates include the time to restock them.',
  holiday: 'Arrives Before Christmas',
} as const;

export const ESTIMATE_ERRORS = {
  unknownPostalCode: (zip: string) =>
    `We could not find ZIP or postal code ${zip}. Please check it and try again.`,
  unknownParts: (skus: string[]) => `We could not find part ${skus.join(', ')} to estimate its delivery.`,
  freightToCanada: (skus: string[]) =>
    `Part ${skus.join(', ')} ships by truck freight, which cannot deliver to Canada.`,
} as const;

/** The day the fake shop treats as today. */
export function shopToday(shop: FakeShopState): string {
  return shop.shipping.today ?? calendarDayOf(new Date());
}

interface PricedLine {
  product: Product;
  quantity: number;
  status: string;
}

function stockStatus(product: Product, quantity: number): string {
  if (product.stockQuantity >= quantity) return STOCK_STATUS.ready;
  return product.shipsDirect ? STOCK_STATUS.direct : STOCK_STATUS.awaiting;
}

function handlingDays(lines: PricedLine[]): number {
  return Math.max(
    0,
    ...lines.map((line) =>
      line.status === STOCK_STATUS.awaiting
        ? RESTOCK_BUSINESS_DAYS
        : line.status === STOCK_STATUS.direct
          ? DIRECT_SHIP_BUSINESS_DAYS
          : 0,
    ),
  );
}

function method(
  code: string,
  carrier: string,
  title: string,
  rate: number,
  deliveryDate: string,
): ShippingMethod {
  const cents = roundToCents(rate);
  return {
    code,
    carrier,
    shipmentTitleGeneric: title,
    rate: cents,
    discountedShippingRate: cents,
    estimatedDeliveryDate: `${deliveryDate}T00:00:00`,
    estimatedDeliveryDateString: longDateString(deliveryDate),
  };
}

interface Shipment {
  area: PostalArea;
  shipDate: string;
  weight: number;
  subtotal: number;
}

function parcelMethods({ area, shipDate, weight, subtotal }: Shipment): ShippingMethod[] {
  const on = (days: number) => addBusinessDays(shipDate, days);
  if (area.country === 'CA') {
    return [
      method('UPSCASTD', 'UPS', 'Standard Shipping', 29.95 + 0.95 * weight, on(area.groundDays)),
      method('FDXCAPRI', 'FedEx', 'International Priority', 64.95 + 2.1 * weight, on(area.remote ? 5 : 3)),
    ];
  }
  const freeGround = subtotal >= FREE_SHIPPING_MINIMUM && !area.remote;
  const groundRate = freeGround
    ? 0
    : Math.min(59.95, 8.95 + 0.55 * Math.max(0, weight - 2)) * (area.remote ? 2 : 1);
  const methods = [method('UPSGND', 'UPS', 'Standard Shipping', groundRate, on(area.groundDays))];
  if (!freeGround && weight <= USPS_MAX_WEIGHT_LB) {
    methods.push(
      method(
        'USPSPRI',
        'USPS',
        'Standard Shipping',
        area.remote ? 12.95 : 7.95,
        on(Math.max(2, area.groundDays)),
      ),
    );
  }
  methods.push(method('FDX2DAY', 'FedEx', 'Expedited', 21.95 + 0.85 * weight, on(area.remote ? 3 : 2)));
  methods.push(method('UPSNDA', 'UPS', 'Overnight', 42.95 + 1.6 * weight, on(area.remote ? 2 : 1)));
  return methods;
}

function freightMethod({ area, shipDate, weight }: Shipment): ShippingMethod {
  return method(
    'FRTLTL',
    'Freight Shipping',
    'Freight',
    119 + 0.4 * Math.max(0, weight - FREIGHT_UNIT_WEIGHT_LB),
    addBusinessDays(shipDate, area.groundDays + 2),
  );
}

/** Cheapest first; among equal rates the slower first, so the last is the fastest. */
export function sortMethods(methods: ShippingMethod[]): ShippingMethod[] {
  return [...methods].sort(
    (a, b) => a.rate - b.rate || b.estimatedDeliveryDate.localeCompare(a.estimatedDeliveryDate),
  );
}

/** 'Arrives Before Christmas' from mid-November while the cheapest delivery still lands by the 24th. */
function holidayMessage(shop: FakeShopState, today: string, methods: ShippingMethod[]): string {
  if (shop.shipping.holidayShippingMessage !== null) return shop.shipping.holidayShippingMessage;
  const { year, month, day } = parseIsoDate(today);
  const inSeason = (month === 11 && day >= 15) || (month === 12 && day <= 22);
  const first = methods[0];
  if (!inSeason || !first) return '';
  return first.estimatedDeliveryDate.slice(0, 10) <= `${year}-12-24` ? ESTIMATE_MESSAGES.holiday : '';
}

function empty(zipCode: string, statuses: Record<string, string>, error = ''): DeliveryEstimateBody {
  return {
    shipmentMethods: [],
    zipCode,
    productStockStatusList: statuses,
    estimatedDeliveryDateMessage: '',
    shippingWebSkuErrorMessage: error,
    holidayShippingMessage: '',
  };
}

/** Service items do not ship: a miscellaneous charge is delivered electronically, an install at the dealer. */
function serviceMethods(lines: PricedLine[], today: string): ShippingMethod[] {
  const day = nextBusinessDayFrom(today);
  const install = lines.some((line) => line.product.webSku === 'local-install');
  return install
    ? [method('ETRLI', '', 'Local Install', 0, addBusinessDays(day, 2))]
    : [method('ETRSV', '', 'Electronic Delivery', 0, day)];
}

/**
 * The estimated dates response for these lines and postal code ('' uses the shopper's saved code;
 * with none, no methods and no message: the widgets ask for a ZIP code).
 */
export function estimateDelivery(
  shop: FakeShopState,
  lines: EstimateLine[],
  requestedZip: string,
): DeliveryEstimateBody {
  const zipCode = requestedZip.trim().toUpperCase() || shop.shipping.shopperZipCode;
  const unknown = lines.filter((line) => !findProduct(line.webSku, shop.products)).map((line) => line.webSku);
  const priced: PricedLine[] = lines.flatMap(({ webSku, quantity }) => {
    const product = findProduct(webSku, shop.products);
    return product ? [{ product, quantity, status: stockStatus(product, quantity) }] : [];
  });
  const statuses = Object.fromEntries(priced.map((line) => [line.product.webSku, line.status]));
  if (!zipCode) return empty('', statuses);
  const area = postalArea(zipCode);
  if (!area) return empty(zipCode, statuses, ESTIMATE_ERRORS.unknownPostalCode(zipCode));
  if (priced.length === 0) return empty(area.postalCode, statuses, ESTIMATE_ERRORS.unknownParts(unknown));

  const today = shopToday(shop);
  const goods = priced.filter((line) => line.product.category !== 'service');
  let methods: ShippingMethod[];
  if (goods.length === 0) {
    methods = serviceMethods(priced, today);
  } else {
    const weight = goods.reduce((sum, line) => sum + unitWeight(line.product) * line.quantity, 0);
    const shipment: Shipment = {
      area,
      weight,
      shipDate: addBusinessDays(nextBusinessDayFrom(today), handlingDays(goods)),
      subtotal: goods.reduce((sum, line) => sum + line.product.price * line.quantity, 0),
    };
    const heavy = goods.filter((line) => unitWeight(line.product) >= FREIGHT_UNIT_WEIGHT_LB);
    const freight = heavy.length > 0 || weight >= FREIGHT_SHIPMENT_WEIGHT_LB;
    if (freight && area.country === 'CA') {
      const skus = (heavy.length > 0 ? heavy : goods).map((line) => line.product.webSku);
      return empty(area.postalCode, statuses, ESTIMATE_ERRORS.freightToCanada(skus));
    }
    methods = freight ? [freightMethod(shipment)] : parcelMethods(shipment);
  }
  const sorted = sortMethods(methods);
  const awaiting = priced.some((line) => line.status === STOCK_STATUS.awaiting);
  return {
    shipmentMethods: sorted,
    zipCode: area.postalCode,
    productStockStatusList: statuses,
    estimatedDeliveryDateMessage: awaiting ? ESTIMATE_MESSAGES.awaiting : ESTIMATE_MESSAGES.inStock,
    shippingWebSkuErrorMessage: '',
    holidayShippingMessage: holidayMessage(shop, today, sorted),
  };
}
