import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { fetchCartDetails } from '../../../src/api/cart';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import {
  CART_LOGGING_TOGGLE,
  cartItemCount,
  cartStore,
  changeQuantity,
  dismissRemoved,
  emptyCart,
  loadCart,
  loadCasePacksFor,
  loadStockFor,
  QUANTITY_DEBOUNCE_MS,
  QUANTITY_FAILED_MESSAGE,
  recordAddedItems,
  refreshCart,
  removeLine,
  setHolidayShippingMessage,
  settleCartChanges,
  UNDO_FAILED_MESSAGE,
  undoRemove,
  visibleCartItems,
} from '../../../src/stores/cart';
import { cartSummaryStore } from '../../../src/stores/cart-summary';
import { server } from '../../msw-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const visible = () => visibleCartItems(cartStore.getState());
const skus = () => visible().map((item) => item.webSku);
const quantities = () => visible().map((item) => item.quantity);
const serverSkus = async () => (await fetchCartDetails()).items.map((item) => item.webSku);

/** The brake controller's required harness choice, as the cart line keeps it. */
const NO_HARNESS = JSON.stringify([{ attributeCode: 'harness', optionCode: 'none', data: null, price: 0 }]);

/** Three lines: hitch (1), brake controller (2), ball mount (3). */
function seedThreeLines() {
  seedFakeShop({
    cart: {
      lines: [
        { lineID: 1, webSku: 'C13130', quantity: 1, attribute: null },
        { lineID: 2, webSku: '90195', quantity: 2, attribute: NO_HARNESS },
        { lineID: 3, webSku: 'C45036', quantity: 3, attribute: null },
      ],
    },
  });
}

function cartLogEntries(): { message: string; source?: string }[] {
  return recordedRequests({ path: '/api/logger/errors' })
    .map((entry) => entry.body as { message: string; source?: string })
    .filter((body) => body.source === 'cart');
}

// Every request a test started has come back before the next test resets the fake shop.
afterEach(async () => {
  await settleCartChanges();
});

function silenceConsole() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}

describe('loading the cart', () => {
  it('loads the cart once, tells every cart link the count and publishes shop:cart-updated', async () => {
    const heard = vi.fn();
    window.addEventListener('shop:cart-updated', heard);
    await Promise.all([loadCart(), loadCart()]);
    window.removeEventListener('shop:cart-updated', heard);
    expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(1);
    expect(cartStore.getState().status).toBe('ready');
    expect(skus()).toEqual(['C13130', '90195']);
    expect(cartSummaryStore.getState().itemCount).toBe(2);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]?.[0]).toMatchObject({ detail: { itemCount: 2 } });
  });

  it('retries the cart GET twice, then shows the error state with a log entry', async () => {
    silenceConsole();
    injectFault({ path: '/api/cart/details-for-cart', status: 500, times: Infinity });
    await loadCart();
    expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(3);
    expect(cartStore.getState().status).toBe('error');
    await waitFor(() =>
      expect(cartLogEntries().map((entry) => entry.message)).toContain('The cart could not be loaded'),
    );
  });

  it('recovers after a failure when a retry succeeds', async () => {
    silenceConsole();
    injectFault({ path: '/api/cart/details-for-cart', status: 503, times: 2 });
    await loadCart();
    expect(cartStore.getState().status).toBe('ready');
  });

  it('keeps what an add put in the cart and the holiday message', () => {
    recordAddedItems([{ webSku: 'C13130', quantity: 2 }]);
    expect(cartStore.getState().lastAdded).toEqual([{ webSku: 'C13130', quantity: 2 }]);
    setHolidayShippingMessage('  Order by Dec 18 for Christmas delivery ');
    expect(cartStore.getState().holidayShippingMessage).toBe('Order by Dec 18 for Christmas delivery');
    setHolidayShippingMessage('   ');
    expect(cartStore.getState().holidayShippingMessage).toBeNull();
  });
});

