import type { DeliveryEstimate, ShippingMethod } from '../../../../src/api/shipping';
import {
  carrierLabel,
  dayLabel,
  dealerDisplayName,
  formatDeliveryDate,
  isAwaitingStock,
  isTomorrow,
  methodTitle,
  NO_ESTIMATE_MESSAGE,
  parseDeliveryDay,
  rateLabel,
  speedPrefix,
  summarizeEstimate,
} from '../../../../src/elements/storefront/delivery-estimate/delivery-dates';

const method = (overrides: Partial<ShippingMethod>): ShippingMethod => ({
  code: 'UPSGND',
  rate: 0,
  estimatedDeliveryDate: '2024-03-05T00:00:00',
  estimatedDeliveryDateString: 'Tuesday, March 5',
  discountedShippingRate: 0,
  shipmentTitleGeneric: 'Standard Shipping',
  carrier: 'UPS',
  ...overrides,
});

const estimate = (overrides: Partial<DeliveryEstimate>): DeliveryEstimate => ({
  shipmentMethods: [method({})],
  zipCode: '78701',
  productStockStatusList: { C13130: 'Ready to ship' },
  estimatedDeliveryDateMessage: 'Ships today',
  shippingWebSkuErrorMessage: '',
  holidayShippingMessage: '',
  ...overrides,
});

describe("'Tomorrow' (spec §9)", () => {
  it('is the delivery date equal to today plus one day, whatever the time', () => {
    const today = new Date(2024, 2, 4, 23, 59);
    expect(isTomorrow(new Date(2024, 2, 5, 0, 0), today)).toBe(true);
    expect(isTomorrow(new Date(2024, 2, 5, 23, 30), new Date(2024, 2, 4, 0, 1))).toBe(true);
    expect(isTomorrow(new Date(2024, 2, 4, 12), today)).toBe(false);
    expect(isTomorrow(new Date(2024, 2, 6), today)).toBe(false);
  });

  it('crosses months and years', () => {
    expect(isTomorrow(new Date(2024, 3, 1), new Date(2024, 2, 31))).toBe(true);
    expect(isTomorrow(new Date(2025, 0, 1), new Date(2024, 11, 31, 18))).toBe(true);
    expect(isTomorrow(new Date(2024, 2, 1), new Date(2024, 1, 29))).toBe(true);
  });
});

describe('delivery dates', () => {
  it("read a server date as its calendar day and format it like 'Tue, Mar 5'", () => {
    const day = parseDeliveryDay('2024-03-05T00:00:00');
    expect(day?.getDate()).toBe(5);
    expect(formatDeliveryDate(day as Date)).toBe('Tue, Mar 5');
    expect(parseDeliveryDay('2024-03-05T23:59:59Z')?.getDate()).toBe(5);
    expect(parseDeliveryDay('not a date')).toBeNull();
    expect(parseDeliveryDay('')).toBeNull();
  });

  it("say Tomorrow for the next day, Today only for pickups, and fall back to the server's words", () => {
    const today = new Date(2024, 2, 4, 9);
    expect(dayLabel('2024-03-05', today)).toEqual({ text: 'Tomorrow', long: 'Tomorrow', isTomorrow: true });
    expect(dayLabel('2024-03-06', today)).toEqual({
      text: 'Wed, Mar 6',
      long: 'Wednesday, March 6',
      isTomorrow: false,
    });
    expect(dayLabel('2024-03-04', today).text).toBe('Mon, Mar 4');
    expect(dayLabel('2024-03-04', today, { allowToday: true }).text).toBe('Today');
    expect(dayLabel('soon', today, { serverText: 'Within a week' }).text).toBe('Within a week');
  });
});

describe('shipping method display rules (spec §9)', () => {
  const today = new Date(2024, 2, 4);

  it('shows ETRWC and ETRLI as Local Install, ETRSV as Electronic Delivery', () => {
    expect(methodTitle(method({ code: 'ETRWC' }), today)).toBe('Local Install');
    expect(methodTitle(method({ code: 'ETRLI' }), today)).toBe('Local Install');
    expect(methodTitle(method({ code: 'ETRSV' }), today)).toBe('Electronic Delivery');
  });

  it('shows next-day as Tomorrow and other methods as their date', () => {
    expect(methodTitle(method({ estimatedDeliveryDate: '2024-03-05T00:00:00' }), today)).toBe('Tomorrow');
    expect(methodTitle(method({ estimatedDeliveryDate: '2024-03-07T00:00:00' }), today)).toBe('Thu, Mar 7');
  });

  it("shows rate 0 as Free, and the carrier 'Freight Shipping' as is, others 'Delivered by {carrier}'", () => {
    expect(rateLabel(0)).toBe('Free');
    expect(rateLabel(12.5)).toBe('$12.50');
    expect(carrierLabel('Freight Shipping')).toBe('Freight Shipping');
    expect(carrierLabel('UPS')).toBe('Delivered by UPS');
    expect(carrierLabel('FedEx')).toBe('Delivered by FedEx');
    expect(carrierLabel('')).toBe('');
    expect(carrierLabel(null)).toBe('');
  });

  it("prefixes Fast when the cheapest method's discountedShippingRate is above 0, Free otherwise", () => {
    expect(speedPrefix(method({ rate: 9.95, discountedShippingRate: 0 }))).toBe('Free');
    expect(speedPrefix(method({ rate: 0, discountedShippingRate: 4.95 }))).toBe('Fast');
  });

  it('is not Fast when the discounted rate is null or absent, whatever the rate (issue 11)', () => {
    expect(speedPrefix(method({ rate: 7.95, discountedShippingRate: null }))).toBe('Free');
    expect(speedPrefix(method({ rate: 7.95, discountedShippingRate: undefined }))).toBe('Free');
  });
});

