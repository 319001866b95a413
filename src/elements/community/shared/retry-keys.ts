import { createUncertainKeys, sendWithRetryKey } from '../../../core/idempotency';

/**
 * How long a re-sent comment or moderation action reuses the idempotency key of an earlier send of
 * the same thing whose outcome is unknown (timeout, lost connection, server error): the shop answers
 * the retry with the first answer, so a comment, reply or draft is never stored twice.
 */
export const COMMENT_ACTION_KEY_TTL_MS = 5 * 60_000;

const keys = createUncertainKeys(COMMENT_ACTION_KEY_TTL_MS);

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
