import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineWidget } from '../../../src/core/define-widget';
import { cartSidebarDefinition } from '../../../src/elements/storefront/cart-sidebar/cart-sidebar.element';
import { resetLandingParameters } from '../../../src/elements/storefront/cart-sidebar/landing-parameters';
import { pageLocation } from '../../../src/elements/storefront/cart-sidebar/page-location';
import { setNavigation } from '../../../src/elements/storefront/checkout-panel/navigation';
import { injectFault, recordedRequests, seedFakeShop, setRole } from '../../../src/mocks';
import { addInstallRequest } from '../../../src/mocks/handlers/install-requests';
import { recordAddedItems } from '../../../src/stores/cart';
import { resetSessionStore } from '../../../src/stores/session';
import { closeSidebar, openSidebar, sidebarStore } from '../../../src/stores/sidebar';
import { mountElement, settle } from '../../helpers/elements';

defineWidget(cartSidebarDefinition);

const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const dialog = (element: HTMLElement) => inside(element).queryByRole('dialog');

/** The tab list (queried directly: role queries over the whole cart are slow in jsdom). */
async function tabList(element: HTMLElement): Promise<HTMLElement> {
  let tabs: HTMLElement | null = null;
  await waitFor(() => {
    tabs = element.shadowRoot?.querySelector<HTMLElement>('[role="tablist"]') ?? null;
    expect(tabs).not.toBeNull();
  });
  return tabs as unknown as HTMLElement;
}

function onPage(path: string, search = '') {
  vi.spyOn(pageLocation, 'path').mockReturnValue(path);
  vi.spyOn(pageLocation, 'search').mockReturnValue(search);
}

async function mountSidebar(attributes: Record<string, string> = {}) {
  const element = await mountElement('cart-sidebar', attributes);
  await settle();
  return element;
}

beforeEach(() => {
  resetLandingParameters();
  onPage('/');
  vi.spyOn(pageLocation, 'reload').mockImplementation(() => {});
  vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
  // jsdom has no layout, so every element looks hidden to focus-trap; give them a box.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
    new DOMRect(0, 0, 10, 10),
  ] as unknown as DOMRectList);
});

