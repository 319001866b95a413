import type { ContentState, ModerationStatus } from './types';

/**
 * The fake shop's moderation rules (the real rules are server-side and not in the spec):
 *
 * - Auto-approval: a specialist's (or any staff member's) comment or live reply is approved at once;
 *   a customer's comment or reply is approved at once when the same e-mail address (any case) already
 *   has an approved comment or reply; everything else waits for moderation ('pending').
 * - Helpful links: a link is valid when it is one of the supported link types, relative to the site
 *   root (see {@link isKnownHelpfulLink}); a question link must name an existing question.
 */
export function hasApprovedContent(content: ContentState, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  if (wanted === '') return false;
  const approved = (item: { authorEmail: string; status: ModerationStatus }) =>
    item.status === 'approved' && item.authorEmail.trim().toLowerCase() === wanted;
  return content.comments.some(approved) || content.replies.some(approved);
}

/** 'Jordan Miles' → 'Jordan M.'; one word stays as it is. */
export function friendlyNameOf(author: string): string {
  const words = author.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return 'A neighbor';
  const last = rest[rest.length - 1];
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** Supported link types (community §5): each with the shape of its pages on this shop. */
export const HELPFUL_LINK_PATTERNS: Record<string, RegExp> = {
  Department: /^dept-[a-z0-9_-]+\.aspx$/,
  'Fitguide Results': /^vehicle\/\d{4}\/[a-z0-9_+%-]+\/[a-z0-9_+%-]+$/,
  FAQ: /^(faq|infm)-[a-z0-9-]+\.aspx$/,
  Video: /^tv-[a-z0-9-]+\.aspx$/,
  Best: /^best-[a-z0-9-]+\.html?$/,
  Popular: /^popular-[a-z0-9-]+\.html?$/,
  Question: /^question(?:-(\d+)\.html|\/(\d+))$/,
};

/** Whether the shop recognises a helpful link (lower-case, relative to the site root, query ignored). */
export function isKnownHelpfulLink(content: ContentState, link: string): boolean {
  const path = link.split(/[?#]/)[0] ?? '';
  for (const [type, pattern] of Object.entries(HELPFUL_LINK_PATTERNS)) {
    const match = pattern.exec(path);
    if (!match) continue;
    if (type !== 'Question') return true;
    const id = Number(match[1] ?? match[2]);
    return content.questions.some((question) => question.questionId === id);
  }
  return false;
}

/** A stored link must be relative to the site root: no scheme, no host, no leading slash. */
export function isRelativeSiteLink(link: string): boolean {
  return link !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(link) && !link.startsWith('/') && !link.includes('\\');
}
