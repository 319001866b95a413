import type { FocusTargetOrFalse } from 'focus-trap';

export interface KeepFocusInsideOptions {
  /** Where focus goes on activation: focus-trap's default (the first tabbable), an element, or nowhere (false). */
  initialFocus?: FocusTargetOrFalse;
  /** Give focus back to what had it before, when the trap ends. */
  returnFocus: boolean;
}

type FocusTrapModule = typeof import('focus-trap');

let focusTrapModule: FocusTrapModule | undefined;
let focusTrapLoading: Promise<FocusTrapModule | undefined> | undefined;

/**
 * focus-trap (with tabbable, about 5 KB gzipped) is needed only once something opens, so it loads on
 * intent: the openers call this on hover or focus, and the first trap loads it if nothing did. Never
 * rejects; a failed load is tried again on the next call.
 */
export function preloadFocusTrap(): Promise<FocusTrapModule | undefined> {
  if (focusTrapModule) return Promise.resolve(focusTrapModule);
  focusTrapLoading ??= import('focus-trap').then(
    (module) => {
      focusTrapModule = module;
      return module;
    },
    (error: unknown) => {
      focusTrapLoading = undefined;
      console.warn('shop-widgets: the focus trap could not load', error);
      return undefined;
    },
  );
  return focusTrapLoading;
}

/**
 * Keeps Tab inside the container (the modal, the side bar's panel, the vehicle overlay, the mobile menu)
 * through nested shadow roots, with focus-trap. Escape and outside clicks are left to the widget, which
 * closes through its own store and says so. Returns the function that ends the trap.
 *
 * When focus-trap is already loaded (preloaded on intent, or by an earlier trap) the trap starts at once;
 * otherwise it starts when the module arrives, unless it was ended before that.
 */
export function keepFocusInside(container: HTMLElement, options: KeepFocusInsideOptions): () => void {
  if (focusTrapModule) return activateTrap(focusTrapModule, container, options);
  // By the time the trap starts, the widget may have moved focus into the container already: focus
  // goes back to what had it now (the opener), not to what has it then.
  const focusedNow = deepActiveElement(container.ownerDocument);
  let end: (() => void) | undefined;
  let ended = false;
  void preloadFocusTrap().then((module) => {
    if (module && !ended && container.isConnected) end = activateTrap(module, container, options, focusedNow);
  });
  return () => {
    ended = true;
    end?.();
  };
}

/** The focused element, looking through open shadow roots. */
function deepActiveElement(root: Document | ShadowRoot): HTMLElement | SVGElement | undefined {
  const active = root.activeElement;
  if (active?.shadowRoot?.activeElement) return deepActiveElement(active.shadowRoot);
  return active instanceof HTMLElement || active instanceof SVGElement ? active : undefined;
}

function activateTrap(
  { createFocusTrap }: FocusTrapModule,
  container: HTMLElement,
  { initialFocus, returnFocus }: KeepFocusInsideOptions,
  focusedBefore?: HTMLElement | SVGElement,
): () => void {
  const trap = createFocusTrap(container, {
    ...(initialFocus === undefined ? {} : { initialFocus }),
    ...(focusedBefore && focusedBefore !== container.ownerDocument.body && !container.contains(focusedBefore)
      ? { setReturnFocus: focusedBefore }
      : {}),
    fallbackFocus: container,
    allowOutsideClick: true,
    escapeDeactivates: false,
    returnFocusOnDeactivate: returnFocus,
    document: container.ownerDocument,
    // Widgets nested in the container render in their own shadow roots.
    tabbableOptions: { getShadowRoot: true },
  });
  try {
    trap.activate();
  } catch {
    // Without layout (jsdom) nothing counts as tabbable; the container still works.
  }
  return () => {
    trap.deactivate();
  };
}
