import * as z from 'zod/mini';
import { fetchCartDetails, fetchCartItemCount } from '../../../src/api/cart';
import { fetchFeatureToggle } from '../../../src/api/feature-toggles';
import { ApiError } from '../../../src/core/errors';
import { BAD_GATEWAY_RETRY_DELAY_MS, request, resetHttp } from '../../../src/core/http';
import { ERROR_LOG_LIMIT } from '../../../src/core/logger';
import { injectFault, recordedRequests } from '../../../src/mocks/controls';
import { settle } from '../../helpers/elements';

beforeEach(() => {
  resetHttp();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const count = (path: string) => recordedRequests({ path }).length;

describe('http', () => {
  it('resolves relative /api paths against the page and parses the answer with its schema', async () => {
    const result = await fetchFeatureToggle('saved-product-list');
    expect(result.featureToggles[0]?.featureKey).toBe('saved-product-list');
  });

  it('retries a 502 twice after the spec delay of 51, logging it', async () => {
    expect(BAD_GATEWAY_RETRY_DELAY_MS).toBe(51);
    injectFault({ path: '/api/featuretoggles/x', status: 502, times: 2 });
    const started = performance.now();
    await expect(fetchFeatureToggle('x')).resolves.toMatchObject({ success: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(2 * 50);
    expect(count('/api/featuretoggles/x')).toBe(3);
    await settle();
    expect(recordedRequests({ path: '/api/logger/warning' }).length).toBe(2);
  });

  it('gives up after the second 502 retry with a typed http error', async () => {
    injectFault({ path: '/api/featuretoggles/x', status: 502, times: 3 });
    const failure = await fetchFeatureToggle('x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 502 });
    expect(count('/api/featuretoggles/x')).toBe(3);
  });

  it('does not retry other statuses unless the call asks for retries', async () => {
    injectFault({ path: '/api/featuretoggles/x', status: 500 });
    await expect(fetchFeatureToggle('x')).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(count('/api/featuretoggles/x')).toBe(1);
  });

  it('retries cart GETs twice on a server error or network failure (spec: cart, order and year GETs)', async () => {
    injectFault({ path: '/api/cart/details', status: 503, times: 1 });
    injectFault({ path: '/api/cart/details', networkError: true, times: 1 });
    await expect(fetchCartDetails()).resolves.toMatchObject({ items: expect.any(Array) });
    expect(count('/api/cart/details')).toBe(3);
  });

  it("reads every error answer's body to its end, so the browser can close each attempt's request", async () => {
    injectFault({ path: '/api/featuretoggles/x', status: 502, htmlBody: true, times: 3 });
    const answers: Response[] = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await original(input, init);
      if (input instanceof Request && input.url.endsWith('/api/featuretoggles/x')) answers.push(response);
      return response;
    });
    await expect(fetchFeatureToggle('x')).rejects.toMatchObject({ kind: 'http', status: 502 });
    await settle();
    expect(answers.map((answer) => answer.status)).toEqual([502, 502, 502]);
    expect(answers.map((answer) => answer.bodyUsed)).toEqual([true, true, true]);
  });

  it('turns a malformed body into a typed shape error and logs it', async () => {
    injectFault({ path: '/api/cart/item-count', malformedBody: true, times: 3 });
    await expect(fetchCartItemCount()).rejects.toMatchObject({ kind: 'shape' });
    await settle();
    expect(recordedRequests({ path: '/api/logger/errors' }).length).toBe(1);
  });

  it('turns an answer of the wrong shape into a shape error naming the field', async () => {
    const error = await request('/api/cart/item-count', { schema: z.object({ total: z.number() }) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('shape');
    expect((error as ApiError).issues?.[0]?.path).toEqual(['total']);
  });

  it('shares one request between identical GETs in flight', async () => {
    injectFault({ path: '/api/cart/item-count', latencyMs: 30 });
    const answers = await Promise.all([fetchCartItemCount(), fetchCartItemCount(), fetchCartItemCount()]);
    expect(answers[0]).toEqual(answers[2]);
    expect(count('/api/cart/item-count')).toBe(1);
    await fetchCartItemCount();
    expect(count('/api/cart/item-count')).toBe(2);
  });

  it(`logs HTTP errors to POST /api/logger/errors, at most ${ERROR_LOG_LIMIT} per page`, async () => {
    injectFault({ path: '/api/featuretoggles/*', status: 404, times: Number.POSITIVE_INFINITY });
    for (let i = 0; i < ERROR_LOG_LIMIT + 3; i += 1) await fetchFeatureToggle(`k${i}`).catch(() => undefined);
    await settle();
    expect(recordedRequests({ path: '/api/logger/errors' })).toHaveLength(ERROR_LOG_LIMIT);
  });

  it('logs a 401 (not signed in for this call) as information, never as an error', async () => {
    injectFault({ path: '/api/cart/item-count', status: 401, times: 1 });
    injectFault({ path: '/api/cart/details', status: 500, times: 3 });
    await expect(fetchCartItemCount()).rejects.toMatchObject({ kind: 'http', status: 401 });
    await expect(fetchCartDetails()).rejects.toMatchObject({ kind: 'http', status: 500 });
    await settle();
    const errorsAbout = (path: string) =>
      recordedRequests({ path: '/api/logger/errors' }).filter((entry) =>
        JSON.stringify(entry.body).includes(path),
      );
    expect(errorsAbout('/api/cart/item-count')).toHaveLength(0);
    expect(errorsAbout('/api/cart/details')).toHaveLength(1);
  });

  it('never logs an aborted call', async () => {
    injectFault({ path: '/api/cart/item-count', latencyMs: 200 });
    const controller = new AbortController();
    const call = request('/api/cart/item-count', { schema: z.unknown(), signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    await settle();
    // Only entries about this call: a late log post from an earlier test may still arrive.
    const aboutThisCall = recordedRequests({ path: '/api/logger/errors' }).filter((entry) =>
      JSON.stringify(entry.body).includes('/api/cart/item-count'),
    );
    expect(aboutThisCall).toHaveLength(0);
  });

  it('waits for the online event while the browser is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let settled = false;
    const call = fetchCartItemCount().then(() => {
      settled = true;
    });
    await settle(30);
    expect(settled).toBe(false);
    expect(count('/api/cart/item-count')).toBe(0);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await call;
    expect(count('/api/cart/item-count')).toBe(1);
  });

  it('sends the idempotency key on every attempt', async () => {
    injectFault({ path: '/api/featuretoggles/y', status: 502, times: 1 });
    const seen: (string | null)[] = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (input instanceof Request && input.url.endsWith('/api/featuretoggles/y'))
        seen.push(input.headers.get('idempotency-key'));
      return original(input, init);
    });
    await request('/api/featuretoggles/y', { schema: z.unknown(), idempotencyKey: 'action-1' });
    expect(seen).toEqual(['action-1', 'action-1']);
  });
});
