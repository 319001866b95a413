import type { ReviewReason, ReviewSubmission, UnverifiedReview } from '../../api/reviews';

/**
 * The fake shop's review service (community §3, §4 "Post-purchase review", §7 "Reviews"): the reasons
 * a shopper can give for a rating under 4, the purchases the order-number lookup finds by email and
 * sku, the saved reviews and the reviews waiting for email verification.
 */
export interface StoredReview {
  reviewId: number;
  reviewReasonId: number;
  review: ReviewSubmission;
}

export interface StoredUnverifiedReview extends UnverifiedReview {
  reviewId: number;
}

export interface Purchase {
  email: string;
  websku: string;
  orderId: number;
}

export interface ReviewsState {
  reasons: ReviewReason[];
  purchases: Purchase[];
  reviews: StoredReview[];
  unverified: StoredUnverifiedReview[];
  nextReviewId: number;
}

/** The address the demo's unverified review page suggests; it bought order W100312's products. */
export const SAMPLE_REVIEWER_EMAIL = 'jordan.miles@example.com';
/** An address with a review of the Curt ball mount already waiting for verification. */
export const PENDING_REVIEWER_EMAIL = 'pat.pending@example.com';

export function createReviewsSeed(): ReviewsState {
  return {
    reasons: [
      { reviewReasonId: 1, reason: 'The product did not fit my vehicle' },
      { reviewReasonId: 2, reason: 'The product quality was not what I expected' },
      { reviewReasonId: 3, reason: 'The product arrived damaged or with parts missing' },
      { reviewReasonId: 4, reason: 'Installation was harder than expected' },
      { reviewReasonId: 5, reason: 'Shipping took too long' },
      { reviewReasonId: 6, reason: 'Other' },
    ],
    purchases: [
      { email: SAMPLE_REVIEWER_EMAIL, websku: 'C45036', orderId: 100312 },
      { email: SAMPLE_REVIEWER_EMAIL, websku: 'PK12704', orderId: 100312 },
      { email: SAMPLE_REVIEWER_EMAIL, websku: 'CAM44505', orderId: 100312 },
    ],
    reviews: [],
    unverified: [
      {
        reviewId: 9001,
        email: PENDING_REVIEWER_EMAIL,
        reviewer: 'Pat P.',
        reviewText: 'Solid ball mount.',
        productRating: 5,
        userSession: 'fake-session-shopper',
        websku: 'C45036',
      },
    ],
    nextReviewId: 5001,
  };
}
