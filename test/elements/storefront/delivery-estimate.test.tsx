import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { SHIPPING_PATHS } from '../../../src/api/shipping';
import { defineWidget } from '../../../src/core/define-widget';
import { deliveryEstimateDefinition } from '../../../src/elements/storefront/delivery-estimate/delivery-estimate.element';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { ESTIMATE_ERRORS } from '../../../src/mocks/shipping/estimate';
import { mountElement } from '../../helpers/elements';
import { server } from '../../msw-server';

defineWidget(deliveryEstimateDefinition);

/** Monday 3 March 2025, 10:00: the widgets' today and the fake shop's. */
const NOW = new Date(2025, 2, 3, 10);

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const panel = (element: HTMLElement) => element.shadowRoot?.querySelector('[part="panel"]') as HTMLElement;
const text = (element: HTMLElement) => panel(element).textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function settled(element: HTMLElement, state = 'dates') {
  await waitFor(() => expect(panel(element)).toHaveAttribute('data-state', state));
}

/**
 * Enters a code in the open ZIP modal. The value goes in with a change event: user-event's typing
 * does not reach React's onChange inside a focus-trapped modal in a shadow root under jsdom (the
 * typing rules are tested on <zip-code-entry>, and in Chromium end to end).
 */
async function enterZip(element: HTMLElement, value: string) {
  const input = await shadow(element).findByLabelText('ZIP or postal code');
  await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(input));
  fireEvent.change(input, { target: { value } });
  return input;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  seedFakeShop({ shipping: { shopperZipCode: '78701' } });
});
afterEach(() => vi.useRealTimers());

