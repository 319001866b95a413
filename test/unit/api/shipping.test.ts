import { fetchClosestPostalCode, fetchDeliveryEstimate } from '../../../src/api/shipping';
import { resetHttp } from '../../../src/core/http';
import { injectFault } from '../../../src/mocks/controls';
import { watchDrift } from './drift';

let drift: ReturnType<typeof watchDrift>;
beforeEach(() => {
  resetHttp();
  drift = watchDrift();
});

const PATH = '/api/shipping/cartestimateddeliverydates';
const estimate = () => fetchDeliveryEstimate({ webSkus: ['C13130'], zipCode: '78701', isProductPage: true });

describe('the delivery estimate (tolerant reader)', () => {
  it('passes extra fields at every level', async () => {
    const plain = await estimate();
    injectFault({ path: PATH, mergeBody: { newField: 1, shipmentMethods: { serviceLevel: 'x' } } });
    await expect(estimate()).resolves.toEqual(plain);
    expect(drift.fields()).toEqual([]);
  });

  it('reads carrier: 77 as no carrier and keeps the dates, logging the drift once', async () => {
    const plain = await estimate();
    expect(plain.shipmentMethods.length).toBeGreaterThan(0);
    injectFault({ path: PATH, mergeBody: { shipmentMethods: { carrier: 77 } }, times: 2 });
    const drifted = await estimate();
    await estimate();
    expect(drifted.shipmentMethods.map((method) => method.carrier)).toEqual(
      plain.shipmentMethods.map(() => null),
    );
    expect(drifted.shipmentMethods.map((method) => method.estimatedDeliveryDate)).toEqual(
      plain.shipmentMethods.map((method) => method.estimatedDeliveryDate),
    );
    expect(drifted.estimatedDeliveryDateMessage).toBe(plain.estimatedDeliveryDateMessage);
    expect(drift.fields()).toEqual(['shipmentMethods[].carrier']);
  });

  it('degrades a drifted message to empty, logged once', async () => {
    injectFault({ path: PATH, mergeBody: { holidayShippingMessage: { text: 'x' } } });
    await expect(estimate()).resolves.toMatchObject({ holidayShippingMessage: '' });
    expect(drift.fields()).toEqual(['estimate.holidayShippingMessage']);
  });

  it('is a server fault when the answer has neither methods nor the reason for none', async () => {
    injectFault({ path: PATH, body: { unexpected: true } });
    await expect(estimate()).rejects.toMatchObject({ kind: 'shape' });
    injectFault({ path: PATH, mergeBody: { shipmentMethods: { estimatedDeliveryDate: 5 } } });
    await expect(estimate()).rejects.toMatchObject({ kind: 'shape' });
  });

  it("takes an empty method list, or the server's own reason, as an answer", async () => {
    injectFault({ path: PATH, body: { shipmentMethods: [], zipCode: '78701' } });
    await expect(estimate()).resolves.toMatchObject({ shipmentMethods: [], zipCode: '78701' });
    injectFault({ path: PATH, body: { shippingWebSkuErrorMessage: 'We could not find part C13130.' } });
    await expect(estimate()).resolves.toMatchObject({
      shipmentMethods: [],
      shippingWebSkuErrorMessage: 'We could not find part C13130.',
    });
  });
});

describe('the closest postal code (tolerant reader)', () => {
  const CLOSEST = '/api/geography/closest-postal-code/';
  const closest = () => fetchClosestPostalCode(30.2672, -97.7431);

  it('passes extra fields and reads the code', async () => {
    injectFault({ path: CLOSEST, mergeBody: { shopNewField: 'x', btToken: 12345 } });
    await expect(closest()).resolves.toEqual({ zipcode: '78701' });
    expect(drift.fields()).toEqual([]);
  });

  it("reads '' and null as no code near", async () => {
    injectFault({ path: CLOSEST, body: { zipcode: null } });
    await expect(closest()).resolves.toEqual({ zipcode: '' });
    injectFault({ path: CLOSEST, body: { zipcode: '' } });
    await expect(closest()).resolves.toEqual({ zipcode: '' });
  });

  it('is a server fault when the answer has no zipcode at all, never "none near you"', async () => {
    injectFault({ path: CLOSEST, body: { unexpected: true } });
    await expect(closest()).rejects.toMatchObject({ kind: 'shape' });
    injectFault({ path: CLOSEST, body: { zipcode: 78701 } });
    await expect(closest()).rejects.toMatchObject({ kind: 'shape' });
  });
});