describe('<cart-sidebar> frame', () => {
  it('stays closed until opened, then shows the cart as a labelled modal dialog and locks the body', async () => {
    const element = await mountSidebar();
    expect(dialog(element)).toBeNull();
    expect(document.body).not.toHaveClass('shop-modal-open');

    window.dispatchEvent(new CustomEvent('shop:cart-open', { detail: { source: 'host-page' } }));
    const panel = await inside(element).findByRole('dialog', { name: 'Cart' });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(panel).toHaveAttribute('data-state', 'open');
    expect(document.body).toHaveClass('shop-modal-open');
    expect(await inside(element).findByRole('heading', { name: 'Cart (2 Items)' })).toBeInTheDocument();

    closeSidebar();
    await waitFor(() => expect(dialog(element)).toBeNull());
    expect(document.body).not.toHaveClass('shop-modal-open');
  });

  it("shows the cart's small delivery panel above the checkout panel", async () => {
    const element = await mountSidebar();
    openSidebar('cart');
    const panel = await inside(element).findByRole('dialog', { name: 'Cart' });
    await waitFor(() => expect(panel.querySelector('[part="panel"]')).not.toBeNull());
    expect(panel.querySelector('[part="panel"]')?.textContent).toMatch(
      /Delivery|Add ZIP code for delivery options/,
    );
  });

  it('is 400 px wide with the default attributes, and takes a width and a side from its attributes', async () => {
    const element = await mountSidebar();
    const frame = element.shadowRoot?.querySelector<HTMLElement>('.shop-cart-sidebar');
    expect(frame?.style.getPropertyValue('--shop-cart-sidebar-panel-width')).toBe('400px');
    expect(frame?.style.getPropertyValue('--shop-cart-sidebar-panel-duration')).toBe('250ms');
    expect(frame?.dataset.direction).toBe('right');
    element.setAttribute('data-width', '480');
    element.setAttribute('data-widthtype', 'px');
    element.setAttribute('data-direction', 'left');
    element.setAttribute('data-duration', '400ms');
    await waitFor(() =>
      expect(frame?.style.getPropertyValue('--shop-cart-sidebar-panel-width')).toBe('480px'),
    );
    expect(frame?.style.getPropertyValue('--shop-cart-sidebar-panel-duration')).toBe('400ms');
    expect(frame?.dataset.direction).toBe('left');
  });

  it('keeps working with a data-duration that is not a CSS time, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mountSidebar({ 'data-duration': 'fast' });
    const frame = element.shadowRoot?.querySelector<HTMLElement>('.shop-cart-sidebar');
    expect(frame?.style.getPropertyValue('--shop-cart-sidebar-panel-duration')).toBe('250ms');
    openSidebar();
    expect(await inside(element).findByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('data-duration must be a CSS time');
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    opener.textContent = 'Open cart';
    opener.addEventListener('click', () => openSidebar('cart'));
    document.body.append(opener);
    const element = await mountSidebar();

    await user.click(opener);
    const panel = await inside(element).findByRole('dialog', { name: 'Cart' });
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(panel));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(sidebarStore.getState().showSideBar).toBe(false));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on a click on the overlay, announcing the close', async () => {
    const element = await mountSidebar();
    openSidebar('checkout-options');
    await inside(element).findByRole('dialog', { name: 'Checkout Options' });
    const closed = vi.fn();
    window.addEventListener('shop:sidebar-close', closed);
    fireEvent.click(element.shadowRoot?.querySelector('.shop-cart-sidebar__overlay') as Element);
    window.removeEventListener('shop:sidebar-close', closed);
    expect(closed).toHaveBeenCalledTimes(1);
    expect((closed.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      source: 'cart-sidebar',
    });
    expect(sidebarStore.getState().showSideBar).toBe(false);
  });

  it('closes with its close icon', async () => {
    const element = await mountSidebar();
    openSidebar('checkout-options');
    const panel = await inside(element).findByRole('dialog', { name: 'Checkout Options' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(sidebarStore.getState().showSideBar).toBe(false);
  });

  it('shows one side bar when a page has two, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = await mountSidebar();
    const second = await mountSidebar();
    openSidebar('checkout-options');
    await inside(first).findByRole('dialog', { name: 'Checkout Options' });
    expect(dialog(second)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('More than one <cart-sidebar>');
    first.remove();
    expect(await inside(second).findByRole('dialog', { name: 'Checkout Options' })).toBeInTheDocument();
  });

  it('reloads the page when it closes on a path under /checkout, and only there', async () => {
    const element = await mountSidebar();
    openSidebar();
    await inside(element).findByRole('dialog');
    closeSidebar();
    await settle();
    expect(pageLocation.reload).not.toHaveBeenCalled();

    onPage('/checkout/shipping');
    openSidebar();
    await inside(element).findByRole('dialog');
    closeSidebar();
    await waitFor(() => expect(pageLocation.reload).toHaveBeenCalledTimes(1));
  });
});

