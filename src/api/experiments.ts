import * as z from 'zod/mini';
import { request } from '../core/http';

/**
 * The spec names the experiment calls but not their answers; these schemas are the contract
 * (the fake shop answers with them): an on-off experiment answers `{ "isOn": boolean }`, a bucket
 * look-up `{ "bucket": number }` (0 = not in the experiment).
 */
export const onOffExperimentSchema = z.object({ isOn: z.boolean() });
export const experimentBucketSchema = z.object({ bucket: z.int().check(z.nonnegative()) });

/** GET /api/experiments/on-off-experiments/{name} */
export function fetchOnOffExperiment(name: string) {
  return request(`/api/experiments/on-off-experiments/${encodeURIComponent(name)}`, {
    schema: onOffExperimentSchema,
  });
}

/** GET /api/experiments/{name}/bucket */
export function fetchExperimentBucket(name: string) {
  return request(`/api/experiments/${encodeURIComponent(name)}/bucket`, { schema: experimentBucketSchema });
}
