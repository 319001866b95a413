import './zod';
import ky, { HTTPError, TimeoutError } from 'ky';
import type * as z from 'zod';
import { ApiError } from './errors';
import { logger } from './logger';

/** Spec (staff §4.7, §9): a 502 is logged, waited on with the delay value 51 and retried up to 2 times. */
export const BAD_GATEWAY_RETRY_DELAY_MS = 51;
export const BAD_GATEWAY_RETRIES = 2;
/** A call that hears nothing for this long fails as a timeout instead of hanging the widget. */
export const REQUEST_TIMEOUT_MS = 30_000;

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface RequestOptions<T> {
  /** Every response is parsed with this; a mismatch becomes an `ApiError` of kind 'shape'. */
  schema: z.ZodType<T>;
  method?: HttpMethod;
  json?: unknown;
  body?: FormData;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /**
   * Extra retries on network errors and 5xx answers, only for the calls the spec says are retried
   * (cart, order and year GETs, header and fast-pay config: 2). 502 is retried for every call anyway.
   */
  retries?: number;
  /** Made once per user action and reused on every retry, so a retried mutation never applies twice. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

const client = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  headers: { accept: 'application/json' },
  retry: 0,
});

const inFlightGets = new Map<string, Promise<unknown>>();

/** Resolves `/api/...` against the page (jsdom's and Node's Request reject relative URLs). */
export function resolveUrl(path: string, searchParams?: RequestOptions<unknown>['searchParams']): string {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function waitForOnline(signal?: AbortSignal): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      window.removeEventListener('online', onOnline);
      reject(new DOMException('The call was aborted while offline.', 'AbortError'));
    };
    const onOnline = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    window.addEventListener('online', onOnline, { once: true });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The call was aborted.', 'AbortError'));
      },
      { once: true },
    );
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
  return new ApiError('network', `Network failure calling ${url}`, url);
}

function isRetriable(error: ApiError, attempt: number, retries: number): boolean {
  if (error.kind === 'http' && error.status === 502 && attempt < BAD_GATEWAY_RETRIES) return true;
  if (attempt >= retries) return false;
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.kind === 'http' && (error.status ?? 0) >= 500)
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  return JSON.parse(text);
}

async function send(method: HttpMethod, url: string, options: RequestOptions<unknown>): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const retries = options.retries ?? 0;
  for (let attempt = 0; ; attempt += 1) {
    await waitForOnline(options.signal);
    try {
      const response = await client(url, {
        method,
        json: options.json,
        body: options.body,
        headers,
        signal: options.signal,
      });
      try {
        return await readJson(response);
      } catch {
        throw new ApiError('shape', `The answer from ${url} is not JSON`, url, response.status);
      }
    } catch (caught) {
      const error = toApiError(caught, url);
      if (error.kind === 'aborted' || !isRetriable(error, attempt, retries)) throw error;
      if (error.status === 502)
        logger.warning(`502 from ${url}; retrying`, { source: 'http', attempt: attempt + 1 });
      await delay(BAD_GATEWAY_RETRY_DELAY_MS, options.signal);
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
      if (error.kind !== 'aborted') {
        logger.error(error.message, { source: 'http', kind: error.kind, status: error.status, method, url });
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
