import * as z from 'zod/mini';
import { request } from '../core/http';

/**
 * The review service of the post-purchase review form (community §3 "Review submission", §4
 * "Post-purchase review", §7 "Reviews").
 *
 * The spec's paths: GET /api/review/reasons; POST or PUT /api/review/reviewed; POST
 * /api/review/needs-email-verification/processed; POST /api/review/needs-email-verification.
 * The one call it names without a path ("order number by email and websku") is in REVIEW_PATHS.
 */
export const REVIEW_BASE = '/api/review';

export const REVIEW_PATHS = {
  reasons: `${REVIEW_BASE}/reasons`,
  reviewed: `${REVIEW_BASE}/reviewed`,
  processedVerification: `${REVIEW_BASE}/needs-email-verification/processed`,
  needsVerification: `${REVIEW_BASE}/needs-email-verification`,
  /** Not given by the spec: GET with `email` and `websku` query parameters, answers a number (0: none). */
  orderNumber: `${REVIEW_BASE}/order-number`,
} as const;

/** Spec community §9: review text at most 4000 characters; rating 1 to 5; reasons modal under 4. */
export const REVIEW_TEXT_MAX_LENGTH = 4000;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REASONS_MODAL_BELOW_RATING = 4;
/** Spec: "a chosen reason id, sent with the review (0 if none)". */
export const NO_REVIEW_REASON = 0;

/** Spec §3 "Review submission". */
export const reviewSubmissionSchema = z.object({
  stars: z.int().check(z.gte(REVIEW_RATING_MIN), z.lte(REVIEW_RATING_MAX)),
  websku: z.string(),
  reviewer: z.string(),
  orderId: z.int(),
  oneYear: z.boolean(),
  reviewText: z.string(),
  /** Present when editing (and after the first save, when the reason is added). */
  reviewId: z.optional(z.int()),
  reviewType: z.enum(['POST', 'PUT']),
  emailVariant: z.string(),
  userSession: z.string(),
  isReviewLive: z.boolean(),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/** Body of POST or PUT /api/review/reviewed: "with reviewReasonId and review". */
export const reviewedBodySchema = z.object({
  reviewReasonId: z.int(),
  review: reviewSubmissionSchema,
});
export type ReviewedBody = z.infer<typeof reviewedBodySchema>;

/** Spec: "response review.reviewId". */
export const reviewedAnswerSchema = z.object({ review: z.object({ reviewId: z.int() }) });

/** One reason of GET /api/review/reasons (shape not given by the spec: ours). */
export const reviewReasonSchema = z.object({ reviewReasonId: z.int(), reason: z.string() });
export type ReviewReason = z.infer<typeof reviewReasonSchema>;
export const reviewReasonsSchema = z.array(reviewReasonSchema);

/** Body of the order-number lookup and the processed-review check: "by email and websku". */
export const emailAndSkuSchema = z.object({ email: z.string(), websku: z.string() });
export type EmailAndSku = z.infer<typeof emailAndSkuSchema>;

/** The order number and the processed review's id are bare numbers; 0 means none. */
export const reviewNumberSchema = z.int();

/** Spec §3 "Unverified-review record". */
export const unverifiedReviewSchema = z.object({
  email: z.string(),
  reviewer: z.string(),
  reviewText: z.string(),
  productRating: z.int().check(z.gte(REVIEW_RATING_MIN), z.lte(REVIEW_RATING_MAX)),
  userSession: z.string(),
  websku: z.string(),
});
export type UnverifiedReview = z.infer<typeof unverifiedReviewSchema>;

/** The answer of the verification-pending insert is not read (not given by the spec). */
const ignoredAnswerSchema = z.unknown();

/** Spec: "The ReviewType is POST for a new review and PUT when a review id exists." */
export function reviewTypeFor(reviewId: number | undefined): ReviewSubmission['reviewType'] {
  return reviewId !== undefined && reviewId > 0 ? 'PUT' : 'POST';
}

/** GET /api/review/reasons: the reasons a shopper can give for a rating under 4. */
export function fetchReviewReasons(signal?: AbortSignal): Promise<ReviewReason[]> {
  return request(REVIEW_PATHS.reasons, { schema: reviewReasonsSchema, signal });
}

/**
 * POST /api/review/reviewed for a new review, PUT when it has a review id (its reviewType says which).
 * Answers the saved review's id.
 */
export async function saveReview(body: ReviewedBody, idempotencyKey: string): Promise<number> {
  const answer = await request(REVIEW_PATHS.reviewed, {
    method: body.review.reviewType === 'PUT' ? 'put' : 'post',
    json: body,
    schema: reviewedAnswerSchema,
    idempotencyKey,
  });
  return answer.review.reviewId;
}

/** The order number of a purchase by email and sku (REVIEW_PATHS.orderNumber); 0 when there is none. */
export function fetchOrderNumber(query: EmailAndSku): Promise<number> {
  return request(REVIEW_PATHS.orderNumber, { schema: reviewNumberSchema, searchParams: query });
}

/** POST /api/review/needs-email-verification/processed: the id of a review already waiting for verification, 0 when none. */
export function fetchProcessedReviewId(query: EmailAndSku): Promise<number> {
  return request(REVIEW_PATHS.processedVerification, {
    method: 'post',
    json: query,
    schema: reviewNumberSchema,
  });
}

/** POST /api/review/needs-email-verification: a review kept until the shopper verifies the email. */
export async function saveUnverifiedReview(review: UnverifiedReview, idempotencyKey: string): Promise<void> {
  await request(REVIEW_PATHS.needsVerification, {
    method: 'post',
    json: review,
    schema: ignoredAnswerSchema,
    idempotencyKey,
  });
}
