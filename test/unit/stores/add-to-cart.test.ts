import {
  addToCartStore,
  announceAddFinished,
  announceAddStarted,
  isAnotherAddRunning,
  resetAddToCartStore,
} from '../../../src/stores/add-to-cart';

beforeEach(() => resetAddToCartStore());

describe('add-to-cart store', () => {
  it('starts with no add running', () => {
    expect(addToCartStore.getState()).toEqual({ addsInFlight: [] });
  });

  it('follows the adds announced on window, from this bundle or another', () => {
    announceAddStarted('a');
    window.dispatchEvent(new CustomEvent('shop:cart-add-started', { detail: { addId: 'b' } }));
    expect(addToCartStore.getState().addsInFlight).toEqual(['a', 'b']);
    announceAddFinished('a', true);
    window.dispatchEvent(
      new CustomEvent('shop:cart-add-finished', { detail: { addId: 'b', success: false } }),
    );
    expect(addToCartStore.getState().addsInFlight).toEqual([]);
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
