import { cartSchema } from '../../../src/api/cart';
import { clearFaults, injectFault } from '../../../src/mocks';
import { shopFetch } from './shop-fetch';

async function statusOf(path: string, method = 'GET'): Promise<number> {
  return (await shopFetch(path, { method })).status;
}

describe('fault injection', () => {
  it('answers the status for the next N calls, then the real answer again', async () => {
    injectFault({ path: '/api/cart/details', status: 503, times: 2 });
    const first = await shopFetch('/api/cart/details');
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual({ message: 'Injected fault' });
    expect(await statusOf('/api/cart/details')).toBe(503);
    const third = await shopFetch('/api/cart/details');
    expect(third.status).toBe(200);
    expect(cartSchema.safeParse(await third.json()).success).toBe(true);
  });

  it('applies once by default and only to its own path', async () => {
    injectFault({ path: '/api/cart/details', status: 500 });
    expect(await statusOf('/api/cart/id')).toBe(200);
    expect(await statusOf('/api/cart/details')).toBe(500);
    expect(await statusOf('/api/cart/details')).toBe(200);
  });

  it('matches every path under a prefix ending in *', async () => {
    injectFault({ path: '/api/cart/*', status: 502, times: 3 });
    expect(await statusOf('/api/cart/id')).toBe(502);
    expect(await statusOf('/api/cart/details')).toBe(502);
    expect(await statusOf('/api/featuretoggles/saved-product-list')).toBe(200);
    expect(await statusOf('/api/cart/item-count')).toBe(502);
    expect(await statusOf('/api/cart/item-count')).toBe(200);
  });

  it('applies only to its method when one is given', async () => {
    injectFault({ method: 'POST', path: '/api/logger/*', status: 500 });
    expect(await statusOf('/api/cart/id')).toBe(200);
    expect(await statusOf('/api/logger/errors', 'POST')).toBe(500);
    expect(await statusOf('/api/logger/errors', 'POST')).toBe(204);
  });

  it('keeps failing for ever with times Infinity, until cleared', async () => {
    injectFault({ path: '/api/cart/id', status: 500, times: Infinity });
    for (let call = 0; call < 5; call += 1) expect(await statusOf('/api/cart/id')).toBe(500);
    clearFaults();
    expect(await statusOf('/api/cart/id')).toBe(200);
  });

  it('uses the first matching fault before later ones', async () => {
    injectFault({ path: '/api/cart/id', status: 429 });
    injectFault({ path: '/api/cart/*', status: 500 });
    expect(await statusOf('/api/cart/id')).toBe(429);
    expect(await statusOf('/api/cart/id')).toBe(500);
    expect(await statusOf('/api/cart/id')).toBe(200);
  });

  it('delays the real answer with latency alone', async () => {
    injectFault({ path: '/api/cart/id', latencyMs: 150 });
    const started = performance.now();
    const response = await shopFetch('/api/cart/id');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cartId: expect.any(Number) });

    const again = performance.now();
    await shopFetch('/api/cart/id');
    expect(performance.now() - again).toBeLessThan(140);
  });

  it('delays and then fails when latency comes with a status', async () => {
    injectFault({ path: '/api/cart/id', latencyMs: 100, status: 504 });
    const started = performance.now();
    expect(await statusOf('/api/cart/id')).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('answers a malformed JSON body', async () => {
    injectFault({ path: '/api/cart/details', malformedBody: true });
    const response = await shopFetch('/api/cart/details');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('fails like a dropped connection with networkError', async () => {
    injectFault({ path: '/api/cart/details', networkError: true });
    await expect(shopFetch('/api/cart/details')).rejects.toThrow(TypeError);
    expect(await statusOf('/api/cart/details')).toBe(200);
  });

  it('applies to unhandled /api paths and product images too', async () => {
    injectFault({ path: '/api/nothing-here', status: 503 });
    injectFault({ path: '/images/products/*', status: 500 });
    expect(await statusOf('/api/nothing-here')).toBe(503);
    expect(await statusOf('/images/products/C13130.svg')).toBe(500);
  });

  it('refuses a fault that would do nothing or is malformed', () => {
    expect(() => injectFault({ path: '/api/cart/id' })).toThrow(/at least one of/);
    expect(() => injectFault({ path: 'api/cart/id', status: 500 })).toThrow(/path/);
    expect(() => injectFault({ path: '/api/cart/id', status: 200 })).toThrow(/Invalid fault/);
    expect(() => injectFault({ path: '/api/cart/id', status: 500, times: 0 })).toThrow(/Invalid fault/);
  });
});