describe('<cart-sidebar> on page load', () => {
  it('opens the cart and announces the list of ?savedlistid= (digits only kept)', async () => {
    setRole('dealer');
    onPage('/Home', '?savedlistid=1x2');
    const element = await mountSidebar();
    const panel = await inside(element).findByRole('dialog', { name: 'Cart' });
    expect(await within(panel).findByText('Items were added to your list "Shop Stock".')).toBeInTheDocument();
    expect(recordedRequests({ path: '/api/saved-product-list/12' })).toHaveLength(1);
  });

  it("announces the items generically when the list's name cannot be read", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onPage('/Home', '?savedlistid=12');
    const element = await mountSidebar();
    expect(await inside(element).findByText('Items were added to your saved list.')).toBeInTheDocument();
  });

  it('opens an opted-in installer on the install-requests tab for ?installrequestid=', async () => {
    setRole('dealer');
    onPage('/', '?installrequestid=2');
    const element = await mountSidebar();
    const panel = await inside(element).findByRole('dialog', { name: 'Cart and install requests' });
    expect(within(panel).getByRole('tab', { name: 'Install Requests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const request = await within(panel).findByRole('article', { name: 'James Carter' });
    expect(request).toHaveAttribute('aria-current', 'true');
    expect(sidebarStore.getState()).toMatchObject({ loadInstallRequests: true, installRequestId: 2 });
  });

  it('opens an opted-in installer with unseen install requests, then marks them seen', async () => {
    setRole('dealer');
    addInstallRequest({ customerName: 'Ana Ruiz' });
    const element = await mountSidebar();
    const panel = await inside(element).findByRole('dialog', { name: 'Cart and install requests' });
    expect(await within(panel).findByRole('article', { name: 'Ana Ruiz, new' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        recordedRequests({ method: 'PUT', path: '/api/dealer-install-request/clear-unseen' }),
      ).toHaveLength(1),
    );
    // The landing rule's answer is the tab badge's too: one GET of the unseen requests per page load.
    expect(recordedRequests({ path: '/api/dealer-install-request/requests/unseen' })).toHaveLength(1);
  });

  it('stays closed for an installer without unseen requests, on checkout, or not opted in', async () => {
    setRole('dealer');
    let element = await mountSidebar();
    await settle(100);
    expect(sidebarStore.getState().showSideBar).toBe(false);
    // The server said no (nothing unseen): the side bar does not ask for the unseen requests.
    const shown = recordedRequests({ path: '/api/dealer-install-request/show-dealer-install-requests' });
    expect(shown).toHaveLength(1);
    expect(recordedRequests({ path: '/api/dealer-install-request/requests/unseen' })).toHaveLength(0);
    element.remove();

    addInstallRequest();
    resetLandingParameters();
    onPage('/checkout');
    element = await mountSidebar();
    await settle(100);
    expect(sidebarStore.getState().showSideBar).toBe(false);
    element.remove();

    seedFakeShop({ session: { installer: { isOptedIn: false } } });
    resetSessionStore();
    resetLandingParameters();
    onPage('/', '?installrequestid=3');
    element = await mountSidebar();
    await settle(100);
    expect(sidebarStore.getState().showSideBar).toBe(false);
  });

  it('does nothing for a shopper with an installrequestid', async () => {
    onPage('/', '?installrequestid=3');
    await mountSidebar();
    await settle(100);
    expect(sidebarStore.getState().showSideBar).toBe(false);
    expect(recordedRequests({ path: '/api/dealer-install-request/*' })).toHaveLength(0);
  });

  it('asks GET /show-dealer-install-requests with the page query before opening the tab', async () => {
    setRole('dealer');
    onPage('/', '?installrequestid=2&utm_source=mail');
    const element = await mountSidebar();
    await inside(element).findByRole('dialog', { name: 'Cart and install requests' });
    const asked = recordedRequests({ path: '/api/dealer-install-request/show-dealer-install-requests' });
    expect(asked.map((entry) => entry.search)).toEqual(['?installrequestid=2&utm_source=mail']);
  });

  it('stays closed, logs, and keeps the page working when the show call fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setRole('dealer');
    addInstallRequest({ customerName: 'Ana Ruiz' });
    injectFault({ path: '/api/dealer-install-request/show-dealer-install-requests', status: 500 });
    const element = await mountSidebar();
    await settle(100);
    expect(sidebarStore.getState().showSideBar).toBe(false);
    expect(recordedRequests({ path: '/api/dealer-install-request/requests/unseen' })).toHaveLength(0);
    expect(errors).toHaveBeenCalled();
    openSidebar('cart');
    expect(await inside(element).findByRole('dialog', { name: /^Cart/ })).toBeInTheDocument();
  });
});

describe('<cart-sidebar> added-to-cart content', () => {
  it('shows what was added with its name and image from the cart, then moves on to the cart', async () => {
    recordAddedItems([{ webSku: '90195', quantity: 1 }]);
    const element = await mountSidebar();
    openSidebar('added-to-cart');
    const panel = await inside(element).findByRole('dialog', { name: 'Added to Cart' });
    expect(within(panel).getByText('Items added to cart')).toBeInTheDocument();
    const link = await within(panel).findByRole('link', {
      name: 'Tekonsha P3 Trailer Brake Controller - 1 to 4 Axles - Proportional',
    });
    expect(link).toHaveAttribute('href', '/p-90195.html');
    expect(within(panel).getByText('Cart subtotal (2 Items)')).toBeInTheDocument();
    // 139.95 + the 24.95 adapter
    expect(within(panel).getByText('$164.90')).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'View Cart' }));
    expect(await inside(element).findByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
    expect(sidebarStore.getState()).toMatchObject({
      showSideBar: true,
      loadCart: true,
      loadAddedToCart: false,
    });
  });

  it('closes with Continue Shopping', async () => {
    recordAddedItems([{ webSku: 'C13130', quantity: 1 }]);
    const element = await mountSidebar();
    openSidebar('added-to-cart');
    const panel = await inside(element).findByRole('dialog', { name: 'Added to Cart' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Continue Shopping' }));
    expect(sidebarStore.getState().showSideBar).toBe(false);
  });
});

describe('<cart-sidebar> install-requests tab', () => {
  it('is there for opted-in installers only, and the arrow keys move between the tabs', async () => {
    const element = await mountSidebar();
    openSidebar('cart');
    await inside(element).findByRole('heading', { name: 'Cart (2 Items)' });
    expect(element.shadowRoot?.querySelector('[role="tablist"]')).toBeNull();
    closeSidebar();
    element.remove();

    setRole('dealer');
    resetSessionStore();
    resetLandingParameters();
    const dealerSidebar = await mountSidebar();
    openSidebar('cart');
    const tabs = await tabList(dealerSidebar);
    const cartTab = within(tabs).getByRole('tab', { name: 'Cart' });
    expect(cartTab).toHaveAttribute('aria-selected', 'true');
    cartTab.focus();
    fireEvent.keyDown(cartTab, { key: 'ArrowRight' });
    const requestsTab = within(tabs).getByRole('tab', { name: 'Install Requests' });
    await waitFor(() => expect(requestsTab).toHaveAttribute('aria-selected', 'true'));
    expect(dealerSidebar.shadowRoot?.activeElement).toBe(requestsTab);
    const panel = dealerSidebar.shadowRoot?.querySelector('[role="tabpanel"]') as HTMLElement;
    expect(panel).toHaveAccessibleName('Install Requests');
    expect(await within(panel).findByRole('article', { name: 'Maria Gonzalez' })).toBeInTheDocument();
    fireEvent.keyDown(requestsTab, { key: 'Home' });
    await waitFor(() => expect(cartTab).toHaveAttribute('aria-selected', 'true'));
  });

  it('shows a badge with the unseen count on the tab', async () => {
    setRole('dealer');
    addInstallRequest();
    addInstallRequest();
    onPage('/checkout');
    const element = await mountSidebar();
    openSidebar('cart');
    const tabs = await tabList(element);
    await waitFor(() =>
      expect(recordedRequests({ path: '/api/dealer-install-request/requests/unseen' })).toHaveLength(1),
    );
    const requestsTab = within(tabs).getAllByRole('tab')[1];
    await waitFor(() => expect(requestsTab).toHaveAccessibleName('Install Requests, 2 new'));
  });

  it('says so when the requests cannot be loaded, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setRole('dealer');
    injectFault({ path: '/api/dealer-install-request/requests', status: 500 });
    const element = await mountSidebar();
    openSidebar('install-requests');
    const alert = await inside(element).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your install requests.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await inside(element).findByRole('article', { name: 'Maria Gonzalez' })).toBeInTheDocument();
  });
});

