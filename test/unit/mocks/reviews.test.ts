import {
  fetchOrderNumber,
  fetchProcessedReviewId,
  fetchReviewReasons,
  REVIEW_PATHS,
  type ReviewSubmission,
  saveReview,
  saveUnverifiedReview,
} from '../../../src/api/reviews';
import { newIdempotencyKey } from '../../../src/core/http';
import { PENDING_REVIEWER_EMAIL, SAMPLE_REVIEWER_EMAIL } from '../../../src/mocks/data/reviews';
import { state } from '../../../src/mocks/state';
import { shopFetch } from './shop-fetch';

const REVIEW: ReviewSubmission = {
  stars: 2,
  websku: 'CAM44505',
  reviewer: 'Jordan M.',
  orderId: 100312,
  oneYear: false,
  reviewText: '',
  reviewType: 'POST',
  emailVariant: 'B',
  userSession: 's-1',
  isReviewLive: true,
};

describe('fake shop: /api/review', () => {
  it('lists the reasons for a low rating', async () => {
    const reasons = await fetchReviewReasons();
    expect(reasons.length).toBeGreaterThan(1);
    expect(reasons[0]).toEqual({ reviewReasonId: 1, reason: expect.any(String) });
  });

  it('saves a new review with POST, answers review.reviewId, then takes its reason with PUT', async () => {
    const reviewId = await saveReview({ reviewReasonId: 0, review: REVIEW }, newIdempotencyKey());
    expect(reviewId).toBeGreaterThan(0);
    expect(state.reviews.reviews).toEqual([{ reviewId, reviewReasonId: 0, review: { ...REVIEW, reviewId } }]);
    await saveReview(
      { reviewReasonId: 3, review: { ...REVIEW, reviewId, reviewType: 'PUT' } },
      newIdempotencyKey(),
    );
    expect(state.reviews.reviews[0]?.reviewReasonId).toBe(3);
    expect(state.reviews.reviews).toHaveLength(1);
  });

  it('refuses a PUT of an unknown review and a POST that carries a review id', async () => {
    await expect(
      saveReview(
        { reviewReasonId: 0, review: { ...REVIEW, reviewId: 77, reviewType: 'PUT' } },
        newIdempotencyKey(),
      ),
    ).rejects.toMatchObject({ kind: 'http' });
    const response = await shopFetch(REVIEW_PATHS.reviewed, {
      method: 'POST',
      body: JSON.stringify({ reviewReasonId: 0, review: { ...REVIEW, reviewId: 9 } }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });

  it('finds the order number by email (any case) and sku, 0 when there is none', async () => {
    expect(await fetchOrderNumber({ email: SAMPLE_REVIEWER_EMAIL.toUpperCase(), websku: 'PK12704' })).toBe(
      100312,
    );
    expect(await fetchOrderNumber({ email: SAMPLE_REVIEWER_EMAIL, websku: 'C13130' })).toBe(0);
  });

  it('finds a review waiting for verification, and keeps a new one', async () => {
    expect(await fetchProcessedReviewId({ email: PENDING_REVIEWER_EMAIL, websku: 'C45036' })).toBe(9001);
    expect(await fetchProcessedReviewId({ email: 'new@example.com', websku: 'C45036' })).toBe(0);
    await saveUnverifiedReview(
      {
        email: 'new@example.com',
        reviewer: 'N.',
        reviewText: 'Good',
        productRating: 5,
        userSession: '',
        websku: 'C45036',
      },
      newIdempotencyKey(),
    );
    expect(await fetchProcessedReviewId({ email: 'new@example.com', websku: 'C45036' })).toBeGreaterThan(0);
  });
});
