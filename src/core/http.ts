import './zod';
import ky, { HTTPError, TimeoutError } from 'ky';
import type * as z from 'zod/mini';
import { getConfig, REQUEST_TIMEOUT_MS } from './config';
import { ApiError } from './errors';
import { logger } from './logger';
import { assertSafeRequestPath } from './path-segment';
import {
  decideRetry,
  MAX_RETRIES,
  parseRetryAfter,
  RETRY_BASE_DELAY_MS,
  type RetryMode,
} from './retry-policy';

/** Spec (staff §4.7, §9): a 502 is logged, waited on with the delay value 51 and retried up to 2 times. */
export const BAD_GATEWAY_RETRY_DELAY_MS = RETRY_BASE_DELAY_MS;
export const BAD_GATEWAY_RETRIES = MAX_RETRIES;
export { REQUEST_TIMEOUT_MS };
/** What a call that gave up waiting for the connection says (an `ApiError` of kind 'offline'). */
export const OFFLINE_MESSAGE = "You're offline. We'll try again when you're back online.";

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface RequestOptions<T> {
  /** Every response is parsed with this; a mismatch becomes an `ApiError` of kind 'shape'. */
  schema: z.ZodMiniType<T>;
  method?: HttpMethod;
  json?: unknown;
  body?: FormData;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /**
   * Extra retries on network errors and transient answers (429, 5xx), only for the calls the spec
   * says are retried (cart, order and year GETs, header and fast-pay config: 2). A 502 is retried for
   * every call anyway (staff §4.7); a mutation only when it carries an idempotency key.
   */
  retries?: number;
  /** 'none': this layer never retries (the caller has retries of its own, like upload chunks). */
  retry?: RetryMode;
  /** Made once per user action and reused on every retry, so a retried mutation never applies twice. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Called each time the call starts waiting for the browser to come back online (bounded wait). */
  onWaitingForOnline?: () => void;
  /** Called when that wait ends because the connection is back, just before the call is sent again. */
  onBackOnline?: () => void;
}

const client = ky.create({
  headers: { accept: 'application/json' },
  retry: 0,
  // The call's own deadline (see `send`) is the timeout; ky's default of 10 s must not cut it short.
  timeout: false,
});

const inFlightGets = new Map<string, Promise<unknown>>();

/**
 * Resolves `/api/...` against the page (jsdom's and Node's Request reject relative URLs). A path with
 * a `.` or `..` segment, even percent-encoded, is refused: it would reach another endpoint.
 */
export function resolveUrl(path: string, searchParams?: RequestOptions<unknown>['searchParams']): string {
  assertSafeRequestPath(path);
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function abortError(): DOMException {
  return new DOMException('The call was aborted.', 'AbortError');
}

/**
 * Waits for the `online` event at most `offlineWaitMs`; then fails with an ApiError of kind
 * 'offline'. Resolves true when it waited (the connection came back), false when already online.
 */
function waitForOnline(url: string, options: RequestOptions<unknown>): Promise<boolean> {
  if (!isOffline()) return Promise.resolve(false);
  options.onWaitingForOnline?.();
  const { signal } = options;
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onOnline = () =>
      finish(() => {
        options.onBackOnline?.();
        resolve(true);
      });
    const onAbort = () => finish(() => reject(abortError()));
    const timer = setTimeout(
      () => finish(() => reject(new ApiError('offline', OFFLINE_MESSAGE, url))),
      getConfig().offlineWaitMs,
    );
    window.addEventListener('online', onOnline);
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();
  });
}

/**
 * The same bounded wait for code that is not a call (a lazily loaded part): resolves at once when
 * online, or when the `online` event comes within `offlineWaitMs`; else an ApiError of kind 'offline'.
 */
