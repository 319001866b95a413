import { getConfig } from './config';

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

function entry(level: LogEntry['level'], message: string, source?: string, details?: unknown): LogEntry {
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
  warning(message: string, details?: { source?: string; [key: string]: unknown }): void {
    console.warn(`shop-widgets: ${message}`);
    post(LOGGER_PATHS.warning, entry('warning', message, details?.source, details));
  },
  information(message: string, details?: { source?: string; [key: string]: unknown }): void {
    post(LOGGER_PATHS.information, entry('information', message, details?.source, details));
  },
  metric(name: string, value: number, tags?: Record<string, string>): void {
    post(LOGGER_PATHS.metric, { entries: [{ name, value, tags, time: new Date().toISOString() }] });
  },
  event(name: string, properties?: Record<string, unknown>): void {
    post(LOGGER_PATHS.event, { name, properties, url: typeof location === 'undefined' ? '' : location.href });
  },
};

/** Tests: start counting the per-page error cap again. */
export function resetLogger(): void {
  errorsSent = 0;
}
