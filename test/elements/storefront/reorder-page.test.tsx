import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_ADD_PATHS } from '../../../src/api/cart-add';
import { ORDER_MODIFY_VALIDATION_EXCEPTION, ORDERS_PATHS } from '../../../src/api/orders';
import { defineWidget } from '../../../src/core/define-widget';
import { LOGGER_PATHS } from '../../../src/core/logger';
import { setOrderNavigate } from '../../../src/elements/storefront/reorder-page/navigate';
import { reorderPageDefinition } from '../../../src/elements/storefront/reorder-page/reorder-page.element';
import { REORDER_TEXTS } from '../../../src/elements/storefront/reorder-page/reorder-texts';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { createOrdersSeed } from '../../../src/mocks/data/orders';
import { state } from '../../../src/mocks/state';
import { mountElement } from '../../helpers/elements';
import { server } from '../../msw-server';

defineWidget(reorderPageDefinition);

const ORDER = { orderid: '100245', invoicenumber: '310245' };
const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const page = (element: HTMLElement) => element.shadowRoot?.querySelector('[part="page"]') as HTMLElement;
const newSubtotal = (element: HTMLElement) =>
  element.shadowRoot?.querySelector('[data-total="new"]')?.textContent;
const continueButton = (element: HTMLElement) => shadow(element).getByRole('button', { name: 'Continue' });
const cartAdds = () => recordedRequests({ method: 'POST', path: CART_ADD_PATHS.items });

async function ready(attributes: Record<string, string> = ORDER) {
  const element = await mountElement('reorder-page', attributes);
  // The first mount of a file also loads the page's content part: give it time on a busy machine.
  await waitFor(() => expect(page(element)).toHaveAttribute('data-state', 'ready'), { timeout: 5000 });
  return element;
}

let visited: string[];
let restoreNavigate: () => void;
beforeEach(() => {
  visited = [];
  restoreNavigate = setOrderNavigate((url) => visited.push(url));
  seedFakeShop({ cart: { lines: [] } });
});
afterEach(() => {
  restoreNavigate();
  server.events.removeAllListeners();
});

