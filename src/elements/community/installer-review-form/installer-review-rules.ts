import {
  INSTALLER_REVIEW_RATING_MAX,
  INSTALLER_REVIEW_RATING_MIN,
  INSTALLER_REVIEW_TEXT_MAX_LENGTH,
  type InstallerReviewCreate,
  type InstallerReviewUpdate,
} from '../../../api/dealer-installers';
import { INSTALLER_REVIEW_EMAIL_PATTERN, INSTALLER_REVIEW_TEXTS } from './installer-review-texts';

/** What the shopper enters. */
export interface InstallerReviewValues {
  rating: number;
  reviewText: string;
  name: string;
  email: string;
}

export interface InstallerReviewErrors {
  rating?: true;
  name?: string;
  email?: string;
  reviewText?: string;
}

/**
 * Staff §5: a rating from 1 to 5 ('Please select a star rating from 1-5' below 1), a text of at most
 * 4000 characters. A new review also needs the name and email the create payload carries (an edit sends
 * neither, so they are not asked again).
 */
export function installerReviewErrors(
  values: InstallerReviewValues,
  editing: boolean,
): InstallerReviewErrors {
  const errors: InstallerReviewErrors = {};
  if (values.rating < INSTALLER_REVIEW_RATING_MIN || values.rating > INSTALLER_REVIEW_RATING_MAX)
    errors.rating = true;
  if (!editing) {
    if (values.name.trim() === '') errors.name = INSTALLER_REVIEW_TEXTS.nameRequired;
    const email = values.email.trim();
    if (email === '') errors.email = INSTALLER_REVIEW_TEXTS.emailRequired;
    else if (!INSTALLER_REVIEW_EMAIL_PATTERN.test(email)) errors.email = INSTALLER_REVIEW_TEXTS.emailInvalid;
  }
  if (values.reviewText.length > INSTALLER_REVIEW_TEXT_MAX_LENGTH)
    errors.reviewText = INSTALLER_REVIEW_TEXTS.textTooLong;
  return errors;
}

export function hasInstallerReviewErrors(errors: InstallerReviewErrors): boolean {
  return Boolean(errors.rating || errors.name || errors.email || errors.reviewText);
}

/** Which field gets focus after a refused submit: the first one in the form's order. */
export function firstInvalidField(errors: InstallerReviewErrors): keyof InstallerReviewErrors | undefined {
  return (['rating', 'name', 'email', 'reviewText'] as const).find((field) => errors[field]);
}

/** Staff §3.18 "Review create payload". */
export function createPayload(
  values: InstallerReviewValues,
  page: { installerId: number; websku: string; installRequestId: number },
): InstallerReviewCreate {
  return {
    dealerInstallerId: page.installerId,
    rating: values.rating,
    reviewText: values.reviewText,
    webSKU: page.websku,
    name: values.name.trim(),
    email: values.email.trim(),
    dealerInstallRequestId: page.installRequestId,
  };
}

/** Staff §3.18 "Review update payload". */
export function updatePayload(
  values: InstallerReviewValues,
  page: { installerId: number; reviewId: number },
): InstallerReviewUpdate {
  return {
    dealerInstallerReviewId: page.reviewId,
    dealerInstallerId: page.installerId,
    rating: values.rating,
    reviewText: values.reviewText,
  };
}