describe('<cart-sidebar> saving to a list', () => {
  const items = [{ webSku: 'TS32', quantity: 2, source: 'product' as const }];

  it("saves the products to the dealer's chosen list and confirms it", async () => {
    setRole('dealer');
    const element = await mountSidebar();
    openSidebar('saved-list', { source: 'add-to-cart', items });
    const panel = await inside(element).findByRole('dialog', { name: 'Save to List' });
    const shopStock = await within(panel).findByRole('radio', { name: /^Shop Stock, default list/ });
    expect(shopStock).toBeChecked();
    expect(within(panel).getByText('Saving 2 Items')).toBeInTheDocument();
    expect(shopStock.closest('label')).toHaveTextContent('Already in this list');

    fireEvent.click(within(panel).getByRole('radio', { name: /Johnson F-150 Install/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save to List' }));
    expect(await within(panel).findByText('1 Item added to "Johnson F-150 Install".')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View List' })).toHaveAttribute(
      'href',
      `${location.origin}/Home?savedlistid=15`,
    );
    expect(pageLocation.assign).not.toHaveBeenCalled();
    const sent = recordedRequests({ path: '/api/saved-product-list/15/items' });
    expect(sent.map((request) => request.body)).toEqual([
      [{ webSku: 'TS32', quantity: 2, source: 'product' }],
    ]);
  });

  it("shows 'Failed to add items to list.' when saving fails, and a second try saves once", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setRole('dealer');
    injectFault({ path: '/api/saved-product-list/12/items', status: 500 });
    const element = await mountSidebar();
    openSidebar('saved-list', { items });
    const panel = await inside(element).findByRole('dialog', { name: 'Save to List' });
    await within(panel).findByRole('radio', { name: /Shop Stock/ });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save to List' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to add items to list.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save to List' }));
    expect(await within(panel).findByText('1 Item added to "Shop Stock".')).toBeInTheDocument();
    const keys = recordedRequests({ path: '/api/saved-product-list/12/items' });
    expect(keys).toHaveLength(2);
  });

  it('says so when the lists cannot be loaded, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setRole('dealer');
    injectFault({ path: '/api/saved-product-list/add-to-list-options', status: 500 });
    const element = await mountSidebar();
    openSidebar('saved-list', { items });
    const alert = await inside(element).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your saved lists.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await inside(element).findByRole('radio', { name: /Shop Stock/ })).toBeInTheDocument();
  });

  it('tells a shopper that saved lists are for dealer installers', async () => {
    const element = await mountSidebar();
    openSidebar('saved-list', { items });
    expect(
      await inside(element).findByText('Sign in as a dealer installer to save products to a list.'),
    ).toBeInTheDocument();
    expect(recordedRequests({ path: '/api/saved-product-list/*' })).toHaveLength(0);
  });

  it("is unavailable to a dealer while the 'saved-product-list' toggle is off", async () => {
    setRole('dealer');
    seedFakeShop({ featureToggles: { 'saved-product-list': false } });
    const element = await mountSidebar();
    openSidebar('saved-list', { items });
    expect(await inside(element).findByText('Saved lists are not available right now.')).toBeInTheDocument();
  });

  it('makes a new list named by the dealer and saves the products to it', async () => {
    setRole('dealer');
    const element = await mountSidebar();
    openSidebar('saved-list', { items });
    await inside(element).findByRole('radio', { name: /Shop Stock/ });
    fireEvent.click(inside(element).getByRole('button', { name: 'Create New List' }));
    const panel = await inside(element).findByRole('dialog', { name: 'Create New List' });
    expect(within(panel).getByText('Saving 2 Items')).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Create List and Save' }));
    const name = within(panel).getByLabelText(/List name/);
    expect(await within(panel).findByText('Please enter a list name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Please enter a list name.'));
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(name));
    expect(recordedRequests({ path: '/api/saved-product-list', method: 'POST' })).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Garcia Tacoma' } });
    fireEvent.change(within(panel).getByLabelText('Vehicle (optional)'), {
      target: { value: '2020 Toyota Tacoma' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Create List and Save' }));
    expect(
      await within(panel).findByText('List created. 1 Item added to "Garcia Tacoma".'),
    ).toBeInTheDocument();
    expect(recordedRequests({ path: '/api/saved-product-list', method: 'POST' })[0]?.body).toEqual({
      name: 'Garcia Tacoma',
      vehicle: '2020 Toyota Tacoma',
      note: null,
      isDefault: false,
    });
    expect(recordedRequests({ path: '/api/saved-product-list/16/items' })[0]?.body).toEqual([
      { webSku: 'TS32', quantity: 2, source: 'product' },
    ]);
  });

  it('names a list of order products with the order number', async () => {
    setRole('dealer');
    const element = await mountSidebar();
    openSidebar('new-saved-list', {
      items: [
        { webSku: 'C13130', quantity: 1, source: 3 },
        { webSku: '90195', quantity: 1, source: 3 },
      ],
      orderNumber: 'W100245',
    });
    const panel = await inside(element).findByRole('dialog', { name: 'Create New List' });
    expect(await within(panel).findByLabelText(/List name/)).toHaveValue('W100245');
    expect(within(panel).getByText('Saving order W100245: 2 Items')).toBeInTheDocument();

    // Then it goes to the new list (storefront §2: /Home?savedlistid={id}&editlist=true).
    fireEvent.click(within(panel).getByRole('button', { name: 'Create List and Save' }));
    await waitFor(() =>
      expect(pageLocation.assign).toHaveBeenCalledWith(
        `${location.origin}/Home?savedlistid=16&editlist=true`,
      ),
    );
    expect(recordedRequests({ path: '/api/saved-product-list/16/items' })[0]?.body).toEqual([
      { webSku: 'C13130', quantity: 1, source: 3 },
      { webSku: '90195', quantity: 1, source: 3 },
    ]);
  });

  it('goes to the list after saving order products to one of the lists', async () => {
    setRole('dealer');
    const element = await mountSidebar();
    openSidebar('saved-list', {
      items: [{ webSku: 'C13130', quantity: 1, source: 3 }],
      orderNumber: 'W100245',
    });
    fireEvent.click(await inside(element).findByRole('button', { name: 'Save to List' }));
    await waitFor(() =>
      expect(pageLocation.assign).toHaveBeenCalledWith(`${location.origin}/Home?savedlistid=12`),
    );
  });

  it("shows 'An error has occurred. Failed to add list.' when the list cannot be made", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setRole('dealer');
    injectFault({ path: '/api/saved-product-list', method: 'POST', status: 500 });
    const element = await mountSidebar();
    openSidebar('new-saved-list', { items });
    const name = await inside(element).findByLabelText(/List name/);
    fireEvent.change(name, { target: { value: 'Fleet' } });
    fireEvent.click(inside(element).getByRole('button', { name: 'Create List and Save' }));
    expect(await inside(element).findByRole('alert')).toHaveTextContent(
      'An error has occurred. Failed to add list.',
    );
  });

  it('names a list that exists already as the problem', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setRole('dealer');
    const element = await mountSidebar();
    openSidebar('new-saved-list', { items });
    const name = await inside(element).findByLabelText(/List name/);
    fireEvent.change(name, { target: { value: 'shop stock' } });
    fireEvent.click(inside(element).getByRole('button', { name: 'Create List and Save' }));
    expect(
      await inside(element).findByText('You already have a list named "shop stock".'),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to add items to the list.' when the new list is made but the items fail; trying again only adds them", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setRole('dealer');
    injectFault({ path: '/api/saved-product-list/16/items', status: 500 });
    const element = await mountSidebar();
    openSidebar('new-saved-list', { items });
    fireEvent.change(await inside(element).findByLabelText(/List name/), { target: { value: 'Fleet' } });
    fireEvent.click(inside(element).getByRole('button', { name: 'Create List and Save' }));
    expect(await inside(element).findByRole('alert')).toHaveTextContent('Failed to add items to the list.');
    fireEvent.click(inside(element).getByRole('button', { name: 'Try Again' }));
    expect(await inside(element).findByText('List created. 1 Item added to "Fleet".')).toBeInTheDocument();
    expect(recordedRequests({ path: '/api/saved-product-list', method: 'POST' })).toHaveLength(1);
  });
});

