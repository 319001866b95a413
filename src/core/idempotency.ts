import { isApiError } from './errors';
import { newIdempotencyKey } from './http';

/**
 * Idempotency keys of user actions whose outcome is unknown. A mutation that timed out, lost its
 * connection or got a server error may have reached the server; when the user sends the same thing
 * again (same signature) within the time to live, it goes with the earlier key, so the server answers
 * the retry with the first answer instead of acting twice. Once the server has answered (done or
 * refused), the next send is a new intent with a new key.
 */
export interface UncertainKeys {
  /** The key of an earlier uncertain send of `signature` within the time to live, else `fresh()`. */
  keyFor(signature: string, fresh?: () => string, now?: number): string;
  /** The send's outcome is unknown: a retry of the same signature reuses its key. */
  remember(signature: string, key: string, now?: number): void;
  /** The server answered: the next send of the signature is a new intent. */
  forget(signature: string): void;
  clear(): void;
}

export function createUncertainKeys(ttlMs: number): UncertainKeys {
  const entries = new Map<string, { key: string; at: number }>();
  return {
    keyFor(signature, fresh = newIdempotencyKey, now = Date.now()) {
      const earlier = entries.get(signature);
      if (earlier && now - earlier.at < ttlMs) return earlier.key;
      entries.delete(signature);
      return fresh();
    },
    remember(signature, key, now = Date.now()) {
      if (!entries.has(signature)) entries.set(signature, { key, at: now });
    },
    forget(signature) {
      entries.delete(signature);
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * Whether a failed call may have reached the server: a timeout, a lost connection, a server error
 * (5xx) or an answer that could not be read. A 4xx, a refusal in the answer, or a call never sent
 * (invalid, aborted) is a known outcome.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return false;
  switch (error.kind) {
    case 'timeout':
    case 'network':
    case 'offline':
    case 'shape':
      return true;
    case 'http':
      return error.status === undefined || error.status >= 500;
    default:
      return false;
  }
}

/**
 * Sends a mutation under the key of an earlier uncertain send of the same signature (else a new
 * key), and remembers or forgets the key by the outcome.
 */
export async function sendWithRetryKey<T>(
  keys: UncertainKeys,
  signature: string,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const key = keys.keyFor(signature);
  try {
    const result = await send(key);
    keys.forget(signature);
    return result;
  } catch (error) {
    if (outcomeUnknown(error)) keys.remember(signature, key);
    else keys.forget(signature);
    throw error;
  }
}
