import { isApiError } from '../../../core/errors';
import { newIdempotencyKey } from '../../../core/http';
import { createUncertainKeys, type UncertainKeys } from '../../../core/idempotency';

/**
 * How long a re-sent comment or moderation action reuses the idempotency key of an earlier send of
 * the same thing whose outcome is unknown (timeout, lost connection, server error): the shop answers
 * the retry with the first answer, so a comment, reply or draft is never stored twice.
 */
export const COMMENT_ACTION_KEY_TTL_MS = 5 * 60_000;

const keys = createUncertainKeys(COMMENT_ACTION_KEY_TTL_MS);

/**
 * Whether a failed call may have reached the server: a timeout, a lost connection, a server error
 * (5xx) or an answer that could not be read. A 4xx, a refusal in the answer (`false`), or a call never
 * sent (invalid, aborted) is a known outcome.
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
  registry: UncertainKeys,
  signature: string,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const key = registry.keyFor(signature, newIdempotencyKey);
  try {
    const result = await send(key);
    registry.forget(signature);
    return result;
  } catch (error) {
    if (outcomeUnknown(error)) registry.remember(signature, key);
    else registry.forget(signature);
    throw error;
  }
}

/**
 * Sends one comment-form mutation. `intent` names the call and its target (for example
 * 'approve reply 7002'); `body` is what it sends, without fields that change on every send (a date).
 * The same intent and body within the time to live after an uncertain failure reuse the key.
 */
export function sendCommentAction<T>(
  intent: string,
  body: unknown,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  return sendWithRetryKey(keys, JSON.stringify([intent, body ?? null]), send);
}

/** Tests: forget every remembered key. */
export function resetCommentActionKeys(): void {
  keys.clear();
}
