import * as z from 'zod/mini';
import { isSafeUrl } from '../../../core/attributes';

/**
 * One purchased product to review, as the page writes it into `data-products` (a JSON array). A
 * product with a `reviewId` is an earlier review being edited: its stars and text start filled in and
 * it is sent with reviewType PUT.
 */
export const reviewProductSchema = z.object({
  websku: z.string().check(z.minLength(1)),
  name: z.string(),
  imageUrl: z.optional(z.string().check(z.refine(isSafeUrl, 'must be a relative, http(s) link'))),
  reviewId: z.optional(z.int().check(z.positive())),
  stars: z.optional(z.int().check(z.gte(1), z.lte(5))),
  reviewText: z.optional(z.string()),
});
export type ReviewProduct = z.infer<typeof reviewProductSchema>;

export const reviewProductsSchema = z.array(reviewProductSchema);
