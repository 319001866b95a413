import { cartSchema, fetchCartItemCount } from '../../../src/api/cart';
import { cartAddResultSchema } from '../../../src/api/cart-add';
import {
  addSavedListItem,
  addSavedListItems,
  addSavedListToCart,
  addSavedProductsToCart,
  createdSavedListIdSchema,
  createSavedList,
  deleteSavedList,
  deleteSavedListItem,
  fetchAddToListOptions,
  fetchDealerSavedLists,
  fetchSavedList,
  fetchSavedListAvailability,
  savedProductListSchema,
  savedProductListsSchema,
  updateSavedList,
  updateSavedListItemQuantity,
} from '../../../src/api/saved-lists';
import { ApiError } from '../../../src/core/errors';
import {
  createInitialState,
  recordedRequests,
  SAMPLE_DEALER,
  seedFakeShop,
  setRole,
} from '../../../src/mocks';
import { getJson, postJson, shopFetch } from './shop-fetch';

let keyCount = 0;
function key(): string {
  keyCount += 1;
  return `test-key-${keyCount}`;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setRole('dealer');
});

describe('saved lists: who may use them', () => {
  it('says they are available to a dealer installer only', async () => {
    expect(await fetchSavedListAvailability()).toEqual({ isAvailable: true });
    setRole('shopper');
    expect(await fetchSavedListAvailability()).toEqual({ isAvailable: false });
  });

  it('answers 401 to anyone but a dealer installer', async () => {
    setRole('staff');
    const response = await shopFetch('/api/saved-product-list/dealer');
    expect(response.status).toBe(401);
    await expect(fetchSavedList(12)).rejects.toMatchObject({ kind: 'http', status: 401 });
  });

  it("answers 404 for another dealer's list", async () => {
    seedFakeShop({ session: { installer: { dealerInstallerId: 999 } } });
    await expect(fetchSavedList(12)).rejects.toMatchObject({ status: 404 });
  });
});

