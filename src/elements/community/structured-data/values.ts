import { trustedHtml } from '../../../core/trusted-types';
/** Small conversions from the server's content to schema.org values. */

/** An ISO 8601 date-time for a date the server sent, or undefined when it cannot be read as a date. */
export function isoDate(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const BLOCK_ELEMENTS = 'p, div, br, li, h1, h2, h3, h4, h5, h6, tr, blockquote, pre, section, article';

/**
 * The text of server HTML (an FAQ's content), paragraphs kept as line breaks. Parsed by DOMParser
 * into an inert document: no script runs and nothing loads; only text comes out.
 */
export function htmlToText(html: string): string {
  const parsed = new DOMParser().parseFromString(trustedHtml(html), 'text/html');
  for (const block of parsed.body.querySelectorAll(BLOCK_ELEMENTS)) block.after('\n');
  return (parsed.body.textContent ?? '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/** Remove keys whose value is undefined or '' (schema.org values are left out rather than empty). */
export function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined && field !== ''),
  ) as T;
}