describe('<cart-sidebar> checkout options', () => {
  it('offers a shopper signing in or checking out as a guest, and the ways to pay', async () => {
    const navigate = vi.fn();
    const restore = setNavigation({ navigate, reload: vi.fn() });
    const element = await mountSidebar();
    openSidebar('checkout-options');
    const panel = await inside(element).findByRole('dialog', { name: 'Checkout Options' });
    expect(await within(panel).findByText('Subtotal (2 Items)')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sign In and Check Out' })).toHaveAttribute(
      'href',
      `${location.origin}/account?returnurl=%2Fcheckout`,
    );
    expect(within(panel).getByText('Payment options in checkout')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Check Out as Guest' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${location.origin}/checkout`));
    restore();
  });

  it('lets a dealer installer check out as dealer', async () => {
    setRole('dealer');
    const element = await mountSidebar();
    openSidebar('checkout-options');
    const panel = await inside(element).findByRole('dialog', { name: 'Checkout Options' });
    expect(await within(panel).findByRole('button', { name: 'CHECKOUT AS DEALER' })).toBeInTheDocument();
    expect(within(panel).getByText('Signed in as Hitch Pros - TX12')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Sign In and Check Out' })).toBeNull();
  });

  it('says the cart is empty when it is', async () => {
    seedFakeShop({ cart: { lines: [] } });
    const element = await mountSidebar();
    openSidebar('checkout-options');
    expect(await inside(element).findByText('Your cart is currently empty')).toBeInTheDocument();
  });
});
