import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { fetchCartDetails } from '../../../src/api/cart';
import { defineWidget } from '../../../src/core/define-widget';
import { cartPageDefinition } from '../../../src/elements/storefront/cart-page/cart-page.element';
import { checkoutPanelDefinition } from '../../../src/elements/storefront/checkout-panel/checkout-panel.element';
import { setNavigation } from '../../../src/elements/storefront/checkout-panel/navigation';
import { injectFault, recordedRequests, seedFakeShop, setRole } from '../../../src/mocks/controls';
import { settleCartChanges } from '../../../src/stores/cart';
import { sidebarStore } from '../../../src/stores/sidebar';
import { mountElement, settle } from '../../helpers/elements';
import { server } from '../../msw-server';

defineWidget(checkoutPanelDefinition);
defineWidget(cartPageDefinition);

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const navigate = vi.fn<(url: string) => void>();
const reload = vi.fn<() => void>();
let restoreNavigation: () => void;

beforeEach(() => {
  navigate.mockReset();
  reload.mockReset();
  restoreNavigation = setNavigation({ navigate, reload });
});

afterEach(async () => {
  restoreNavigation();
  await settleCartChanges();
  history.replaceState(null, '', '/');
});

async function mountPanel(attributes: Record<string, string> = {}) {
  const element = await mountElement('checkout-panel', attributes);
  await waitFor(() => expect(shadow(element).getByRole('button')).toBeEnabled());
  return element;
}

const mutations = () =>
  recordedRequests()
    .filter((entry) => entry.method !== 'GET' && !entry.path.startsWith('/api/logger'))
    .map((entry) => `${entry.method} ${entry.path}`);

