/**
 * The interaction-tracking values of community spec §9 and §4, and the names of §7.
 */
export const TRACKING = {
  /** Hover events count only above 2.5 seconds. */
  hoverMinMs: 2500,
  /** Scroll events are debounced 500 ms. */
  scrollDebounceMs: 500,
  /** View events fire at 25% visibility. */
  viewThreshold: 0.25,
  /** Performance timing is sent about 1001 ms after view init. */
  performanceDelayMs: 1001,
  /** Element text is cut at 200 characters. */
  textLimit: 200,
  /** Events are flushed on load after about 500 ms (and, collected later, 500 ms after they occur). */
  flushDelayMs: 500,
} as const;

/** The tracked kinds, each an event name and a toggle (§7, §9). */
export const TRACKING_KINDS = ['Click', 'Hover', 'Scroll', 'View'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

/** The toggle of performance timing (§9). */
export const PERFORMANCE_TIMING_TOGGLE = 'PerformanceTimingTracking';

/** §7: "ClickTracking, HoverTracking, ScrollTracking, ViewTracking (each prefixed with the product's site label)". */
export function trackingEventName(kind: TrackingKind, siteLabel: string): string {
  return `${siteLabel}${kind}Tracking`;
}

/** §7: "a Metric for performance timing"; named like the events, with the site label first. */
export function performanceMetricName(siteLabel: string): string {
  return `${siteLabel}PerformanceTiming`;
}

/**
 * §9: "Tracking toggles (each with the site label suffix): ClickTracking, …": the toggle's key is the
 * kind's name followed by the site label (`ClickTrackingEtrailer`); with no site label, the name alone.
 */
export function trackingToggleKey(toggle: string, siteLabel: string): string {
  return `${toggle}${siteLabel}`;
}

/** The elements whose hover counts, and whose clicks are reported as that element (not a span inside it). */
export const TRACKED_ELEMENT_SELECTOR =
  'a[href], button, input, select, textarea, summary, label, img, [role="button"], [role="link"], [data-ref]';

/** The default elements whose view is reported: those the page marks with `data-ref`. */
export const DEFAULT_VIEW_SELECTOR = '[data-ref]';