describe('quantity changes', () => {
  beforeEach(async () => {
    seedThreeLines();
    await loadCart();
  });

  it('show at once and are sent after a 500 ms quiet period: ten quick clicks make one request', async () => {
    for (let quantity = 2; quantity <= 11; quantity += 1) {
      changeQuantity(1, quantity);
      await sleep(20);
    }
    expect(quantities()).toEqual([11, 2, 3]);
    await sleep(QUANTITY_DEBOUNCE_MS - 150);
    expect(recordedRequests({ method: 'PUT', path: '/api/cart/items/*' })).toHaveLength(0);
    await waitFor(() =>
      expect(recordedRequests({ method: 'PUT', path: '/api/cart/items/*' })).toHaveLength(1),
    );
    const [put] = recordedRequests({ method: 'PUT', path: '/api/cart/items/*' });
    expect(put?.path).toBe('/api/cart/items/1');
    expect(put?.body).toMatchObject({
      lineID: 1,
      quantity: 11,
      cartItemSlimList: [
        { webSku: 'C13130', quantity: 11, attribute: null },
        { webSku: '90195', quantity: 2, attribute: NO_HARNESS },
        { webSku: 'C45036', quantity: 3, attribute: null },
      ],
    });
    await waitFor(() => expect(cartStore.getState().pendingQuantities).toEqual({}));
    expect(quantities()).toEqual([11, 2, 3]);
    expect(cartSummaryStore.getState().itemCount).toBe(16);
    await sleep(QUANTITY_DEBOUNCE_MS + 100);
    expect(recordedRequests({ method: 'PUT', path: '/api/cart/items/*' })).toHaveLength(1);
  });

  it('never sends two requests for one line at once: a change during a request is sent after it returns', async () => {
    injectFault({ method: 'PUT', path: '/api/cart/items/1', latencyMs: 900 });
    changeQuantity(1, 3);
    await waitFor(() => expect(recordedRequests({ method: 'PUT' })).toHaveLength(1));
    changeQuantity(1, 4);
    changeQuantity(1, 5);
    // The quiet period ends while the first request is still out: nothing more is sent yet.
    await sleep(QUANTITY_DEBOUNCE_MS + 150);
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(1);
    expect(quantities()).toEqual([5, 2, 3]);
    await waitFor(() => expect(recordedRequests({ method: 'PUT' })).toHaveLength(2), { timeout: 2000 });
    const [first, second] = recordedRequests({ method: 'PUT' });
    expect(first?.body).toMatchObject({ quantity: 3 });
    expect(second?.body).toMatchObject({ quantity: 5 });
    await waitFor(() => expect(cartStore.getState().pendingQuantities).toEqual({}));
    expect(quantities()).toEqual([5, 2, 3]);
    expect((await fetchCartDetails()).items[0]?.quantity).toBe(5);
  });

  it('sends the changes of different lines independently', async () => {
    changeQuantity(1, 2);
    changeQuantity(3, 7);
    await waitFor(() => expect(recordedRequests({ method: 'PUT' })).toHaveLength(2));
    expect(recordedRequests({ method: 'PUT' }).map((entry) => entry.path)).toEqual([
      '/api/cart/items/1',
      '/api/cart/items/3',
    ]);
  });

  it('keeps a change the server took although a later answer arrived first', async () => {
    injectFault({ method: 'PUT', path: '/api/cart/items/1', latencyMs: 600 });
    changeQuantity(1, 4);
    await sleep(100);
    changeQuantity(3, 9);
    await waitFor(() => expect(recordedRequests({ method: 'PUT' })).toHaveLength(2));
    await waitFor(() => expect(cartStore.getState().pendingQuantities).toEqual({}), { timeout: 2000 });
    expect(quantities()).toEqual([4, 2, 9]);
  });

  it('removes the line for a quantity of 0 or less', async () => {
    changeQuantity(2, 0);
    expect(skus()).toEqual(['C13130', 'C45036']);
    expect(cartStore.getState().lastRemoved).toMatchObject({ index: 1, item: { lineID: 2 } });
    changeQuantity(1, -3);
    expect(skus()).toEqual(['C45036']);
    await waitFor(() => expect(recordedRequests({ method: 'DELETE' })).toHaveLength(2));
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(0);
  });

  it('reloads the cart when the update fails, showing the server quantity, and logs it with cart logging on', async () => {
    silenceConsole();
    injectFault({ method: 'PUT', path: '/api/cart/items/1', status: 500 });
    changeQuantity(1, 6);
    expect(quantities()).toEqual([6, 2, 3]);
    // The load, the fetch before the PUT, and the reload after its failure.
    await waitFor(() => expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(3));
    await waitFor(() => expect(quantities()).toEqual([1, 2, 3]));
    expect(cartStore.getState().lineErrors).toEqual({ 1: QUANTITY_FAILED_MESSAGE });
    await waitFor(() =>
      expect(cartLogEntries().map((entry) => entry.message)).toContain(
        'The quantity of cart line 1 could not be changed to 6',
      ),
    );
  });

  it('does not log the failure when the cart logging toggle is off (it still reloads)', async () => {
    silenceConsole();
    seedFakeShop({ featureToggles: { [CART_LOGGING_TOGGLE]: false } });
    injectFault({ method: 'PUT', path: '/api/cart/items/1', status: 500 });
    changeQuantity(1, 6);
    await waitFor(() => expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(3));
    await waitFor(() => expect(quantities()).toEqual([1, 2, 3]));
    await sleep(50);
    expect(cartLogEntries()).toEqual([]);
  });
});

