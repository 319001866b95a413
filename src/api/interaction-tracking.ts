import * as z from 'zod/mini';
import { LOGGER_PATHS } from '../core/logger';

/**
 * The interaction-tracking calls (community spec §7 "Analytics"): event entries go to
 * POST /api/logger/logevententry, the performance-timing metric to POST /api/logger/v1/logmetricentries.
 * The spec gives the paths but not the bodies: a batch is `{ entries: [...] }` (the metric call's shape
 * in `core/logger.ts`, used for events too), and these schemas are the contract the fake shop checks.
 */
export const INTERACTION_TRACKING_PATHS = {
  events: LOGGER_PATHS.event,
  metrics: LOGGER_PATHS.metric,
} as const;

/** At most this many entries per request: a beacon's body is limited (64 KB in Chromium, for all in flight). */
export const TRACKING_BATCH_LIMIT = 40;

const optionalText = z.optional(z.string());
const optionalNumber = z.optional(z.number());

/** Community spec §3 "Analytics event details". */
export const interactionEventPropertiesSchema = z.object({
  pageType: z.string(),
  timeOnPage: z.number(),
  clickCount: z.number(),
  botScore: z.nullable(z.string()),
  tagName: optionalText,
  id: optionalText,
  className: optionalText,
  dataRef: optionalText,
  parentId: optionalText,
  parentClass: optionalText,
  parentDataRef: optionalText,
  grandparentId: optionalText,
  grandparentClass: optionalText,
  grandparentDataRef: optionalText,
  domPath: optionalText,
  src: optionalText,
  alt: optionalText,
  href: optionalText,
  text: optionalText,
  x: optionalNumber,
  y: optionalNumber,
  hoverMs: optionalNumber,
  scrollX: optionalNumber,
  scrollY: optionalNumber,
  scrollDepthPercent: optionalNumber,
});

export const interactionEventEntrySchema = z.object({
  name: z.string().check(z.minLength(1)),
  time: z.string(),
  url: z.string(),
  properties: interactionEventPropertiesSchema,
});

export const interactionEventBatchSchema = z.object({
  entries: z.array(interactionEventEntrySchema).check(z.minLength(1)),
});

export const performanceMetricEntrySchema = z.object({
  name: z.string().check(z.minLength(1)),
  value: z.number(),
  tags: z.record(z.string(), z.string()),
  time: z.string(),
});

export const performanceMetricBatchSchema = z.object({
  entries: z.array(performanceMetricEntrySchema).check(z.minLength(1)),
});

export type InteractionEventProperties = z.infer<typeof interactionEventPropertiesSchema>;
export type InteractionEventEntry = z.infer<typeof interactionEventEntrySchema>;
export type PerformanceMetricEntry = z.infer<typeof performanceMetricEntrySchema>;

/**
 * Sends one batch without waiting for it and without blocking the page: `navigator.sendBeacon`
 * where the browser has it (it also survives the page going away), otherwise `fetch` with
 * `keepalive`. Not through `core/http`: a failed tracking call is dropped silently and never logged
 * (logging a failed log call could loop). Returns whether the browser accepted it.
 */
export function sendTrackingBatch(path: string, body: { entries: readonly unknown[] }): boolean {
  if (typeof location === 'undefined') return false;
  let url: string;
  try {
    url = new URL(path, location.href).toString();
  } catch {
    return false;
  }
  const json = JSON.stringify(body);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return true;
    } catch {
      // A browser that refuses this body for a beacon: fall through to fetch.
    }
  }
  if (typeof fetch === 'undefined') return false;
  try {
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json,
      keepalive: true,
    }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}
