import { waitFor } from '@testing-library/react';
import { SHIPPING_PATHS } from '../../../src/api/shipping';
import { resetConfig } from '../../../src/core/config';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { cartStore } from '../../../src/stores/cart';
import {
  CART_ESTIMATE_KEY,
  changeZipCode,
  choosePickupDealer,
  deliveryStore,
  estimateKey,
  loadEstimate,
  loadPickup,
  normalizeZipCode,
  PICKUP_ERRORS,
  resetDeliveryStore,
  selectHolidayShippingMessage,
  shipToDoorInstead,
} from '../../../src/stores/delivery';

const product = { kind: 'product', webSkus: ['C13130'] } as const;
const cart = { kind: 'cart', webSkuQuantities: { C13130: 1, '90195': 2 } } as const;
const productKey = estimateKey(product);

function estimateCalls() {
  return recordedRequests({ path: '/api/shipping/*' });
}

beforeEach(() => seedFakeShop({ shipping: { today: '2025-03-03' } }));
afterEach(() => {
  document.getElementById('shop-widgets-config')?.remove();
});

describe('delivery estimates', () => {
  it('share one call between widgets asking for the same thing, and learn the saved ZIP code', async () => {
    seedFakeShop({ shipping: { shopperZipCode: '30303' } });
    await Promise.all([
      loadEstimate(product),
      loadEstimate({ kind: 'product', webSkus: ['C13130', 'C13130'] }),
    ]);
    expect(estimateCalls()).toHaveLength(1);
    expect(estimateCalls()[0]?.body).toEqual({ webSkus: ['C13130'], zipCode: '', isProductPage: true });
    expect(deliveryStore.getState().zipCode).toBe('30303');
    expect(deliveryStore.getState().estimates[productKey]).toMatchObject({
      status: 'ready',
      zipCode: '30303',
    });
    await loadEstimate(product);
    expect(estimateCalls()).toHaveLength(1);
  });

  it('estimate the cart by sku-to-quantity map, and an empty cart without a call', async () => {
    await loadEstimate(cart);
    expect(recordedRequests({ path: SHIPPING_PATHS.cartEstimatedDeliveryDates })[0]?.body).toEqual({
      webSkuQuantities: { C13130: 1, '90195': 2 },
      zipCode: '',
    });
    await loadEstimate({ kind: 'cart', webSkuQuantities: {} });
    expect(estimateCalls()).toHaveLength(1);
    expect(deliveryStore.getState().estimates[CART_ESTIMATE_KEY]).toMatchObject({
      status: 'ready',
      estimate: null,
    });
  });

  it('log a failed call and stop loading (spec §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    injectFault({ path: SHIPPING_PATHS.estimatedDeliveryDates, status: 500 });
    await loadEstimate(product);
    expect(deliveryStore.getState().estimates[productKey]?.status).toBe('error');
    await waitFor(() => expect(recordedRequests({ path: '/api/logger/errors' })).toHaveLength(1));
    await waitFor(() => expect(recordedRequests({ path: '/api/logger/warning' })).toHaveLength(1));
    expect(recordedRequests({ path: '/api/logger/warning' })[0]?.body).toMatchObject({
      message: 'Delivery estimate could not be loaded',
      source: 'delivery-estimate',
    });
  });

  it("expose the cart estimate's holiday message for the cart's holiday banner", async () => {
    seedFakeShop({
      shipping: { holidayShippingMessage: 'Arrives Before Christmas', shopperZipCode: '78701' },
    });
    await loadEstimate(cart);
    expect(selectHolidayShippingMessage(deliveryStore.getState())).toBe('Arrives Before Christmas');
    expect(cartStore.getState().holidayShippingMessage).toBe('Arrives Before Christmas');
    seedFakeShop({ shipping: { holidayShippingMessage: '' } });
    await loadEstimate(cart, { force: true });
    expect(deliveryStore.getState().holidayShippingMessage).toBe('');
    expect(cartStore.getState().holidayShippingMessage).toBeNull();
  });
});

