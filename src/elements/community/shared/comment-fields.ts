import { COMMENT_TEXT_MAX_LENGTH, VALIDATION_MESSAGES } from './messages';
import type { PartLinkRow } from './part-links';
import { linksOf } from './part-links';

/** Spec community §5 "Customer comment form" and "Specialist form" (staff §5). */
export interface IdentityFields {
  name: string;
  email: string;
}

export interface FieldErrors {
  name?: string;
  email?: string;
  text?: string;
  /** Row index → message. */
  links?: Map<number, string>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function textError(text: string): string | undefined {
  if (text.trim() === '') return VALIDATION_MESSAGES.textRequired;
  if (text.length > COMMENT_TEXT_MAX_LENGTH) return VALIDATION_MESSAGES.textTooLong;
  return undefined;
}

export function identityErrors({ name, email }: IdentityFields): Pick<FieldErrors, 'name' | 'email'> {
  const errors: Pick<FieldErrors, 'name' | 'email'> = {};
  if (name.trim() === '') errors.name = VALIDATION_MESSAGES.nameRequired;
  if (!isValidEmail(email)) errors.email = VALIDATION_MESSAGES.emailFormat();
  return errors;
}

/** The link rows' problems as messages (a javascript: link or another site never reaches a payload). */
export function linkErrors(rows: readonly PartLinkRow[], siteRoot: string, pageHref: string) {
  const messages = new Map<number, string>();
  for (const [index, reason] of linksOf(rows, siteRoot, pageHref).problems) {
    messages.set(
      index,
      reason === 'unsafe' ? VALIDATION_MESSAGES.linkUnsafe : VALIDATION_MESSAGES.linkOffSite,
    );
  }
  return messages;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Boolean(errors.name || errors.email || errors.text || (errors.links && errors.links.size > 0));
}
