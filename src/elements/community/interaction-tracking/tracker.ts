import {
  INTERACTION_TRACKING_PATHS,
  type InteractionEventEntry,
  type InteractionEventProperties,
  type PerformanceMetricEntry,
  sendTrackingBatch,
  TRACKING_BATCH_LIMIT,
} from '../../../api/interaction-tracking';
import { elementDetails, trackedElementOf } from './event-details';
import { performanceEntries } from './performance-timing';
import {
  PERFORMANCE_TIMING_TOGGLE,
  performanceMetricName,
  TRACKING,
  TRACKING_KINDS,
  type TrackingKind,
  trackingEventName,
  trackingToggleKey,
} from './tracking-rules';

/**
 * Interaction tracking (community spec §3, §4, §7, §9): clicks, hovers over 2.5 s, scrolls (debounced
 * 500 ms), views at 25% visibility and the performance timing about 1001 ms after start, each kind
 * behind its toggle. Entries are collected and sent in batches: about 500 ms after start (the load
 * flush), 500 ms after later entries, and at once when the page is hidden or goes away
 * (pagehide, visibilitychange), with sendBeacon where available.
 *
 * It must never delay input: every listener is passive; the click handler reads attributes and a
 * bounded amount of text only (no layout); a hover is only timed in its handlers and described when
 * it ends; scroll positions are read once the scrolling has stopped; batches are built and sent in
 * idle time. There is no keyboard or input listener at all.
 */
export interface TrackerOptions {
  siteLabel: string;
  pageType: string;
  botScore: string | null;
  viewSelector: string;
  /** Whether a toggle is on (a failed lookup counts as off). */
  isToggleOn: (key: string) => Promise<boolean>;
  /** The logging toggle every event and metric entry also needs (core/logger.ts). */
  loggingToggle: string;
  /** When the page's tracking started ("view init", `performance.now()`); default: now. */
  startedAt?: number;
  /** Sends one batch (tests replace it). */
  send?: (path: string, body: { entries: readonly unknown[] }) => boolean;
}

export interface RunningTracker {
  /** Resolves with the kinds that are on (and whether performance timing is) once the toggles are known. */
  ready: Promise<{ kinds: TrackingKind[]; performance: boolean }>;
  /** Sends what is collected now (as on page hide). */
  flush(): void;
  stop(): void;
}

type Schedule = (task: () => void) => void;

/** Runs a task when the main thread is idle (at the latest after a second), or soon where there is no idle callback. */
const whenIdle: Schedule = (task) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 0);
};

interface Hover {
  element: Element;
  since: number;
}

const PASSIVE_CAPTURE: AddEventListenerOptions = { capture: true, passive: true };

