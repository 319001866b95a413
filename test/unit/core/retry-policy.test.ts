import {
  backoffDelay,
  decideRetry,
  MAX_RETRIES,
  parseRetryAfter,
  RETRY_AFTER_CAP_MS,
  RETRY_BASE_DELAY_MS,
  type RetryContext,
} from '../../../src/core/retry-policy';

const context = (overrides: Partial<RetryContext> = {}): RetryContext => ({
  method: 'get',
  retriesMade: 0,
  retries: 0,
  mode: 'policy',
  remainingMs: 30_000,
  random: () => 0,
  ...overrides,
});

describe('retry policy', () => {
  it('backs off exponentially from the spec delay of 51, with jitter up to double', () => {
    expect(RETRY_BASE_DELAY_MS).toBe(51);
    expect(backoffDelay(0, () => 0)).toBe(51);
    expect(backoffDelay(0, () => 0.999)).toBe(102);
    expect(backoffDelay(1, () => 0)).toBe(102);
    expect(backoffDelay(1, () => 0.5)).toBe(153);
    const spread = new Set(Array.from({ length: 20 }, () => backoffDelay(0)));
    expect(spread.size).toBeGreaterThan(1);
  });

  it('retries a 502 of any GET at most twice (staff §4.7)', () => {
    const failure = { kind: 'http', status: 502 } as const;
    expect(decideRetry(failure, context())).toEqual({ retry: true, delayMs: 51 });
    expect(decideRetry(failure, context({ retriesMade: 1 }))).toEqual({ retry: true, delayMs: 102 });
    expect(decideRetry(failure, context({ retriesMade: MAX_RETRIES }))).toMatchObject({ retry: false });
  });

  it('retries other transient failures only for calls that ask (cart, order, year GETs)', () => {
    for (const failure of [
      { kind: 'http', status: 500 },
      { kind: 'http', status: 503 },
      { kind: 'http', status: 429 },
      { kind: 'network' },
    ] as const) {
      expect(decideRetry(failure, context())).toMatchObject({ retry: false });
      expect(decideRetry(failure, context({ retries: 2 }))).toMatchObject({ retry: true });
      expect(decideRetry(failure, context({ retries: 2, retriesMade: 2 }))).toMatchObject({ retry: false });
    }
  });

  it('never retries a client error, a timeout, a shape error, an abort or an offline failure', () => {
    for (const failure of [
      { kind: 'http', status: 404 },
      { kind: 'http', status: 400 },
      { kind: 'timeout' },
      { kind: 'shape' },
      { kind: 'aborted' },
      { kind: 'offline' },
      { kind: 'invalid' },
    ] as const) {
      expect(decideRetry(failure, context({ retries: 2 }))).toMatchObject({ retry: false });
    }
  });

  it('retries a mutation only when it carries an idempotency key', () => {
    const failure = { kind: 'http', status: 502 } as const;
    for (const method of ['post', 'put', 'delete'] as const) {
      expect(decideRetry(failure, context({ method }))).toMatchObject({ retry: false });
      expect(decideRetry({ kind: 'network' }, context({ method, retries: 2 }))).toMatchObject({
        retry: false,
      });
      expect(decideRetry(failure, context({ method, idempotencyKey: 'k' }))).toMatchObject({ retry: true });
    }
  });

  it("never retries when the caller has retries of its own ('none')", () => {
    expect(decideRetry({ kind: 'http', status: 502 }, context({ mode: 'none' }))).toMatchObject({
      retry: false,
    });
  });

  it('waits at least the Retry-After, and gives up when it is beyond the cap', () => {
    const failure = { kind: 'http', status: 503, retryAfterMs: 1000 } as const;
    expect(decideRetry(failure, context({ retries: 2 }))).toEqual({ retry: true, delayMs: 1000 });
    const tooLong = { kind: 'http', status: 503, retryAfterMs: RETRY_AFTER_CAP_MS + 1 } as const;
    expect(decideRetry(tooLong, context({ retries: 2 }))).toMatchObject({ retry: false });
    const short = { kind: 'http', status: 429, retryAfterMs: 0 } as const;
    expect(decideRetry(short, context({ retries: 2 }))).toEqual({ retry: true, delayMs: 51 });
  });

  it('never waits past the call deadline', () => {
    const failure = { kind: 'http', status: 503, retryAfterMs: 1000 } as const;
    expect(decideRetry(failure, context({ retries: 2, remainingMs: 900 }))).toMatchObject({ retry: false });
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('-1', now)).toBeUndefined();
    expect(parseRetryAfter('1.5', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
