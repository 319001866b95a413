/**
 * The order confirmation page reports its order with the `shop:order-completed` command (detail: a
 * storefront §3 "Analytics transaction"). The entries listen for it on every page and load the
 * analytics code only when it comes, so pages without it carry none of it.
 */
const LISTENING = Symbol.for('shop-widgets.order-completed-listening');

export function listenForCompletedOrders(): void {
  if (typeof window === 'undefined') return;
  const global = globalThis as typeof globalThis & { [LISTENING]?: true };
  // Two bundles on one page (script tag and npm) report an order once.
  if (global[LISTENING]) return;
  global[LISTENING] = true;
  window.addEventListener('shop:order-completed', (event) => {
    const transaction = (event as CustomEvent).detail;
    void import('./analytics').then(({ trackPurchase }) => trackPurchase(transaction));
  });
}
