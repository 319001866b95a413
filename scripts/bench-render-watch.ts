/**
 * Browser side of `scripts/bench-render.ts` (bundled into the library bench page): waits until
 * elements have rendered their view into their shadow roots, watched with mutation observers.
 */

/** An add-to-cart element has rendered when its shadow root holds the view's root part. */
export function rendered(element: Element): boolean {
  return element.shadowRoot?.querySelector('[part="root"]') != null;
}

/** Resolves once every element has rendered. */
export function watchRendered(elements: Element[]): Promise<void> {
  return new Promise((resolve) => {
    let pending = elements.filter((element) => !rendered(element));
    if (pending.length === 0) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      pending = pending.filter((element) => !rendered(element));
      if (pending.length > 0) return;
      observer.disconnect();
      resolve();
    });
    for (const element of pending) {
      if (element.shadowRoot) observer.observe(element.shadowRoot, { childList: true, subtree: true });
    }
  });
}
