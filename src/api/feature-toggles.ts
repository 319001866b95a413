import * as z from 'zod/mini';
import { request } from '../core/http';

/** Spec storefront §3 "Feature toggle result". */
export const featureToggleResultSchema = z.object({
  success: z.boolean(),
  featureToggles: z.array(z.object({ featureKey: z.string(), isToggledOn: z.boolean() })),
});
export type FeatureToggleResult = z.infer<typeof featureToggleResultSchema>;

/** GET /api/featuretoggles/{key} */
export function fetchFeatureToggle(key: string): Promise<FeatureToggleResult> {
  return request(`/api/featuretoggles/${encodeURIComponent(key)}`, { schema: featureToggleResultSchema });
}