describe('GET dealer and GET /{id}', () => {
  it("lists the sample dealer's two seeded lists, the default first, parsing with the library schema", async () => {
    const lists = savedProductListsSchema.parse(await getJson('/api/saved-product-list/dealer'));
    expect(lists.map((list) => [list.savedProductListId, list.name, list.isDefault, list.itemCount])).toEqual(
      [
        [12, 'Shop Stock', true, 3],
        [15, 'Johnson F-150 Install', false, 2],
      ],
    );
    expect(lists[0]?.dealerInstallerId).toBe(SAMPLE_DEALER.dealerInstallerId);
    expect(lists[0]?.items).toEqual([]);
  });

  it('answers one list with its items, names, dealer prices and stock from the catalogue', async () => {
    // The fake shop's whole answer (inStock is read by no widget, so the library does not keep it).
    const answer = (await getJson('/api/saved-product-list/15')) as { inStock: boolean; items: object[] };
    expect(savedProductListSchema.safeParse(answer).success).toBe(true);
    expect(answer).toMatchObject({
      name: 'Johnson F-150 Install',
      vehicle: '2021 Ford F-150',
      inStock: true,
    });
    expect(answer.items[0]).toMatchObject({
      webSku: 'C13130',
      quantity: 1,
      source: 3,
      name: 'Curt Trailer Hitch Receiver - Custom Fit - Class III - 2"',
      url: '/p-C13130.html',
      price: 164.93,
      inStock: true,
    });
  });

  it('answers 404 for a list that does not exist', async () => {
    await expect(fetchSavedList(404)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('GET add-to-list-options', () => {
  it('marks the lists that already have every asked product', async () => {
    const lists = await fetchAddToListOptions(['c45036']);
    expect(lists.map((list) => [list.name, list.isAdded])).toEqual([
      ['Shop Stock', true],
      ['Johnson F-150 Install', false],
    ]);
    expect(recordedRequests({ path: '/api/saved-product-list/add-to-list-options' })[0]?.search).toBe(
      '?webSkus=c45036',
    );
    const both = await fetchAddToListOptions(['C45036', '90195']);
    expect(both.every((list) => !list.isAdded)).toBe(true);
  });
});

describe('creating, changing and deleting lists', () => {
  it('creates a list (POST /) and answers its new id', async () => {
    const id = await createSavedList({ name: 'Smith Silverado', vehicle: '2019 Chevrolet Silverado' }, key());
    expect(createdSavedListIdSchema.parse(id)).toBe(16);
    const list = await fetchSavedList(id);
    expect(list).toMatchObject({
      name: 'Smith Silverado',
      vehicle: '2019 Chevrolet Silverado',
      itemCount: 0,
    });
    expect(list.isDefault).toBe(false);
  });

  it('refuses a second list of the same name (409) and a nameless one (400)', async () => {
    await expect(createSavedList({ name: ' shop stock ' }, key())).rejects.toMatchObject({ status: 409 });
    const response = await postJson('/api/saved-product-list', { name: '' });
    expect(response.status).toBe(400);
  });

  it('makes a new default list the only default', async () => {
    const id = await createSavedList({ name: 'Fleet', isDefault: true }, key());
    const lists = await fetchDealerSavedLists();
    expect(lists.filter((list) => list.isDefault).map((list) => list.savedProductListId)).toEqual([id]);
  });

  it('renames a list (PUT /{id})', async () => {
    const list = await updateSavedList(15, { name: 'Johnson F-150 (done)', note: null }, key());
    expect(list).toMatchObject({ name: 'Johnson F-150 (done)', note: null, vehicle: null });
  });

  it('deletes a list, handing the default to another one', async () => {
    expect(await deleteSavedList(12, key())).toEqual({ success: true });
    const lists = await fetchDealerSavedLists();
    expect(lists.map((list) => [list.savedProductListId, list.isDefault])).toEqual([[15, true]]);
  });
});

describe('items', () => {
  it("adds products (POST /{id}/items) with the entries' sources, merging a product already there", async () => {
    const list = await addSavedListItems(
      15,
      [
        { webSku: 'C13130', quantity: 2, source: 2 },
        { webSku: 'ts32', quantity: 1, source: 'product' },
      ],
      key(),
    );
    expect(list.items.map((item) => [item.webSku, item.quantity, item.source])).toEqual([
      ['C13130', 3, 3],
      ['90195', 1, 3],
      ['TS32', 1, 1],
    ]);
    expect(recordedRequests({ path: '/api/saved-product-list/15/items' })[0]?.body).toEqual([
      { webSku: 'C13130', quantity: 2, source: 2 },
      { webSku: 'ts32', quantity: 1, source: 'product' },
    ]);
  });

  it('adds one product (POST /{id}/item)', async () => {
    const list = await addSavedListItem(12, { webSku: 'PK12704', quantity: 5, source: 2 }, key());
    expect(list.items.at(-1)).toMatchObject({ webSku: 'PK12704', quantity: 5, source: 2 });
  });

  it('refuses an unknown product and adds nothing (all or nothing)', async () => {
    await expect(
      addSavedListItems(
        12,
        [
          { webSku: 'TS32', quantity: 1, source: 1 },
          { webSku: 'NOPE', quantity: 1, source: 1 },
        ],
        key(),
      ),
    ).rejects.toMatchObject({ status: 400 });
    expect((await fetchSavedList(12)).items.find((item) => item.webSku === 'TS32')?.quantity).toBe(4);
  });

  it('never applies the same idempotency key twice', async () => {
    const once = key();
    await addSavedListItems(12, [{ webSku: 'TS32', quantity: 1, source: 1 }], once);
    const again = await addSavedListItems(12, [{ webSku: 'TS32', quantity: 1, source: 1 }], once);
    expect(again.items.find((item) => item.webSku === 'TS32')?.quantity).toBe(5);
    expect((await fetchSavedList(12)).items.find((item) => item.webSku === 'TS32')?.quantity).toBe(5);
  });

  it('changes a quantity and removes an item', async () => {
    const changed = await updateSavedListItemQuantity(12, 101, 25, key());
    expect(changed.items.find((item) => item.savedProductListItemId === 101)?.quantity).toBe(25);
    await expect(updateSavedListItemQuantity(12, 101, 0, key())).rejects.toMatchObject({ status: 400 });
    const removed = await deleteSavedListItem(12, 101, key());
    expect(removed.items.map((item) => item.savedProductListItemId)).toEqual([102, 103]);
    expect(removed.itemCount).toBe(2);
    await expect(deleteSavedListItem(12, 101, key())).rejects.toMatchObject({ status: 404 });
  });
});

describe('into the cart', () => {
  it('puts a whole list in the cart (POST /{id}/add-to-cart)', async () => {
    const result = cartAddResultSchema.parse(await addSavedListToCart(15, key()));
    expect(result).toMatchObject({ success: true, err: null });
    expect(result.cartItemsAdded.map((added) => [added.webSku, added.quantity])).toEqual([
      ['C13130', 1],
      ['90195', 1],
    ]);
    const cart = cartSchema.parse(await getJson('/api/cart/details'));
    expect(cart.items.find((item) => item.webSku === 'C13130')?.quantity).toBe(2);
    expect((await fetchCartItemCount()).count).toBe(cart.TotalCartItemQuantity);
  });

  it('adds saved products (POST /api/cart/saved-products) as plain lines', async () => {
    seedFakeShop({ cart: { lines: [] } });
    const result = await addSavedProductsToCart([{ webSku: 'TS32', quantity: 2, source: 2 }], key());
    expect(result).toMatchObject({ success: true });
    const cart = cartSchema.parse(await getJson('/api/cart/details'));
    expect(cart.items.map((item) => [item.webSku, item.quantity, item.attribute])).toEqual([
      ['TS32', 2, null],
    ]);
  });

  it('answers success false naming an unknown sku, and adds nothing', async () => {
    const before = createInitialState().cart.lines.length;
    const result = await addSavedProductsToCart([{ webSku: 'NOPE', quantity: 1, source: 1 }], key());
    expect(result).toMatchObject({ success: false, err: 'There is no product with the sku "NOPE".' });
    expect(cartSchema.parse(await getJson('/api/cart/details')).items).toHaveLength(before);
  });
});
