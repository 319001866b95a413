import * as z from 'zod/mini';
import { fetchCartDetails } from '../../../src/api/cart';
import { postCustomerComment } from '../../../src/api/contentreply';
import { fetchFeatureToggle } from '../../../src/api/feature-toggles';
import { resetConfig } from '../../../src/core/config';
import { OFFLINE_MESSAGE, request, resetHttp } from '../../../src/core/http';
import { RETRY_AFTER_CAP_MS } from '../../../src/core/retry-policy';
import { injectFault, recordedRequests } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';

beforeEach(() => {
  resetHttp();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const calls = (path: string, method = 'GET') => recordedRequests({ path, method });
const gaps = (path: string, method = 'GET') => {
  const times = calls(path, method).map((entry) => entry.time);
  return times.slice(1).map((time, index) => time - (times[index] as number));
};

const comment = {
  parentId: 'C13130',
  contentType: 'Review',
  author: 'Sam',
  authorEmail: 'sam@example.com',
  commentText: 'Fits my truck.',
  notifyCustomer: false,
  webSku: 'C13130',
  replyById: 0,
  commentLinks: [],
  commentProductWebskus: [],
};

describe('http retries', () => {
  it('backs off exponentially between 502 retries: at least 51 ms, then at least 102 ms', async () => {
    injectFault({ path: '/api/featuretoggles/x', status: 502, times: 2 });
    await expect(fetchFeatureToggle('x')).resolves.toMatchObject({ success: true });
    const [first, second] = gaps('/api/featuretoggles/x');
    expect(first).toBeGreaterThanOrEqual(50);
    expect(second).toBeGreaterThanOrEqual(101);
  });

  it('honours Retry-After on a 503: one retry, not before the second is over', async () => {
    injectFault({ path: '/api/cart/details', status: 503, retryAfterSeconds: 1 });
    await expect(fetchCartDetails()).resolves.toMatchObject({ items: expect.any(Array) });
    expect(calls('/api/cart/details')).toHaveLength(2);
    expect(gaps('/api/cart/details')[0]).toBeGreaterThanOrEqual(990);
  });

  it(`gives up at once when Retry-After asks for more than ${RETRY_AFTER_CAP_MS} ms`, async () => {
    injectFault({ path: '/api/cart/details', status: 429, retryAfterSeconds: 60 });
    await expect(fetchCartDetails()).rejects.toMatchObject({ kind: 'http', status: 429 });
    expect(calls('/api/cart/details')).toHaveLength(1);
  });

  it('retries a 502 HTML page as a 502 and never more than twice', async () => {
    injectFault({ path: '/api/cart/details', status: 502, htmlBody: true, times: 'Infinity' });
    await expect(fetchCartDetails()).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(calls('/api/cart/details')).toHaveLength(3);
  });

  it('does not retry a mutation without an idempotency key, even on 502', async () => {
    injectFault({ path: '/api/featuretoggles/m', method: 'POST', status: 502 });
    await expect(
      request('/api/featuretoggles/m', { method: 'post', schema: z.unknown() }),
    ).rejects.toMatchObject({ status: 502 });
    expect(calls('/api/featuretoggles/m', 'POST')).toHaveLength(1);
  });

  it('retries a keyed comment on 502, and the shop stores it once', async () => {
    const before = state.content.comments.length;
    injectFault({ path: '/api/contentreply/comment', status: 502, times: 2 });
    await expect(postCustomerComment(comment, 'submit-1')).resolves.toMatchObject({
      commentID: expect.any(Number),
    });
    expect(calls('/api/contentreply/comment', 'POST')).toHaveLength(3);
    expect(state.content.comments.length).toBe(before + 1);
  });

  it('gives the first answer again to a repeated key and stores nothing twice', async () => {
    const before = state.content.comments.length;
    const first = await postCustomerComment(comment, 'submit-2');
    const again = await postCustomerComment(comment, 'submit-2');
    expect(again).toEqual(first);
    expect(state.content.comments.length).toBe(before + 1);
    await postCustomerComment(comment, 'submit-3');
    expect(state.content.comments.length).toBe(before + 2);
  });

  it("makes one attempt only with retry: 'none'", async () => {
    injectFault({ path: '/api/featuretoggles/n', status: 502 });
    await expect(
      request('/api/featuretoggles/n', { schema: z.unknown(), retry: 'none' }),
    ).rejects.toMatchObject({ status: 502 });
    expect(calls('/api/featuretoggles/n')).toHaveLength(1);
  });

  it('fails as a timeout after the page configuration’s requestTimeoutMs, without retrying', async () => {
    resetConfig({ requestTimeoutMs: 200 });
    injectFault({ path: '/api/cart/details', latencyMs: 2_000 });
    const started = performance.now();
    await expect(fetchCartDetails()).rejects.toMatchObject({ kind: 'timeout' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(calls('/api/cart/details')).toHaveLength(1);
  });

  it('keeps retries within the deadline: a Retry-After past it is not waited for', async () => {
    resetConfig({ requestTimeoutMs: 500 });
    injectFault({ path: '/api/cart/details', status: 503, retryAfterSeconds: 1 });
    await expect(fetchCartDetails()).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(calls('/api/cart/details')).toHaveLength(1);
  });

  it("waits offline at most offlineWaitMs, then fails with kind 'offline' and the offline message", async () => {
    resetConfig({ offlineWaitMs: 100 });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const waiting = vi.fn();
    const error = await request('/api/cart/item-count', {
      schema: z.unknown(),
      onWaitingForOnline: waiting,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'offline', message: OFFLINE_MESSAGE });
    expect(OFFLINE_MESSAGE).toBe("You're offline. We'll try again when you're back online.");
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(calls('/api/cart/item-count')).toHaveLength(0);
    onLine.mockRestore();
  });

  it('sends as soon as the online event comes within the wait', async () => {
    resetConfig({ offlineWaitMs: 5_000 });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const call = request('/api/cart/item-count', { schema: z.unknown() });
    await new Promise((resolve) => setTimeout(resolve, 30));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(call).resolves.toBeDefined();
    expect(calls('/api/cart/item-count')).toHaveLength(1);
    onLine.mockRestore();
  });

  it('sends a keyed mutation again with the same key when its connection went away and came back', async () => {
    resetConfig({ offlineWaitMs: 5_000 });
    const before = state.content.comments.length;
    let online = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    injectFault({ path: '/api/contentreply/comment', method: 'POST', latencyMs: 100 });
    const waiting = vi.fn();
    const backOnline = vi.fn();
    const call = postCustomerComment(comment, 'lost-1', {
      onWaitingForOnline: waiting,
      onBackOnline: backOnline,
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    online = false;
    window.dispatchEvent(new Event('offline'));
    await vi.waitFor(() => expect(waiting).toHaveBeenCalledTimes(1));
    expect(backOnline).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await expect(call).resolves.toMatchObject({ commentID: expect.any(Number) });
    expect(backOnline).toHaveBeenCalledTimes(1);
    expect(calls('/api/contentreply/comment', 'POST')).toHaveLength(2);
    expect(state.content.comments.length).toBe(before + 1);
    onLine.mockRestore();
  });

  it('never waits for the connection on a network error while the browser is online', async () => {
    const waiting = vi.fn();
    injectFault({ path: '/api/contentreply/comment', method: 'POST', networkError: true });
    const error = await postCustomerComment(comment, 'reset-1', { onWaitingForOnline: waiting }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ kind: 'network' });
    expect(waiting).not.toHaveBeenCalled();
  });

  it('does not send a mutation without a key again after its connection went away', async () => {
    resetConfig({ offlineWaitMs: 5_000 });
    let online = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    injectFault({ path: '/api/featuretoggles/lost', method: 'POST', latencyMs: 100 });
    const waiting = vi.fn();
    const call = request('/api/featuretoggles/lost', {
      method: 'post',
      schema: z.unknown(),
      onWaitingForOnline: waiting,
    }).catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 30));
    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(await call).toMatchObject({ kind: 'offline' });
    expect(waiting).not.toHaveBeenCalled();
    expect(calls('/api/featuretoggles/lost', 'POST')).toHaveLength(1);
    online = true;
    onLine.mockRestore();
  });
});
