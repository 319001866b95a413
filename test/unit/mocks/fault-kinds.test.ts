import { injectFault } from '../../../src/mocks';
import { HOSTILE_TEXT, HTML_ERROR_BODY } from '../../../src/mocks/faults';
import { REPLAYED_HEADER } from '../../../src/mocks/idempotency';
import { postJson, shopFetch } from './shop-fetch';

describe('fault kinds of the fault matrix', () => {
  it('answers a 502 with an HTML page', async () => {
    injectFault({ path: '/api/cart/details', status: 502, htmlBody: true });
    const response = await shopFetch('/api/cart/details');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(HTML_ERROR_BODY);
  });

  it('answers a 503 or 429 with Retry-After', async () => {
    injectFault({ path: '/api/cart/details', status: 503, retryAfterSeconds: 2 });
    const response = await shopFetch('/api/cart/details');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
  });

  it('answers a valid JSON answer of the wrong shape', async () => {
    injectFault({ path: '/api/cart/details', body: { unexpected: true } });
    const response = await shopFetch('/api/cart/details');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unexpected: true });
  });

  it("adds extra fields to the handler's own answer", async () => {
    injectFault({ path: '/api/cart/item-count', mergeBody: { extra: 'x', btToken: 12345 } });
    const body = (await (await shopFetch('/api/cart/item-count')).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ extra: 'x', btToken: 12345 });
    expect(typeof body.count).toBe('number');
  });

  it('leaves a bare value answered at the top as it is: it has no fields to add or drift', async () => {
    const path = '/api/cart/show-stock-quantity-maximum-threshold';
    const plain: unknown = await (await shopFetch(path)).json();
    expect(typeof plain).toBe('number');
    injectFault({ path, mergeBody: { extra: 'x', btToken: 12345 } });
    expect(await (await shopFetch(path)).json()).toBe(plain);
  });

  it('appends hostile text to every string of the answer, nested ones too', async () => {
    injectFault({ path: '/api/cart/details', hostileText: HOSTILE_TEXT });
    const body = await (await shopFetch('/api/cart/details')).json();
    const strings: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(body);
    expect(strings.length).toBeGreaterThan(3);
    expect(strings.every((text) => text.endsWith(HOSTILE_TEXT))).toBe(true);
  });

  it('refuses htmlBody or Retry-After without a status', () => {
    expect(() => injectFault({ path: '/api/cart/details', htmlBody: true, latencyMs: 10 })).toThrow(
      /go with a status/,
    );
  });
});

describe('idempotency in the fake shop', () => {
  it('answers a repeated key with the first answer, marked as replayed, for any mutation', async () => {
    const headers = { 'content-type': 'application/json', 'idempotency-key': 'k-1' };
    const body = JSON.stringify({ message: 'once' });
    const first = await shopFetch('/api/logger/information', { method: 'POST', headers, body });
    const second = await shopFetch('/api/logger/information', { method: 'POST', headers, body });
    expect(second.status).toBe(first.status);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(second.headers.get(REPLAYED_HEADER)).toBe('true');
    const unkeyed = await postJson('/api/logger/information', { message: 'twice' });
    expect(unkeyed.headers.get(REPLAYED_HEADER)).toBeNull();
  });
});
