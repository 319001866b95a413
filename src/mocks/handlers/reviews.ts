import type { HttpHandler } from 'msw';
import * as z from 'zod/mini';
import {
  emailAndSkuSchema,
  REVIEW_PATHS,
  reviewedAnswerSchema,
  reviewedBodySchema,
  reviewNumberSchema,
  reviewReasonsSchema,
  unverifiedReviewSchema,
} from '../../api/reviews';
import type { ReviewsState } from '../data/reviews';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { shopHttp } from '../shop-http';
import { state } from '../state';

/**
 * /api/review (community §7 "Reviews"), stateful on `state.reviews`: a POST saves a new review and
 * answers its id, a PUT changes a saved one (the reason given in the modal); the order-number lookup
 * finds the purchases by email and sku; the processed check finds a review waiting for email
 * verification; the verification-pending insert keeps one.
 */

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function takeReviewId(reviews: ReviewsState): number {
  const id = reviews.nextReviewId;
  reviews.nextReviewId += 1;
  return id;
}

export const reviewHandlers: HttpHandler[] = [
  shopHttp.get(`*${REVIEW_PATHS.reasons}`, () => jsonAs(reviewReasonsSchema, state.reviews.reasons)),

  shopHttp.post(`*${REVIEW_PATHS.reviewed}`, async ({ request }) => {
    const body = await readJsonBody(request, reviewedBodySchema);
    if (body instanceof Response) return body;
    if (body.review.reviewType !== 'POST' || (body.review.reviewId ?? 0) > 0)
      return errorJson(400, 'A new review is sent with reviewType POST and no reviewId.');
    const reviewId = takeReviewId(state.reviews);
    state.reviews.reviews.push({
      reviewId,
      reviewReasonId: body.reviewReasonId,
      review: { ...body.review, reviewId },
    });
    return jsonAs(reviewedAnswerSchema, { review: { reviewId } });
  }),

  shopHttp.put(`*${REVIEW_PATHS.reviewed}`, async ({ request }) => {
    const body = await readJsonBody(request, reviewedBodySchema);
    if (body instanceof Response) return body;
    const reviewId = body.review.reviewId ?? 0;
    if (body.review.reviewType !== 'PUT')
      return errorJson(400, 'A changed review is sent with reviewType PUT.');
    const stored = state.reviews.reviews.find((review) => review.reviewId === reviewId);
    if (!stored) return errorJson(404, `There is no review ${reviewId}.`);
    stored.review = { ...body.review };
    stored.reviewReasonId = body.reviewReasonId;
    return jsonAs(reviewedAnswerSchema, { review: { reviewId } });
  }),

  shopHttp.get(`*${REVIEW_PATHS.orderNumber}`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const query = z.safeParse(emailAndSkuSchema, {
      email: params.get('email') ?? undefined,
      websku: params.get('websku') ?? undefined,
    });
    if (!query.success) return errorJson(400, 'email and websku are required.');
    const purchase = state.reviews.purchases.find(
      (candidate) => sameEmail(candidate.email, query.data.email) && candidate.websku === query.data.websku,
    );
    return jsonAs(reviewNumberSchema, purchase?.orderId ?? 0);
  }),

  shopHttp.post(`*${REVIEW_PATHS.processedVerification}`, async ({ request }) => {
    const body = await readJsonBody(request, emailAndSkuSchema);
    if (body instanceof Response) return body;
    const pending = state.reviews.unverified.find(
      (review) => sameEmail(review.email, body.email) && review.websku === body.websku,
    );
    return jsonAs(reviewNumberSchema, pending?.reviewId ?? 0);
  }),

  shopHttp.post(`*${REVIEW_PATHS.needsVerification}`, async ({ request }) => {
    const body = await readJsonBody(request, unverifiedReviewSchema);
    if (body instanceof Response) return body;
    const reviewId = takeReviewId(state.reviews);
    state.reviews.unverified.push({ ...body, reviewId });
    return jsonAs(z.object({ reviewId: z.int() }), { reviewId });
  }),
];
