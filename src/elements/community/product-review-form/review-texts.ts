import { REVIEW_TEXT_MAX_LENGTH } from '../../../api/reviews';

/**
 * Every text of the post-purchase review form. Those marked "spec" are the community spec's words
 * (§4, §5, §8), kept as written (including 'occured'); the others are ours, where the spec names a
 * block without its words (docs/widgets/product-review-form.md says which and why).
 */
export const REVIEW_TEXTS = {
  /** spec §8 "Review save fails", spelled as shown. */
  saveFailed: 'An error has occured.',
  /** spec §4: '{n} product still needs a review' / '{n} products still need review'. */
  remaining: (count: number) =>
    count === 1 ? `${count} product still needs a review` : `${count} products still need review`,
  /** spec §4: the form is replaced by this message (no final period in the spec). */
  verificationSent: (email: string) =>
    `We sent an email to ${email}. Please click on the link to verify your email address`,
  /** spec §5: the reasons modal's title. */
  reasonsTitle: (count: number, stars: number) =>
    `Thanks for giving all ${count} products a ${stars} star rating`,
  /** spec §5: the reasons modal's text. */
  reasonsText:
    "We're sorry that you weren't completely satisfied with your purchase. Your feedback helps us to improve. Please indicate your main reason for this rating*",
  /** spec §4 names the block 'reviews complete'. */
  completeTitle: 'Reviews complete',
  completeText: 'Thank you for reviewing every product of your order.',
  /** spec §4 names an 'already submitted' notice. */
  alreadySubmitted:
    'You have already submitted a review of this product with this email address. Please click on the link in the email we sent to verify it.',
  thanksTitle: 'Thank you for your review!',
  ratingLabel: 'Your rating',
  textLabel: 'Your review (optional)',
  textCount: (length: number) => `${length} of ${REVIEW_TEXT_MAX_LENGTH} characters`,
  textTooLong: `Your review must be ${REVIEW_TEXT_MAX_LENGTH} characters or less. Please shorten it.`,
  emailLabel: 'Email address',
  emailHint: 'We use it to confirm your purchase; it is not shown with your review.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  /** When the order lookup or the processed-review check fails: the button is enabled again (spec §8). */
  checkFailed: 'We could not check your purchase just now. Please try again.',
  submit: 'Submit Review',
  submitting: 'Submitting your review',
  reasonSubmit: 'Submit',
  reasonRequired: 'Please choose the main reason for your rating.',
  reasonsLoading: 'Loading the reasons',
  reasonsFailed: 'The reasons could not be loaded.',
  retry: 'Try again',
  noProducts: 'There are no products to review on this page.',
  productsLabel: 'Products to review',
} as const;

/** One shared check of an email address's form (the server has the last word on whether it exists). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
