import { closeSidebar, openSidebar, resetSidebarStore, sidebarStore } from '../../../src/stores/sidebar';

beforeEach(() => resetSidebarStore());

describe('side-bar store', () => {
  it('starts hidden with every spec field', () => {
    expect(sidebarStore.getState()).toEqual({
      showSideBar: false,
      loadCart: false,
      loadInstallRequests: false,
      loadAddedToCart: false,
      loadAddedToSavedList: false,
      loadCheckoutOptions: false,
      loadAddNewSavedList: false,
      cartView: 'cart',
      installRequestId: 0,
    });
  });

  it('opens on the cart from a window event sent by a host page or another bundle', () => {
    window.dispatchEvent(new CustomEvent('shop:cart-open'));
    expect(sidebarStore.getState()).toMatchObject({ showSideBar: true, loadCart: true, cartView: 'cart' });
  });

  it('opens the view asked for and announces every change', () => {
    const changes = vi.fn();
    window.addEventListener('shop:sidebar-changed', changes);
    openSidebar('checkout-options');
    openSidebar('checkout-options');
    closeSidebar();
    window.removeEventListener('shop:sidebar-changed', changes);
    expect(changes).toHaveBeenCalledTimes(2);
    expect((changes.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toMatchObject({
      showSideBar: true,
      loadCheckoutOptions: true,
      loadCart: false,
    });
    expect(sidebarStore.getState().showSideBar).toBe(false);
  });

  it('opens the install-requests tab with its request id', () => {
    openSidebar('install-requests', { installRequestId: 42 });
    expect(sidebarStore.getState()).toMatchObject({
      loadCart: true,
      loadInstallRequests: true,
      installRequestId: 42,
    });
  });

  it('ignores an unknown view and opens the cart instead', () => {
    window.dispatchEvent(new CustomEvent('shop:cart-open', { detail: { view: 'nonsense' } }));
    expect(sidebarStore.getState()).toMatchObject({ showSideBar: true, cartView: 'cart' });
  });
});

describe('side-bar open options', () => {
  it('carries what the saved-list views and the savedlistid notice need in the open command', () => {
    const opened = vi.fn();
    window.addEventListener('shop:cart-open', opened);
    const items = [{ webSku: 'C13130', quantity: 2, source: 'product' as const }];
    openSidebar('saved-list', { source: 'add-to-cart', items, orderNumber: 'W1234567' });
    openSidebar('cart', { savedListId: 12 });
    window.removeEventListener('shop:cart-open', opened);
    expect((opened.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      source: 'add-to-cart',
      view: 'saved-list',
      installRequestId: undefined,
      items,
      orderNumber: 'W1234567',
    });
    const second = (opened.mock.calls[1]?.[0] as CustomEvent | undefined)?.detail ?? {};
    expect(second).toMatchObject({ view: 'cart', savedListId: 12 });
    expect(Object.keys(second)).not.toContain('items');
    // The side-bar state keeps exactly the spec's fields.
    expect(Object.keys(sidebarStore.getState()).sort()).toEqual(
      [
        'cartView',
        'installRequestId',
        'loadAddNewSavedList',
        'loadAddedToCart',
        'loadAddedToSavedList',
        'loadCart',
        'loadCheckoutOptions',
        'loadInstallRequests',
        'showSideBar',
      ].sort(),
    );
  });
});
