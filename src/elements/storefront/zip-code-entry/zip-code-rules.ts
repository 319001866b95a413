/** The zip-code entry box's rules (storefront §5), word for word. */
export const ZIP_CODE_MAX_LENGTH = 10;

export const ZIP_CODE_MESSAGES = {
  required: 'Zip code is required',
  maxLength: `Max length of ${ZIP_CODE_MAX_LENGTH} characters`,
  invalid: 'Invalid zip',
  /** Shown when a paste or drop is refused, so the refusal is not silent. */
  pasteBlocked: 'Please type your ZIP code; pasting is turned off here.',
} as const;

/** 5 digits with optional -4 digits, or a Canadian postal code letter-digit-letter digit-letter-digit. */
export const ZIP_CODE_PATTERN = /^(\d{5}(-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/;

/** Only letters, digits, space and hyphen may be typed. */
const ALLOWED = /^[A-Za-z0-9 -]*$/;
const NOT_ALLOWED = /[^A-Za-z0-9 -]/g;

export function isAllowedZipText(text: string): boolean {
  return ALLOWED.test(text);
}

/** What the input keeps of any text that reached it (autofill, IME): allowed characters, upper-cased. */
export function sanitizeZipInput(text: string): string {
  return text.replace(NOT_ALLOWED, '').toUpperCase();
}

/** The first rule the value breaks (required, max length, pattern), or null when it is a ZIP code. */
export function zipCodeError(value: string): string | null {
  const text = value.trim();
  if (text === '') return ZIP_CODE_MESSAGES.required;
  if (value.length > ZIP_CODE_MAX_LENGTH) return ZIP_CODE_MESSAGES.maxLength;
  if (!ZIP_CODE_PATTERN.test(text.toUpperCase())) return ZIP_CODE_MESSAGES.invalid;
  return null;
}