describe('stock and dealers', () => {
  it("treats 'Ready for direct ship' and 'Ready to ship' as not awaiting stock (spec §9)", () => {
    expect(isAwaitingStock('Ready to ship')).toBe(false);
    expect(isAwaitingStock('Ready for direct ship')).toBe(false);
    expect(isAwaitingStock('ready to ship ')).toBe(false);
    expect(isAwaitingStock('Awaiting stock')).toBe(true);
    expect(isAwaitingStock('Backordered')).toBe(true);
  });

  it('removes the trailing dash-suffix of a dealer name', () => {
    expect(dealerDisplayName('Hitch Pros - TX12')).toBe('Hitch Pros');
    expect(dealerDisplayName('Lone Star Trailer & Hitch - TX07')).toBe('Lone Star Trailer & Hitch');
    expect(dealerDisplayName('Hitch Pros -TX12')).toBe('Hitch Pros');
    expect(dealerDisplayName('Smith-Jones Towing')).toBe('Smith-Jones Towing');
    expect(dealerDisplayName('Hitch Pros')).toBe('Hitch Pros');
  });
});

describe('summarizeEstimate', () => {
  it('takes the first method as the cheapest and the last as the fastest', () => {
    const summary = summarizeEstimate(
      estimate({
        shipmentMethods: [
          method({ code: 'UPSGND', estimatedDeliveryDate: '2024-03-07' }),
          method({
            code: 'UPSNDA',
            rate: 49,
            discountedShippingRate: 49,
            estimatedDeliveryDate: '2024-03-05',
          }),
        ],
      }),
    );
    expect(summary).toMatchObject({
      kind: 'dates',
      prefix: 'Free',
      hasFasterOption: true,
      awaitingStock: false,
    });
    if (summary.kind !== 'dates') throw new Error('expected dates');
    expect(summary.cheapest.code).toBe('UPSGND');
    expect(summary.fastest.code).toBe('UPSNDA');
  });

  it('notices a part awaiting stock', () => {
    const summary = summarizeEstimate(
      estimate({ productStockStatusList: { A: 'Ready to ship', B: 'Awaiting stock' } }),
    );
    expect(summary).toMatchObject({ kind: 'dates', awaitingStock: true, hasFasterOption: false });
  });

  it('shows shippingWebSkuErrorMessage in place of an empty estimate message, under the dates (spec §8)', () => {
    const summary = summarizeEstimate(
      estimate({ estimatedDeliveryDateMessage: '', shippingWebSkuErrorMessage: 'Cannot ship C18153' }),
    );
    expect(summary).toMatchObject({ kind: 'dates', note: 'Cannot ship C18153' });
    if (summary.kind !== 'dates') throw new Error('expected dates');
    expect(summary.cheapest.code).toBe('UPSGND');
  });

  it('keeps the dates when the estimate message is empty and there is no error message (issue 11)', () => {
    expect(
      summarizeEstimate(estimate({ estimatedDeliveryDateMessage: ' ', shippingWebSkuErrorMessage: '' })),
    ).toMatchObject({ kind: 'dates', note: '', prefix: 'Free' });
  });

  it('without shipment methods, shows shippingWebSkuErrorMessage or the no-estimate text', () => {
    expect(
      summarizeEstimate(
        estimate({
          shipmentMethods: [],
          estimatedDeliveryDateMessage: '',
          shippingWebSkuErrorMessage: 'Cannot ship C18153',
        }),
      ),
    ).toEqual({ kind: 'unavailable', message: 'Cannot ship C18153' });
    expect(summarizeEstimate(estimate({ shipmentMethods: [], shippingWebSkuErrorMessage: '' }))).toEqual({
      kind: 'unavailable',
      message: NO_ESTIMATE_MESSAGE,
    });
  });
});
