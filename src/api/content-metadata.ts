import * as z from 'zod/mini';
import { request } from '../core/http';
import { pathSegment } from '../core/path-segment';
import { optionalField, optionalText } from '../core/tolerant';

/**
 * The structured-data calls (community §7 "Structured data"), read by `<faq-structured-data>` and
 * `<comment-structured-data>`. Both GETs are retried 2 times, as the spec says.
 *
 * - GET /api/faq/{canonical}/content-metadata: `{ status, faq, faqCommentCount }`; status 1 means ok.
 * - GET /api/comment/{commentPrefix}/{id}/content-metadata: `{ comments }`, each with its `children`
 *   (the replies).
 *
 * The spec names `{commentPrefix}` without its values; {@link COMMENT_PREFIXES} is the contract (one
 * per content type of the page path), exported so a host can see it and the fake shop answers it.
 */

/** Spec community §7: "Retried 2 times". */
export const CONTENT_METADATA_RETRIES = 2;

/** Spec community §3 "FAQ content": status 1 means ok. */
export const FAQ_STATUS_OK = 1;

/** `{commentPrefix}` of the comment call, per content type of the page path (community §2). */
export const COMMENT_PREFIXES = { Faq: 'faq', Video: 'video', Answer: 'question' } as const;
export type CommentContentType = keyof typeof COMMENT_PREFIXES;
export type CommentPrefix = (typeof COMMENT_PREFIXES)[CommentContentType];

export const CONTENT_METADATA_PATHS = {
  faq: (canonical: string) => `/api/faq/${pathSegment(canonical)}/content-metadata`,
  comment: (prefix: CommentPrefix, id: string) =>
    `/api/comment/${pathSegment(prefix)}/${pathSegment(id)}/content-metadata`,
} as const;

/**
 * Spec community §3 "FAQ content". The title and the HTML content make the question and its answer,
 * so they are required; every other field is read but optional (a drifted one is left out and logged).
 */
export const faqContentSchema = z.object({
  canonical: optionalText('faq.canonical'),
  title: z.string().check(z.minLength(1)),
  approvedBy: optionalText('faq.approvedBy'),
  faqTypeDescription: optionalText('faq.faqTypeDescription'),
  keywords: optionalText('faq.keywords'),
  metaDescription: optionalText('faq.metaDescription'),
  htmlContent: z.string(),
  faqSection: optionalText('faq.faqSection'),
  /** ISO 8601. */
  approvedOn: optionalText('faq.approvedOn'),
});
export type FaqContent = z.infer<typeof faqContentSchema>;

export const faqContentMetadataSchema = z.object({
  status: z.int(),
  /** Absent or null when the status is not ok. */
  faq: z.nullish(faqContentSchema),
  faqCommentCount: optionalField('faqCommentCount', z.int().check(z.minimum(0))),
});
export type FaqContentMetadata = z.infer<typeof faqContentMetadataSchema>;

/** Spec community §3 "Comment (structured data)": a reply. */
export const structuredReplySchema = z.object({
  replyId: z.int(),
  replyText: z.string(),
  friendlyName: optionalText('children[].friendlyName'),
  /** ISO 8601. */
  replyDate: z.string(),
});
export type StructuredReply = z.infer<typeof structuredReplySchema>;

/** Spec community §3 "Comment (structured data)". */
export const structuredCommentSchema = z.object({
  commentId: z.int(),
  commentText: z.string(),
  friendlyName: optionalText('comments[].friendlyName'),
  /** ISO 8601. */
  commentDate: z.string(),
  children: z.pipe(
    z.nullish(z.array(structuredReplySchema)),
    z.transform((children) => children ?? []),
  ),
});
export type StructuredComment = z.infer<typeof structuredCommentSchema>;

export const commentContentMetadataSchema = z.object({
  comments: z.array(structuredCommentSchema),
});
export type CommentContentMetadata = z.infer<typeof commentContentMetadataSchema>;

/**
 * GET /api/faq/{canonical}/content-metadata, retried 2 times. Rejects (nothing sent) with an
 * `ApiError` of kind 'invalid' when the canonical is not a safe path segment.
 */
export async function getFaqContentMetadata(canonical: string, signal?: AbortSignal) {
  return request(CONTENT_METADATA_PATHS.faq(canonical), {
    schema: faqContentMetadataSchema,
    retries: CONTENT_METADATA_RETRIES,
    signal,
  });
}

/** GET /api/comment/{commentPrefix}/{id}/content-metadata, retried 2 times. */
export async function getCommentContentMetadata(prefix: CommentPrefix, id: string, signal?: AbortSignal) {
  return request(CONTENT_METADATA_PATHS.comment(prefix, id), {
    schema: commentContentMetadataSchema,
    retries: CONTENT_METADATA_RETRIES,
    signal,
  });
}
