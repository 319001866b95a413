import type { ApiErrorKind } from './errors';

/**
 * The one retry policy of the library (docs/network.md "Retry policy"). It only decides; `http.ts`
 * waits and sends. Nothing else in the library retries a call on top of it: a caller with its own
 * retries (the media upload's chunks) asks for `retry: 'none'`.
 */

/** Spec (staff §4.7, §9): a 502 is waited on with the delay value 51; here also the backoff's base. */
export const RETRY_BASE_DELAY_MS = 51;
/** Spec (staff §4.7, §9; storefront §8, §9): never more than 2 retries of one call. */
export const MAX_RETRIES = 2;
/** A Retry-After longer than this is not waited for: the call fails instead of holding a widget busy. */
export const RETRY_AFTER_CAP_MS = 5_000;

export type RetryMode = 'policy' | 'none';
export type RetryMethod = 'get' | 'post' | 'put' | 'delete';

/** What went wrong with one attempt, as far as the policy cares. */
export interface AttemptFailure {
  kind: ApiErrorKind;
  status?: number;
  /** The answer's Retry-After in milliseconds, when it sent a valid one. */
  retryAfterMs?: number;
}

export interface RetryContext {
  method: RetryMethod;
  /** Retries already made for this call (0 after the first attempt failed). */
  retriesMade: number;
  /** Retries the call asked for beyond the 502 rule (spec: cart, order and year GETs 2). */
  retries: number;
  /** A mutation with a key the server honours may be sent again; one without may not. */
  idempotencyKey?: string;
  mode: RetryMode;
  /** Time left before the call's deadline. */
  remainingMs: number;
  /** A number in [0, 1) for the jitter; `Math.random` unless a test fixes it. */
  random?: () => number;
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; reason: string };

/** Statuses that say "try later" rather than "this request is wrong". */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

/**
 * Exponential backoff with jitter: retry n (0-based) waits between base·2ⁿ and 2·base·2ⁿ, so the
 * first retry of a 502 never waits less than the spec's 51 and tabs that failed together spread out.
 */
export function backoffDelay(retriesMade: number, random: () => number = Math.random): number {
  const floor = RETRY_BASE_DELAY_MS * 2 ** retriesMade;
  return Math.round(floor + random() * floor);
}

/**
 * Retry-After as milliseconds: delay-seconds (`"2"`) or an HTTP date; undefined when absent or not
 * understood. A date in the past means "now" (0).
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

function isMutation(method: RetryMethod): boolean {
  return method !== 'get';
}

/** Whether this failure may be tried again under the spec's counts. */
function eligible(failure: AttemptFailure, context: RetryContext): string | undefined {
  if (context.mode === 'none') return 'the caller retries on its own';
  if (failure.kind !== 'http' && failure.kind !== 'network') return `a ${failure.kind} failure is final`;
  if (context.retriesMade >= MAX_RETRIES) return `${MAX_RETRIES} retries made`;
  if (isMutation(context.method) && !context.idempotencyKey) {
    return 'a mutation without an idempotency key may have reached the server';
  }
  // Staff §4.7: every call retries a 502.
  if (failure.kind === 'http' && failure.status === 502) return undefined;
  if (context.retriesMade >= context.retries) return 'the call asks for no further retries';
  if (failure.kind === 'network') return undefined;
  if (failure.status !== undefined && TRANSIENT_STATUSES.has(failure.status)) return undefined;
  return `status ${failure.status ?? 'unknown'} is not transient`;
}

/** Retry or not, and how long to wait first. */
export function decideRetry(failure: AttemptFailure, context: RetryContext): RetryDecision {
  const refusal = eligible(failure, context);
  if (refusal) return { retry: false, reason: refusal };
  let delayMs = backoffDelay(context.retriesMade, context.random);
  if (failure.retryAfterMs !== undefined) {
    if (failure.retryAfterMs > RETRY_AFTER_CAP_MS) {
      return {
        retry: false,
        reason: `Retry-After ${failure.retryAfterMs} ms is beyond ${RETRY_AFTER_CAP_MS} ms`,
      };
    }
    delayMs = Math.max(delayMs, failure.retryAfterMs);
  }
  if (delayMs >= context.remainingMs) return { retry: false, reason: 'the wait would pass the deadline' };
  return { retry: true, delayMs };
}
