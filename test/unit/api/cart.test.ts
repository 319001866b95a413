import { fetchCartDetails, fetchCartDetailsForCart } from '../../../src/api/cart';
import { ApiError } from '../../../src/core/errors';
import { resetHttp } from '../../../src/core/http';
import { injectFault } from '../../../src/mocks/controls';
import { watchDrift } from './drift';

let drift: ReturnType<typeof watchDrift>;
beforeEach(() => {
  resetHttp();
  drift = watchDrift();
});

describe('the cart answer (tolerant reader)', () => {
  it('passes extra fields and drift in fields no widget reads, without logging drift', async () => {
    injectFault({
      path: '/api/cart/details',
      mergeBody: { newField: { any: 'thing' }, btToken: 12345, calcs: 'none', success: 'yes', charges: 7 },
    });
    const cart = await fetchCartDetails();
    expect(cart.items.map((item) => [item.webSku, item.quantity])).toEqual([
      ['C13130', 1],
      ['90195', 1],
    ]);
    expect(cart.cartTotal).toBe(384.8);
    expect(cart).not.toHaveProperty('btToken');
    expect(cart).not.toHaveProperty('newField');
    expect(drift.fields()).toEqual([]);
  });

  it('degrades a drifted read-but-optional field of the lines and logs it once per field', async () => {
    injectFault({
      path: '/api/cart/*',
      mergeBody: { items: { stockQuantity: 'plenty', thumbnailImageUrl: 5 } },
      times: 2,
    });
    const cart = await fetchCartDetails();
    const again = await fetchCartDetailsForCart();
    for (const answer of [cart, again]) {
      expect(answer.items.map((item) => item.stockQuantity)).toEqual([null, null]);
      expect(answer.items.map((item) => item.thumbnailImageUrl)).toEqual(['', '']);
      expect(answer.items.map((item) => item.name)).toHaveLength(2);
    }
    expect(drift.fields().sort()).toEqual(['cart.items[].stockQuantity', 'cart.items[].thumbnailImageUrl']);
  });

  it('keeps absent optional fields quiet (absent is not drift)', async () => {
    injectFault({ path: '/api/cart/details', mergeBody: { items: { stockQuantity: null, option: null } } });
    const cart = await fetchCartDetails();
    expect(cart.items.map((item) => item.stockQuantity)).toEqual([null, null]);
    expect(drift.fields()).toEqual([]);
  });

  it('is a server fault when what the cart needs is missing or drifted', async () => {
    injectFault({ path: '/api/cart/details', body: { unexpected: true }, times: 3 });
    await expect(fetchCartDetails()).rejects.toMatchObject({ kind: 'shape' });
    resetHttp();
    injectFault({ path: '/api/cart/details', mergeBody: { items: { price: 'free' } }, times: 3 });
    const failure = await fetchCartDetails().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'shape' });
  });
});
