import { waitFor } from '@testing-library/react';
import { OFFLINE_WAIT_MS } from '../../../src/core/config';
import { OFFLINE_MESSAGE } from '../../../src/core/offline';
import { TAB_SYNC_CHANNEL } from '../../../src/core/tab-sync';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import {
  cartStore,
  changeQuantity,
  loadCart,
  QUANTITY_DEBOUNCE_MS,
  QUANTITY_FAILED_MESSAGE,
  settleCartChanges,
  visibleCartItems,
} from '../../../src/stores/cart';
import { cartSummaryStore, loadCartItemCount } from '../../../src/stores/cart-summary';

const quantities = () => visibleCartItems(cartStore.getState()).map((item) => item.quantity);
const lineIds = () => visibleCartItems(cartStore.getState()).map((item) => item.lineID);
const serverQuantity = (lineId: number) => state.cart.lines.find((line) => line.lineID === lineId)?.quantity;

/** What another tab of the page sees: the same channel name, another BroadcastChannel. */
let otherTab: BroadcastChannel;
let heardFromThisTab: unknown[];

beforeEach(async () => {
  otherTab = new BroadcastChannel(TAB_SYNC_CHANNEL);
  heardFromThisTab = [];
  otherTab.onmessage = (event) => heardFromThisTab.push(event.data);
  seedFakeShop({
    cart: {
      lines: [
        { lineID: 1, webSku: 'C13130', quantity: 1, attribute: null },
        { lineID: 2, webSku: '90195', quantity: 2, attribute: null },
      ],
    },
  });
  await loadCart();
});
afterEach(async () => {
  await settleCartChanges();
  otherTab.close();
  Reflect.deleteProperty(navigator, 'onLine');
});

/** Another tab changes the server's cart; this tab has not heard of it yet. */
function changeBehindThisTab(lineId: number, quantity: number) {
  const line = state.cart.lines.find((candidate) => candidate.lineID === lineId);
  if (line) line.quantity = quantity;
}

describe('a stale tab', () => {
  it("never lowers another tab's quantity: + sends the change on top of the server's quantity", async () => {
    changeBehindThisTab(1, 3);
    expect(quantities()).toEqual([1, 2]);
    changeQuantity(1, 2);
    await settleCartChanges();
    expect(serverQuantity(1)).toBe(4);
    expect(quantities()).toEqual([4, 2]);
  });

  it('keeps a change made while a newer cart arrives, moved by what the other tab changed', async () => {
    changeQuantity(1, 2);
    changeBehindThisTab(1, 5);
    otherTab.postMessage({ topic: 'cart-changed', payload: { itemCount: 7 }, from: 'other-tab' });
    await waitFor(() => expect(quantities()).toEqual([6, 2]));
    await settleCartChanges();
    expect(serverQuantity(1)).toBe(6);
  });

  it('drops the line another tab removed, and sends nothing for it', async () => {
    state.cart.lines = state.cart.lines.filter((line) => line.lineID !== 1);
    changeQuantity(1, 4);
    await settleCartChanges();
    expect(lineIds()).toEqual([2]);
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
  });
});

describe('tabs in step', () => {
  it('tells the other tabs when this tab changed the cart', async () => {
    changeQuantity(2, 3);
    await settleCartChanges();
    await waitFor(() =>
      expect(heardFromThisTab).toContainEqual(
        expect.objectContaining({ topic: 'cart-changed', payload: { itemCount: 4 } }),
      ),
    );
  });

  it('refetches when another tab says the cart changed, and shows a line it removed as gone', async () => {
    state.cart.lines = state.cart.lines.filter((line) => line.lineID !== 1);
    otherTab.postMessage({ topic: 'cart-changed', payload: { itemCount: 2 }, from: 'other-tab' });
    await waitFor(() => expect(lineIds()).toEqual([2]));
    expect(cartSummaryStore.getState().itemCount).toBe(2);
  });

  it('ignores messages that are not the library’s', async () => {
    const before = recordedRequests({ path: '/api/cart/details-for-cart' }).length;
    otherTab.postMessage({ topic: 'something-else', from: 'x' });
    otherTab.postMessage('cart-changed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(before);
  });

  it('refetches when the tab becomes visible again', async () => {
    changeBehindThisTab(2, 6);
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(quantities()).toEqual([1, 6]));
  });
});

describe('the cart count alone (no cart on the page)', () => {
  it('refetches the count when another tab changed the cart', async () => {
    cartStore.setState({ status: 'idle', cart: null });
    await loadCartItemCount();
    state.cart.lines.push({ lineID: 9, webSku: 'C45036', quantity: 4, attribute: null });
    otherTab.postMessage({ topic: 'cart-changed', payload: { itemCount: 7 }, from: 'other-tab' });
    await waitFor(() => expect(cartSummaryStore.getState().itemCount).toBe(7));
  });
});

describe('quantity failures are not silent', () => {
  it("says 'We couldn't update the quantity. Please try again.' and shows the server's quantity", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ method: 'PUT', path: '/api/cart/items/2', status: 500 });
    changeQuantity(2, 5);
    await settleCartChanges();
    await waitFor(() => expect(quantities()).toEqual([1, 2]));
    expect(cartStore.getState().lineErrors).toEqual({ 2: QUANTITY_FAILED_MESSAGE });
    changeQuantity(2, 3);
    expect(cartStore.getState().lineErrors).toEqual({});
  });

  it('says the shopper is offline while the connection is gone, and sends the change when it is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The connection goes while the PUT is on its way.
    injectFault({ method: 'PUT', path: '/api/cart/items/2', latencyMs: 200, networkError: true });
    let online = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    changeQuantity(2, 5);
    await waitFor(() => expect(recordedRequests({ method: 'PUT' })).toHaveLength(1));
    online = false;
    await waitFor(() => expect(cartStore.getState().lineErrors).toEqual({ 2: OFFLINE_MESSAGE }));
    expect(quantities()).toEqual([1, 5]);
    online = true;
    window.dispatchEvent(new Event('online'));
    await settleCartChanges();
    expect(serverQuantity(2)).toBe(5);
    expect(cartStore.getState().lineErrors).toEqual({});
    expect(quantities()).toEqual([1, 5]);
  });

  it('says the quantity message, not the offline text, after a network error while online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ method: 'PUT', path: '/api/cart/items/2', networkError: true });
    changeQuantity(2, 5);
    await waitFor(() => expect(cartStore.getState().lineErrors).toEqual({ 2: QUANTITY_FAILED_MESSAGE }));
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(1);
    expect(quantities()).toEqual([1, 2]);
  });

  it('gives up after the offline wait with the quantity message and the server quantity', async () => {
    let online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      changeQuantity(2, 5);
      await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
      expect(cartStore.getState().lineErrors).toEqual({ 2: OFFLINE_MESSAGE });
      await vi.advanceTimersByTimeAsync(OFFLINE_WAIT_MS);
      expect(cartStore.getState().lineErrors).toEqual({ 2: QUANTITY_FAILED_MESSAGE });
      expect(quantities()).toEqual([1, 2]);
      expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
    // Back online, the cart is fetched again (the change's outcome was unknown to the other tabs).
    changeBehindThisTab(2, 4);
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(quantities()).toEqual([1, 4]));
  });
});
