import { fireEvent, waitFor, within } from '@testing-library/react';
import { CART_ADD_PATHS } from '../../../src/api/cart-add';
import { OFFLINE_WAIT_MS } from '../../../src/core/config';
import { defineWidget } from '../../../src/core/define-widget';
import { REQUEST_TIMEOUT_MS } from '../../../src/core/http';
import { OFFLINE_MESSAGE } from '../../../src/core/offline';
import { addToCartDefinition } from '../../../src/elements/storefront/add-to-cart/add-to-cart.element';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { addToCartStore } from '../../../src/stores/add-to-cart';
import { cartSummaryStore } from '../../../src/stores/cart-summary';
import { mountElement } from '../../helpers/elements';
import { server } from '../../msw-server';

defineWidget(addToCartDefinition);

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const addButton = (element: HTMLElement) =>
  shadow(element).getByRole('button', { name: /^Add(ed)? to Cart$/ });
const serverQuantity = (webSku: string) =>
  state.cart.lines.filter((line) => line.webSku === webSku).reduce((sum, line) => sum + line.quantity, 0);

/** The idempotency keys of the add requests, in the order they were sent. */
function watchAddKeys(): string[] {
  const keys: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === CART_ADD_PATHS.item)
      keys.push(request.headers.get('idempotency-key') ?? '');
  });
  return keys;
}

let online = true;
function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}
function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  seedFakeShop({ cart: { lines: [] } });
});
afterEach(() => {
  server.events.removeAllListeners();
  Reflect.deleteProperty(navigator, 'onLine');
  vi.useRealTimers();
});

describe('<add-to-cart> after an add whose outcome is unknown', () => {
  it('refetches the cart before it says the add failed, and the cart count is the server count', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ method: 'POST', path: CART_ADD_PATHS.item, status: 503 });
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036' });
    const cartGetsBefore = recordedRequests({ method: 'GET', path: '/api/cart/details-for-cart' }).length;
    fireEvent.click(addButton(element));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('Error adding to cart');
    expect(recordedRequests({ method: 'GET', path: '/api/cart/details-for-cart' }).length).toBe(
      cartGetsBefore + 1,
    );
    expect(cartSummaryStore.getState().itemCount).toBe(0);
  });

  it('reuses the first key when the shopper retries a timed-out add, so the server adds once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const keys = watchAddKeys();
    // The server takes the add 5 s after the widget has given up on it.
    injectFault({ method: 'POST', path: CART_ADD_PATHS.item, latencyMs: REQUEST_TIMEOUT_MS + 5_000 });
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(addButton(element));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 10);
    await vi.waitFor(() =>
      expect(shadow(element).getByRole('alert')).toHaveTextContent('Error adding to cart'),
    );
    fireEvent.click(addButton(element));
    await vi.waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    await vi.advanceTimersByTimeAsync(6_000);
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('[data-state="added"]')).not.toBeNull());
    expect(serverQuantity('C45036')).toBe(1);
    expect(cartSummaryStore.getState().itemCount).toBe(1);
  });

  it('uses a new key for the next add once the server has answered', async () => {
    const keys = watchAddKeys();
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036' });
    fireEvent.click(addButton(element));
    await waitFor(() => expect(element.shadowRoot?.querySelector('[data-state="added"]')).not.toBeNull());
    fireEvent.click(addButton(element));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
    await waitFor(() => expect(serverQuantity('C45036')).toBe(2));
  });
});

describe('<add-to-cart> offline', () => {
  it('says its failure, not the offline text, after a network error while the browser is online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ method: 'POST', path: CART_ADD_PATHS.item, networkError: true });
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036' });
    fireEvent.click(addButton(element));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('Error adding to cart');
    expect(shadow(element).queryByText(OFFLINE_MESSAGE)).toBeNull();
    expect(recordedRequests({ method: 'POST', path: CART_ADD_PATHS.item })).toHaveLength(1);
  });

  it('takes the page-wide lock again and sends with the same key when its connection comes back', async () => {
    const keys = watchAddKeys();
    injectFault({ method: 'POST', path: CART_ADD_PATHS.item, latencyMs: 300 });
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036' });
    fireEvent.click(addButton(element));
    await waitFor(() => expect(addToCartStore.getState().addsInFlight).toHaveLength(1));
    goOffline();
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE);
    expect(addToCartStore.getState().addsInFlight).toEqual([]);
    goOnline();
    await waitFor(() => expect(element.shadowRoot?.querySelector('[data-state="added"]')).not.toBeNull());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The first try's answer lands too (after its latency): the server still adds once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(serverQuantity('C45036')).toBe(1);
  });

  it('says so in the widget that acted, leaves the other add buttons usable, and adds when back online', async () => {
    const first = await mountElement('add-to-cart', { 'data-websku': 'C45036' });
    const second = await mountElement('add-to-cart', { 'data-websku': 'C13130' });
    goOffline();
    fireEvent.click(addButton(first));
    expect(await shadow(first).findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE);
    expect(shadow(second).queryByRole('alert')).toBeNull();
    expect(addButton(second)).toBeEnabled();
    expect(addToCartStore.getState().addsInFlight).toEqual([]);
    expect(recordedRequests({ method: 'POST', path: CART_ADD_PATHS.item })).toHaveLength(0);
    goOnline();
    await waitFor(() => expect(first.shadowRoot?.querySelector('[data-state="added"]')).not.toBeNull());
    expect(serverQuantity('C45036')).toBe(1);
  });

  it('waits a bounded time, then fails clearly without sending anything', async () => {
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    goOffline();
    fireEvent.click(addButton(element));
    await vi.waitFor(() => expect(shadow(element).getByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE));
    await vi.advanceTimersByTimeAsync(OFFLINE_WAIT_MS);
    await vi.waitFor(() =>
      expect(shadow(element).getByRole('alert')).toHaveTextContent('Error adding to cart'),
    );
    expect(addButton(element)).toBeEnabled();
    goOnline();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(recordedRequests({ method: 'POST', path: CART_ADD_PATHS.item })).toHaveLength(0);
    expect(serverQuantity('C45036')).toBe(0);
  });
});