export async function whenOnline(hooks: Omit<RequestOptions<unknown>, 'schema'> = {}): Promise<void> {
  await waitForOnline('', hooks as RequestOptions<unknown>);
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function toApiError(error: unknown, url: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    return new ApiError('http', `HTTP ${error.response.status} from ${url}`, url, error.response.status);
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', `No answer from ${url} in time`, url);
  // By name: the DOMException of a test environment or another realm fails `instanceof`.
  if ((error as { name?: unknown } | null)?.name === 'AbortError') {
    return new ApiError('aborted', `Call to ${url} was aborted`, url);
  }
  if (isOffline()) return new ApiError('offline', OFFLINE_MESSAGE, url);
  return new ApiError('network', `Network failure calling ${url}`, url);
}

/**
 * The attempt's signal: the caller's, and aborted too when the browser goes offline (a request
 * whose connection went away may otherwise hang until the deadline).
 */
function watchConnection(url: string, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  const watch = { signal: controller.signal, lost: false, stop: () => {} };
  if (typeof window === 'undefined') return { ...watch, signal: callerSignal };
  const onOffline = () => {
    watch.lost = true;
    controller.abort(new ApiError('offline', OFFLINE_MESSAGE, url));
  };
  const onAbort = () => controller.abort(callerSignal?.reason);
  window.addEventListener('offline', onOffline);
  callerSignal?.addEventListener('abort', onAbort, { once: true });
  if (callerSignal?.aborted) onAbort();
  watch.stop = () => {
    window.removeEventListener('offline', onOffline);
    callerSignal?.removeEventListener('abort', onAbort);
  };
  return watch;
}

/**
 * Whether a call whose connection went away may be sent again once it is back: a GET, or a mutation
 * with an idempotency key (the server answers a repeat with the first answer), within the retry count.
 */
function mayResendWhenOnline(method: HttpMethod, options: RequestOptions<unknown>, retriesMade: number) {
  if ((options.retry ?? 'policy') === 'none' || retriesMade >= MAX_RETRIES) return false;
  return method === 'get' || options.idempotencyKey !== undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  return JSON.parse(text);
}

function pathOf(url: string): string {
  return new URL(url).pathname;
}

/** One attempt: the answer's JSON, or an ApiError (with the answer's Retry-After, if any). */
async function attempt(
  method: HttpMethod,
  url: string,
  options: RequestOptions<unknown>,
  timeoutMs: number,
): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const started = performance.now();
  const connection = watchConnection(url, options.signal);
  let response: Response;
  try {
    response = await client(url, {
      method,
      json: options.json,
      body: options.body,
      headers,
      signal: connection.signal,
      timeout: Math.max(1, Math.round(timeoutMs)),
    });
  } catch (caught) {
    if (caught instanceof HTTPError) {
      logger.responseTime(method, pathOf(url), caught.response.status, performance.now() - started);
      // Its body is read to the end and dropped (only the status and headers count). Left unread, the
      // browser keeps the request open while the response lives: DevTools lists it as pending, the page
      // never counts as network-idle, and a body larger than the browser's buffer holds its connection.
      void caught.response.arrayBuffer().catch(() => undefined);
    }
    // The connection went away under the request: it fails as 'offline', not as the caller's abort.
    if (connection.lost && !options.signal?.aborted) throw new ApiError('offline', OFFLINE_MESSAGE, url);
    throw caught;
  } finally {
    connection.stop();
  }
  logger.responseTime(method, pathOf(url), response.status, performance.now() - started);
  try {
    return await readJson(response);
  } catch {
    throw new ApiError('shape', `The answer from ${url} is not JSON`, url, response.status);
  }
}

/**
 * Sends the call under the retry policy (`retry-policy.ts`): offline, it first waits for the
 * connection (bounded); then every attempt and retry wait shares one deadline of `requestTimeoutMs`.
 */
async function send(method: HttpMethod, url: string, options: RequestOptions<unknown>): Promise<unknown> {
  let deadline: number | undefined;
  for (let retriesMade = 0; ; retriesMade += 1) {
    // The deadline counts time online only: after a wait for the connection it starts again.
    if (await waitForOnline(url, options)) deadline = undefined;
    deadline ??= Date.now() + getConfig().requestTimeoutMs;
    try {
      return await attempt(method, url, options, deadline - Date.now());
    } catch (caught) {
      const error = toApiError(caught, url);
      // Lost connection: wait for it (bounded, at the loop's top) and send again, if that is safe.
      if (error.kind === 'offline' && mayResendWhenOnline(method, options, retriesMade)) continue;
      const retryAfter =
        caught instanceof HTTPError ? parseRetryAfter(caught.response.headers.get('retry-after')) : undefined;
      const decision = decideRetry(
        { kind: error.kind, status: error.status, retryAfterMs: retryAfter },
        {
          method,
          retriesMade,
          retries: options.retries ?? 0,
          idempotencyKey: options.idempotencyKey,
          mode: options.retry ?? 'policy',
          remainingMs: deadline - Date.now(),
        },
      );
      if (!decision.retry) throw error;
      if (error.status === 502) {
        logger.warning(`502 from ${url}; retrying`, { source: 'http', attempt: retriesMade + 1 });
      }
      await delay(decision.delayMs, options.signal);
    }
  }
}

/**
 * The one way widgets talk to the server. Identical GETs in flight share one request; every
 * answer is checked with its schema; HTTP failures are logged (the logger caps them per page);
 * aborts are never logged.
 */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'get';
  const url = resolveUrl(path, options.searchParams);
  let raw: Promise<unknown>;
  const shareable = method === 'get' && !options.signal;
  const key = `${method} ${url}`;
  const shared = shareable ? inFlightGets.get(key) : undefined;
  if (shared) {
    raw = shared;
  } else {
    raw = send(method, url, options as RequestOptions<unknown>).catch((caught: unknown) => {
      const error = toApiError(caught, url);
      // An abort is the caller's choice and an offline call cannot reach the logger: neither is logged.
      // A 401 is the server's usual answer to a visitor not signed in for this call (a shopper on a
      // dealer's list): information, so it never uses up the page's error entries.
      if (error.kind !== 'aborted' && error.kind !== 'offline') {
        logger[error.status === 401 ? 'information' : 'error'](error.message, {
          source: 'http',
          kind: error.kind,
          status: error.status,
          method,
          url,
        });
      }
      throw error;
    });
    if (shareable) {
      inFlightGets.set(key, raw);
      void raw.then(
        () => inFlightGets.delete(key),
        () => inFlightGets.delete(key),
      );
    }
  }
  let data: unknown;
  try {
    data = await raw;
  } catch (caught) {
    throw toApiError(caught, url);
  }
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
    const error = new ApiError(
      'shape',
      `Unexpected answer from ${method.toUpperCase()} ${path}`,
      url,
      200,
      issues,
    );
    logger.error(error.message, { source: 'http', issues });
    throw error;
  }
  return parsed.data;
}

/** A key for one user action: pass it as `idempotencyKey` on the mutation and every retry of it. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Tests: forget shared in-flight GETs. */
export function resetHttp(): void {
  inFlightGets.clear();
}
