import type { HttpHandler } from 'msw';
import { experimentBucketSchema, onOffExperimentSchema } from '../../api/experiments';
import { LOGGER_PATHS } from '../../core/logger';
import { featureToggleResultContract } from '../contract';
import { jsonAs, noContent } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/** Feature toggles, experiments and the logging service. */
export const platformHandlers: HttpHandler[] = [
  shopHttp.get('*/api/featuretoggles/:key', ({ params }) => {
    const key = pathParam(params, 'key');
    return jsonAs(featureToggleResultContract, {
      success: true,
      notSuccessfulReason: null,
      featureToggles: [{ featureKey: key, isToggledOn: state.featureToggles[key] ?? false }],
    });
  }),

  shopHttp.get('*/api/experiments/on-off-experiments/:name', ({ params }) =>
    jsonAs(onOffExperimentSchema, { isOn: state.experiments.onOff[pathParam(params, 'name')] ?? false }),
  ),

  shopHttp.get('*/api/experiments/:name/bucket', ({ params }) =>
    jsonAs(experimentBucketSchema, { bucket: state.experiments.buckets[pathParam(params, 'name')] ?? 0 }),
  ),

  // Log entries are only recorded (by the shop wrapper): that is how tests see what was logged.
  ...Object.values(LOGGER_PATHS).map((path) => shopHttp.post(`*${path}`, () => noContent())),
];