describe('<reorder-page>', () => {
  it('loads the order by its id and invoice number, retried like every order GET', async () => {
    injectFault({
      method: 'GET',
      path: ORDERS_PATHS.reorderProducts('100245', '310245'),
      status: 503,
      times: 2,
    });
    const element = await ready();
    expect(recordedRequests({ path: '/api/orders/100245/310245/reorder-products' })).toHaveLength(3);
    expect(shadow(element).getByRole('heading', { level: 2 })).toHaveTextContent('Reorder Order W100245');
  });

  it("shows a panel per unavailable item under 'Items to Replace', replaced by default, with 'No Thanks'", async () => {
    const element = await ready();
    const replace = shadow(element).getByRole('region', { name: REORDER_TEXTS.itemsToReplace });
    const panels = within(replace).getAllByRole('listitem');
    expect(panels.map((panel) => panel.getAttribute('data-kind'))).toEqual([
      'replaceable',
      'replaceable',
      'unavailable',
    ]);
    const [gen, lippert, reese] = panels as [HTMLElement, HTMLElement, HTMLElement];
    expect(gen).toHaveTextContent('Gen-Y Mega-Duty Adjustable Ball Mount');
    expect(gen).toHaveTextContent(REORDER_TEXTS.outOfStock);
    expect(within(gen).getByRole('radio', { name: /^Replace with B&W Tow & Stow/ })).toBeChecked();
    expect(within(gen).getByRole('radio', { name: REORDER_TEXTS.noThanks })).not.toBeChecked();
    expect(within(lippert).getByRole('radio', { name: /^Replace with Camco RhinoFLEX/ })).toBeChecked();
    // Without an alternative: shown disabled, nothing to choose.
    expect(reese).toHaveAttribute('aria-disabled', 'true');
    expect(reese).toHaveTextContent(REORDER_TEXTS.noReplacement);
    expect(within(reese).queryByRole('radio')).toBeNull();
    const reorder = shadow(element).getByRole('region', { name: REORDER_TEXTS.itemsToReorder });
    expect(
      within(reorder)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Item #C13130 · Qty 1 · $219.90'),
      expect.stringContaining('Item #TS32 · Qty 2 · $27.42'),
    ]);
  });

  it('shows the previous order total and a new order subtotal that follows the choices', async () => {
    const user = userEvent.setup();
    const element = await ready();
    expect(shadow(element).getByText(REORDER_TEXTS.previousOrderTotal).nextElementSibling).toHaveTextContent(
      '$770.35',
    );
    expect(shadow(element).getByText(REORDER_TEXTS.newOrderSubtotal)).toBeVisible();
    // 219.90 + 2 x 27.42 + 199.99 (B&W) + 44.75 (Camco)
    expect(newSubtotal(element)).toBe('$519.48');
    const [, lippertNoThanks] = shadow(element).getAllByRole('radio', { name: REORDER_TEXTS.noThanks });
    await user.click(lippertNoThanks as HTMLElement);
    expect(newSubtotal(element)).toBe('$474.73');
    await user.click(shadow(element).getByRole('radio', { name: /^Replace with Camco/ }));
    expect(newSubtotal(element)).toBe('$519.48');
  });

  it('Continue validates, adds the available items and accepted replacements, then goes to /cart', async () => {
    const user = userEvent.setup();
    const element = await ready();
    const added: unknown[] = [];
    window.addEventListener('shop:item-added', (event) => added.push(event.detail));
    const [, lippertNoThanks] = shadow(element).getAllByRole('radio', { name: REORDER_TEXTS.noThanks });
    await user.click(lippertNoThanks as HTMLElement);
    await user.click(continueButton(element));
    await waitFor(() => expect(visited).toEqual([`${location.origin}/cart`]));
    expect(recordedRequests({ method: 'POST', path: ORDERS_PATHS.orderActionValidation })[0]?.body).toEqual({
      orderId: '100245',
      invoiceNumber: '310245',
      action: 'reorder',
    });
    expect(cartAdds().map((request) => request.body)).toEqual([
      {
        cartItemSlimList: [
          { webSku: 'C13130', quantity: 1, attribute: null },
          { webSku: 'TS32', quantity: 2, attribute: null },
          { webSku: 'BWTS10048', quantity: 1, attribute: null },
        ],
      },
    ]);
    expect(state.cart.lines.map(({ webSku, quantity }) => ({ webSku, quantity }))).toEqual([
      { webSku: 'C13130', quantity: 1 },
      { webSku: 'TS32', quantity: 2 },
      { webSku: 'BWTS10048', quantity: 1 },
    ]);
    expect(added).toEqual([
      { webSku: 'C13130', quantity: 1 },
      { webSku: 'TS32', quantity: 2 },
      { webSku: 'BWTS10048', quantity: 1 },
    ]);
  });

  it('a double click sends one add, with an idempotency key', async () => {
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === CART_ADD_PATHS.items)
        keys.push(request.headers.get('idempotency-key') ?? '');
    });
    injectFault({ method: 'POST', path: CART_ADD_PATHS.items, latencyMs: 200 });
    const element = await ready();
    fireEvent.click(continueButton(element));
    fireEvent.click(continueButton(element));
    await waitFor(() => expect(page(element)).toHaveAttribute('aria-busy', 'true'));
    expect(continueButton(element)).toHaveAttribute('aria-disabled', 'true');
    expect(shadow(element).getByRole('status')).toHaveTextContent(REORDER_TEXTS.adding);
    await waitFor(() => expect(visited).toHaveLength(1));
    expect(cartAdds()).toHaveLength(1);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe('');
  });

  it("a refused order-action validation logs the critical 'Order Modify Validation Exception' and adds nothing", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seed = createOrdersSeed();
    (seed.orders[0] as (typeof seed.orders)[number]).actionRefusal = 'Order is on hold';
    seedFakeShop({ orders: seed });
    const element = await ready();
    await userEvent.setup().click(continueButton(element));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(REORDER_TEXTS.validationFailed);
    expect(consoleError).toHaveBeenCalledWith(`shop-widgets: ${ORDER_MODIFY_VALIDATION_EXCEPTION}`);
    await waitFor(() =>
      expect(
        recordedRequests({ method: 'POST', path: LOGGER_PATHS.error }).map((r) => r.body),
      ).toContainEqual(
        expect.objectContaining({
          message: ORDER_MODIFY_VALIDATION_EXCEPTION,
          details: expect.objectContaining({ severity: 'critical', orderId: '100245' }),
        }),
      ),
    );
    expect(cartAdds()).toHaveLength(0);
    expect(visited).toEqual([]);
  });

  it('a failed validation call is logged the same way and can be retried', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ method: 'POST', path: ORDERS_PATHS.orderActionValidation, status: 500 });
    const user = userEvent.setup();
    const element = await ready();
    await user.click(continueButton(element));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(REORDER_TEXTS.validationFailed);
    expect(consoleError).toHaveBeenCalledWith(`shop-widgets: ${ORDER_MODIFY_VALIDATION_EXCEPTION}`);
    await user.click(continueButton(element));
    await waitFor(() => expect(visited).toEqual([`${location.origin}/cart`]));
  });

  it("says 'Error adding to cart' when the add fails, and a retry reuses the add's key", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === CART_ADD_PATHS.items)
        keys.push(request.headers.get('idempotency-key') ?? '');
    });
    injectFault({ method: 'POST', path: CART_ADD_PATHS.items, status: 503 });
    const user = userEvent.setup();
    const element = await ready();
    await user.click(continueButton(element));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(REORDER_TEXTS.addFailed);
    expect(visited).toEqual([]);
    await user.click(continueButton(element));
    await waitFor(() => expect(visited).toEqual([`${location.origin}/cart`]));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(state.cart.lines.map((line) => line.webSku)).toEqual(['C13130', 'TS32', 'BWTS10048', 'CAM39761']);
  });

  it("says 'Error adding to cart' when the shop refuses the add (success false), and logs its reason", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    injectFault({
      method: 'POST',
      path: CART_ADD_PATHS.items,
      body: { success: false, err: 'Cart is locked' },
    });
    const element = await ready();
    await userEvent.setup().click(continueButton(element));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(REORDER_TEXTS.addFailed);
    expect(warn).toHaveBeenCalledWith('shop-widgets: Reorder: add to cart failed: Cart is locked');
    expect(visited).toEqual([]);
  });

  it('a discontinued product (not active) is unavailable even in stock, and its alternative replaces it', async () => {
    const element = await ready({ orderid: '100377', invoicenumber: '310377' });
    const replace = shadow(element).getByRole('region', { name: REORDER_TEXTS.itemsToReplace });
    expect(within(replace).getByRole('listitem')).toHaveTextContent(REORDER_TEXTS.discontinued);
    expect(within(replace).getByRole('radio', { name: /^Replace with Optronics/ })).toBeChecked();
    // 2 x 64.35 (Optronics kit) + 44.39
    expect(newSubtotal(element)).toBe('$173.09');
  });

  it('every item available: no replacement section, everything goes to the cart', async () => {
    const element = await ready({ orderid: '100312', invoicenumber: '310312' });
    expect(shadow(element).queryByRole('region', { name: REORDER_TEXTS.itemsToReplace })).toBeNull();
    expect(newSubtotal(element)).toBe('$103.73');
    await userEvent.setup().click(continueButton(element));
    await waitFor(() => expect(visited).toHaveLength(1));
    expect(state.cart.lines.map((line) => line.webSku)).toEqual(['C45036', 'PK12704', 'CAM44505']);
  });

  it('nothing to add: says so and Continue does nothing', async () => {
    const seed = createOrdersSeed();
    (seed.orders[0] as (typeof seed.orders)[number]).lines = [
      { webSku: 'RP7055', quantity: 1, price: 21.96 },
    ];
    seedFakeShop({ orders: seed });
    const element = await ready();
    expect(shadow(element).getByText(REORDER_TEXTS.nothingChosen)).toBeVisible();
    expect(newSubtotal(element)).toBe('$0.00');
    expect(continueButton(element)).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(continueButton(element));
    expect(recordedRequests({ method: 'POST' })).toHaveLength(0);
  });

  it('an order without products says so', async () => {
    const seed = createOrdersSeed();
    (seed.orders[0] as (typeof seed.orders)[number]).lines = [];
    seedFakeShop({ orders: seed });
    const element = await mountElement('reorder-page', ORDER);
    await waitFor(() => expect(page(element)).toHaveAttribute('data-state', 'empty'));
    expect(shadow(element).getByText(REORDER_TEXTS.empty)).toBeVisible();
  });

  it('a failed load says so and Try again loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ method: 'GET', path: '/api/orders/*', status: 500, times: 3 });
    const element = await mountElement('reorder-page', ORDER);
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(REORDER_TEXTS.loadFailed);
    await userEvent.setup().click(shadow(element).getByRole('button', { name: REORDER_TEXTS.tryAgain }));
    await waitFor(() => expect(page(element)).toHaveAttribute('data-state', 'ready'));
  });

  it('an unknown order is a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = await mountElement('reorder-page', { orderid: '1', invoicenumber: '2' });
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(REORDER_TEXTS.loadFailed);
  });

  it('without an order id or invoice number it says so and calls nothing', async () => {
    const element = await mountElement('reorder-page', { orderid: '100245' });
    expect(await shadow(element).findByText(REORDER_TEXTS.missingOrder)).toBeVisible();
    expect(page(element)).toHaveAttribute('data-state', 'missing');
    expect(recordedRequests({ path: '/api/orders/*' })).toHaveLength(0);
  });

  it('a path-unsafe order id is refused before any call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = await mountElement('reorder-page', { orderid: '..', invoicenumber: '310245' });
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(REORDER_TEXTS.loadFailed);
    expect(recordedRequests({ path: '/api/*' }).filter((r) => r.path.startsWith('/api/orders'))).toHaveLength(
      0,
    );
  });
});
