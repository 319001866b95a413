import { type RefObject, useEffect } from 'react';
import { onWindowResized, RESIZE_DEBOUNCE_MS } from './resize';

/**
 * Bars a widget fixes to the bottom of the window, and the floating widgets that stay clear of them: below
 * 576 px the cart page's order summary (subtotal and CHECKOUT) is fixed at the bottom, and the live chat
 * tab, fixed at the bottom right, would cover the end of the CHECKOUT button. While a bar is fixed at the
 * bottom, the tallest such bar's height is this property on the document element; the live chat adds it to
 * its distance from the bottom. A host page may read it too, for floating elements of its own.
 */
export const BOTTOM_BAR_HEIGHT_PROPERTY = '--shop-bottom-bar-height';

/** The height each reporting bar has while fixed at the bottom of the window (0 when it is not). */
const barHeights = new Map<object, number>();

function publishTallestBar(): void {
  const tallest = Math.max(0, ...barHeights.values());
  const rootStyle = document.documentElement.style;
  if (tallest > 0) rootStyle.setProperty(BOTTOM_BAR_HEIGHT_PROPERTY, `${tallest}px`);
  else rootStyle.removeProperty(BOTTOM_BAR_HEIGHT_PROPERTY);
}

/** The bar's height while its CSS fixes it to the bottom edge of the window, else 0. */
function heightAtBottom(bar: HTMLElement): number {
  if (!bar.isConnected || getComputedStyle(bar).position !== 'fixed') return 0;
  const box = bar.getBoundingClientRect();
  return box.height > 0 && box.bottom >= window.innerHeight - 1 ? Math.ceil(box.height) : 0;
}

/**
 * Reports `bar` as a bottom bar while it is fixed at the bottom of the window (its CSS decides, at any
 * width): measured now, whenever its size changes and after the window is resized. Returns the function
 * that stops reporting it.
 */
export function reportBottomBar(bar: HTMLElement): () => void {
  const key = {};
  const measure = () => {
    barHeights.set(key, heightAtBottom(bar));
    publishTallestBar();
  };
  const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
  sizes?.observe(bar);
  const stopResize = onWindowResized(measure, RESIZE_DEBOUNCE_MS.cartAndMenu);
  measure();
  return () => {
    sizes?.disconnect();
    stopResize();
    barHeights.delete(key);
    publishTallestBar();
  };
}

/** {@link reportBottomBar} for the element in `ref` while the component is mounted and `enabled`. */
export function useBottomBar(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const bar = ref.current;
    if (!enabled || !bar) return;
    return reportBottomBar(bar);
  }, [ref, enabled]);
}
