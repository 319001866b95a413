/** Texts and number formats of `<custom-dealer-metrics>` (shared by the figures and the lazy trend chart). */

export const METRICS_SIGNED_OUT_TEXT = 'Sign in as a dealer installer to see your metrics.';
export const METRICS_ERROR_TEXT = 'We could not load your metrics.';
export const METRICS_EMPTY_TEXT =
  'No metrics yet. Your numbers show here once shoppers send you install requests.';
export const METRICS_NOT_KNOWN_TEXT = 'Not known yet';

/** 0.4 → '24 minutes', 3 → '3 hours', 4.25 → '4.3 hours', 60 → '2.5 days'. */
export function formatResponseTime(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours) || hours < 0)
    return METRICS_NOT_KNOWN_TEXT;
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(hours * 60));
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  if (hours < 48) {
    const rounded = Math.round(hours * 10) / 10;
    return rounded === 1 ? '1 hour' : `${rounded} hours`;
  }
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

/** `part` of `whole` as a whole percentage; null when there is no whole. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

function monthDate(month: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const index = Number(match[2]) - 1;
  return index >= 0 && index < 12 ? new Date(Date.UTC(Number(match[1]), index, 1)) : null;
}

/** '2026-11' → 'Nov' (the chart's axis); another text as sent. */
export function shortMonth(month: string): string {
  const date = monthDate(month);
  return date ? date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' }) : month;
}

/** '2026-11' → 'November 2026' (the table and the bars' names); another text as sent. */
export function longMonth(month: string): string {
  const date = monthDate(month);
  return date ? date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }) : month;
}
