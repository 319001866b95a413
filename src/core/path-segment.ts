import { ApiError } from './errors';

/**
 * Request paths are built from text a page controls (the vehicle picker's hash, attributes). A segment
 * that is `.` or `..` once decoded, even written `%2E%2E`, makes the browser's URL parser climb out
 * of the intended endpoint (`/api/ymm/models/%2E%2E/2020` is fetched as `/api/ymm/2020`), so such
 * segments are refused before they become a path.
 */

/** Percent-decoding is applied this many times at most: enough for double and triple encoding. */
const MAX_DECODE_ROUNDS = 3;

function decodedForms(segment: string): string[] {
  const forms = [segment];
  let current = segment;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/** `.` or `..`, however it is percent-encoded or padded with whitespace. */
export function isDotSegment(segment: string): boolean {
  return decodedForms(segment).some((form) => {
    const trimmed = form.trim();
    return trimmed === '.' || trimmed === '..';
  });
}

/**
 * Text that may become one path segment: not empty, not a dot segment in any encoding, no slash or
 * backslash once decoded, no control characters.
 */
export function isSafePathSegment(text: string): boolean {
  if (text.trim() === '' || isDotSegment(text)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  return decodedForms(text).every((form) => !/[/\\\u0000-\u001f\u007f]/.test(form));
}

/** A four-digit model year (1900s to 2000s and beyond, but always exactly four digits). */
export function isYearSegment(text: string | number): boolean {
  return /^\d{4}$/.test(String(text));
}

function refuse(text: string, why: string): never {
  throw new ApiError('invalid', `Refused to build a request path from ${JSON.stringify(text)}: ${why}`, '');
}

/** One encoded path segment; an unsafe one throws an `ApiError` of kind 'invalid' (nothing is sent). */
export function pathSegment(value: string | number): string {
  const text = String(value);
  if (!isSafePathSegment(text)) refuse(text, 'not a safe path segment');
  return encodeURIComponent(text);
}

/** A year segment; anything but four digits throws an `ApiError` of kind 'invalid'. */
export function yearSegment(value: string | number): string {
  const text = String(value);
  if (!isYearSegment(text)) refuse(text, 'a year is four digits');
  return text;
}

/**
 * The last check in `http.ts` before a path is resolved: no segment of the path part may be a dot
 * segment in any encoding (the query string is not a path and is not checked).
 */
export function assertSafeRequestPath(path: string): void {
  const pathPart = path.split(/[?#]/, 1)[0] ?? '';
  for (const segment of pathPart.split('/')) {
    if (segment !== '' && isDotSegment(segment)) refuse(path, 'it has a "." or ".." segment');
  }
}
