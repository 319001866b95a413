import type { PerformanceMetricEntry } from '../../../api/interaction-tracking';

/**
 * The page's performance timing as metric entries (community spec §7 "a Metric for performance
 * timing"; which timings is not shown): from the Navigation Timing and Paint Timing entries the
 * browser already keeps, one entry per timing, in milliseconds since the navigation started.
 */
export const PERFORMANCE_TIMINGS = [
  'timeToFirstByte',
  'firstContentfulPaint',
  'domInteractive',
  'domContentLoaded',
  'load',
] as const;

export function performanceEntries(name: string, pageType: string): PerformanceMetricEntry[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const paint = performance
    .getEntriesByType('paint')
    .find((entry) => entry.name === 'first-contentful-paint');
  const values: Record<(typeof PERFORMANCE_TIMINGS)[number], number | undefined> = {
    timeToFirstByte: navigation?.responseStart,
    firstContentfulPaint: paint?.startTime,
    domInteractive: navigation?.domInteractive,
    domContentLoaded: navigation?.domContentLoadedEventEnd,
    load: navigation?.loadEventEnd,
  };
  const time = new Date().toISOString();
  const url = typeof location === 'undefined' ? '' : location.href;
  return PERFORMANCE_TIMINGS.flatMap((timing) => {
    const value = values[timing];
    // 0 means "not reached yet" (a load still running): left out rather than reported as instant.
    if (value === undefined || !(value > 0)) return [];
    return [{ name, value: Math.round(value), tags: { timing, pageType, url }, time }];
  });
}
