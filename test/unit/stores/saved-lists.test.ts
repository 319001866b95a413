import { fetchSavedList } from '../../../src/api/saved-lists';
import { injectFault, recordedRequests, seedFakeShop, setFeatureToggle, setRole } from '../../../src/mocks';
import {
  canSaveForLater,
  createSavedListNamed,
  loadSavedListAvailability,
  normalizeSavedListEntries,
  SAVE_FOR_LATER_LIST_NAME,
  SAVED_LIST_MESSAGES,
  SavedListSaveError,
  savedListsStore,
  saveEntriesToList,
  saveForLater,
} from '../../../src/stores/saved-lists';
import { openSidebar } from '../../../src/stores/sidebar';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setRole('dealer');
});

describe('normalizeSavedListEntries', () => {
  it('drops entries without a sku, makes a quantity of 0 or not a number 1, and defaults the source', () => {
    expect(
      normalizeSavedListEntries([
        { webSku: ' C13130 ', quantity: 2, source: 2 },
        { webSku: 'TS32', quantity: 0, source: 'product' },
        { webSku: '90195', quantity: 'lots', source: 3 },
        { webSku: 'PK12704', quantity: '4', source: 'cart' },
        { webSku: '', quantity: 1, source: 1 },
        { quantity: 1 },
        'C45036',
      ]),
    ).toEqual([
      { webSku: 'C13130', quantity: 2, source: 2 },
      { webSku: 'TS32', quantity: 1, source: 'product' },
      { webSku: '90195', quantity: 1, source: 3 },
      { webSku: 'PK12704', quantity: 4, source: 'product' },
    ]);
    expect(normalizeSavedListEntries('C13130')).toEqual([]);
  });
});

describe('canSaveForLater (storefront §5)', () => {
  it('needs a non-empty sku, the feature on and a dealer id above 0', () => {
    expect(canSaveForLater({ webSku: 'C13130', toggleOn: true, dealerInstallerId: 4711 })).toBe(true);
    expect(canSaveForLater({ webSku: ' ', toggleOn: true, dealerInstallerId: 4711 })).toBe(false);
    expect(canSaveForLater({ webSku: 'C13130', toggleOn: false, dealerInstallerId: 4711 })).toBe(false);
    expect(canSaveForLater({ webSku: 'C13130', toggleOn: true, dealerInstallerId: 0 })).toBe(false);
  });
});

describe('loadSavedListAvailability', () => {
  it('is available to a dealer with the toggle on, looked up once per page', async () => {
    expect(await loadSavedListAvailability()).toBe(true);
    expect(await loadSavedListAvailability()).toBe(true);
    expect(savedListsStore.getState().availability).toBe('available');
    expect(recordedRequests({ path: '/api/saved-product-list/is-available' })).toHaveLength(1);
  });

  it("is unavailable with the 'saved-product-list' toggle off, without asking the list service", async () => {
    setFeatureToggle('saved-product-list', false);
    expect(await loadSavedListAvailability()).toBe(false);
    expect(recordedRequests({ path: '/api/saved-product-list/is-available' })).toHaveLength(0);
  });

  it('is unavailable to a shopper and when the call fails', async () => {
    setRole('shopper');
    expect(await loadSavedListAvailability()).toBe(false);
  });

  it('counts a failed call as unavailable', async () => {
    injectFault({ path: '/api/saved-product-list/is-available', status: 500 });
    expect(await loadSavedListAvailability()).toBe(false);
    expect(savedListsStore.getState().availability).toBe('unavailable');
  });
});

