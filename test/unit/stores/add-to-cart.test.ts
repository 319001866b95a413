import { resetConfig } from '../../../src/core/config';
import {
  ADD_LOCK_MARGIN_MS,
  ADD_LOCK_MARK,
  addLockDeadlineMs,
  addToCartStore,
  announceAddFinished,
  announceAddStarted,
  forgetUncertainAdd,
  idempotencyKeyForAdd,
  isAnotherAddRunning,
  rememberUncertainAdd,
  resetAddToCartStore,
  UNCERTAIN_ADD_KEY_TTL_MS,
} from '../../../src/stores/add-to-cart';

beforeEach(() => resetAddToCartStore());

/** A lock event as another bundle of the library dispatches it (with the library's mark). */
function libraryEvent(name: string, detail: unknown): CustomEvent {
  const event = new CustomEvent(name, { detail });
  Object.defineProperty(event, Symbol.for(ADD_LOCK_MARK), { value: true });
  return event;
}

describe('add-to-cart store', () => {
  it('starts with no add running', () => {
    expect(addToCartStore.getState()).toEqual({ addsInFlight: [] });
  });

  it('follows the adds announced on window, from this bundle or another bundle of the library', () => {
    announceAddStarted('a');
    window.dispatchEvent(libraryEvent('shop:cart-add-started', { addId: 'b' }));
    expect(addToCartStore.getState().addsInFlight).toEqual(['a', 'b']);
    announceAddFinished('a', true);
    window.dispatchEvent(libraryEvent('shop:cart-add-finished', { addId: 'b', success: false }));
    expect(addToCartStore.getState().addsInFlight).toEqual([]);
  });

  it('is not taken by an event from outside the library', () => {
    window.dispatchEvent(new CustomEvent('shop:cart-add-started', { detail: { addId: 'page-script' } }));
    expect(addToCartStore.getState().addsInFlight).toEqual([]);
  });

  it('is released only by its owner', () => {
    announceAddStarted('mine');
    window.dispatchEvent(
      new CustomEvent('shop:cart-add-finished', { detail: { addId: 'mine', success: true } }),
    );
    announceAddFinished('someone-else', true);
    expect(addToCartStore.getState().addsInFlight).toEqual(['mine']);
  });

  it('is released after its deadline when its holder never finishes', () => {
    vi.useFakeTimers();
    try {
      announceAddStarted('crashed');
      vi.advanceTimersByTime(addLockDeadlineMs() - 1);
      expect(addToCartStore.getState().addsInFlight).toEqual(['crashed']);
      vi.advanceTimersByTime(1);
      expect(addToCartStore.getState().addsInFlight).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('outlives the configured request deadline by its margin', () => {
    resetConfig({ requestTimeoutMs: 1_000 });
    try {
      expect(addLockDeadlineMs()).toBe(1_000 + ADD_LOCK_MARGIN_MS);
      vi.useFakeTimers();
      announceAddStarted('short');
      vi.advanceTimersByTime(1_000 + ADD_LOCK_MARGIN_MS - 1);
      expect(addToCartStore.getState().addsInFlight).toEqual(['short']);
      vi.advanceTimersByTime(1);
      expect(addToCartStore.getState().addsInFlight).toEqual([]);
    } finally {
      vi.useRealTimers();
      resetConfig();
    }
  });

  it('counts an add once, and ignores malformed or unknown announcements', () => {
    announceAddStarted('a');
    announceAddStarted('a');
    window.dispatchEvent(new CustomEvent('shop:cart-add-started', { detail: {} }));
    window.dispatchEvent(new CustomEvent('shop:cart-add-started'));
    announceAddFinished('never-started', true);
    expect(addToCartStore.getState().addsInFlight).toEqual(['a']);
  });

  it('tells an element whether another add than its own is running', () => {
    announceAddStarted('mine');
    expect(isAnotherAddRunning(addToCartStore.getState(), 'mine')).toBe(false);
    expect(isAnotherAddRunning(addToCartStore.getState(), null)).toBe(true);
    announceAddStarted('theirs');
    expect(isAnotherAddRunning(addToCartStore.getState(), 'mine')).toBe(true);
  });
});

describe('idempotency keys of uncertain adds', () => {
  let counter = 0;
  const fresh = () => {
    counter += 1;
    return `key-${counter}`;
  };

  it('gives a new key to an add whose earlier outcome is known', () => {
    expect(idempotencyKeyForAdd('C13130x1', fresh)).not.toBe(idempotencyKeyForAdd('C13130x1', fresh));
  });

  it('reuses the key of an uncertain add of the same products for five minutes', () => {
    const key = idempotencyKeyForAdd('C13130x1', fresh, 0);
    rememberUncertainAdd('C13130x1', key, 0);
    expect(idempotencyKeyForAdd('C13130x1', fresh, UNCERTAIN_ADD_KEY_TTL_MS - 1)).toBe(key);
    expect(idempotencyKeyForAdd('C13130x2', fresh, 1)).not.toBe(key);
    expect(idempotencyKeyForAdd('C13130x1', fresh, UNCERTAIN_ADD_KEY_TTL_MS)).not.toBe(key);
  });

  it('forgets the key once the server answered', () => {
    const key = idempotencyKeyForAdd('C13130x1', fresh);
    rememberUncertainAdd('C13130x1', key);
    forgetUncertainAdd('C13130x1');
    expect(idempotencyKeyForAdd('C13130x1', fresh)).not.toBe(key);
  });
});
