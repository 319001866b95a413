import { fetchCartItemCount } from '../../../src/api/cart';
import { addCartItem } from '../../../src/api/cart-add';
import { newIdempotencyKey, resetHttp } from '../../../src/core/http';
import { injectFault } from '../../../src/mocks/controls';
import { watchDrift } from './drift';

let drift: ReturnType<typeof watchDrift>;
beforeEach(() => {
  resetHttp();
  drift = watchDrift();
});

const addHitch = () =>
  addCartItem(
    { webSku: 'C13130', quantity: 1, attribute: null, flag: false },
    { idempotencyKey: newIdempotencyKey() },
  );

describe('the add result (tolerant reader)', () => {
  it('passes extra fields and drift in totalCartItemQuantity, which no widget reads', async () => {
    injectFault({ path: '/api/cart/item', mergeBody: { totalCartItemQuantity: 'many', extra: [1, 2] } });
    await expect(addHitch()).resolves.toEqual({
      success: true,
      cartItemsAdded: [{ webSku: 'C13130', quantity: 1 }],
      err: null,
    });
    expect(drift.fields()).toEqual([]);
  });

  it('reads a successful add with err: 404 as a success, logging the drift of err once', async () => {
    injectFault({ path: '/api/cart/item', mergeBody: { err: 404 }, times: 2 });
    await expect(addHitch()).resolves.toMatchObject({ success: true, err: null });
    await expect(addHitch()).resolves.toMatchObject({ success: true, err: null });
    expect((await fetchCartItemCount()).count).toBe(4);
    expect(drift.fields()).toEqual(['cartAdd.err']);
  });

  it('falls back to what was sent when cartItemsAdded drifts, logged once', async () => {
    injectFault({ path: '/api/cart/item', mergeBody: { cartItemsAdded: 'C13130' } });
    await expect(addHitch()).resolves.toMatchObject({ success: true, cartItemsAdded: [] });
    expect(drift.fields()).toEqual(['cartAdd.cartItemsAdded']);
  });

  it('is a server fault when success is missing', async () => {
    injectFault({ path: '/api/cart/item', body: { cartItemsAdded: [] } });
    await expect(addHitch()).rejects.toMatchObject({ kind: 'shape' });
  });
});
