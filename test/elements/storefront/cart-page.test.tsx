import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCartDetails } from '../../../src/api/cart';
import { resetConfig } from '../../../src/core/config';
import { defineWidget } from '../../../src/core/define-widget';
import { cartPageDefinition } from '../../../src/elements/storefront/cart-page/cart-page.element';
import { injectFault, recordedRequests, seedFakeShop, setRole } from '../../../src/mocks/controls';
import { setHolidayShippingMessage, settleCartChanges } from '../../../src/stores/cart';
import { mountElement, settle } from '../../helpers/elements';

defineWidget(cartPageDefinition);

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const PHONE = '1-800-555-0142';

/** A small cart: a hitch (48 in stock), a ball mount (7 in stock) and a case-pack item (12 a case). */
function seedCart() {
  seedFakeShop({
    cart: {
      lines: [
        { lineID: 1, webSku: 'C13130', quantity: 1, attribute: null },
        { lineID: 2, webSku: 'C11442', quantity: 2, attribute: null },
        { lineID: 3, webSku: 'PK12704', quantity: 2, attribute: null },
      ],
    },
  });
}

async function mountCart(attributes: Record<string, string> = {}) {
  const element = await mountElement('cart-page', attributes);
  await shadow(element).findByRole('list', { name: 'Items in your cart' });
  return element;
}

/** The undo strip (its text is also what the polite live region announces). */
function undoStrip(element: HTMLElement): HTMLElement | null {
  return element.shadowRoot?.querySelector<HTMLElement>('[part="undo-strip"]') ?? null;
}

function line(element: HTMLElement, title: RegExp) {
  return shadow(element).getByRole('listitem', { name: title });
}

afterEach(async () => {
  await settleCartChanges();
  history.replaceState(null, '', '/');
});

describe('<cart-page> states', () => {
  it('shows a loading circle while the cart loads', async () => {
    injectFault({ path: '/api/cart/details-for-cart', latencyMs: 400 });
    const element = await mountElement('cart-page');
    expect(shadow(element).getByRole('status', { name: '' })).toHaveTextContent('Loading your cart');
    expect(shadow(element).getByRole('heading', { level: 2 })).toHaveTextContent('Cart');
    await shadow(element).findByRole('list', { name: 'Items in your cart' });
  });

  it('shows "Your cart is currently empty" for an empty cart, without a checkout panel', async () => {
    seedFakeShop({ cart: { lines: [] } });
    const element = await mountElement('cart-page');
    expect(await shadow(element).findByText('Your cart is currently empty')).toBeVisible();
    expect(shadow(element).getByRole('heading', { name: 'Cart (0 Items)' })).toBeInTheDocument();
    expect(shadow(element).queryByRole('button', { name: 'CHECKOUT' })).toBeNull();
  });

  it("reads 'Cart (1 Item)' for one item and 'Cart (n Items)' for more", async () => {
    seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'C13130', quantity: 1, attribute: null }] } });
    const element = await mountCart();
    expect(shadow(element).getByRole('heading', { name: 'Cart (1 Item)' })).toBeInTheDocument();
    fireEvent.click(shadow(element).getByRole('button', { name: 'Increase quantity' }));
    expect(shadow(element).getByRole('heading', { name: 'Cart (2 Items)' })).toBeInTheDocument();
  });

  it('shows the cart load error with the customer service phone, and logs it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    resetConfig({ customerServicePhone: PHONE });
    injectFault({ path: '/api/cart/details-for-cart', status: 500, times: Infinity });
    const element = await mountElement('cart-page');
    const alert = await shadow(element).findByRole('alert');
    expect(alert).toHaveTextContent(
      `Sorry! We have encountered an error. Please try refreshing the page or call Customer Service at ${PHONE} for assistance.`,
    );
    expect(within(alert).getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:18005550142');
    await waitFor(() =>
      expect(
        recordedRequests({ path: '/api/logger/errors' }).some(
          (entry) => (entry.body as { source?: string }).source === 'cart',
        ),
      ).toBe(true),
    );
  });
});

