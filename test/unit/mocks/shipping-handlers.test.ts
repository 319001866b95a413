import {
  closestPostalCodeSchema,
  deliveryEstimateSchema,
  fetchCartDeliveryEstimate,
  fetchDeliveryEstimate,
  SHIPPING_PATHS,
  shippingMethodUpdateSchema,
} from '../../../src/api/shipping';
import { recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { ESTIMATE_ERRORS, ESTIMATE_MESSAGES, STOCK_STATUS } from '../../../src/mocks/shipping/estimate';
import { state } from '../../../src/mocks/state';
import { getJson, postJson, shopFetch } from './shop-fetch';

/** A Monday with no holiday near. */
const MONDAY = '2025-03-03';

async function productEstimate(webSkus: string[], zipCode: string) {
  return fetchDeliveryEstimate({ webSkus, zipCode, isProductPage: true });
}

function dates(estimate: { shipmentMethods: { estimatedDeliveryDate: string }[] }) {
  return estimate.shipmentMethods.map((method) => method.estimatedDeliveryDate.slice(0, 10));
}

beforeEach(() => seedFakeShop({ shipping: { today: MONDAY } }));

describe('POST /api/shipping/cartestimateddeliverydates', () => {
  it('gives cheapest-first methods from UPS, USPS and FedEx in business days from the warehouse', async () => {
    const estimate = await productEstimate(['C56146'], '65201');
    expect(estimate.zipCode).toBe('65201');
    expect(estimate.shipmentMethods.map((method) => [method.code, method.carrier])).toEqual([
      ['USPSPRI', 'USPS'],
      ['UPSGND', 'UPS'],
      ['FDX2DAY', 'FedEx'],
      ['UPSNDA', 'UPS'],
    ]);
    expect(dates(estimate)).toEqual(['2025-03-05', '2025-03-04', '2025-03-05', '2025-03-04']);
    const rates = estimate.shipmentMethods.map((method) => method.rate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(estimate.shipmentMethods[0]).toMatchObject({
      estimatedDeliveryDateString: 'Wednesday, March 5',
      discountedShippingRate: 7.95,
    });
    expect(estimate.estimatedDeliveryDateMessage).toBe(ESTIMATE_MESSAGES.inStock);
    expect(estimate.productStockStatusList).toEqual({ C56146: STOCK_STATUS.ready });
  });

  it('ships orders at or above the free-shipping minimum by ground for free', async () => {
    const estimate = await productEstimate(['C13130'], '78701');
    expect(estimate.shipmentMethods[0]).toMatchObject({ code: 'UPSGND', rate: 0, discountedShippingRate: 0 });
    expect(dates(estimate)[0]).toBe('2025-03-05');
  });

  it('takes longer further from the warehouse, and longer still to Canada', async () => {
    const near = dates(await productEstimate(['C13130'], '65201'))[0];
    const far = dates(await productEstimate(['C13130'], '98101'))[0];
    const canada = await productEstimate(['C13130'], 'M5V 2T6');
    expect(near).toBe('2025-03-04');
    expect(far).toBe('2025-03-10');
    expect(canada.zipCode).toBe('M5V 2T6');
    expect(canada.shipmentMethods.map((method) => method.carrier)).toEqual(['UPS', 'FedEx']);
    expect(dates(canada)[0]).toBe('2025-03-10');
    expect(canada.shipmentMethods.every((method) => method.rate > 0)).toBe(true);
  });

  it('sends heavy parts by truck freight only, which cannot go to Canada', async () => {
    const freight = await productEstimate(['C18153'], '78701');
    expect(freight.shipmentMethods).toHaveLength(1);
    expect(freight.shipmentMethods[0]).toMatchObject({ carrier: 'Freight Shipping', code: 'FRTLTL' });
    expect(dates(freight)).toEqual(['2025-03-07']);
    const canada = await productEstimate(['C18153'], 'T2P 2M5');
    expect(canada.shipmentMethods).toEqual([]);
    expect(canada.estimatedDeliveryDateMessage).toBe('');
    expect(canada.shippingWebSkuErrorMessage).toBe(ESTIMATE_ERRORS.freightToCanada(['C18153']));
  });

  it('waits for the restock of parts awaiting stock, less for parts shipped by the manufacturer', async () => {
    const awaiting = await productEstimate(['GH-523'], '65201');
    expect(awaiting.productStockStatusList).toEqual({ 'GH-523': STOCK_STATUS.awaiting });
    expect(awaiting.estimatedDeliveryDateMessage).toBe(ESTIMATE_MESSAGES.awaiting);
    expect(dates(awaiting).at(-1)).toBe('2025-03-13');
    const direct = await productEstimate(['75237'], '65201');
    expect(direct.productStockStatusList).toEqual({ '75237': STOCK_STATUS.direct });
    expect(dates(direct).at(-1)).toBe('2025-03-06');
  });

  it('uses the saved ZIP code when none is sent, and gives no methods without one', async () => {
    const none = await productEstimate(['C13130'], '');
    expect(none).toMatchObject({ zipCode: '', shipmentMethods: [], shippingWebSkuErrorMessage: '' });
    seedFakeShop({ shipping: { shopperZipCode: '30303' } });
    expect((await productEstimate(['C13130'], '')).zipCode).toBe('30303');
  });

  it('explains unknown ZIP codes and parts', async () => {
    const zip = await productEstimate(['C13130'], '00012');
    expect(zip.shippingWebSkuErrorMessage).toBe(ESTIMATE_ERRORS.unknownPostalCode('00012'));
    const part = await productEstimate(['NOPE-1'], '78701');
    expect(part.shippingWebSkuErrorMessage).toBe(ESTIMATE_ERRORS.unknownParts(['NOPE-1']));
  });

  it('says Arrives Before Christmas in season, and a seeded holiday message always', async () => {
    seedFakeShop({ shipping: { today: '2025-12-01' } });
    expect((await productEstimate(['C13130'], '78701')).holidayShippingMessage).toBe(
      'Arrives Before Christmas',
    );
    seedFakeShop({ shipping: { today: '2025-12-23' } });
    expect((await productEstimate(['C13130'], '78701')).holidayShippingMessage).toBe('');
    seedFakeShop({ shipping: { today: MONDAY, holidayShippingMessage: 'Order by Friday for Easter' } });
    expect((await productEstimate(['C13130'], '78701')).holidayShippingMessage).toBe(
      'Order by Friday for Easter',
    );
  });

  it('refuses a body without skus', async () => {
    const response = await postJson(SHIPPING_PATHS.estimatedDeliveryDates, { webSkus: [], zipCode: '78701' });
    expect(response.status).toBe(400);
  });
});

describe('the cart estimate by sku-to-quantity map', () => {
  it('counts quantities: more units than in stock wait for the restock', async () => {
    const estimate = await fetchCartDeliveryEstimate({ webSkuQuantities: { C51180: 3 }, zipCode: '65201' });
    expect(estimate.productStockStatusList).toEqual({ C51180: STOCK_STATUS.awaiting });
    const one = await fetchCartDeliveryEstimate({ webSkuQuantities: { C51180: 1 }, zipCode: '65201' });
    expect(one.productStockStatusList).toEqual({ C51180: STOCK_STATUS.ready });
  });

  it('goes by freight when the whole shipment is heavy', async () => {
    const estimate = await fetchCartDeliveryEstimate({ webSkuQuantities: { C13130: 4 }, zipCode: '65201' });
    expect(estimate.shipmentMethods.map((method) => method.carrier)).toEqual(['Freight Shipping']);
  });

  it('delivers service items without shipping', async () => {
    const misc = await fetchCartDeliveryEstimate({ webSkuQuantities: { misc: 25 }, zipCode: '65201' });
    expect(misc.shipmentMethods.map((method) => [method.code, method.rate])).toEqual([['ETRSV', 0]]);
    const install = await fetchCartDeliveryEstimate({
      webSkuQuantities: { 'local-install': 1 },
      zipCode: '65201',
    });
    expect(install.shipmentMethods.map((method) => method.code)).toEqual(['ETRLI']);
  });

  it('parses with the library schema and records the body', async () => {
    const response = await postJson(SHIPPING_PATHS.cartEstimatedDeliveryDates, {
      webSkuQuantities: { C13130: 1 },
      zipCode: '78701',
    });
    expect(deliveryEstimateSchema.safeParse(await response.json()).success).toBe(true);
    expect(recordedRequests({ path: SHIPPING_PATHS.cartEstimatedDeliveryDates })[0]?.body).toEqual({
      webSkuQuantities: { C13130: 1 },
      zipCode: '78701',
    });
  });
});

describe('POST /api/shopper/zipcode', () => {
  it('saves the ZIP code upper-cased, and later estimates use it', async () => {
    const response = await postJson(SHIPPING_PATHS.shopperZipCode, {
      userSession: state.session.userSession,
      pageType: 'default',
      zipCode: 'k1a 0b1',
    });
    expect(await response.json()).toEqual({ success: true, zipCode: 'K1A 0B1' });
    expect(state.shipping.shopperZipCode).toBe('K1A 0B1');
  });

  it('refuses malformed codes and another session', async () => {
    expect((await postJson(SHIPPING_PATHS.shopperZipCode, { zipCode: '1234' })).status).toBe(400);
    const other = await postJson(SHIPPING_PATHS.shopperZipCode, {
      userSession: 'someone-else',
      zipCode: '78701',
    });
    expect(other.status).toBe(403);
    expect(state.shipping.shopperZipCode).toBe('');
  });
});

describe('GET /api/geography/closest-postal-code', () => {
  it('answers the nearest postal code', async () => {
    const answer = closestPostalCodeSchema.parse(
      await getJson('/api/geography/closest-postal-code/?latitude=38.95&longitude=-92.33'),
    );
    expect(answer.zipcode).toBe('65201');
  });

  it('refuses positions that are not numbers', async () => {
    const response = await shopFetch('/api/geography/closest-postal-code/?latitude=north&longitude=1');
    expect(response.status).toBe(400);
  });
});

describe('PUT /api/checkout/cart/shipping-method/{id}', () => {
  it('saves a method the cart is offered, and refuses others', async () => {
    seedFakeShop({ shipping: { shopperZipCode: '78701' } });
    const saved = await shopFetch(SHIPPING_PATHS.checkoutShippingMethod('FDX2DAY'), { method: 'PUT' });
    expect(shippingMethodUpdateSchema.parse(await saved.json())).toEqual({
      success: true,
      selectedShippingMethodCode: 'FDX2DAY',
    });
    expect(state.shipping.selectedShippingMethodCode).toBe('FDX2DAY');
    const refused = await shopFetch(SHIPPING_PATHS.checkoutShippingMethod('FRTLTL'), { method: 'PUT' });
    expect(refused.status).toBe(422);
    expect(state.shipping.selectedShippingMethodCode).toBe('FDX2DAY');
  });
});
