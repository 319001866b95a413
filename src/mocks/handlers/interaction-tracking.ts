import type { HttpHandler } from 'msw';
import {
  INTERACTION_TRACKING_PATHS,
  interactionEventBatchSchema,
  performanceMetricBatchSchema,
} from '../../api/interaction-tracking';
import { errorJson, noContent } from '../respond';
import { shopHttp } from '../shop-http';

/**
 * The logging service's two tracking calls: a batch (`{ entries: [...] }`) is checked against the
 * contract of `src/api/interaction-tracking.ts` and refused with 400 when it drifts; the shop keeps
 * what it accepted in its request log (`/__fake-shop/requests?path=/api/logger/logevententry`), which
 * is what the demo's tracking panel and the tests read. A single entry from `core/logger.ts` (no
 * `entries`) is only recorded, as the platform handlers do for the other logger paths.
 */
async function checkBatch(
  request: Request,
  schema: typeof interactionEventBatchSchema | typeof performanceMetricBatchSchema,
): Promise<Response> {
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return errorJson(400, 'The body must be JSON');
  }
  if (typeof body !== 'object' || body === null || !('entries' in body)) return noContent();
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    return errorJson(400, `Invalid tracking batch: ${parsed.error.issues[0]?.message ?? ''}`);
  return noContent();
}

export const interactionTrackingHandlers: HttpHandler[] = [
  shopHttp.post(`*${INTERACTION_TRACKING_PATHS.events}`, ({ request }) =>
    checkBatch(request, interactionEventBatchSchema),
  ),
  shopHttp.post(`*${INTERACTION_TRACKING_PATHS.metrics}`, ({ request }) =>
    checkBatch(request, performanceMetricBatchSchema),
  ),
];