describe('<checkout-panel> for each role', () => {
  it("shows a shopper 'Subtotal' and 'CHECKOUT', which goes to /checkout with a full page load", async () => {
    const element = await mountPanel();
    expect(shadow(element).getByRole('group', { name: 'Order summary' })).toHaveTextContent(
      'Subtotal$384.80',
    );
    expect(shadow(element).queryByText('Dealer Subtotal')).toBeNull();
    await userEvent.click(shadow(element).getByRole('button', { name: 'CHECKOUT' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${location.origin}/checkout`));
    expect(mutations()).toEqual([]);
  });

  it("shows a dealer dealer and retail subtotals and 'CHECKOUT AS DEALER'", async () => {
    setRole('dealer');
    const element = await mountPanel();
    const panel = shadow(element).getByRole('group', { name: 'Order summary' });
    await waitFor(() => expect(panel).toHaveTextContent('Dealer Subtotal$294.84'));
    expect(panel).toHaveTextContent('Retail Subtotal$474.76');
    await userEvent.click(shadow(element).getByRole('button', { name: 'CHECKOUT AS DEALER' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(mutations()).toEqual([]);
  });

  it('switches a dealer viewing as customer out of it and refreshes the cart items before going to /checkout', async () => {
    seedFakeShop({ role: 'dealer', session: { installer: { viewAsCustomer: true } } });
    const element = await mountPanel();
    const panel = shadow(element).getByRole('group', { name: 'Order summary' });
    await waitFor(() => expect(shadow(element).getByRole('button')).toHaveTextContent('CHECKOUT AS DEALER'));
    // Viewing as customer: the customer's one subtotal.
    expect(panel).toHaveTextContent('Subtotal$384.80');
    expect(panel).not.toHaveTextContent('Retail Subtotal');
    await userEvent.click(shadow(element).getByRole('button', { name: 'CHECKOUT AS DEALER' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${location.origin}/checkout`));
    expect(mutations()).toEqual([
      'PUT /api/installers/view-as-customer/false',
      'PUT /api/cart/refresh-cart-items',
    ]);
    expect((await fetchCartDetails()).cartTotal).toBe(294.84);
  });

  it('does not refresh the cart items when the server answers the switch falsy', async () => {
    seedFakeShop({ role: 'dealer', session: { installer: { viewAsCustomer: true } } });
    server.use(http.put('*/api/installers/view-as-customer/:flag', () => HttpResponse.json(false)));
    const element = await mountPanel();
    await waitFor(() => expect(shadow(element).getByRole('button')).toHaveTextContent('CHECKOUT AS DEALER'));
    await userEvent.click(shadow(element).getByRole('button'));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(recordedRequests({ path: '/api/cart/refresh-cart-items' })).toEqual([]);
  });

  it('still goes to /checkout when the installer lookup fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    seedFakeShop({ role: 'dealer', session: { installer: { viewAsCustomer: true } } });
    const element = await mountPanel();
    await waitFor(() => expect(shadow(element).getByRole('button')).toHaveTextContent('CHECKOUT AS DEALER'));
    injectFault({ path: '/api/installers/login', status: 500 });
    await userEvent.click(shadow(element).getByRole('button'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${location.origin}/checkout`));
    expect(recordedRequests({ path: '/api/installers/view-as-customer/*' })).toEqual([]);
  });

  it('still goes to /checkout when the switch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    seedFakeShop({ role: 'dealer', session: { installer: { viewAsCustomer: true } } });
    injectFault({ method: 'PUT', path: '/api/installers/view-as-customer/*', status: 500 });
    const element = await mountPanel();
    await userEvent.click(shadow(element).getByRole('button'));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });

  it('is busy while checking out, and a second click does nothing more', async () => {
    injectFault({ path: '/api/installers/login', latencyMs: 300 });
    const element = await mountPanel();
    const button = shadow(element).getByRole('button', { name: 'CHECKOUT' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    await settle(50);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('sends a quantity change still in its quiet period before going to /checkout', async () => {
    const page = await mountElement('cart-page');
    const panel = await mountPanel();
    const increase = await shadow(page).findAllByRole('button', { name: 'Increase quantity' });
    fireEvent.click(increase[0] as HTMLElement);
    fireEvent.click(shadow(panel).getByRole('button', { name: 'CHECKOUT' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(recordedRequests({ method: 'PUT', path: '/api/cart/items/1' })[0]?.body).toMatchObject({
      quantity: 2,
    });
  });

  it('disables CHECKOUT for an empty cart', async () => {
    seedFakeShop({ cart: { lines: [] } });
    const element = await mountElement('checkout-panel');
    await settle(100);
    expect(shadow(element).getByRole('group', { name: 'Order summary' })).toHaveTextContent('Subtotal$0.00');
    expect(shadow(element).getByRole('button', { name: 'CHECKOUT' })).toBeDisabled();
  });
});

describe('<checkout-panel> modes', () => {
  it('Update reloads the current page', async () => {
    const element = await mountPanel({ 'data-mode': 'Update' });
    await userEvent.click(shadow(element).getByRole('button', { name: 'Update' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is in Update mode by itself on paths starting with /checkout', async () => {
    history.replaceState(null, '', '/checkout/payment');
    const element = await mountPanel();
    expect(shadow(element).getByRole('button', { name: 'Update' })).toBeVisible();
  });

  it("AddAllItemsToCart puts the saved list in the cart and then reads 'Added to Cart'", async () => {
    setRole('dealer');
    const element = await mountPanel({ 'data-mode': 'AddAllItemsToCart', 'data-saved-list-id': '12' });
    // List 12: 10 x C45036, 6 x C56146, 4 x TS32 at dealer prices.
    expect(shadow(element).getByRole('group', { name: 'Order summary' })).toHaveTextContent(/Subtotal\$/);
    await userEvent.click(shadow(element).getByRole('button', { name: 'Add All Items to Cart' }));
    expect(await shadow(element).findByRole('status')).toHaveTextContent('Added to Cart');
    expect(shadow(element).queryByRole('button')).toBeNull();
    expect(recordedRequests({ method: 'POST', path: '/api/saved-product-list/12/add-to-cart' })).toHaveLength(
      1,
    );
    expect((await fetchCartDetails()).items.map((item) => item.webSku)).toEqual(
      expect.arrayContaining(['C45036', 'C56146', 'TS32']),
    );
  });

  it("AddAllItemsToCart says 'Error adding to cart' when the add fails, and can be tried again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setRole('dealer');
    injectFault({ method: 'POST', path: '/api/saved-product-list/12/add-to-cart', status: 500 });
    const element = await mountPanel({ 'data-mode': 'AddAllItemsToCart', 'data-saved-list-id': '12' });
    await userEvent.click(shadow(element).getByRole('button', { name: 'Add All Items to Cart' }));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('Error adding to cart');
    await userEvent.click(shadow(element).getByRole('button', { name: 'Add All Items to Cart' }));
    expect(await shadow(element).findByRole('status')).toHaveTextContent('Added to Cart');
  });

  it('AddAllItemsToCart whose list cannot be loaded says so, shows no $0.00 subtotal and stays disabled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setRole('dealer');
    injectFault({ method: 'GET', path: '/api/saved-product-list/12', status: 500 });
    const element = await mountElement('checkout-panel', {
      'data-mode': 'AddAllItemsToCart',
      'data-saved-list-id': '12',
    });
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('We could not load this list.');
    expect(shadow(element).getByRole('group', { name: 'Order summary' })).not.toHaveTextContent('Subtotal');
    expect(shadow(element).getByRole('button', { name: 'Add All Items to Cart' })).toBeDisabled();
  });

  it('AddAllItemsToCart without a saved list is disabled', async () => {
    const element = await mountElement('checkout-panel', { 'data-mode': 'AddAllItemsToCart' });
    await settle(100);
    expect(shadow(element).getByRole('button', { name: 'Add All Items to Cart' })).toBeDisabled();
  });

  it('opens the side bar in its checkout-options state with data-checkout-options', async () => {
    document.body.append(document.createElement('cart-sidebar'));
    const element = await mountPanel({ 'data-checkout-options': '' });
    const opened = vi.fn();
    element.addEventListener('shop:cart-open', opened);
    await userEvent.click(shadow(element).getByRole('button', { name: 'CHECKOUT' }));
    expect(opened.mock.calls[0]?.[0]).toMatchObject({
      detail: { source: 'checkout-panel', view: 'checkout-options' },
    });
    expect(sidebarStore.getState()).toMatchObject({ showSideBar: true, loadCheckoutOptions: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes straight to /checkout with data-checkout-options when the page has no side bar', async () => {
    const element = await mountPanel({ 'data-checkout-options': '' });
    await userEvent.click(shadow(element).getByRole('button', { name: 'CHECKOUT' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });

  it('shares the one cart: a quantity change in the cart page shows in the panel at once', async () => {
    const page = await mountElement('cart-page');
    const panel = await mountPanel();
    const increase = await shadow(page).findAllByRole('button', { name: 'Increase quantity' });
    fireEvent.click(increase[0] as HTMLElement);
    expect(shadow(panel).getByRole('group', { name: 'Order summary' })).toHaveTextContent('Subtotal$604.70');
  });
});
