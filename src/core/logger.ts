import { getConfig } from './config';
import { isToggleOn } from './toggles';

/**
 * The logging service of the spec (POST /api/logger/...). Uses `fetch` directly, not the `http`
 * module, so that a failing log call can never trigger another log call. A failed log call is
 * dropped silently: logging must never break a widget.
 */
export const LOGGER_PATHS = {
  error: '/api/logger/errors',
  warning: '/api/logger/warning',
  information: '/api/logger/information',
  metric: '/api/logger/v1/logmetricentries',
  event: '/api/logger/logevententry',
} as const;

/** Error entries sent per page at most (spec: "a cap of 10 logs"). */
export const ERROR_LOG_LIMIT = 10;

/**
 * The logging toggles (staff §9). Error and warning entries are always sent (spec §8: HTTP errors
 * go to error tracking); these gate the rest. A failed toggle lookup counts as off.
 * - `AngularErrorSplunkLogging`: the global error handler's reports (`global-errors.ts`).
 * - `{product}WebSplunkLogging`: information, metric and event entries; `{product}` is the page
 *   configuration's `siteLabel` (empty by default, giving `WebSplunkLogging`).
 * - `WebResponseTimeLogging`: the spec names "one for response-time logging" without its key; this
 *   is ours. Response times are metric entries, so the web toggle must be on too.
 */
export const LOGGING_TOGGLES = {
  globalErrors: 'AngularErrorSplunkLogging',
  web: (siteLabel: string) => `${siteLabel}WebSplunkLogging`,
  responseTime: 'WebResponseTimeLogging',
} as const;

/** Staff §7.14: the event log call is never timed (it would time itself without end). */
export const RESPONSE_TIME_EXCLUDED_PATHS: readonly string[] = [LOGGER_PATHS.event];

/** The metric name of one call's response time. */
export const RESPONSE_TIME_METRIC = 'ResponseTime';

export interface LogEntry {
  message: string;
  level: 'error' | 'warning' | 'information';
  source?: string;
  details?: unknown;
  url: string;
  pageType: string;
  time: string;
}

let errorsSent = 0;

/**
 * Warnings already given on this page, by message, source and details. The spec caps error entries
 * only; a repeated warning says nothing new, and one page template's slip repeats it per element (a
 * listing of 200 tiles without `data-websku` sent 200 identical entries, the naughty-strings test
 * thousands): it is given once per page, to the console and to the server.
 */
const warningsGiven = new Set<string>();

function warningKey(message: string, details: unknown): string {
  try {
    return JSON.stringify([message, details ?? null]);
  } catch {
    return message;
  }
}

function webLoggingOn(): Promise<boolean> {
  return isToggleOn(LOGGING_TOGGLES.web(getConfig().siteLabel));
}

/** Posts only when every toggle is on, looked up in order (a later one only if the earlier is on). */
function postWhen(toggles: (() => Promise<boolean>)[], path: string, body: () => unknown): void {
  void (async () => {
    for (const toggle of toggles) if (!(await toggle())) return;
    post(path, body());
  })().catch(() => undefined);
}

function post(path: string, body: unknown): void {
  if (typeof fetch === 'undefined' || typeof location === 'undefined') return;
  try {
    const url = new URL(path, location.href).toString();
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Logging is best effort.
  }
}

export function entry(
  level: LogEntry['level'],
  message: string,
  source?: string,
  details?: unknown,
): LogEntry {
  return {
    message,
    level,
    source,
    details,
    url: typeof location === 'undefined' ? '' : location.href,
    pageType: getConfig().pageType,
    time: new Date().toISOString(),
  };
}

export const logger = {
  /** Sends an error entry; at most {@link ERROR_LOG_LIMIT} per page, later ones only reach the console. */
  error(message: string, details?: { source?: string; [key: string]: unknown }): void {
    console.error(`shop-widgets: ${message}`);
    if (errorsSent >= ERROR_LOG_LIMIT) return;
    errorsSent += 1;
    post(LOGGER_PATHS.error, entry('error', message, details?.source, details));
  },
  /** Sends a warning entry, once per page for the same message, source and details. */
  warning(message: string, details?: { source?: string; [key: string]: unknown }): void {
    const key = warningKey(message, details);
    if (warningsGiven.has(key)) return;
    warningsGiven.add(key);
    console.warn(`shop-widgets: ${message}`);
    post(LOGGER_PATHS.warning, entry('warning', message, details?.source, details));
  },
  /** Sent when `{product}WebSplunkLogging` is on. */
  information(message: string, details?: { source?: string; [key: string]: unknown }): void {
    const logEntry = entry('information', message, details?.source, details);
    postWhen([webLoggingOn], LOGGER_PATHS.information, () => logEntry);
  },
  /** Sent when `{product}WebSplunkLogging` is on. */
  metric(name: string, value: number, tags?: Record<string, string>): void {
    const time = new Date().toISOString();
    postWhen([webLoggingOn], LOGGER_PATHS.metric, () => ({ entries: [{ name, value, tags, time }] }));
  },
  /** Sent when `{product}WebSplunkLogging` is on. */
  event(name: string, properties?: Record<string, unknown>): void {
    const url = typeof location === 'undefined' ? '' : location.href;
    postWhen([webLoggingOn], LOGGER_PATHS.event, () => ({ name, properties, url }));
  },
  /**
   * One call's response time as a metric entry, when response-time logging is on (staff §9);
   * `logevententry` is never timed (staff §7.14).
   */
  responseTime(method: string, path: string, status: number, milliseconds: number): void {
    if (RESPONSE_TIME_EXCLUDED_PATHS.some((excluded) => path.endsWith(excluded))) return;
    const value = Math.round(milliseconds);
    const tags = { method: method.toUpperCase(), path, status: String(status) };
    const time = new Date().toISOString();
    postWhen([() => isToggleOn(LOGGING_TOGGLES.responseTime), webLoggingOn], LOGGER_PATHS.metric, () => ({
      entries: [{ name: RESPONSE_TIME_METRIC, value, tags, time }],
    }));
  },
};

/** Sends one error entry with no cap of its own (the global handler keeps its own count). */
export function postErrorEntry(logEntry: LogEntry): void {
  post(LOGGER_PATHS.error, logEntry);
}

/** Tests: start counting the per-page error cap again, and forget the warnings given. */
export function resetLogger(): void {
  errorsSent = 0;
  warningsGiven.clear();
}
