import {
  cartIdSchema,
  cartItemCountSchema,
  cartSchema,
  deleteCart,
  deleteCartItem,
  fetchCartDetails,
  fetchCartDetailsForCart,
  fetchCartItemCount,
  fetchCaseQuantities,
  fetchInStockQuantities,
  fetchShowShipToShop,
  fetchShowStockQuantity,
  fetchStockQuantityThreshold,
  PRODUCT_STOCK_PATHS,
  refreshCartItems,
  updateCartItemOptions,
  updateCartItemQuantity,
} from '../../../src/api/cart';
import { addCartItem } from '../../../src/api/cart-add';
import { createInitialState, seedFakeShop, setRole } from '../../../src/mocks';
import { CART_DISPLAY_DEFAULTS } from '../../../src/mocks/cart-details';
import { cartContract } from '../../../src/mocks/contract';
import { getJson, postJson, shopFetch } from './shop-fetch';

const lockOption = JSON.stringify([{ attributeCode: 'lock', optionCode: null, data: null, price: 0 }]);

describe('GET /api/cart/details', () => {
  it('starts with the two sample lines, one with an option, parsing with the library schema', async () => {
    const cart = cartSchema.parse(await getJson('/api/cart/details'));
    expect(cart.items.map((item) => [item.lineID, item.webSku, item.quantity])).toEqual([
      [1, 'C13130', 1],
      [2, '90195', 1],
    ]);
    expect(cart.items[1]?.option).toEqual({ price: 24.95 });
    expect(cart.items[0]).toMatchObject({
      name: 'Curt Trailer Hitch Receiver - Custom Fit - Class III - 2"',
      url: '/p-C13130.html',
      thumbnailImageUrl: '/images/products/C13130.svg',
      stockQuantity: 48,
      stockStatusMessage: 'Ready to ship',
      quantityInCasePack: 1,
    });
  });

  it('totals the sample cart for a shopper with shopper prices plus option prices', async () => {
    const cart = cartContract.parse(await getJson('/api/cart/details'));
    // 219.90 + (139.95 + 24.95) and 274.87 + (174.94 + 24.95)
    expect(cart.items.map((item) => item.price)).toEqual([219.9, 139.95]);
    expect(cart.cartTotal).toBe(384.8);
    expect(cart.retailCartTotal).toBe(474.76);
    expect(cart.calcs).toEqual({ subtotal: 384.8, total: 384.8, tax: 0, shipping: 0, isFreeShipping: true });
    expect(cart.TotalCartItemQuantity).toBe(2);
  });

  it('gives a dealer the dealer price and a dealer total, with the same retail total', async () => {
    setRole('dealer');
    const cart = cartContract.parse(await getJson('/api/cart/details'));
    // 164.93 + (104.96 + 24.95)
    expect(cart.items.map((item) => item.price)).toEqual([164.93, 104.96]);
    expect(cart.cartTotal).toBe(294.84);
    expect(cart.retailCartTotal).toBe(474.76);
    expect(cart.calcs.subtotal).toBe(294.84);
  });

  it('multiplies by quantity and counts every unit', async () => {
    seedFakeShop({
      cart: {
        lines: [
          { lineID: 7, webSku: 'C45036', quantity: 3, attribute: null },
          { lineID: 9, webSku: 'TH9036XT', quantity: 1, attribute: lockOption },
        ],
      },
    });
    const shopper = cartSchema.parse(await getJson('/api/cart/details'));
    // 32.84 x 3 + (749.95 + 29.95) and 41.05 x 3 + (749.95 + 29.95)
    expect(shopper.cartTotal).toBe(878.42);
    expect(shopper.retailCartTotal).toBe(903.05);
    expect(shopper.TotalCartItemQuantity).toBe(4);

    setRole('dealer');
    const dealer = cartSchema.parse(await getJson('/api/cart/details'));
    // 24.63 x 3 + (599.96 + 29.95)
    expect(dealer.cartTotal).toBe(703.8);
    expect(dealer.retailCartTotal).toBe(903.05);
  });

  it('answers an empty cart with zero totals and no free shipping', async () => {
    seedFakeShop({ cart: { lines: [] } });
    const cart = await fetchCartDetails();
    expect(cart.items).toEqual([]);
    expect(cart.cartTotal).toBe(0);
    expect(cart.TotalCartItemQuantity).toBe(0);
    const answer = cartContract.parse(await getJson('/api/cart/details'));
    expect(answer.calcs.isFreeShipping).toBe(false);
  });

  it('reports sold-out items as awaiting stock or ready for direct ship', async () => {
    seedFakeShop({
      cart: {
        lines: [
          { lineID: 1, webSku: 'GH-523', quantity: 1, attribute: null },
          { lineID: 2, webSku: '75237', quantity: 1, attribute: null },
        ],
      },
    });
    const cart = await fetchCartDetails();
    expect(cart.items.map((item) => item.stockStatusMessage)).toEqual([
      'Awaiting stock',
      'Ready for direct ship',
    ]);
  });

  it('fails loudly with a 500 when the state would break the contract', async () => {
    const products = createInitialState().products.map((product) =>
      product.webSku === 'C13130' ? { ...product, stockQuantity: 1.5 } : product,
    );
    seedFakeShop({ products });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await shopFetch('/api/cart/details');
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).toContain('stockQuantity');
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('cart id and item count', () => {
  it('answers the cart id', async () => {
    expect(cartIdSchema.parse(await getJson('/api/cart/id'))).toEqual({
      cartId: createInitialState().cart.cartId,
    });
  });

  it('counts the quantities of every line', async () => {
    expect(cartItemCountSchema.parse(await getJson('/api/cart/item-count'))).toEqual({ count: 2 });
    seedFakeShop({
      cart: {
        lines: [
          { lineID: 1, webSku: 'C45036', quantity: 3, attribute: null },
          { lineID: 2, webSku: 'misc', quantity: 40, attribute: null },
        ],
      },
    });
    expect(await fetchCartItemCount()).toEqual({ count: 43 });
  });
});

describe('seeding the cart', () => {
  it('refuses a line whose sku is not in the catalogue', () => {
    expect(() =>
      seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'NOPE', quantity: 1, attribute: null }] } }),
    ).toThrow(/NOPE/);
  });
});