describe('<delivery-estimate> small (cart)', () => {
  it("reads 'Free Delivery by {date}' and 'Fastest Delivery Tomorrow' for the cart", async () => {
    const element = await mountElement('delivery-estimate');
    await settled(element);
    expect(text(element)).toContain('Free Delivery by Wed, Mar 5');
    expect(text(element)).toContain('Fastest Delivery Tomorrow');
    expect(shadow(element).getByRole('button', { name: 'Change ZIP code 78701' })).toHaveTextContent('78701');
    expect(recordedRequests({ path: SHIPPING_PATHS.cartEstimatedDeliveryDates })[0]?.body).toEqual({
      webSkuQuantities: { C13130: 1, '90195': 1 },
      zipCode: '',
    });
  });

  it("reads 'Free Delivery Tomorrow' when the cheapest method arrives the next day", async () => {
    seedFakeShop({ shipping: { shopperZipCode: '65201' } });
    const element = await mountElement('delivery-estimate');
    await settled(element);
    expect(text(element)).toContain('Free Delivery Tomorrow');
    expect(text(element)).not.toContain('Fastest');
  });

  it("prefixes Fast when the cheapest method's discountedShippingRate is above 0", async () => {
    const element = await mountElement('delivery-estimate', { 'data-websku': 'C56146' });
    await settled(element);
    expect(text(element)).toContain('Fast Delivery by Wed, Mar 5');
    expect(text(element)).toContain('Fastest Delivery Tomorrow');
  });

  it("says 'An item in your cart is awaiting stock' instead of the fastest line", async () => {
    seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'GH-523', quantity: 1, attribute: null }] } });
    const element = await mountElement('delivery-estimate');
    await settled(element);
    expect(text(element)).toContain('An item in your cart is awaiting stock');
    expect(text(element)).not.toContain('Fastest');
  });

  it("asks 'Add ZIP code for delivery options' without a postal code", async () => {
    seedFakeShop({ shipping: { shopperZipCode: '' } });
    const element = await mountElement('delivery-estimate');
    await settled(element, 'no-zip');
    expect(shadow(element).getByRole('button', { name: 'Add ZIP code for delivery options' })).toBeVisible();
  });

  it('shows nothing for an empty cart', async () => {
    seedFakeShop({ cart: { lines: [] } });
    const element = await mountElement('delivery-estimate');
    await settled(element, 'empty-cart');
    expect(text(element)).toBe('');
    expect(recordedRequests({ path: '/api/shipping/*' })).toEqual([]);
  });

  it('shows the holiday message when the estimate has one', async () => {
    seedFakeShop({ shipping: { holidayShippingMessage: 'Arrives Before Christmas' } });
    const element = await mountElement('delivery-estimate');
    await settled(element);
    expect(element.shadowRoot?.querySelector('[part="holiday"]')).toHaveTextContent(
      'Arrives Before Christmas',
    );
  });

  it('shows shippingWebSkuErrorMessage when the estimate message is empty', async () => {
    seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'C18153', quantity: 1, attribute: null }] } });
    seedFakeShop({ shipping: { shopperZipCode: 'T2P 2M5' } });
    const element = await mountElement('delivery-estimate');
    await settled(element, 'unavailable');
    expect(text(element)).toContain(ESTIMATE_ERRORS.freightToCanada(['C18153']));
  });

  /** The cart's estimate answered by a server that leaves fields empty or null (issue 11). */
  function answerCartEstimate(overrides: Record<string, unknown>, method: Record<string, unknown> = {}) {
    server.use(
      http.post(`*${SHIPPING_PATHS.cartEstimatedDeliveryDates}`, () =>
        HttpResponse.json({
          shipmentMethods: [
            {
              code: 'UPSGND',
              rate: 7.95,
              discountedShippingRate: null,
              estimatedDeliveryDate: '2025-03-05T00:00:00',
              estimatedDeliveryDateString: 'Wednesday, March 5',
              carrier: 'UPS',
              ...method,
            },
            {
              code: 'UPSNDA',
              rate: 39.5,
              discountedShippingRate: 39.5,
              estimatedDeliveryDate: '2025-03-04T00:00:00',
              carrier: 'UPS',
            },
          ],
          zipCode: '78701',
          productStockStatusList: { C13130: 'Ready to ship', '90195': 'Ready to ship' },
          estimatedDeliveryDateMessage: 'Ships today',
          shippingWebSkuErrorMessage: '',
          holidayShippingMessage: '',
          ...overrides,
        }),
      ),
    );
  }

  it("is not Fast when the cheapest method's discountedShippingRate is null (issue 11)", async () => {
    answerCartEstimate({});
    const element = await mountElement('delivery-estimate');
    await settled(element);
    expect(text(element)).toContain('Free Delivery by Wed, Mar 5');
    expect(panel(element).querySelector('[data-prefix]')).toHaveAttribute('data-prefix', 'free');
  });

  it('is Fast when that discounted rate is above 0', async () => {
    answerCartEstimate({}, { discountedShippingRate: 7.95 });
    const element = await mountElement('delivery-estimate');
    await settled(element);
    expect(text(element)).toContain('Fast Delivery by Wed, Mar 5');
  });

  it('keeps the dates when the estimate message is empty and shipping methods exist (issue 11)', async () => {
    answerCartEstimate({ estimatedDeliveryDateMessage: '', shippingWebSkuErrorMessage: '' });
    const element = await mountElement('delivery-estimate');
    await settled(element);
    expect(text(element)).toContain('Free Delivery by Wed, Mar 5');
    expect(text(element)).toContain('Fastest Delivery Tomorrow');
    expect(text(element)).not.toContain('Delivery dates are not available');
  });

  it('logs a failed estimate call and stops loading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    injectFault({ path: SHIPPING_PATHS.cartEstimatedDeliveryDates, status: 500 });
    const element = await mountElement('delivery-estimate');
    await settled(element, 'failed');
    expect(text(element)).toContain('Delivery dates are not available right now.');
    expect(shadow(element).queryByText('Loading delivery estimates')).toBeNull();
    expect(shadow(element).getByRole('button', { name: 'Add ZIP code for delivery options' })).toBeVisible();
    await waitFor(() => expect(recordedRequests({ path: '/api/logger/errors' })).toHaveLength(1));
  });

  it('estimates again once quantity changes in the cart settle', async () => {
    const { cartStore } = await import('../../../src/stores/cart');
    const element = await mountElement('delivery-estimate');
    await settled(element);
    const state = cartStore.getState();
    const line = state.cart?.items[0];
    if (!line) throw new Error('the sample cart has lines');
    cartStore.setState({ pendingQuantities: { [line.lineID]: 3 } });
    cartStore.setState({ pendingQuantities: { [line.lineID]: 4 } });
    await waitFor(() =>
      expect(recordedRequests({ path: SHIPPING_PATHS.cartEstimatedDeliveryDates })).toHaveLength(2),
    );
    expect(recordedRequests({ path: SHIPPING_PATHS.cartEstimatedDeliveryDates })[1]?.body).toMatchObject({
      webSkuQuantities: { C13130: 4, '90195': 1 },
    });
    // Four hitches weigh over 150 lb: the cart now goes by freight.
    await waitFor(() => expect(text(element)).toContain('Fast Delivery by'));
  });
});

