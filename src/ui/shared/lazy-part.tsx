import {
  type ComponentType,
  createElement,
  type ReactNode,
  use,
  useEffect,
  useReducer,
  useState,
} from 'react';
import { useComponentStyles } from '../../core/widget-context';

/**
 * A part of a widget that loads on intent: a closed panel's body, an overlay, a modal's content,
 * upload code. The widget renders its closed or idle state without it; `prefetch()` starts the load
 * when the shopper shows intent (hover or focus of what opens it, an add that will open it), so it
 * is there by the click; rendering `Part` before that loads it then (inside a Suspense boundary).
 * The import is a plain `import('./module')`, which the build turns into its own chunk.
 */
export interface LazyPart<P extends object> {
  /** Starts loading once (again after a failure); resolves when loaded or failed, never rejects. */
  prefetch(): Promise<void>;
  /** Whether the part has loaded (then `Part` renders at once, without suspending). */
  isLoaded(): boolean;
  /** Renders the part: suspends while it loads, shows a retry when it could not load. */
  Part: ComponentType<P>;
  /**
   * Renders the part without suspending: nothing while it loads (a moment, on a first use without
   * intent before it), the retry when it could not load. For a part that appears over the widget (a
   * dialog), where a Suspense fallback would have nothing to show either.
   */
  Deferred: ComponentType<P>;
}

type LoadState<P> =
  | { status: 'idle' }
  | { status: 'loading'; settled: Promise<void> }
  | { status: 'ready'; settled: Promise<void>; Component: ComponentType<P> }
  | { status: 'failed'; settled: Promise<void> };

/** Shown in place of a part that could not load (offline, a deploy replaced the file). */
export const LAZY_PART_FAILED_TEXT =
  'This part of the page could not load. Check your connection and try again.';
export const LAZY_PART_RETRY_TEXT = 'Try again';

const lazyPartStyles = `
.shop-lazy-part-failed { display: grid; gap: 0.5rem; justify-items: start; padding: 0.75rem; color: var(--shop-color-danger, #b3261e); }
.shop-lazy-part-failed button { min-height: 32px; padding: 0.25rem 0.75rem; border: 1px solid currentColor; border-radius: var(--shop-radius-1, 4px); background: #fff; color: inherit; cursor: pointer; }
`;

function LazyPartFailure({ onRetry }: { onRetry: () => void }): ReactNode {
  useComponentStyles(lazyPartStyles, 'lazy-part');
  return (
    <div className="shop-lazy-part-failed" role="alert" data-lazy-part="failed">
      <span>{LAZY_PART_FAILED_TEXT}</span>
      <button type="button" onClick={onRetry}>
        {LAZY_PART_RETRY_TEXT}
      </button>
    </div>
  );
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, name: string): LazyPart<P> {
  let state: LoadState<P> = { status: 'idle' };

  function prefetch(): Promise<void> {
    if (state.status === 'ready' || state.status === 'loading') return state.settled;
    const settled: Promise<void> = load().then(
      (Component) => {
        state = { status: 'ready', settled, Component };
      },
      (error: unknown) => {
        console.warn(`shop-widgets: ${name} could not load`, error);
        state = { status: 'failed', settled };
      },
    );
    state = { status: 'loading', settled };
    return settled;
  }

  /** Waits for the load (suspending, always through `use`), then shows the part or the retry. */
  function Loading({ props }: { props: P }): ReactNode {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    use(prefetch());
    if (state.status === 'ready') return createElement(state.Component, props);
    return createElement(LazyPartFailure, {
      onRetry: () => {
        state = { status: 'idle' };
        void prefetch().then(rerender);
        rerender();
      },
    });
  }

  function Part(props: P): ReactNode {
    // Loaded before it was needed (the usual case): no suspending, no fallback flash.
    if (state.status === 'ready') return createElement(state.Component, props);
    return createElement(Loading, { props });
  }
  Part.displayName = `LazyPart(${name})`;

  function Deferred(props: P): ReactNode {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const ready = state.status === 'ready';
    useEffect(() => {
      // A part that failed before is tried again when it is needed again.
      if (!ready) void prefetch().then(rerender);
    }, [ready]);
    if (state.status === 'ready') return createElement(state.Component, props);
    if (state.status !== 'failed') return null;
    return createElement(LazyPartFailure, {
      onRetry: () => {
        state = { status: 'idle' };
        void prefetch().then(rerender);
        rerender();
      },
    });
  }
  Deferred.displayName = `DeferredPart(${name})`;

  return { prefetch, isLoaded: () => state.status === 'ready', Part, Deferred };
}

/**
 * Whether a part that appears over the widget (a dialog) may show now that it is `open`: loaded, or its
 * load settled (it then shows its retry). Opened before it loaded (no intent first), it waits for the
 * load it starts here, so the dialog never shows without its content.
 */
export function usePartSettledWhenOpen(
  part: Pick<LazyPart<never>, 'prefetch' | 'isLoaded'>,
  open: boolean,
): boolean {
  const [settled, setSettled] = useState(part.isLoaded);
  useEffect(() => {
    if (!open || settled) return;
    let mounted = true;
    void part.prefetch().then(() => {
      if (mounted) setSettled(true);
    });
    return () => {
      mounted = false;
    };
  }, [open, settled, part]);
  return settled || part.isLoaded();
}

/**
 * Runs `prefetch` once, on the first sign of intent: pointer over, touch or focus of an element
 * matching one of `tags` anywhere on the page (through shadow roots), or when `alsoOn` window
 * events fire. One listener set per call, removed after the first intent. Returns the cleanup.
 */
export function prefetchOnIntent(
  prefetch: () => unknown,
  { tags, windowEvents = [] }: { tags: readonly string[]; windowEvents?: readonly string[] },
): () => void {
  const domEvents = ['pointerover', 'focusin', 'touchstart'] as const;
  const stop = () => {
    for (const type of domEvents) document.removeEventListener(type, onDomEvent, true);
    for (const type of windowEvents) window.removeEventListener(type, onIntent);
  };
  const onIntent = () => {
    stop();
    void prefetch();
  };
  function onDomEvent(event: Event) {
    const path = event.composedPath();
    if (path.some((node) => node instanceof Element && tags.includes(node.localName))) onIntent();
  }
  for (const type of domEvents) document.addEventListener(type, onDomEvent, { capture: true, passive: true });
  for (const type of windowEvents) window.addEventListener(type, onIntent);
  return stop;
}