describe('GET /api/cart/details-for-cart and the display flags', () => {
  it('answers the same cart as details, parsing with the library schema', async () => {
    expect(cartSchema.parse(await getJson('/api/cart/details-for-cart'))).toEqual(
      cartSchema.parse(await getJson('/api/cart/details')),
    );
  });

  it('answers the stock display flag, the threshold and the ship-to-shop flag as bare JSON', async () => {
    expect(await fetchShowStockQuantity()).toBe(false);
    expect(await fetchStockQuantityThreshold()).toBe(CART_DISPLAY_DEFAULTS.stockQuantityThreshold);
    expect(await fetchShowShipToShop()).toBe(true);
    seedFakeShop({
      cart: { display: { showStockQuantity: true, stockQuantityThreshold: 0, showShipToShop: false } },
    });
    expect(await getJson('/api/cart/show-stock-quantity')).toBe(true);
    expect(await getJson('/api/cart/show-stock-quantity-maximum-threshold')).toBe(0);
    expect(await getJson('/api/cart/show-ship-to-shop')).toBe(false);
  });

  it('leaves the case quantity off the lines when told to, for POST quantity-in-case alone to answer', async () => {
    const carried = (await getJson('/api/cart/details-for-cart')) as { items: Record<string, unknown>[] };
    expect(carried.items.map((item) => item.quantityInCasePack)).toEqual([1, 1]);
    seedFakeShop({ cart: { display: { linesCarryCasePack: false } } });
    const left = (await getJson('/api/cart/details-for-cart')) as { items: Record<string, unknown>[] };
    expect(left.items.map((item) => 'quantityInCasePack' in item)).toEqual([false, false]);
    expect(cartSchema.parse(left).items).toHaveLength(2);
  });

  it('prices a dealer viewing as customer like a shopper', async () => {
    seedFakeShop({ role: 'dealer', session: { installer: { viewAsCustomer: true } } });
    const cart = await fetchCartDetailsForCart();
    expect(cart.items.map((item) => item.price)).toEqual([219.9, 139.95]);
  });
});

