import {
  cartIdSchema,
  cartItemCountSchema,
  cartSchema,
  fetchCartDetails,
  fetchCartItemCount,
} from '../../../src/api/cart';
import { createInitialState, seedFakeShop, setRole } from '../../../src/mocks';
import { getJson, shopFetch } from './shop-fetch';

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
    const cart = cartSchema.parse(await getJson('/api/cart/details'));
    // 219.90 + (139.95 + 24.95) and 274.87 + (174.94 + 24.95)
    expect(cart.items.map((item) => item.price)).toEqual([219.9, 139.95]);
    expect(cart.cartTotal).toBe(384.8);
    expect(cart.retailCartTotal).toBe(474.76);
    expect(cart.calcs).toEqual({ subtotal: 384.8, total: 384.8, tax: 0, shipping: 0, isFreeShipping: true });
    expect(cart.TotalCartItemQuantity).toBe(2);
  });

  it('gives a dealer the dealer price and a dealer total, with the same retail total', async () => {
    setRole('dealer');
    const cart = cartSchema.parse(await getJson('/api/cart/details'));
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
    expect(cart.calcs.isFreeShipping).toBe(false);
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
