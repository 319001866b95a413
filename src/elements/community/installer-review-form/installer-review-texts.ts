import { INSTALLER_REVIEW_TEXT_MAX_LENGTH } from '../../../api/dealer-installers';

/**
 * Every text of `<installer-review-form>`. Those marked "spec" are the staff spec's words (§5, §8), kept
 * as written (including 'occured'); the others are ours (docs/widgets/installer-review-form.md).
 */
export const INSTALLER_REVIEW_TEXTS = {
  /** spec §5, §8: a failed save. */
  saveFailed: 'An error has occured.',
  /** spec (the review text's placeholder, issue 14). */
  textPlaceholder: 'How was your call with the installer?',
  title: (installerName: string) => (installerName ? `Review ${installerName}` : 'Review your installer'),
  editTitle: (installerName: string) =>
    installerName ? `Your review of ${installerName}` : 'Your review of your installer',
  ratingLabel: 'Your rating',
  nameLabel: 'Your name',
  nameHint: 'Shown with your review.',
  emailLabel: 'Email address',
  emailHint: 'Not shown with your review.',
  textLabel: 'Your review (optional)',
  textCount: (length: number) => `${length} of ${INSTALLER_REVIEW_TEXT_MAX_LENGTH} characters`,
  textTooLong: `Your review must be ${INSTALLER_REVIEW_TEXT_MAX_LENGTH} characters or less. Please shorten it.`,
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  /** Under the spec's failure message: nothing typed is lost. */
  saveFailedDetail: 'Your review is still here. Please try again.',
  submit: 'Submit Review',
  update: 'Update Review',
  submitting: 'Sending your review',
  created: (installerName: string) =>
    `Thank you! Your review of ${installerName || 'your installer'} has been saved. You can still change it here.`,
  updated: 'Your review has been updated.',
  noInstaller: 'This review form cannot be used: the page did not say which installer it is for.',
} as const;

/** One shared check of an email address's form (the server has the last word). */
export const INSTALLER_REVIEW_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