describe('remove and undo', () => {
  beforeEach(async () => {
    seedThreeLines();
    await loadCart();
  });

  it('takes the line out at once and remembers it with its position', async () => {
    removeLine(2);
    expect(skus()).toEqual(['C13130', 'C45036']);
    expect(cartStore.getState().lastRemoved).toMatchObject({
      index: 1,
      item: { lineID: 2, webSku: '90195' },
    });
    expect(cartItemCount(visible())).toBe(4);
    await waitFor(() =>
      expect(recordedRequests({ method: 'DELETE', path: '/api/cart/items/2' })).toHaveLength(1),
    );
    await waitFor(async () => expect(await serverSkus()).toEqual(['C13130', 'C45036']));
    expect(skus()).toEqual(['C13130', 'C45036']);
  });

  it("Undo re-adds the line with the spec's add call (POST /api/cart/item) and shows it back in its place", async () => {
    removeLine(2);
    await waitFor(() => expect(recordedRequests({ method: 'DELETE' })).toHaveLength(1));
    undoRemove();
    expect(skus()).toEqual(['C13130', '90195', 'C45036']);
    expect(quantities()).toEqual([1, 2, 3]);
    expect(cartStore.getState().lastRemoved).toBeNull();
    await waitFor(() => expect(cartStore.getState().restoring).toBeNull());
    expect(recordedRequests({ method: 'POST', path: '/api/cart/item' }).map((entry) => entry.body)).toEqual([
      { webSku: '90195', quantity: 2, attribute: NO_HARNESS, flag: true },
    ]);
    expect(recordedRequests({ path: '/api/cart/restore-item' })).toEqual([]);
    // The server appends the re-added line; the view keeps the place the shopper saw it in.
    expect(await serverSkus()).toEqual(['C13130', 'C45036', '90195']);
    expect(skus()).toEqual(['C13130', '90195', 'C45036']);
    expect(cartItemCount(visible())).toBe(6);
    expect(cartSummaryStore.getState().itemCount).toBe(6);
  });

  it("works against a shop that has only the spec's calls (no restore path)", async () => {
    server.use(http.post('*/api/cart/restore-item', () => HttpResponse.json({}, { status: 404 })));
    removeLine(1);
    await waitFor(() => expect(recordedRequests({ method: 'DELETE' })).toHaveLength(1));
    undoRemove();
    await waitFor(() => expect(cartStore.getState().restoring).toBeNull());
    expect(skus()).toEqual(['C13130', '90195', 'C45036']);
    expect((await serverSkus()).sort()).toEqual(['90195', 'C13130', 'C45036']);
    expect(cartStore.getState().lineErrors).toEqual({});
  });

  it('keeps the remembered place through later reloads, removals and adds', async () => {
    removeLine(1);
    await waitFor(() => expect(recordedRequests({ method: 'DELETE' })).toHaveLength(1));
    undoRemove();
    await waitFor(() => expect(cartStore.getState().restoring).toBeNull());
    await refreshCart();
    expect(skus()).toEqual(['C13130', '90195', 'C45036']);

    // Remove and undo the middle line too: both stay where the shopper saw them.
    removeLine(visible()[1]?.lineID as number);
    await waitFor(() => expect(recordedRequests({ method: 'DELETE' })).toHaveLength(2));
    undoRemove();
    await waitFor(() => expect(cartStore.getState().restoring).toBeNull());
    expect(skus()).toEqual(['C13130', '90195', 'C45036']);
    expect(await serverSkus()).toEqual(['C45036', 'C13130', '90195']);

    // A line removed above it, and a new line added elsewhere (it goes last, as on the server).
    removeLine(visible()[0]?.lineID as number);
    expect(skus()).toEqual(['90195', 'C45036']);
    state.cart.lines.push({ lineID: 99, webSku: 'C11442', quantity: 1, attribute: null });
    await settleCartChanges();
    await refreshCart();
    expect(skus()).toEqual(['90195', 'C45036', 'C11442']);
  });

  it('Undo right after Remove waits for the DELETE, so the line is never added twice', async () => {
    injectFault({ method: 'DELETE', path: '/api/cart/items/1', latencyMs: 300 });
    removeLine(1);
    undoRemove();
    expect(skus()).toEqual(['C13130', '90195', 'C45036']);
    await waitFor(() => expect(cartStore.getState().restoring).toBeNull(), { timeout: 2000 });
    expect((await serverSkus()).sort()).toEqual(['90195', 'C13130', 'C45036']);
    expect(skus()).toEqual(['C13130', '90195', 'C45036']);
    const order = recordedRequests({ path: '/api/cart/*' })
      .filter((entry) => entry.method !== 'GET')
      .map((entry) => `${entry.method} ${entry.path}`);
    expect(order).toEqual(['DELETE /api/cart/items/1', 'POST /api/cart/item']);
  });

  it('a retried re-add carries the same idempotency key, so the line comes back once', async () => {
    const keys: (string | null)[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/cart/item')
        keys.push(request.headers.get('idempotency-key'));
    };
    server.events.on('request:start', listener);
    try {
      injectFault({ method: 'POST', path: '/api/cart/item', status: 502 });
      removeLine(2);
      await waitFor(() => expect(recordedRequests({ method: 'DELETE' })).toHaveLength(1));
      undoRemove();
      await waitFor(() => expect(cartStore.getState().restoring).toBeNull(), { timeout: 3000 });
    } finally {
      server.events.removeListener('request:start', listener);
    }
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(state.cart.lines.filter((line) => line.webSku === '90195')).toHaveLength(1);
    expect(skus()).toEqual(['C13130', '90195', 'C45036']);
  });

  it('closing the strip forgets the removed line', async () => {
    removeLine(3);
    dismissRemoved();
    expect(cartStore.getState().lastRemoved).toBeNull();
    undoRemove();
    expect(skus()).toEqual(['C13130', '90195']);
  });

  it('the strip is for the last removed line only', async () => {
    removeLine(1);
    removeLine(3);
    expect(cartStore.getState().lastRemoved).toMatchObject({ index: 1, item: { lineID: 3 } });
    await waitFor(() => expect(recordedRequests({ method: 'DELETE' })).toHaveLength(2));
    undoRemove();
    await waitFor(() => expect(cartStore.getState().restoring).toBeNull());
    expect(skus()).toEqual(['90195', 'C45036']);
    expect(await serverSkus()).toEqual(['90195', 'C45036']);
  });

  it('a failed remove reloads the cart, so the line is back, and is logged', async () => {
    silenceConsole();
    injectFault({ method: 'DELETE', path: '/api/cart/items/2', status: 500 });
    removeLine(2);
    expect(skus()).toEqual(['C13130', 'C45036']);
    await waitFor(() => expect(skus()).toEqual(['C13130', '90195', 'C45036']));
    expect(cartStore.getState().lastRemoved).toBeNull();
    await waitFor(() =>
      expect(cartLogEntries().map((entry) => entry.message)).toContain(
        'Cart line 2 (90195) could not be removed',
      ),
    );
  });

  it('a failed undo reloads the cart and shows the server truth', async () => {
    silenceConsole();
    injectFault({ method: 'POST', path: '/api/cart/item', status: 500 });
    removeLine(2);
    await waitFor(() => expect(recordedRequests({ method: 'DELETE' })).toHaveLength(1));
    undoRemove();
    await waitFor(() => expect(cartStore.getState().restoring).toBeNull());
    await waitFor(() => expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(2));
    expect(skus()).toEqual(['C13130', 'C45036']);
    await waitFor(() =>
      expect(cartLogEntries().map((entry) => entry.message)).toContain(
        'Cart line 2 (90195) could not be put back',
      ),
    );
  });

  it('a failed undo says so in the strip, and Undo again puts the line back once, with the same key', async () => {
    silenceConsole();
    const keys: (string | null)[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/cart/item')
        keys.push(request.headers.get('idempotency-key'));
    };
    server.events.on('request:start', listener);
    try {
      injectFault({ method: 'POST', path: '/api/cart/item', status: 500 });
      removeLine(2);
      await waitFor(() => expect(recordedRequests({ method: 'DELETE' })).toHaveLength(1));
      undoRemove();
      await waitFor(() => expect(cartStore.getState().lastRemoved?.undoFailed).toBe(true));
      expect(cartStore.getState().restoring).toBeNull();
      expect(cartStore.getState().lastRemoved).toMatchObject({ index: 1, item: { lineID: 2 } });
      expect(skus()).toEqual(['C13130', 'C45036']);
      expect(UNDO_FAILED_MESSAGE).toBe("We couldn't put this item back. Please try again.");

      undoRemove();
      expect(cartStore.getState().lastRemoved).toBeNull();
      await waitFor(() => expect(cartStore.getState().restoring).toBeNull());
    } finally {
      server.events.removeListener('request:start', listener);
    }
    expect(skus()).toEqual(['C13130', '90195', 'C45036']);
    expect(state.cart.lines.filter((line) => line.webSku === '90195')).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('an add the shop refuses (success false) is a failed undo: the server truth shows', async () => {
    silenceConsole();
    removeLine(2);
    await waitFor(() => expect(recordedRequests({ method: 'DELETE' })).toHaveLength(1));
    // The product left the catalogue meanwhile: the shop refuses the add.
    state.products = state.products.filter((product) => product.webSku !== '90195');
    undoRemove();
    await waitFor(() => expect(cartStore.getState().restoring).toBeNull());
    await waitFor(() => expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(2));
    expect(skus()).toEqual(['C13130', 'C45036']);
  });
});

describe('Empty Cart', () => {
  beforeEach(async () => {
    seedThreeLines();
    await loadCart();
    await loadStockFor(visible());
  });

  it('clears the list and the stock data on success', async () => {
    expect(Object.keys(cartStore.getState().stock.quantities)).toHaveLength(3);
    await emptyCart();
    expect(visible()).toEqual([]);
    expect(cartStore.getState().stock.quantities).toEqual({});
    expect(cartSummaryStore.getState().itemCount).toBe(0);
    expect(await serverSkus()).toEqual([]);
  });

  it('reloads the cart when it fails, keeping the list and its stock, and logs it', async () => {
    silenceConsole();
    injectFault({ method: 'DELETE', path: '/api/cart/items', status: 500 });
    await emptyCart();
    await waitFor(() => expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(2));
    expect(skus()).toEqual(['C13130', '90195', 'C45036']);
    expect(Object.keys(cartStore.getState().stock.quantities)).toHaveLength(3);
    expect(cartStore.getState().emptying).toBe(false);
    await waitFor(() =>
      expect(cartLogEntries().map((entry) => entry.message)).toContain('The cart could not be emptied'),
    );
  });
});

describe('stock and case packs', () => {
  it('fetches the threshold only when some stock is between 1 and 20', async () => {
    // C45036: 312 in stock, RP7055: none.
    seedFakeShop({
      cart: {
        lines: [
          { lineID: 1, webSku: 'C45036', quantity: 1, attribute: null },
          { lineID: 2, webSku: 'RP7055', quantity: 1, attribute: null },
        ],
      },
    });
    await loadCart();
    await loadStockFor(visible());
    expect(recordedRequests({ path: '/api/product/in-stock-quantity' })[0]?.search).toBe(
      '?webskusList=C45036%2CRP7055',
    );
    expect(recordedRequests({ path: '/api/cart/show-stock-quantity' })).toHaveLength(1);
    expect(recordedRequests({ path: '/api/cart/show-stock-quantity-maximum-threshold' })).toHaveLength(0);
    expect(cartStore.getState().stock).toEqual({
      quantities: { C45036: 312, RP7055: 0 },
      showStockQuantity: false,
      threshold: 0,
    });
  });

  it('fetches the threshold once when a line has 1 to 20 in stock, and each sku once', async () => {
    // C11442: 7 in stock.
    seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'C11442', quantity: 1, attribute: null }] } });
    await loadCart();
    await loadStockFor(visible());
    await loadStockFor(visible());
    expect(recordedRequests({ path: '/api/cart/show-stock-quantity-maximum-threshold' })).toHaveLength(1);
    expect(recordedRequests({ path: '/api/product/in-stock-quantity' })).toHaveLength(1);
    expect(cartStore.getState().stock).toMatchObject({ quantities: { C11442: 7 }, threshold: 10 });
  });

  it("falls back to the line's own stock when the stock call fails", async () => {
    silenceConsole();
    await loadCart();
    injectFault({ path: '/api/product/in-stock-quantity', status: 500 });
    await loadStockFor(visible());
    expect(cartStore.getState().stock.quantities).toEqual({ C13130: 48, '90195': 87 });
  });

  it('loads case quantities once per sku', async () => {
    seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'PK12704', quantity: 2, attribute: null }] } });
    await loadCart();
    await loadCasePacksFor(visible());
    await loadCasePacksFor(visible());
    expect(recordedRequests({ path: '/api/product/quantity-in-case' })).toHaveLength(1);
    expect(recordedRequests({ path: '/api/product/quantity-in-case' })[0]?.body).toEqual({
      webSkus: ['PK12704'],
    });
    expect(cartStore.getState().casePacks).toEqual({ PK12704: 12 });
  });
});

