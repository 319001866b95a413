/**
 * Spec community §2: which content a page shows, read from its path.
 *
 * - a path containing /faq- or /infm- (with .aspx removed) is an FAQ, type Faq;
 * - a path containing /tv- (with .aspx removed) is a video, type Video;
 * - a path containing /question- (with .html removed) or /question/ is a question, type Answer;
 * - the remainder is the canonical id.
 */

/** Spec staff §3.19 "Source type (comment source)". */
export const SOURCE_TYPES = { Review: 1, Video: 2, Question: 3, Faq: 4, Answer: 5 } as const;
export type SourceType = keyof typeof SOURCE_TYPES;

export interface PageContent {
  sourceType: Extract<SourceType, 'Faq' | 'Video' | 'Answer'>;
  canonicalId: string;
}

const PATH_RULES: readonly { marker: string; extension: string; sourceType: PageContent['sourceType'] }[] = [
  { marker: '/faq-', extension: '.aspx', sourceType: 'Faq' },
  { marker: '/infm-', extension: '.aspx', sourceType: 'Faq' },
  { marker: '/tv-', extension: '.aspx', sourceType: 'Video' },
  { marker: '/question-', extension: '.html', sourceType: 'Answer' },
  { marker: '/question/', extension: '', sourceType: 'Answer' },
];

/** The content a page path names, or undefined for a path of none of these kinds (or with no id). */
export function contentFromPath(pathname: string): PageContent | undefined {
  const lower = pathname.toLowerCase();
  for (const rule of PATH_RULES) {
    const start = lower.indexOf(rule.marker);
    if (start < 0) continue;
    let remainder = pathname.slice(start + rule.marker.length);
    if (rule.extension && remainder.toLowerCase().endsWith(rule.extension)) {
      remainder = remainder.slice(0, -rule.extension.length);
    }
    remainder = remainder.replace(/\/+$/, '');
    if (remainder === '') return undefined;
    return { sourceType: rule.sourceType, canonicalId: remainder };
  }
  return undefined;
}

/** A source type from an attribute: its name in any case ('faq', 'Faq') or its number ('4'). */
export function parseSourceType(value: string): SourceType | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const byNumber = Object.entries(SOURCE_TYPES).find(([, number]) => String(number) === text);
  if (byNumber) return byNumber[0] as SourceType;
  const byName = Object.keys(SOURCE_TYPES).find((name) => name.toLowerCase() === text.toLowerCase());
  return byName as SourceType | undefined;
}

/** The page's address after a new comment: the same path with `commentId`, scrolled to it. */
export function commentPageUrl(href: string, commentId: number): string {
  const url = new URL(href);
  url.searchParams.set('commentId', String(commentId));
  url.hash = `comment-${commentId}`;
  return `${url.pathname}${url.search}${url.hash}`;
}
