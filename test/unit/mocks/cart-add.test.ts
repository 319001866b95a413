import { cartSchema, fetchCartItemCount } from '../../../src/api/cart';
import {
  addCartItem,
  addCartItems,
  addMultipleCartItems,
  CART_ADD_PATHS,
  cartAddResultSchema,
} from '../../../src/api/cart-add';
import { newIdempotencyKey } from '../../../src/core/http';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { getJson, shopFetch } from './shop-fetch';

const harness = (optionCode: string, price = 0) =>
  JSON.stringify([{ attributeCode: 'harness', optionCode, data: null, price }]);

async function cartLines() {
  const cart = cartSchema.parse(await getJson('/api/cart/details'));
  return cart.items.map((item) => [item.webSku, item.quantity, item.attribute ?? null]);
}

function post(path: string, body: unknown, key?: string) {
  return shopFetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
}

describe('POST /api/cart/item', () => {
  it('adds a new line and answers the add result, parsed with the library schema', async () => {
    seedFakeShop({ cart: { lines: [] } });
    const result = await addCartItem(
      { webSku: 'C13130', quantity: 2, attribute: null, flag: true },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(result).toEqual({ success: true, cartItemsAdded: [{ webSku: 'C13130', quantity: 2 }], err: null });
    expect((await fetchCartItemCount()).count).toBe(2);
    expect(await cartLines()).toEqual([['C13130', 2, null]]);
  });

  it('merges the same sku with the same options into one line, and keeps other options apart', async () => {
    const key = () => ({ idempotencyKey: newIdempotencyKey() });
    await addCartItem({ webSku: 'c13130', quantity: 1, attribute: null, flag: false }, key());
    await addCartItem(
      { webSku: '90195', quantity: 2, attribute: harness('3025-P', 24.95), flag: true },
      key(),
    );
    await addCartItem(
      { webSku: '90195', quantity: 1, attribute: harness('3035-P', 29.95), flag: true },
      key(),
    );
    expect(await cartLines()).toEqual([
      ['C13130', 2, null],
      ['90195', 3, harness('3025-P', 24.95)],
      ['90195', 1, harness('3035-P', 29.95)],
    ]);
    expect(state.cart.lines).toHaveLength(3);
  });

  it('takes option prices from the catalogue, not from the request', async () => {
    seedFakeShop({ cart: { lines: [] } });
    await addCartItem(
      { webSku: '90195', quantity: 1, attribute: harness('3025-P', 0.01), flag: true },
      { idempotencyKey: newIdempotencyKey() },
    );
    const cart = cartSchema.parse(await getJson('/api/cart/details'));
    expect(cart.items[0]?.option).toEqual({ price: 24.95 });
    expect(cart.cartTotal).toBe(164.9);
  });

  it('refuses an unknown sku with success false and an err text, adding nothing', async () => {
    const before = await cartLines();
    const result = await addCartItem(
      { webSku: 'NOPE-1', quantity: 1, attribute: null, flag: true },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(result.success).toBe(false);
    expect(result.err).toContain('NOPE-1');
    expect(result.cartItemsAdded).toEqual([]);
    expect((await fetchCartItemCount()).count).toBe(2);
    expect(await cartLines()).toEqual(before);
  });

  it('refuses a product whose select-type option was not chosen, or an unknown choice', async () => {
    const missing = await addCartItem(
      { webSku: '90195', quantity: 1, attribute: null, flag: true },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(missing).toMatchObject({ success: false, err: 'Choose an option for "Vehicle wiring adapter".' });
    const unknown = await addCartItem(
      { webSku: '90195', quantity: 1, attribute: harness('9999'), flag: true },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(unknown.success).toBe(false);
    const notAnOption = await addCartItem(
      { webSku: 'C13130', quantity: 1, attribute: harness('3025-P'), flag: true },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(notAnOption.success).toBe(false);
  });

  it('refuses going above the quantity maximum, except for the misc sku', async () => {
    seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'C45036', quantity: 9999, attribute: null }] } });
    const over = await addCartItem(
      { webSku: 'C45036', quantity: 2, attribute: null, flag: true },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(over).toMatchObject({ success: false, err: 'At most 10000 of C45036 can be in the cart.' });
    const misc = await addCartItem(
      { webSku: 'misc', quantity: 25_000, attribute: null, flag: true },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(misc.success).toBe(true);
  });

  it("adds a '-like new' sku as its product", async () => {
    seedFakeShop({ cart: { lines: [] } });
    const result = await addCartItem(
      { webSku: 'C13130-like new', quantity: 1, attribute: null, flag: true },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(result.cartItemsAdded).toEqual([{ webSku: 'C13130', quantity: 1 }]);
  });

  it('answers a repeated idempotency key with the first answer and never adds twice', async () => {
    seedFakeShop({ cart: { lines: [] } });
    const key = newIdempotencyKey();
    const body = { webSku: 'C45036', quantity: 1, attribute: null, flag: true };
    const first = cartAddResultSchema.parse(await (await post(CART_ADD_PATHS.item, body, key)).json());
    const again = cartAddResultSchema.parse(await (await post(CART_ADD_PATHS.item, body, key)).json());
    expect(again).toEqual(first);
    expect(await cartLines()).toEqual([['C45036', 1, null]]);
    await post(CART_ADD_PATHS.item, body, newIdempotencyKey());
    expect(await cartLines()).toEqual([['C45036', 2, null]]);
  });

  it('adds once when a 502 is retried with the same key', async () => {
    seedFakeShop({ cart: { lines: [] } });
    injectFault({ method: 'POST', path: CART_ADD_PATHS.item, status: 502 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await addCartItem(
      { webSku: 'C45036', quantity: 1, attribute: null, flag: true },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(result.success).toBe(true);
    const calls = recordedRequests({ method: 'POST', path: CART_ADD_PATHS.item });
    expect(calls).toHaveLength(2);
    expect(await cartLines()).toEqual([['C45036', 1, null]]);
  });

  it('answers 400 to a body that is not an add', async () => {
    const response = await post(CART_ADD_PATHS.item, { webSku: '', quantity: 0 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('Invalid body');
  });
});

describe('add multiple items', () => {
  it('adds every complete pair of the multi-product value and skips incomplete ones', async () => {
    seedFakeShop({ cart: { lines: [] } });
    const result = await addMultipleCartItems(
      { multiProductValue: 'sku=C45036|qty=2&sku=|qty=4&sku=TS32&qty=3|sku=PK12704', webSku: 'C13130' },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(result.success).toBe(true);
    expect(result.cartItemsAdded.map((item) => [item.webSku, item.quantity])).toEqual([
      ['C45036', 2],
      ['PK12704', 3],
    ]);
    expect(await cartLines()).toEqual([
      ['C45036', 2, null],
      ['PK12704', 3, null],
    ]);
  });

  it('adds nothing when one sku is unknown', async () => {
    seedFakeShop({ cart: { lines: [] } });
    const result = await addMultipleCartItems(
      { multiProductValue: 'sku=C45036|qty=2&sku=GONE|qty=1', webSku: '' },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(result).toMatchObject({ success: false, cartItemsAdded: [] });
    expect(result.err).toContain('GONE');
    expect(await cartLines()).toEqual([]);
  });

  it('is recorded with its body', async () => {
    await addMultipleCartItems(
      { multiProductValue: 'sku=C45036|qty=1', webSku: 'C13130' },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(recordedRequests({ path: CART_ADD_PATHS.multiple })[0]?.body).toEqual({
      multiProductValue: 'sku=C45036|qty=1',
      webSku: 'C13130',
    });
  });
});

describe('POST /api/cart/items', () => {
  it('adds slim lines, merging with the lines already there', async () => {
    const result = await addCartItems(
      [
        { webSku: 'C13130', quantity: 1, attribute: null },
        { webSku: 'TH9036XT', quantity: 1, attribute: JSON.stringify([lock()]) },
      ],
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(result.success).toBe(true);
    expect((await fetchCartItemCount()).count).toBe(4);
    const lines = await cartLines();
    expect(lines[0]).toEqual(['C13130', 2, null]);
    expect(lines[2]).toEqual(['TH9036XT', 1, JSON.stringify([{ ...lock(), price: 29.95 }])]);
  });
});

function lock() {
  return { attributeCode: 'lock', optionCode: null, data: 'Yes', price: 0 };
}
