import {
  chooseCartPickupDealer,
  clearCartPickupDealer,
  fetchCartPickupDealer,
  fetchCartPickupDealerExists,
  fetchLocalPickupDealers,
  fetchSameDayInstaller,
  isPickupPostalCode,
  setDealerLocalPickup,
} from '../../../src/api/pickup';
import { ApiError } from '../../../src/core/errors';
import { recordedRequests, seedFakeShop, setRole } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { shopFetch } from './shop-fetch';

const CART_ID = 845_120;

describe('local pickup postal codes (spec §5)', () => {
  it('takes 5 to 50 characters whose first 5 are a number above 0', () => {
    expect(isPickupPostalCode('78701')).toBe(true);
    expect(isPickupPostalCode('78701-1234')).toBe(true);
    expect(isPickupPostalCode(`78701${'x'.repeat(45)}`)).toBe(true);
    expect(isPickupPostalCode(`78701${'x'.repeat(46)}`)).toBe(false);
    expect(isPickupPostalCode('7870')).toBe(false);
    expect(isPickupPostalCode('00000')).toBe(false);
    expect(isPickupPostalCode('K1A 0B1')).toBe(false);
    expect(isPickupPostalCode(' 7870')).toBe(false);
  });

  it('answers success false without a call for any other code', async () => {
    expect(await fetchLocalPickupDealers('K1A 0B1')).toEqual({ success: false, dealers: [] });
    expect(await fetchLocalPickupDealers('00000')).toEqual({ success: false, dealers: [] });
    expect(recordedRequests({ path: '/api/installers/local-pickup' })).toEqual([]);
  });
});

describe('GET /api/installers/local-pickup', () => {
  it('lists the dealers near a ZIP code, nearest first, with their distance', async () => {
    const answer = await fetchLocalPickupDealers('78701');
    expect(answer.success).toBe(true);
    expect(answer.dealers.map((dealer) => dealer.name)).toEqual([
      'Hitch Pros - TX12',
      'Hitch Pros - TX31',
      'Lone Star Trailer & Hitch - TX07',
    ]);
    const distances = answer.dealers.map((dealer) => dealer.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(answer.dealers[0]).toMatchObject({ city: 'Austin', state: 'TX', postalCode: '78704' });
    expect(answer.dealers[0]).not.toHaveProperty('sameDaySkus');
  });

  it('lists none far from every dealer', async () => {
    expect(await fetchLocalPickupDealers('59901')).toEqual({ success: true, dealers: [] });
  });
});

describe("the cart's pickup dealer", () => {
  it('starts without one, then is set, read and cleared', async () => {
    expect(await fetchCartPickupDealerExists()).toEqual({ exists: false });
    expect(await fetchCartPickupDealer(CART_ID)).toEqual({ success: true, dealer: null });

    const chosen = await chooseCartPickupDealer(CART_ID, 4712, 'key-1');
    expect(chosen.dealer).toMatchObject({ dealerInstallerId: 4712, name: 'Hitch Pros - TX31' });
    expect(await fetchCartPickupDealerExists()).toEqual({ exists: true });
    expect((await fetchCartPickupDealer(CART_ID)).dealer?.dealerInstallerId).toBe(4712);
    expect(recordedRequests({ method: 'POST' }).at(-1)?.path).toBe(
      `/api/installers/local-pickup-installer/${CART_ID}/dealer/4712`,
    );

    expect(await clearCartPickupDealer('key-2')).toEqual({ success: true });
    expect(state.shipping.cartPickupDealerId).toBe(0);
    expect(await fetchCartPickupDealerExists()).toEqual({ exists: false });
  });

  it('refuses another cart and a dealer without local pickup', async () => {
    await expect(fetchCartPickupDealer(1)).rejects.toMatchObject({ kind: 'http', status: 404 });
    await expect(chooseCartPickupDealer(CART_ID, 99, 'key')).rejects.toBeInstanceOf(ApiError);
    expect(state.shipping.cartPickupDealerId).toBe(0);
  });
});

describe('PUT /api/installers/{id}/local-pickup', () => {
  it('lets the signed-in dealer stop and start offering local pickup', async () => {
    setRole('dealer');
    seedFakeShop({ shipping: { cartPickupDealerId: 4711 } });
    expect(await setDealerLocalPickup(4711, false, 'k1')).toEqual({
      success: true,
      dealerInstallerId: 4711,
      localPickup: false,
    });
    expect((await fetchLocalPickupDealers('78701')).dealers.map((d) => d.dealerInstallerId)).not.toContain(
      4711,
    );
    expect(state.shipping.cartPickupDealerId).toBe(0);
    await setDealerLocalPickup(4711, true, 'k2');
    expect((await fetchLocalPickupDealers('78701')).dealers[0]?.dealerInstallerId).toBe(4711);
  });

  it('refuses anyone but that dealer', async () => {
    await expect(setDealerLocalPickup(4711, false, 'k')).rejects.toMatchObject({ status: 403 });
    setRole('dealer');
    await expect(setDealerLocalPickup(4712, false, 'k')).rejects.toMatchObject({ status: 403 });
  });
});

describe('GET /api/same-day-pickup/installer', () => {
  it('finds the nearest store with the part on its shelf, ready today on a business day', async () => {
    seedFakeShop({ shipping: { today: '2025-03-04' } });
    const installer = await fetchSameDayInstaller('C13130', '78701');
    expect(installer).toMatchObject({ dealerInstallerId: 4711, earliestPickupDay: '2025-03-04' });
    expect(installer?.distance).toBeGreaterThan(0);
  });

  it('is ready on Monday when asked at the weekend', async () => {
    seedFakeShop({ shipping: { today: '2025-03-08' } });
    expect((await fetchSameDayInstaller('C13130', '78701'))?.earliestPickupDay).toBe('2025-03-10');
  });

  it('has no pickup day when no store near keeps the part', async () => {
    expect(await fetchSameDayInstaller('C18153', '78701')).toMatchObject({
      earliestPickupDay: '',
      dealerInstallerId: 0,
    });
    expect(await fetchSameDayInstaller('C13130', '59901')).toMatchObject({ earliestPickupDay: '' });
  });

  it('is not asked for Canadian postal codes, and refuses a call without a part', async () => {
    expect(await fetchSameDayInstaller('C13130', 'M5V 2T6')).toBeNull();
    expect(recordedRequests({ path: '/api/same-day-pickup/*' })).toEqual([]);
    expect((await shopFetch('/api/same-day-pickup/installer/?websku=&postalCode=78701')).status).toBe(400);
  });
});