describe('changing the ZIP code', () => {
  it('normalizes codes', () => {
    expect(normalizeZipCode(' 78701 ')).toBe('78701');
    expect(normalizeZipCode('k1a0b1')).toBe('K1A 0B1');
    expect(normalizeZipCode('k1a  0b1')).toBe('K1A 0B1');
  });

  it('changes nothing for the current code', async () => {
    seedFakeShop({ shipping: { shopperZipCode: '78701' } });
    await loadEstimate(product);
    const announce = vi.fn();
    expect(changeZipCode('78701', announce)).toBe('unchanged');
    expect(announce).not.toHaveBeenCalled();
    expect(recordedRequests({ path: SHIPPING_PATHS.shopperZipCode })).toEqual([]);
    expect(estimateCalls()).toHaveLength(1);
  });

  it('reloads every estimate, saves the code with the session and page type, and announces it', async () => {
    resetConfig({ pageType: 'checkout-shipping' });
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = 'shop-widgets-config';
    config.textContent = JSON.stringify({ userSession: state.session.userSession });
    document.head.append(config);
    resetDeliveryStore();
    await Promise.all([loadEstimate(product), loadEstimate(cart)]);

    const seen = vi.fn();
    window.addEventListener('shop:zip-changed', seen);
    expect(changeZipCode('m5v2t6')).toBe('changed');
    window.removeEventListener('shop:zip-changed', seen);
    expect((seen.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      zipCode: 'M5V 2T6',
      previousZipCode: '',
    });

    await waitFor(() => expect(state.shipping.shopperZipCode).toBe('M5V 2T6'));
    expect(recordedRequests({ path: SHIPPING_PATHS.shopperZipCode })[0]?.body).toEqual({
      userSession: 'fake-session-shopper',
      pageType: 'checkout-shipping',
      zipCode: 'M5V 2T6',
    });
    await waitFor(() => expect(deliveryStore.getState().estimates[productKey]?.zipCode).toBe('M5V 2T6'));
    await waitFor(() =>
      expect(deliveryStore.getState().estimates[CART_ESTIMATE_KEY]?.zipCode).toBe('M5V 2T6'),
    );
  });

  it('follows a change made in another bundle without saving it again', async () => {
    await loadEstimate(product);
    window.dispatchEvent(
      new CustomEvent('shop:zip-changed', { detail: { zipCode: '98101', previousZipCode: '' } }),
    );
    expect(deliveryStore.getState().zipCode).toBe('98101');
    await waitFor(() => expect(deliveryStore.getState().estimates[productKey]?.zipCode).toBe('98101'));
    expect(recordedRequests({ path: SHIPPING_PATHS.shopperZipCode })).toEqual([]);
  });

  it('saves the current code again when it is entered again after its save failed', async () => {
    await loadEstimate(product);
    injectFault({ path: SHIPPING_PATHS.shopperZipCode, status: 404 });
    expect(changeZipCode('98101', () => {})).toBe('changed');
    await waitFor(() => expect(recordedRequests({ path: SHIPPING_PATHS.shopperZipCode })).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.shipping.shopperZipCode).not.toBe('98101');

    expect(changeZipCode('98101', () => {})).toBe('unchanged');
    await waitFor(() => expect(state.shipping.shopperZipCode).toBe('98101'));
    // Saved now: the same code again sends nothing.
    expect(changeZipCode('98101', () => {})).toBe('unchanged');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recordedRequests({ path: SHIPPING_PATHS.shopperZipCode })).toHaveLength(2);
  });

  it('drops an answer for the old code that arrives after the change', async () => {
    injectFault({ path: SHIPPING_PATHS.estimatedDeliveryDates, latencyMs: 200 });
    const first = loadEstimate(product);
    changeZipCode('65201', () => {});
    await first;
    await waitFor(() => expect(deliveryStore.getState().estimates[productKey]?.status).toBe('ready'));
    expect(deliveryStore.getState().estimates[productKey]?.zipCode).toBe('65201');
  });
});

describe("the cart's pickup dealer", () => {
  it('is read once when ship-to-shop is offered, chosen and cleared', async () => {
    seedFakeShop({ shipping: { cartPickupDealerId: 4711 } });
    await loadPickup();
    expect(deliveryStore.getState().pickup).toMatchObject({ status: 'ready', offered: true });
    expect(deliveryStore.getState().pickup.dealer?.name).toBe('Hitch Pros - TX12');

    expect(await shipToDoorInstead()).toBe(true);
    expect(deliveryStore.getState().pickup.dealer).toBeNull();
    expect(state.shipping.cartPickupDealerId).toBe(0);

    expect(await choosePickupDealer({ dealerInstallerId: 4712, name: 'Hitch Pros - TX31' })).toBe(true);
    expect(deliveryStore.getState().pickup.dealer?.dealerInstallerId).toBe(4712);
    expect(state.shipping.cartPickupDealerId).toBe(4712);
  });

  it('is not looked up when the cart does not offer ship-to-shop', async () => {
    seedFakeShop({ cart: { display: { showShipToShop: false } }, shipping: { cartPickupDealerId: 4711 } });
    await loadPickup();
    expect(deliveryStore.getState().pickup).toMatchObject({ offered: false, dealer: null });
    expect(recordedRequests({ path: '/api/installers/*' })).toEqual([]);
  });

  it('keeps the shopper informed when choosing or clearing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    injectFault({ path: '/api/installers/local-pickup-installer/*', method: 'POST', status: 500 });
    expect(await choosePickupDealer({ dealerInstallerId: 4712, name: 'Hitch Pros - TX31' })).toBe(false);
    expect(deliveryStore.getState().pickup).toMatchObject({
      saving: false,
      error: PICKUP_ERRORS.choose,
      dealer: null,
    });
    injectFault({ path: '/api/installers/local-pickup-installer', method: 'DELETE', status: 503 });
    expect(await shipToDoorInstead()).toBe(false);
    expect(deliveryStore.getState().pickup.error).toBe(PICKUP_ERRORS.clear);
  });
});
