import {
  REASONS_MODAL_BELOW_RATING,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX_LENGTH,
  type ReviewSubmission,
  reviewTypeFor,
} from '../../../api/reviews';
import { EMAIL_PATTERN, REVIEW_TEXTS } from './review-texts';

/** Spec §5/§6: with the unverified flag set and this toggle off, an email is required. Key as the spec writes it. */
export const VERIFY_PURCHASE_TOGGLE = 'VerifyPurchaseOnProductReviews';

/** What the shopper enters for one product. */
export interface ReviewValues {
  stars: number;
  text: string;
  email: string;
}

/** What the page says about the purchase (the element's attributes), the same for every product. */
export interface ReviewContext {
  orderId: number;
  reviewer: string;
  /** The one-year flag as the page writes it ('yes' means true). */
  oneYear: string;
  emailVariant: string;
  /** 'True' means true. */
  isReviewLive: string;
  unverified: boolean;
  userSession: string;
}

export interface ReviewErrors {
  stars?: true;
  email?: string;
  text?: string;
}

/**
 * Spec §5 "Review": a star is required; the text is at most 4000 characters; with the unverified flag
 * and VerifyPurchaseOnProductReviews off, an email is required. An email given is checked for its form
 * (a mistyped address would send the verification email nowhere).
 */
export function reviewErrors(
  values: ReviewValues,
  { askEmail, emailRequired }: { askEmail: boolean; emailRequired: boolean },
): ReviewErrors {
  const errors: ReviewErrors = {};
  if (values.stars < REVIEW_RATING_MIN) errors.stars = true;
  const email = values.email.trim();
  if (askEmail && email === '' && emailRequired) errors.email = REVIEW_TEXTS.emailRequired;
  else if (askEmail && email !== '' && !EMAIL_PATTERN.test(email)) errors.email = REVIEW_TEXTS.emailInvalid;
  if (values.text.length > REVIEW_TEXT_MAX_LENGTH) errors.text = REVIEW_TEXTS.textTooLong;
  return errors;
}

export function hasReviewErrors(errors: ReviewErrors): boolean {
  return Boolean(errors.stars || errors.email || errors.text);
}

/** Spec §4/§5: a rating under 4 with an empty text asks for the main reason. */
export function asksForReason(values: Pick<ReviewValues, 'stars' | 'text'>): boolean {
  return values.stars < REASONS_MODAL_BELOW_RATING && values.text.trim() === '';
}

/** Spec §3 "Review submission", field by field. */
export function reviewSubmission(
  websku: string,
  values: Pick<ReviewValues, 'stars' | 'text'>,
  context: ReviewContext,
  { orderId, reviewId }: { orderId: number; reviewId: number | undefined },
): ReviewSubmission {
  const reviewType = reviewTypeFor(reviewId);
  return {
    stars: values.stars,
    websku,
    reviewer: context.reviewer,
    orderId,
    oneYear: context.oneYear === 'yes',
    reviewText: values.text,
    ...(reviewType === 'PUT' ? { reviewId } : {}),
    reviewType,
    emailVariant: context.emailVariant,
    userSession: context.userSession,
    isReviewLive: context.isReviewLive === 'True',
  };
}