describe('saveEntriesToList', () => {
  it('saves the entries to the list, answers it and announces it on window', async () => {
    const announced = vi.fn();
    window.addEventListener('shop:saved-list-updated', announced);
    const list = await saveEntriesToList(15, [{ webSku: 'TS32', quantity: 2, source: 2 }]);
    window.removeEventListener('shop:saved-list-updated', announced);
    expect(list.items.find((item) => item.webSku === 'TS32')).toMatchObject({ quantity: 2, source: 2 });
    expect((announced.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      savedProductListId: 15,
      name: 'Johnson F-150 Install',
      itemCount: 3,
      created: false,
    });
    const [sent] = recordedRequests({ path: '/api/saved-product-list/15/items' });
    expect(sent?.body).toEqual([{ webSku: 'TS32', quantity: 2, source: 2 }]);
  });

  it("fails with the spec's 'Failed to add items to list.' and saves nothing", async () => {
    injectFault({ path: '/api/saved-product-list/15/items', status: 500 });
    const failure = saveEntriesToList(15, [{ webSku: 'TS32', quantity: 1, source: 1 }]);
    await expect(failure).rejects.toBeInstanceOf(SavedListSaveError);
    await expect(failure).rejects.toThrow(SAVED_LIST_MESSAGES.addFailed);
    expect((await fetchSavedList(15)).itemCount).toBe(2);
  });

  it("says 'Failed to add items to the list.' for a list just created", async () => {
    injectFault({ path: '/api/saved-product-list/15/items', status: 500 });
    await expect(
      saveEntriesToList(15, [{ webSku: 'TS32', quantity: 1, source: 1 }], { created: true }),
    ).rejects.toThrow('Failed to add items to the list.');
  });

  it('refuses nothing to save without a call', async () => {
    await expect(saveEntriesToList(15, [])).rejects.toThrow(SAVED_LIST_MESSAGES.addFailed);
    expect(recordedRequests({ path: '/api/saved-product-list/*' })).toHaveLength(0);
  });

  it('sends the idempotency key it is given, so a retry never saves twice', async () => {
    await saveEntriesToList(15, [{ webSku: 'TS32', quantity: 1, source: 1 }], { idempotencyKey: 'same' });
    await saveEntriesToList(15, [{ webSku: 'TS32', quantity: 1, source: 1 }], { idempotencyKey: 'same' });
    expect((await fetchSavedList(15)).items.find((item) => item.webSku === 'TS32')?.quantity).toBe(1);
  });
});

describe('createSavedListNamed', () => {
  it("names the duplicate, and otherwise says 'An error has occurred. Failed to add list.'", async () => {
    await expect(createSavedListNamed({ name: 'Shop Stock' })).rejects.toThrow(
      'You already have a list named "Shop Stock".',
    );
    injectFault({ path: '/api/saved-product-list', method: 'POST', status: 500 });
    await expect(createSavedListNamed({ name: 'Fleet' })).rejects.toThrow(SAVED_LIST_MESSAGES.createFailed);
  });
});

describe('saveForLater', () => {
  it("puts the product on the dealer's default list with the cart's source (2)", async () => {
    const list = await saveForLater({ webSku: 'PK12704', quantity: 3 });
    expect(list.savedProductListId).toBe(12);
    expect(list.items.at(-1)).toMatchObject({ webSku: 'PK12704', quantity: 3, source: 2 });
  });

  it(`makes a '${SAVE_FOR_LATER_LIST_NAME}' list for a dealer without lists`, async () => {
    seedFakeShop({ savedLists: { lists: [] } });
    const list = await saveForLater({ webSku: 'PK12704', quantity: 1 });
    expect(list).toMatchObject({ name: SAVE_FOR_LATER_LIST_NAME, isDefault: true, itemCount: 1 });
  });
});

describe('the open command carries what to save', () => {
  it('keeps checked entries and the order number for the saved-list views', () => {
    openSidebar('saved-list', {
      items: [
        { webSku: 'C13130', quantity: 0, source: 3 },
        { webSku: '', quantity: 1, source: 3 },
      ],
      orderNumber: ' W100245 ',
    });
    expect(savedListsStore.getState()).toMatchObject({
      pendingEntries: [{ webSku: 'C13130', quantity: 1, source: 3 }],
      pendingOrderNumber: 'W100245',
    });
  });

  it('keeps them when the side bar moves to its new-list view, and forgets them when anything else opens', () => {
    openSidebar('saved-list', { items: [{ webSku: 'TS32', quantity: 1, source: 'product' }] });
    const before = savedListsStore.getState().requestNumber;
    openSidebar('new-saved-list', { source: 'cart-sidebar' });
    expect(savedListsStore.getState().pendingEntries).toHaveLength(1);
    expect(savedListsStore.getState().requestNumber).toBe(before + 1);
    openSidebar('saved-list', { source: 'add-to-cart' });
    expect(savedListsStore.getState().pendingEntries).toEqual([]);
    openSidebar('saved-list', { items: [{ webSku: 'TS32', quantity: 1, source: 'product' }] });
    openSidebar('cart');
    expect(savedListsStore.getState().pendingEntries).toEqual([]);
  });

  it('remembers the list to announce from a savedListId, also from a host page event', () => {
    window.dispatchEvent(new CustomEvent('shop:cart-open', { detail: { savedListId: 12 } }));
    expect(savedListsStore.getState().announcedListId).toBe(12);
    window.dispatchEvent(new CustomEvent('shop:cart-open', { detail: { savedListId: 'x' } }));
    expect(savedListsStore.getState().announcedListId).toBe(0);
  });
});
