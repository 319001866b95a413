import { cartSchema } from '../../../src/api/cart';
import {
  createInitialState,
  DEFAULT_FEATURE_TOGGLES,
  fakeShopSnapshot,
  getRole,
  injectFault,
  PRODUCTS,
  recordedRequests,
  resetFakeShop,
  seedFakeShop,
  setExperimentBucket,
  setFeatureToggle,
  setOnOffExperiment,
  setRole,
} from '../../../src/mocks';
import { state } from '../../../src/mocks/state';
import { getJson, shopFetch } from './shop-fetch';

function first<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('expected at least one item');
  return item;
}

describe('resetFakeShop', () => {
  it('restores the seed after every kind of change', async () => {
    const seedPrice = PRODUCTS[0]?.price;
    setRole('dealer');
    setFeatureToggle('saved-product-list', false);
    setExperimentBucket('ShipToShop', 4);
    setOnOffExperiment('SkipShipping', true);
    injectFault({ path: '/api/cart/id', status: 500, times: Infinity });
    seedFakeShop({ cart: { lines: [{ lineID: 40, webSku: 'misc', quantity: 5, attribute: null }] } });
    first(state.products).price = 1;
    await shopFetch('/api/cart/details');

    resetFakeShop();

    expect(getRole()).toBe('shopper');
    expect(fakeShopSnapshot().featureToggles).toEqual(DEFAULT_FEATURE_TOGGLES);
    expect(fakeShopSnapshot().experiments).toEqual({ onOff: {}, buckets: {} });
    expect(state.faults).toEqual([]);
    expect(recordedRequests()).toEqual([]);
    expect(state.products[0]?.price).toBe(seedPrice);
    expect(PRODUCTS[0]?.price).toBe(seedPrice);
    const cart = cartSchema.parse(await getJson('/api/cart/details'));
    expect(cart.items.map((item) => item.webSku)).toEqual(['C13130', '90195']);
    expect(await (await shopFetch('/api/cart/id')).json()).toEqual({
      cartId: createInitialState().cart.cartId,
    });
  });

  it('builds a fresh state each time, sharing nothing with the last one', () => {
    const a = createInitialState();
    const b = createInitialState();
    first(a.cart.lines).quantity = 99;
    a.featureToggles['saved-product-list'] = false;
    first(a.products).stockQuantity = 0;
    expect(b.cart.lines[0]?.quantity).toBe(1);
    expect(b.featureToggles['saved-product-list']).toBe(true);
    expect(b.products[0]?.stockQuantity).toBe(PRODUCTS[0]?.stockQuantity);
  });
});

describe('seedFakeShop', () => {
  it('merges objects key by key and replaces arrays', async () => {
    seedFakeShop({
      featureToggles: { 'Gifts-Link': true },
      cart: { lines: [{ lineID: 5, webSku: 'C56146', quantity: 2, attribute: null }] },
    });
    expect(state.featureToggles['Gifts-Link']).toBe(true);
    expect(state.featureToggles['saved-product-list']).toBe(true);
    expect(state.cart.lines).toHaveLength(1);
    expect(state.cart.cartId).toBe(createInitialState().cart.cartId);
    expect(state.cart.nextLineId).toBe(6);
  });

  it('applies the role first so a seed can adjust its session', async () => {
    seedFakeShop({ role: 'dealer', session: { installer: { viewAsCustomer: true } } });
    const login = (await getJson('/api/installers/login')) as { installerDetails: unknown };
    expect(login.installerDetails).toEqual({
      dealerInstallerId: 4711,
      isOptedIn: true,
      shippingCompany: 'Hitch Pros - TX12',
      viewAsCustomer: true,
    });
  });

  it('copies what it is given, so the caller can reuse its objects', () => {
    const lines = [{ lineID: 1, webSku: 'C56146', quantity: 2, attribute: null }];
    seedFakeShop({ cart: { lines } });
    first(lines).quantity = 50;
    expect(state.cart.lines[0]?.quantity).toBe(2);
  });
});
