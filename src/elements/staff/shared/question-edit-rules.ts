import type { QuestionImage } from '../../../api/question-moderation';
import { isValidEmail } from '../../community/shared/comment-fields';
import { TITLE_MAX_LENGTH, QUESTION_FORM_VALIDATION as V } from './question-edit-texts';

/** The question's fields as typed (staff §3.15); the year as text until it is sent. */
export interface QuestionFields {
  title: string;
  webSku: string;
  name: string;
  email: string;
  question: string;
  year: string;
  make: string;
  model: string;
}
export type QuestionField = keyof QuestionFields;
export type QuestionErrors = Partial<Record<QuestionField, string>>;

/** An image as the form holds it: removed ones stay listed (they show their outcome) but are not sent. */
export type FormImage = QuestionImage & { removed?: boolean };

/** The year as a number: 0 when it is not a positive whole number. */
export function yearOf(text: string): number {
  const value = /^\s*\d{1,4}\s*$/.test(text) ? Number(text) : 0;
  return value > 0 ? value : 0;
}

/**
 * Staff §5 "Specialist question edit form" (and the question fields of the answer edit form): title
 * (required, at most 100), question text, web sku, name (required), e-mail (valid if given). The
 * vehicle is optional as a whole (§3.15 sends it only when complete): once any of year, make or model
 * is given, all three are required, with the spec's messages.
 */
export function questionErrors(fields: QuestionFields): QuestionErrors {
  const errors: QuestionErrors = {};
  if (fields.title.trim() === '') errors.title = V.titleRequired;
  else if (fields.title.length > TITLE_MAX_LENGTH) errors.title = V.titleTooLong;
  if (fields.question.trim() === '') errors.question = V.textRequired;
  if (fields.webSku.trim() === '') errors.webSku = V.webskuRequired;
  if (fields.name.trim() === '') errors.name = V.nameRequired;
  if (fields.email.trim() !== '' && !isValidEmail(fields.email)) errors.email = V.emailInvalid;
  const vehicleGiven = [fields.year, fields.make, fields.model].some((value) => value.trim() !== '');
  if (vehicleGiven) {
    if (yearOf(fields.year) === 0) errors.year = V.yearRequired;
    if (fields.make.trim() === '') errors.make = V.makeRequired;
    if (fields.model.trim() === '') errors.model = V.modelRequired;
  }
  return errors;
}

/**
 * Which errors show (§5): a field's error once it was touched or after a submit attempt; the web sku,
 * name and e-mail errors only when any field has a value.
 */
export function visibleQuestionErrors(
  fields: QuestionFields,
  errors: QuestionErrors,
  touched: ReadonlySet<QuestionField>,
  attempted: boolean,
): QuestionErrors {
  const anyValue = Object.values(fields).some((value) => value.trim() !== '');
  const visible: QuestionErrors = {};
  for (const [field, message] of Object.entries(errors) as [QuestionField, string][]) {
    if (!attempted && !touched.has(field)) continue;
    if ((field === 'webSku' || field === 'name' || field === 'email') && !anyValue) continue;
    visible[field] = message;
  }
  return visible;
}

/** The approved images of the question update (§3.15), without the removed ones. */
export function approvedImagesOf(
  images: readonly FormImage[],
): { fileRevisionId: number; altText: string }[] {
  return images
    .filter((image) => image.approved && !image.removed)
    .map((image) => ({ fileRevisionId: image.webImageFileRevisionsID, altText: image.altText.trim() }));
}

/** Image id → error: an approved image needs alt text. */
export function imageErrors(images: readonly FormImage[]): Map<number, string> {
  const errors = new Map<number, string>();
  for (const image of images)
    if (image.approved && !image.removed && image.altText.trim() === '')
      errors.set(image.webImageFileRevisionsID, V.altTextRequired);
  return errors;
}