describe('changing the cart', () => {
  const slim = [{ webSku: 'C13130', quantity: 4, attribute: null }];

  it('PUT /api/cart/items/{lineId} sets the quantity and answers the cart', async () => {
    const cart = await updateCartItemQuantity({ lineID: 1, quantity: 4, cartItemSlimList: slim }, 'key-1');
    expect(cart.items[0]).toMatchObject({ lineID: 1, quantity: 4 });
    expect(cart.TotalCartItemQuantity).toBe(5);
    expect((await fetchCartDetails()).items[0]?.quantity).toBe(4);
  });

  it('PUT with a quantity of 0 removes the line', async () => {
    const cart = await updateCartItemQuantity({ lineID: 1, quantity: 0, cartItemSlimList: [] }, 'key-2');
    expect(cart.items.map((item) => item.lineID)).toEqual([2]);
  });

  it('PUT refuses a body whose lineID differs from the path, and an unknown line', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const mismatch = await postJson(
      '/api/cart/items/1',
      { lineID: 2, quantity: 3, cartItemSlimList: [] },
      'PUT',
    );
    expect(mismatch.status).toBe(400);
    const unknown = await postJson(
      '/api/cart/items/99',
      { lineID: 99, quantity: 3, cartItemSlimList: [] },
      'PUT',
    );
    expect(unknown.status).toBe(404);
    const invalid = await postJson('/api/cart/items/1', { lineID: 1, quantity: 'three' }, 'PUT');
    expect(invalid.status).toBe(400);
  });

  it('DELETE /api/cart/items/{lineId} removes the line; repeating it is harmless', async () => {
    expect((await deleteCartItem(1, 'key-3')).items.map((item) => item.lineID)).toEqual([2]);
    expect((await deleteCartItem(1, 'key-3')).items.map((item) => item.lineID)).toEqual([2]);
    expect((await fetchCartItemCount()).count).toBe(1);
  });

  it('DELETE /api/cart/items empties the cart', async () => {
    const cart = await deleteCart('key-4');
    expect(cart.items).toEqual([]);
    expect(cart.TotalCartItemQuantity).toBe(0);
    expect((await fetchCartDetails()).items).toEqual([]);
  });

  it('POST /api/cart/items/{lineId}/options replaces the options and reprices the line', async () => {
    const cart = await updateCartItemOptions(2, null, 'key-5');
    expect(cart.items[1]?.option).toBeNull();
    expect(cart.cartTotal).toBe(359.85);
  });

  it("takes a removed line back with the spec's add call (Undo): a new line id, last, added once per key", async () => {
    const removed = (await fetchCartDetails()).items[0];
    await deleteCartItem(1, 'key-re-1');
    const body = { webSku: 'C13130', quantity: 3, attribute: removed?.attribute ?? null, flag: true };
    const first = await addCartItem(body, { idempotencyKey: 'key-re-2' });
    const repeat = await addCartItem(body, { idempotencyKey: 'key-re-2' });
    expect(first.success).toBe(true);
    expect(repeat).toEqual(first);
    const cart = await fetchCartDetails();
    expect(cart.items.map((item) => [item.webSku, item.quantity])).toEqual([
      ['90195', 1],
      ['C13130', 3],
    ]);
    expect(cart.items[1]?.lineID).toBe(3);
  });

  it('PUT /api/cart/refresh-cart-items answers the cart', async () => {
    expect((await refreshCartItems('key-8')).items).toHaveLength(2);
  });
});

describe('stock and case quantities', () => {
  it('answers the stock of known skus from a comma-separated webskusList', async () => {
    expect(await fetchInStockQuantities(['C13130', 'GH-523', 'NOPE', 'c11442'])).toEqual([
      { webSku: 'C13130', quantity: 48 },
      { webSku: 'GH-523', quantity: 0 },
      { webSku: 'C11442', quantity: 7 },
    ]);
    expect(await getJson(`${PRODUCT_STOCK_PATHS.inStockQuantity}?webskusList=`)).toEqual([]);
  });

  it('answers the case quantities of known skus', async () => {
    expect(await fetchCaseQuantities(['PK12704', 'C13130', 'NOPE'])).toEqual([
      { webSku: 'PK12704', quantityInCase: 12 },
      { webSku: 'C13130', quantityInCase: 1 },
    ]);
  });
});
