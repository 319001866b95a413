import type { RequestOptions } from './http';

/**
 * Offline behaviour has one mechanism: the http layer (`http.ts`). While the browser is offline a call
 * waits for the `online` event at most the page's `offlineWaitMs`, then fails with an `ApiError` of
 * kind 'offline'; a call whose connection went away is sent again when it is back only where that is
 * safe (a GET, or a mutation with an idempotency key). The widget that acted hears about the wait
 * through these hooks and says {@link OFFLINE_MESSAGE} only while a send will really follow.
 */
export { OFFLINE_MESSAGE } from './http';

/** What a widget passes to a call to say, in its own place, that the call waits for the connection. */
export type OnlineWaitHooks = Pick<RequestOptions<unknown>, 'onWaitingForOnline' | 'onBackOnline' | 'signal'>;

/** The browser says it has no connection (`navigator.onLine` false). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
