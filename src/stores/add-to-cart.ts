import { createStore } from 'zustand/vanilla';
import { createShopEvent, subscribe } from '../core/bus';
import { getConfig } from '../core/config';
import type { ShopEventMap } from '../core/events';
import { createUncertainKeys } from '../core/idempotency';

/**
 * Which add-to-cart actions are running on the page. While one runs, its control shows busy and every
 * other add button on the page is disabled (storefront §4 "Add-to-cart button").
 *
 * The lock is the facts `shop:cart-add-started` and `shop:cart-add-finished` on window, so add buttons
 * of another bundle of the library take part the same way. Each add holds it under its own id (the
 * owner token): only its own finish releases it, and a deadline releases it anyway, so a widget that
 * crashed mid-add cannot disable every button until reload. Only events the library dispatched take
 * the lock: they carry a mark under `Symbol.for(ADD_LOCK_MARK)` (shared by every bundle of the
 * library on the page, invisible in the event's detail); a script that dispatches the event by hand
 * is ignored.
 */
export interface AddToCartState {
  /** The ids of the adds in flight, oldest first. */
  addsInFlight: string[];
}

export const initialAddToCartState: AddToCartState = { addsInFlight: [] };

export const addToCartStore = createStore<AddToCartState>()(() => ({ ...initialAddToCartState }));

/** What the add lock's deadline adds to the request's own deadline: the reconcile that follows it. */
export const ADD_LOCK_MARGIN_MS = 15_000;

/**
 * The longest an add holds the page-wide lock: the page's `requestTimeoutMs` (default 30 s) plus
 * {@link ADD_LOCK_MARGIN_MS}, so the lock never expires before the request's own deadline. After it,
 * the other buttons work again whatever the holder does.
 */
export function addLockDeadlineMs(): number {
  return getConfig().requestTimeoutMs + ADD_LOCK_MARGIN_MS;
}
/** The `Symbol.for` key of the mark on lock events the library dispatches. */
export const ADD_LOCK_MARK = 'shop-widgets.add-lock';
const lockMark = Symbol.for(ADD_LOCK_MARK);

const deadlines = new Map<string, ReturnType<typeof setTimeout>>();

function dispatchMarked<N extends 'shop:cart-add-started' | 'shop:cart-add-finished'>(
  name: N,
  detail: ShopEventMap[N],
): void {
  if (typeof window === 'undefined') return;
  const event = createShopEvent(name, detail);
  Object.defineProperty(event, lockMark, { value: true });
  window.dispatchEvent(event);
}

function isMarked(event: Event): boolean {
  return (event as unknown as Record<symbol, unknown>)[lockMark] === true;
}

function release(addId: string): void {
  const timer = deadlines.get(addId);
  if (timer !== undefined) clearTimeout(timer);
  deadlines.delete(addId);
  const { addsInFlight } = addToCartStore.getState();
  if (addsInFlight.includes(addId))
    addToCartStore.setState({ addsInFlight: addsInFlight.filter((id) => id !== addId) });
}

/** Announces that an add began (takes the page-wide lock under `addId`). */
export function announceAddStarted(addId: string): void {
  dispatchMarked('shop:cart-add-started', { addId });
}

/** Announces that an add ended, added or not (releases the lock `addId` holds). */
export function announceAddFinished(addId: string, success: boolean): void {
  dispatchMarked('shop:cart-add-finished', { addId, success });
}

/** Whether an add other than `ownAddId` is running. */
export function isAnotherAddRunning(state: AddToCartState, ownAddId: string | null): boolean {
  return state.addsInFlight.some((addId) => addId !== ownAddId);
}

if (typeof window !== 'undefined') {
  subscribe('shop:cart-add-started', ({ addId }, event) => {
    if (!isMarked(event) || typeof addId !== 'string' || addId === '') return;
    const { addsInFlight } = addToCartStore.getState();
    if (addsInFlight.includes(addId)) return;
    addToCartStore.setState({ addsInFlight: [...addsInFlight, addId] });
    deadlines.set(
      addId,
      setTimeout(() => release(addId), addLockDeadlineMs()),
    );
  });
  subscribe('shop:cart-add-finished', ({ addId }, event) => {
    if (isMarked(event) && typeof addId === 'string') release(addId);
  });
}

// ---------------------------------------------------------------------------------------------
// Idempotency keys of adds whose outcome is unknown

/**
 * How long a retried add reuses the key of an earlier add of the same products whose outcome is
 * unknown (timed out, connection lost, server error). Within it the server recognises the retry and
 * cannot add twice; after it, a click is a new intent.
 */
export const UNCERTAIN_ADD_KEY_TTL_MS = 5 * 60_000;

/** The keys themselves: the shared registry of `core/idempotency`, for adds. */
const uncertainAdds = createUncertainKeys(UNCERTAIN_ADD_KEY_TTL_MS);

/**
 * The idempotency key for an add of `signature` (what is added, with its quantity and options): the
 * key of an earlier uncertain add of the same signature within {@link UNCERTAIN_ADD_KEY_TTL_MS}, else
 * `fresh()`.
 */
export const idempotencyKeyForAdd = uncertainAdds.keyFor;

/** The add's outcome is unknown: a retry of the same products reuses its key. */
export const rememberUncertainAdd = uncertainAdds.remember;

/** The server answered the add (added or refused): the next click is a new add. */
export const forgetUncertainAdd = uncertainAdds.forget;

export function resetAddToCartStore(): void {
  for (const timer of deadlines.values()) clearTimeout(timer);
  deadlines.clear();
  uncertainAdds.clear();
  addToCartStore.setState({ ...initialAddToCartState }, true);
}