describe('one cart for every bundle on the page', () => {
  it('reloads quietly when another bundle or the host page says the cart changed', async () => {
    await loadCart();
    const heard = vi.fn();
    window.addEventListener('shop:cart-updated', heard);
    seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'C13130', quantity: 5, attribute: null }] } });
    window.dispatchEvent(new CustomEvent('shop:cart-updated', { detail: { itemCount: 5 } }));
    await waitFor(() => expect(quantities()).toEqual([5]));
    window.dispatchEvent(new CustomEvent('shop:item-added', { detail: { webSku: 'C13130', quantity: 1 } }));
    await waitFor(() => expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(3));
    await sleep(50);
    window.removeEventListener('shop:cart-updated', heard);
    // Only the host's own event: the quiet reloads did not answer it (no echo, no loop).
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('does not reload on its own events', async () => {
    await loadCart();
    await refreshCart();
    await sleep(50);
    expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(2);
  });

  it("does not reload for this bundle's own add: shop:item-added right after its refresh", async () => {
    await loadCart();
    await refreshCart();
    window.dispatchEvent(new CustomEvent('shop:item-added', { detail: { webSku: 'C13130', quantity: 1 } }));
    await sleep(50);
    expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(2);
    // Later, the same event from elsewhere is news.
    window.dispatchEvent(new CustomEvent('shop:item-added', { detail: { webSku: 'C13130', quantity: 1 } }));
    await waitFor(() => expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(3));
  });

  it('makes one reload for a burst of events', async () => {
    await loadCart();
    await sleep(10);
    for (let i = 0; i < 5; i += 1) {
      window.dispatchEvent(new CustomEvent('shop:item-added', { detail: { webSku: 'C13130', quantity: 1 } }));
    }
    await sleep(100);
    expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(2);
  });

  it('does not load a cart nobody showed yet', async () => {
    window.dispatchEvent(new CustomEvent('shop:cart-updated', { detail: { itemCount: 3 } }));
    await sleep(50);
    expect(recordedRequests({ path: '/api/cart/details-for-cart' })).toHaveLength(0);
  });
});