describe('<delivery-estimate> large (product page)', () => {
  it("reads 'Estimated Delivery to {zip}', 'Delivery Arrives On' and 'Fastest Delivery As soon as'", async () => {
    const element = await mountElement('delivery-estimate', {
      'data-size': 'large',
      'data-websku': 'C13130',
    });
    await settled(element);
    expect(text(element)).toContain('Estimated Delivery to 78701');
    const terms = [...panel(element).querySelectorAll('dt')].map((term) => term.textContent);
    const days = [...panel(element).querySelectorAll('dd')].map((day) => day.textContent);
    expect(terms).toEqual(['Delivery Arrives On', 'Fastest Delivery As soon as']);
    expect(days).toEqual(['Wed, Mar 5', 'Tomorrow']);
    expect(recordedRequests({ path: SHIPPING_PATHS.estimatedDeliveryDates })[0]?.body).toEqual({
      webSkus: ['C13130'],
      zipCode: '',
      isProductPage: true,
    });
  });

  it('opens the ZIP modal from the edit pencil: id zip-input-modal, 343px, headed with the ZIP code', async () => {
    const user = userEvent.setup();
    const element = await mountElement('delivery-estimate', {
      'data-size': 'large',
      'data-websku': 'C13130',
    });
    await settled(element);
    await user.click(shadow(element).getByRole('button', { name: 'Change ZIP code 78701' }));
    const dialog = await shadow(element).findByRole('dialog', { name: 'Estimated Delivery to 78701' });
    expect(dialog).toHaveAttribute('id', 'zip-input-modal');
    expect(dialog.style.width).toBe('343px');
    const input = within(dialog).getByLabelText('ZIP or postal code');
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(input));
  });

  it('only closes the modal for the same ZIP code', async () => {
    const user = userEvent.setup();
    const element = await mountElement('delivery-estimate', {
      'data-size': 'large',
      'data-websku': 'C13130',
    });
    await settled(element);
    await user.click(shadow(element).getByRole('button', { name: 'Change ZIP code 78701' }));
    await enterZip(element, '78701');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shadow(element).queryByRole('dialog')).toBeNull());
    expect(recordedRequests({ path: SHIPPING_PATHS.shopperZipCode })).toEqual([]);
    expect(recordedRequests({ path: '/api/shipping/*' })).toHaveLength(1);
  });

  it('reloads every panel of the page for a new ZIP code, saves it once and announces it', async () => {
    const user = userEvent.setup();
    const cart = await mountElement('delivery-estimate');
    const product = await mountElement('delivery-estimate', {
      'data-size': 'large',
      'data-websku': 'C13130',
    });
    await settled(cart);
    await settled(product);
    const seen = vi.fn();
    window.addEventListener('shop:zip-changed', seen);
    await user.click(shadow(product).getByRole('button', { name: 'Change ZIP code 78701' }));
    const input = await enterZip(product, 'm5v 2t6');
    expect(input).toHaveValue('M5V 2T6');
    await user.click(shadow(product).getByRole('button', { name: 'Submit' }));
    window.removeEventListener('shop:zip-changed', seen);

    await waitFor(() => expect(text(product)).toContain('Estimated Delivery to M5V 2T6'));
    await waitFor(() => expect(text(product)).toContain('Delivery Arrives OnMon, Mar 10'));
    await waitFor(() => expect(text(cart)).toContain('Fast Delivery by Mon, Mar 10'));
    expect(text(cart)).toContain('Fastest Delivery by Thu, Mar 6');
    expect(seen).toHaveBeenCalledTimes(1);
    expect((seen.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      zipCode: 'M5V 2T6',
      previousZipCode: '78701',
    });
    expect((seen.mock.calls[0]?.[0] as CustomEvent | undefined)?.target).toBe(product);
    await waitFor(() => expect(recordedRequests({ path: SHIPPING_PATHS.shopperZipCode })).toHaveLength(1));
    expect(recordedRequests({ path: SHIPPING_PATHS.shopperZipCode })[0]?.body).toMatchObject({
      pageType: 'default',
      zipCode: 'M5V 2T6',
    });
  });

  it('follows a ZIP code change from another bundle', async () => {
    const element = await mountElement('delivery-estimate', {
      'data-size': 'large',
      'data-websku': 'C13130',
    });
    await settled(element);
    window.dispatchEvent(
      new CustomEvent('shop:zip-changed', { detail: { zipCode: '65201', previousZipCode: '78701' } }),
    );
    await waitFor(() => expect(text(element)).toContain('Estimated Delivery to 65201'));
    await waitFor(() => expect(panel(element).querySelector('dd')).toHaveTextContent('Tomorrow'));
  });

  it('shows the dates and shippingWebSkuErrorMessage in place of an empty estimate message (spec §8, issue 11)', async () => {
    server.use(
      http.post(`*${SHIPPING_PATHS.estimatedDeliveryDates}`, () =>
        HttpResponse.json({
          shipmentMethods: [
            { code: 'UPSGND', rate: 0, estimatedDeliveryDate: '2025-03-05T00:00:00', carrier: 'UPS' },
          ],
          zipCode: '78701',
          productStockStatusList: { C13130: 'Ready to ship' },
          estimatedDeliveryDateMessage: '',
          shippingWebSkuErrorMessage: 'C13130 ships from the manufacturer',
          holidayShippingMessage: '',
        }),
      ),
    );
    const element = await mountElement('delivery-estimate', {
      'data-size': 'large',
      'data-websku': 'C13130',
    });
    await settled(element);
    expect(panel(element).querySelector('dd')).toHaveTextContent('Wed, Mar 5');
    expect(panel(element).querySelector('.shop-delivery__note')).toHaveTextContent(
      'C13130 ships from the manufacturer',
    );
  });

  it('says an unknown ZIP code is unknown', async () => {
    seedFakeShop({ shipping: { shopperZipCode: '00012' } });
    const element = await mountElement('delivery-estimate', {
      'data-size': 'large',
      'data-websku': 'C13130',
    });
    await settled(element, 'unavailable');
    expect(text(element)).toContain(ESTIMATE_ERRORS.unknownPostalCode('00012'));
  });

  it('asks for a ZIP code, then shows its dates', async () => {
    const user = userEvent.setup();
    seedFakeShop({ shipping: { shopperZipCode: '' } });
    const element = await mountElement('delivery-estimate', {
      'data-size': 'large',
      'data-websku': 'C13130',
    });
    await settled(element, 'no-zip');
    expect(text(element)).toContain('Estimated Delivery');
    await user.click(shadow(element).getByRole('button', { name: 'Add ZIP code for delivery options' }));
    await shadow(element).findByRole('dialog', { name: 'Estimated Delivery' });
    await enterZip(element, '98101');
    await user.keyboard('{Enter}');
    await settled(element);
    expect(text(element)).toContain('Estimated Delivery to 98101');
    expect(panel(element).querySelector('dd')).toHaveTextContent('Mon, Mar 10');
  });
});
