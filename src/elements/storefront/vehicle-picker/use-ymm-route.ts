import { useCallback, useEffect, useState } from 'react';
import { parentRoute, parseHashRoute, type YmmRoute, ymmHash } from './ymm-hash';

/**
 * The overlay's step for one picker, kept in the URL fragment. Opening a step pushes a history entry
 * (so the browser's back button pops a step); closing goes back through the picker's own entries,
 * so back after closing never reopens it. A picker only reacts to routes with its own element id,
 * so two pickers on one page never disturb each other.
 */
const HISTORY_KEY = 'shopVehiclePicker';

/** How long closing waits for the browser to go back before carrying on. */
const HISTORY_SETTLE_MS = 400;

interface PickerHistoryState {
  elementId: string;
  /** How many entries this picker has pushed up to and including this one. */
  depth: number;
}

function historyState(): Record<string, unknown> {
  const value: unknown = window.history.state;
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function depthFor(elementId: string): number {
  const entry = historyState()[HISTORY_KEY] as PickerHistoryState | undefined;
  return entry && entry.elementId === elementId && Number.isInteger(entry.depth) ? entry.depth : 0;
}

function routeFor(elementId: string): YmmRoute | null {
  const parsed = parseHashRoute(window.location.hash);
  return parsed?.name === 'ymm' && parsed.elementId === elementId ? parsed.route : null;
}

function addressWith(hash: string): string {
  return `${window.location.pathname}${window.location.search}${hash}`;
}

function waitForHistory(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('popstate', done);
      resolve();
    };
    const timer = window.setTimeout(done, HISTORY_SETTLE_MS);
    window.addEventListener('popstate', done);
  });
}

export interface YmmRouteControls {
  route: YmmRoute | null;
  /** Opens a step (a new history entry). */
  open: (route: YmmRoute) => void;
  /** Whether the back arrow has somewhere to go. */
  canGoBack: boolean;
  /** The back arrow: like the browser's back button, or to the parent step after a deep link. */
  back: () => void;
  /** Closes the overlay; resolves once the history is back where it was before the overlay opened. */
  close: () => Promise<void>;
}

export function useYmmRoute(elementId: string): YmmRouteControls {
  const [route, setRoute] = useState<YmmRoute | null>(() =>
    typeof window === 'undefined' ? null : routeFor(elementId),
  );

  useEffect(() => {
    const sync = () => setRoute(routeFor(elementId));
    sync();
    window.addEventListener('popstate', sync);
    window.addEventListener('hashchange', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('hashchange', sync);
    };
  }, [elementId]);

  const open = useCallback(
    (next: YmmRoute) => {
      const entry: PickerHistoryState = { elementId, depth: depthFor(elementId) + 1 };
      window.history.pushState(
        { ...historyState(), [HISTORY_KEY]: entry },
        '',
        addressWith(ymmHash(elementId, next)),
      );
      setRoute(next);
    },
    [elementId],
  );

  const replace = useCallback(
    (next: YmmRoute | null) => {
      const state = historyState();
      if (next === null) delete state[HISTORY_KEY];
      window.history.replaceState(state, '', addressWith(next ? ymmHash(elementId, next) : ''));
      setRoute(next);
    },
    [elementId],
  );

  const close = useCallback(async () => {
    setRoute(null);
    const depth = depthFor(elementId);
    if (depth > 0) {
      const settled = waitForHistory();
      window.history.go(-depth);
      await settled;
    } else if (routeFor(elementId)) {
      replace(null);
    }
  }, [elementId, replace]);

  const back = useCallback(() => {
    if (depthFor(elementId) > 1) {
      window.history.back();
      return;
    }
    const parent = route ? parentRoute(route) : null;
    if (parent) replace(parent);
    else void close();
  }, [elementId, route, replace, close]);

  const canGoBack = route !== null && (depthFor(elementId) > 1 || parentRoute(route) !== null);

  return { route, open, canGoBack, back, close };
}
