import type { ShopEventMap, ShopEventName } from './events';

/**
 * Typed window events. Every event bubbles and is composed, so an event dispatched on an element
 * inside a shadow root reaches `window` like one dispatched on `window` itself.
 */
export function createShopEvent<N extends ShopEventName>(name: N, detail: ShopEventMap[N]): CustomEvent {
  return new CustomEvent(name, { detail, bubbles: true, composed: true });
}

/** Dispatch a bus event, on `window` unless a target is given (it bubbles up to window). */
export function publish<N extends ShopEventName>(
  name: N,
  detail: ShopEventMap[N],
  target: EventTarget = window,
): void {
  if (typeof window === 'undefined') return;
  target.dispatchEvent(createShopEvent(name, detail));
}

/** Listen to a bus event on window. Returns the function that stops listening. */
export function subscribe<N extends ShopEventName>(
  name: N,
  listener: (detail: ShopEventMap[N], event: CustomEvent<ShopEventMap[N]>) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = (event: Event) => {
    const custom = event as CustomEvent<ShopEventMap[N]>;
    listener(custom.detail ?? ({} as ShopEventMap[N]), custom);
  };
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