describe('<cart-page> lines', () => {
  beforeEach(seedCart);

  it('shows image, title with the product link, product code, quantity, price and stock', async () => {
    const element = await mountCart();
    const hitch = line(element, /Curt Trailer Hitch Receiver - Custom Fit - Class III/);
    expect(within(hitch).getByRole('link', { name: /Class III/ })).toHaveAttribute('href', '/p-C13130.html');
    expect(hitch.querySelector('img')).toHaveAttribute('src', '/images/products/C13130.svg');
    expect(hitch).toHaveTextContent('Product Code: C13130');
    expect(within(hitch).getByRole('textbox', { name: /Quantity of Curt Trailer Hitch/ })).toHaveValue('1');
    expect(hitch).toHaveTextContent('$219.90');
    expect(hitch).toHaveTextContent('Ready to ship');
    const ballMount = line(element, /Class I - 1-1\/4/);
    expect(ballMount).toHaveTextContent('$328.58');
    expect(ballMount).toHaveTextContent('$164.29 each');
  });

  it("shows '{n} In Stock' only for stock at or below the threshold, or every line with the show flag", async () => {
    const element = await mountCart();
    await waitFor(() => expect(line(element, /Class I - 1-1\/4/)).toHaveTextContent('7 In Stock'));
    expect(line(element, /Class III/)).not.toHaveTextContent('In Stock');
    expect(recordedRequests({ path: '/api/cart/show-stock-quantity-maximum-threshold' })).toHaveLength(1);
  });

  it("shows every line's stock when the show flag is on", async () => {
    seedFakeShop({ cart: { display: { showStockQuantity: true } } });
    const element = await mountCart();
    await waitFor(() => expect(line(element, /Class III/)).toHaveTextContent('48 In Stock'));
  });

  it('marks lines awaiting stock, but not ready-to-ship ones', async () => {
    seedFakeShop({
      cart: {
        lines: [
          { lineID: 1, webSku: 'GH-523', quantity: 1, attribute: null },
          { lineID: 2, webSku: '75237', quantity: 1, attribute: null },
        ],
      },
    });
    const element = await mountCart();
    const status = (node: HTMLElement) => node.querySelector('.shop-cart-line__stock-status');
    expect(status(shadow(element).getAllByRole('listitem')[0] as HTMLElement)).toHaveAttribute(
      'data-state',
      'awaiting',
    );
    expect(status(shadow(element).getAllByRole('listitem')[1] as HTMLElement)).toHaveTextContent(
      'Ready for direct ship',
    );
    expect(status(shadow(element).getAllByRole('listitem')[1] as HTMLElement)).toHaveAttribute(
      'data-state',
      'ready',
    );
  });

  it('offers dealers the case-pack upgrade only where the case holds more than the quantity', async () => {
    setRole('dealer');
    const element = await mountCart();
    const casePack = await within(line(element, /Pollak 7-Way/)).findByRole('button', {
      name: 'Upgrade to a case of 12',
    });
    expect(within(line(element, /Class III/)).queryByRole('button', { name: /Upgrade/ })).toBeNull();
    fireEvent.click(casePack);
    expect(within(line(element, /Pollak 7-Way/)).getByRole('textbox')).toHaveValue('12');
    expect(within(line(element, /Pollak 7-Way/)).queryByRole('button', { name: /Upgrade/ })).toBeNull();
    await waitFor(() =>
      expect(recordedRequests({ method: 'PUT', path: '/api/cart/items/3' })[0]?.body).toMatchObject({
        quantity: 12,
      }),
    );
  });

  it('offers no case-pack upgrade to a shopper', async () => {
    const element = await mountCart();
    await settle(100);
    expect(shadow(element).queryByRole('button', { name: /Upgrade to a case/ })).toBeNull();
  });

  it('sends ten quick quantity clicks as one request with the final quantity', async () => {
    const element = await mountCart();
    const increase = within(line(element, /Class III/)).getByRole('button', { name: 'Increase quantity' });
    for (let click = 0; click < 10; click += 1) fireEvent.click(increase);
    expect(within(line(element, /Class III/)).getByRole('textbox')).toHaveValue('11');
    expect(line(element, /Class III/)).toHaveTextContent('$2,418.90');
    await waitFor(() => expect(recordedRequests({ method: 'PUT' })).toHaveLength(1));
    await settle(600);
    expect(recordedRequests({ method: 'PUT' })).toHaveLength(1);
    expect(recordedRequests({ method: 'PUT' })[0]?.body).toMatchObject({ lineID: 1, quantity: 11 });
  });
});