export function startTracker(options: TrackerOptions): RunningTracker {
  const send = options.send ?? sendTrackingBatch;
  const cleanups: (() => void)[] = [];
  const queue: InteractionEventEntry[] = [];
  let stopped = false;
  let clickCount = 0;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let hover: Hover | null = null;
  let enabled = new Set<TrackingKind>();

  const listen = (target: EventTarget, type: string, listener: (event: Event) => void) => {
    target.addEventListener(type, listener, PASSIVE_CAPTURE);
    cleanups.push(() => target.removeEventListener(type, listener, PASSIVE_CAPTURE));
  };
  const later = (ms: number, task: () => void) => {
    const timer = setTimeout(task, ms);
    cleanups.push(() => clearTimeout(timer));
  };

  const record = (kind: TrackingKind, properties: Partial<InteractionEventProperties>) => {
    if (stopped || !enabled.has(kind)) return;
    queue.push({
      name: trackingEventName(kind, options.siteLabel),
      time: new Date().toISOString(),
      url: location.href,
      properties: {
        pageType: options.pageType,
        timeOnPage: Math.round(performance.now()),
        clickCount,
        botScore: options.botScore,
        ...properties,
      },
    });
    scheduleFlush();
  };

  function scheduleFlush(): void {
    if (flushTimer !== undefined || stopped) return;
    flushTimer = setTimeout(() => {
      flushTimer = undefined;
      whenIdle(flushNow);
    }, TRACKING.flushDelayMs);
  }

  function flushNow(): void {
    while (queue.length > 0) {
      send(INTERACTION_TRACKING_PATHS.events, { entries: queue.splice(0, TRACKING_BATCH_LIMIT) });
    }
  }

  /** A hover that has lasted long enough is reported when it ends (or when the page goes). */
  function endHover(now: number): void {
    const ended = hover;
    hover = null;
    if (!ended || now - ended.since <= TRACKING.hoverMinMs) return;
    record('Hover', { ...elementDetails(ended.element), hoverMs: Math.round(now - ended.since) });
  }

  const onClick = (event: Event) => {
    clickCount += 1;
    const element = trackedElementOf(event, false);
    if (!element) return;
    const pointer = event as MouseEvent;
    record('Click', { ...elementDetails(element), x: pointer.clientX, y: pointer.clientY });
  };

  const onPointerOver = (event: Event) => {
    if ((event as PointerEvent).pointerType === 'touch') return;
    const element = trackedElementOf(event, true);
    if (element === hover?.element) return;
    const now = performance.now();
    endHover(now);
    if (element) hover = { element, since: now };
  };

  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(() => whenIdle(reportScroll), TRACKING.scrollDebounceMs);
  };
  cleanups.push(() => clearTimeout(scrollTimer));
  const reportScroll = () => {
    const root = document.scrollingElement ?? document.documentElement;
    const scrollable = Math.max(root.scrollHeight - window.innerHeight, 0);
    const depth = scrollable === 0 ? 100 : Math.round((window.scrollY / scrollable) * 100);
    record('Scroll', {
      scrollX: Math.round(window.scrollX),
      scrollY: Math.round(window.scrollY),
      scrollDepthPercent: Math.min(depth, 100),
    });
  };

  const observeViews = () => {
    if (typeof IntersectionObserver === 'undefined') return;
    let targets: Element[];
    try {
      targets = [...document.querySelectorAll(options.viewSelector)];
    } catch {
      return; // An invalid selector is the element's to report; nothing to observe.
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < TRACKING.viewThreshold) continue;
          observer.unobserve(entry.target);
          record('View', elementDetails(entry.target));
        }
      },
      { threshold: TRACKING.viewThreshold },
    );
    for (const target of targets) observer.observe(target);
    cleanups.push(() => observer.disconnect());
  };

  const sendPerformanceTiming = () => {
    const entries: PerformanceMetricEntry[] = performanceEntries(
      performanceMetricName(options.siteLabel),
      options.pageType,
    );
    if (entries.length > 0 && !stopped) send(INTERACTION_TRACKING_PATHS.metrics, { entries });
  };

  const onPageHide = () => {
    endHover(performance.now());
    flushNow();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') onPageHide();
  };

  const startedAt = options.startedAt ?? performance.now();
  const ready = (async () => {
    const keys = [...TRACKING_KINDS.map((kind) => `${kind}Tracking`), PERFORMANCE_TIMING_TOGGLE];
    const [logging, ...states] = await Promise.all([
      options.isToggleOn(options.loggingToggle),
      ...keys.map((key) => options.isToggleOn(trackingToggleKey(key, options.siteLabel))),
    ]);
    const kinds = logging ? TRACKING_KINDS.filter((_kind, index) => states[index]) : [];
    const performanceOn = logging && states[TRACKING_KINDS.length] === true;
    if (stopped) return { kinds: [], performance: false };
    enabled = new Set(kinds);
    if (enabled.has('Click')) listen(document, 'click', onClick);
    if (enabled.has('Hover')) listen(document, 'pointerover', onPointerOver);
    if (enabled.has('Scroll')) listen(window, 'scroll', onScroll);
    if (enabled.has('View')) observeViews();
    // About 1001 ms after start ("view init"), however long the toggle lookups took.
    if (performanceOn)
      later(Math.max(0, startedAt + TRACKING.performanceDelayMs - performance.now()), sendPerformanceTiming);
    if (kinds.length > 0) {
      listen(window, 'pagehide', onPageHide);
      listen(document, 'visibilitychange', onVisibilityChange);
      scheduleFlush();
    }
    return { kinds, performance: performanceOn };
  })();

  return {
    ready,
    flush: onPageHide,
    stop() {
      if (stopped) return;
      onPageHide();
      stopped = true;
      clearTimeout(flushTimer);
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