describe('<cart-page> remove and undo', () => {
  beforeEach(seedCart);

  it('replaces a removed line with the undo strip, which takes the focus; Undo puts it back in place', async () => {
    const element = await mountCart();
    await userEvent.click(
      shadow(element).getByRole('button', {
        name: /Remove Curt Trailer Hitch Receiver - Custom Fit - Class I -/,
      }),
    );
    const strip = undoStrip(element) as HTMLElement;
    expect(strip).toHaveTextContent('The item has been removed.');
    const items = shadow(element).getAllByRole('listitem');
    expect(items.indexOf(strip)).toBe(1);
    expect(shadow(element).getByRole('heading', { name: 'Cart (3 Items)' })).toBeInTheDocument();
    const undo = within(strip).getByRole('button', { name: /^Undo/ });
    expect(element.shadowRoot?.activeElement).toBe(undo);
    await waitFor(() => expect(recordedRequests({ method: 'DELETE' })).toHaveLength(1));
    await userEvent.click(undo);
    expect(undoStrip(element)).toBeNull();
    // Back on the server through the spec's add call (which puts it last); in its place in the view.
    await waitFor(async () =>
      expect((await fetchCartDetails()).items.map((item) => item.webSku)).toEqual([
        'C13130',
        'PK12704',
        'C11442',
      ]),
    );
    expect(recordedRequests({ method: 'POST', path: '/api/cart/item' })[0]?.body).toMatchObject({
      webSku: 'C11442',
      quantity: 2,
    });
    await waitFor(() =>
      expect(
        shadow(element)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-busy')),
      ).toEqual([null, null, null]),
    );
    expect(
      within(shadow(element).getAllByRole('listitem')[1] as HTMLElement).getByRole('link'),
    ).toHaveTextContent(/Class I - 1-1\/4/);
  });

  it('closing the strip forgets the line; a quantity of 0 removes it too', async () => {
    const element = await mountCart();
    const first = within(line(element, /Class III/));
    fireEvent.click(first.getByRole('button', { name: 'Decrease quantity' }));
    expect(undoStrip(element)).toHaveTextContent('The item has been removed.');
    await userEvent.click(shadow(element).getByRole('button', { name: 'Close' }));
    expect(undoStrip(element)).toBeNull();
    expect(shadow(element).getAllByRole('listitem')).toHaveLength(2);
    expect(element.shadowRoot?.activeElement).toBe(shadow(element).getByRole('heading', { level: 2 }));
  });

  it('offers Save for Later to a dealer and puts the item on the default list', async () => {
    setRole('dealer');
    const element = await mountCart();
    await userEvent.click(
      shadow(element).getByRole('button', {
        name: /Remove Curt Trailer Hitch Receiver - Custom Fit - Class III/,
      }),
    );
    await userEvent.click(await shadow(element).findByRole('button', { name: 'Save for Later' }));
    expect(await shadow(element).findByText('Saved for Later')).toBeVisible();
    const [saved] = recordedRequests({ method: 'POST', path: '/api/saved-product-list/*' });
    expect(saved?.path).toBe('/api/saved-product-list/12/item');
    expect(saved?.body).toEqual({ webSku: 'C13130', quantity: 1, source: 2 });
  });

  it('offers no Save for Later to a shopper', async () => {
    const element = await mountCart();
    await userEvent.click(
      shadow(element).getByRole('button', {
        name: /Remove Curt Trailer Hitch Receiver - Custom Fit - Class III/,
      }),
    );
    await settle(100);
    expect(shadow(element).queryByRole('button', { name: 'Save for Later' })).toBeNull();
  });

  it('offers no Save for Later to a dealer while the saved-product-list toggle is off', async () => {
    seedFakeShop({ role: 'dealer', featureToggles: { 'saved-product-list': false } });
    const element = await mountCart();
    await userEvent.click(
      shadow(element).getByRole('button', {
        name: /Remove Curt Trailer Hitch Receiver - Custom Fit - Class III/,
      }),
    );
    await settle(150);
    expect(undoStrip(element)).not.toBeNull();
    expect(shadow(element).queryByRole('button', { name: 'Save for Later' })).toBeNull();
  });

  it('says so when Save for Later fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setRole('dealer');
    injectFault({ method: 'POST', path: '/api/saved-product-list/12/item', status: 500 });
    const element = await mountCart();
    await userEvent.click(
      shadow(element).getByRole('button', {
        name: /Remove Curt Trailer Hitch Receiver - Custom Fit - Class III/,
      }),
    );
    await userEvent.click(await shadow(element).findByRole('button', { name: 'Save for Later' }));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('Failed to add items to list.');
  });
});

describe('<cart-page> roles and banners', () => {
  beforeEach(seedCart);

  it('shows the holiday banner while the shipping estimate has a holiday message', async () => {
    const element = await mountCart();
    expect(shadow(element).queryByText('Arrives Before Christmas')).toBeNull();
    setHolidayShippingMessage('Order by Dec 18 for delivery before Dec 25');
    expect(await shadow(element).findByText('Arrives Before Christmas')).toBeVisible();
    expect(shadow(element).getByText('Order by Dec 18 for delivery before Dec 25')).toBeVisible();
  });

  it('takes the banner text from data-holiday-text', async () => {
    setHolidayShippingMessage('Holiday shipping');
    const element = await mountCart({ 'data-holiday-text': 'Arrives Before New Year' });
    expect(shadow(element).getByText('Arrives Before New Year')).toBeVisible();
  });

  it('shows no holiday banner for an empty cart', async () => {
    seedFakeShop({ cart: { lines: [] } });
    setHolidayShippingMessage('Holiday shipping');
    const element = await mountElement('cart-page');
    await shadow(element).findByText('Your cart is currently empty');
    expect(shadow(element).queryByText('Arrives Before Christmas')).toBeNull();
  });

  it("gives dealers 'Add All Items to List', which opens the side bar's saved-list view with the items", async () => {
    setRole('dealer');
    const element = await mountCart();
    const opened = vi.fn();
    window.addEventListener('shop:cart-open', opened);
    await userEvent.click(await shadow(element).findByRole('button', { name: 'Add All Items to List' }));
    window.removeEventListener('shop:cart-open', opened);
    expect(opened.mock.calls[0]?.[0]).toMatchObject({
      detail: {
        view: 'saved-list',
        source: 'cart',
        items: [
          { webSku: 'C13130', quantity: 1, source: 2 },
          { webSku: 'C11442', quantity: 2, source: 2 },
          { webSku: 'PK12704', quantity: 2, source: 2 },
        ],
      },
    });
  });

  it("hides 'Add All Items to List' from shoppers", async () => {
    const shopper = await mountCart();
    await settle(100);
    expect(shadow(shopper).queryByRole('button', { name: 'Add All Items to List' })).toBeNull();
    shopper.remove();
  });

  it("hides 'Add All Items to List' from a dealer when the toggle is off", async () => {
    seedFakeShop({ role: 'dealer', featureToggles: { 'saved-product-list': false } });
    const element = await mountCart();
    await settle(100);
    expect(shadow(element).queryByRole('button', { name: 'Add All Items to List' })).toBeNull();
  });

  it("gives internal staff 'Empty Cart', which clears the list on success", async () => {
    resetConfig({ internalStaff: true });
    setRole('staff');
    const element = await mountCart();
    await userEvent.click(shadow(element).getByRole('button', { name: 'Empty Cart' }));
    expect(await shadow(element).findByText('Your cart is currently empty')).toBeVisible();
    expect(recordedRequests({ method: 'DELETE', path: '/api/cart/items' })).toHaveLength(1);
  });

  it("shows 'Empty Cart' to nobody but internal staff", async () => {
    setRole('dealer');
    const element = await mountCart();
    await settle(100);
    expect(shadow(element).queryByRole('button', { name: 'Empty Cart' })).toBeNull();
  });

  it('shows the checkout panel: Subtotal and CHECKOUT for a shopper', async () => {
    const element = await mountCart();
    const panel = shadow(element).getByRole('group', { name: 'Order summary' });
    expect(panel).toHaveTextContent('Subtotal$582.38');
    expect(within(panel).getByRole('button', { name: 'CHECKOUT' })).toBeEnabled();
  });

  it('shows dealer and retail prices and CHECKOUT AS DEALER to a dealer', async () => {
    setRole('dealer');
    const element = await mountCart();
    const panel = shadow(element).getByRole('group', { name: 'Order summary' });
    await waitFor(() => expect(panel).toHaveTextContent('Dealer Subtotal'));
    expect(panel).toHaveTextContent('Retail Subtotal');
    expect(within(panel).getByRole('button', { name: 'CHECKOUT AS DEALER' })).toBeVisible();
    expect(line(element, /Class III/)).toHaveTextContent('Dealer$164.93');
    expect(line(element, /Class III/)).toHaveTextContent('Retail$274.87');
  });

  it('is in checkout mode on /checkout paths: the main button reads Update', async () => {
    history.replaceState(null, '', '/checkout/shipping');
    const element = await mountCart();
    expect(shadow(element).getByRole('button', { name: 'Update' })).toBeVisible();
    expect(shadow(element).queryByRole('button', { name: 'CHECKOUT' })).toBeNull();
  });
});
