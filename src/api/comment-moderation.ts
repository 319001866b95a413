import * as z from 'zod';
import { request } from '../core/http';
import type { ReplyPayload } from './contentreply';

/**
 * The specialist side of comments and replies (staff §7.1, /api/comment-moderation).
 *
 * The spec names the paths and leaves most bodies and answers out; the schemas here are the
 * contract (the fake shop answers with them):
 *
 * - PUT /{comments|replies}/{id}/approve, /deny, /hold: no body; answer `true`, `false` is a failure.
 * - PUT /{comments|replies}/{id}/forward-to-cs: body {@link forwardToCsSchema}; answer as above.
 * - PUT /{comments|replies}/{id}/spam (not in the spec, see {@link COMMENT_MODERATION_PATHS}): marks the
 *   item as spam; answer as above.
 * - POST /comments: the specialist comment payload; answer `{ success, commentID }`.
 * - POST /replies and /replies-for-review: the reply payload; answer `{ success, replyAdded }`.
 * - GET, PUT, DELETE /reply-drafts/{commentId}/{replyToReplyId} (replyToReplyId -1 for a draft that
 *   answers the comment itself) and POST /reply-drafts: the signed-in specialist's draft; GET answers
 *   the draft or `null`; POST and PUT answer the stored draft; DELETE answers `true`.
 * - GET, PUT, DELETE /comment-drafts/{employeeId}?sourceId=&websku= and POST /comment-drafts: the
 *   same for a new comment (fields in {@link commentDraftSchema}).
 * - POST /helpful-links/validate `{ links }`: the invalid links (an empty list when all are fine).
 */
const BASE = '/api/comment-moderation';

export type ModeratedItemKind = 'comment' | 'reply';
export type ModerationAction = 'approve' | 'deny' | 'hold' | 'spam';

function itemPath(kind: ModeratedItemKind, id: number): string {
  return `${BASE}/${kind === 'comment' ? 'comments' : 'replies'}/${encodeURIComponent(String(id))}`;
}

export const COMMENT_MODERATION_PATHS = {
  action: (kind: ModeratedItemKind, id: number, action: ModerationAction) =>
    `${itemPath(kind, id)}/${action}`,
  forwardToCs: (kind: ModeratedItemKind, id: number) => `${itemPath(kind, id)}/forward-to-cs`,
  comments: `${BASE}/comments`,
  replies: `${BASE}/replies`,
  repliesForReview: `${BASE}/replies-for-review`,
  replyDrafts: `${BASE}/reply-drafts`,
  replyDraft: (commentId: number, replyToReplyId: number) =>
    `${BASE}/reply-drafts/${encodeURIComponent(String(commentId))}/${encodeURIComponent(String(replyToReplyId))}`,
  commentDrafts: `${BASE}/comment-drafts`,
  commentDraft: (employeeId: number) => `${BASE}/comment-drafts/${encodeURIComponent(String(employeeId))}`,
  validateHelpfulLinks: `${BASE}/helpful-links/validate`,
} as const;

/** Spec staff §3.8 / community §3 "Specialist comment payload". */
export const specialistCommentPayloadSchema = z.object({
  employeeId: z.number().int(),
  /** The id of the content commented on (the customer payload's parentId). */
  foreignKey: z.string(),
  /** The source type name of that content (Review, Video, Question, Faq, Answer). */
  replyType: z.string(),
  replySource: z.literal('Expert'),
  replyBy: z.string(),
  replyEmail: z.string(),
  reviewedBy: z.number().int(),
  commentText: z.string(),
  webSKU: z.string(),
  userSession: z.string(),
  notifyMeIfReply: z.boolean(),
  commentLinks: z.array(z.string()),
  commentProducts: z.array(z.string()),
});
export type SpecialistCommentPayload = z.infer<typeof specialistCommentPayloadSchema>;

export const specialistCommentResponseSchema = z.object({
  success: z.boolean(),
  commentID: z.number().int(),
});

/** Spec: "specialist reply response has success and replyAdded". */
export const specialistReplyResponseSchema = z.object({
  success: z.boolean(),
  replyAdded: z.boolean(),
});
export type SpecialistReplyResponse = z.infer<typeof specialistReplyResponseSchema>;

/** Spec staff §3.11 "Forward-to-CS". */
export const forwardToCsSchema = z.object({
  specialistName: z.string(),
  specialistComment: z.string(),
});
export type ForwardToCs = z.infer<typeof forwardToCsSchema>;

/** Spec staff §3.10 "Reply draft". */
export const replyDraftSchema = z.object({
  /** 0 for a draft not stored yet. */
  commentReplyDraftId: z.number().int(),
  commentId: z.number().int(),
  employeeId: z.number().int(),
  /** -1 when the draft answers the comment itself. */
  replyToReplyId: z.number().int(),
  reply: z.string(),
  replyEmail: z.string(),
  replyBy: z.string(),
  replyLinks: z.array(z.string()),
  replyProductWebSkus: z.array(z.string()),
});
export type ReplyDraft = z.infer<typeof replyDraftSchema>;

/** Comment drafts: "keyed by id, sourceId and websku; their fields are not shown". This is the contract. */
export const commentDraftSchema = z.object({
  /** 0 for a draft not stored yet. */
  commentDraftId: z.number().int(),
  employeeId: z.number().int(),
  sourceId: z.string(),
  webSku: z.string(),
  commentText: z.string(),
  notifyMeIfReply: z.boolean(),
  commentLinks: z.array(z.string()),
  commentProducts: z.array(z.string()),
});
export type CommentDraft = z.infer<typeof commentDraftSchema>;

/** `true` means done; `false` is a failure the caller reports (spec: "A false response is an error"). */
export const moderationResultSchema = z.boolean();
export const invalidLinksSchema = z.array(z.string());

/** A moderation call that answered `false`. */
export class ModerationRefused extends Error {
  override readonly name = 'ModerationRefused';
}

async function expectTrue(result: Promise<boolean>, what: string): Promise<void> {
  if (!(await result)) throw new ModerationRefused(`${what} was refused`);
}

/** PUT /api/comment-moderation/{comments|replies}/{id}/{approve|deny|hold|spam}; rejects on `false`. */
export function moderateItem(
  kind: ModeratedItemKind,
  id: number,
  action: ModerationAction,
  idempotencyKey: string,
): Promise<void> {
  const path = COMMENT_MODERATION_PATHS.action(kind, id, action);
  return expectTrue(
    request(path, { method: 'put', schema: moderationResultSchema, idempotencyKey }),
    `${action} of ${kind} ${id}`,
  );
}

/** PUT /api/comment-moderation/{comments|replies}/{id}/forward-to-cs; rejects on `false`. */
export function forwardToCustomerService(
  kind: ModeratedItemKind,
  id: number,
  body: ForwardToCs,
  idempotencyKey: string,
): Promise<void> {
  return expectTrue(
    request(COMMENT_MODERATION_PATHS.forwardToCs(kind, id), {
      method: 'put',
      json: body,
      schema: moderationResultSchema,
      idempotencyKey,
    }),
    `forward to CS of ${kind} ${id}`,
  );
}

/** POST /api/comment-moderation/comments: a specialist's new comment. */
export function postSpecialistComment(payload: SpecialistCommentPayload, idempotencyKey: string) {
  return request(COMMENT_MODERATION_PATHS.comments, {
    method: 'post',
    json: payload,
    schema: specialistCommentResponseSchema,
    idempotencyKey,
  });
}

/** POST /api/comment-moderation/replies (live) or /replies-for-review (to a moderator first). */
export function postSpecialistReply(
  payload: ReplyPayload,
  options: { forReview: boolean; idempotencyKey: string },
): Promise<SpecialistReplyResponse> {
  return request(
    options.forReview ? COMMENT_MODERATION_PATHS.repliesForReview : COMMENT_MODERATION_PATHS.replies,
    {
      method: 'post',
      json: payload,
      schema: specialistReplyResponseSchema,
      idempotencyKey: options.idempotencyKey,
    },
  );
}

/** GET /api/comment-moderation/reply-drafts/{commentId}/{replyToReplyId}: the draft, or null. */
export function fetchReplyDraft(commentId: number, replyToReplyId: number) {
  return request(COMMENT_MODERATION_PATHS.replyDraft(commentId, replyToReplyId), {
    schema: replyDraftSchema.nullable(),
  });
}

/** Stores a reply draft: POST for a new one, PUT when it has an id. Answers the stored draft. */
export function saveReplyDraft(draft: ReplyDraft, idempotencyKey: string) {
  const isNew = draft.commentReplyDraftId <= 0;
  return request(
    isNew
      ? COMMENT_MODERATION_PATHS.replyDrafts
      : COMMENT_MODERATION_PATHS.replyDraft(draft.commentId, draft.replyToReplyId),
    { method: isNew ? 'post' : 'put', json: draft, schema: replyDraftSchema, idempotencyKey },
  );
}

/** DELETE /api/comment-moderation/reply-drafts/{commentId}/{replyToReplyId} */
export function deleteReplyDraft(commentId: number, replyToReplyId: number) {
  return request(COMMENT_MODERATION_PATHS.replyDraft(commentId, replyToReplyId), {
    method: 'delete',
    schema: moderationResultSchema,
  });
}

interface CommentDraftKey {
  employeeId: number;
  sourceId: string;
  webSku: string;
}

const draftQuery = (key: CommentDraftKey) => ({ sourceId: key.sourceId, websku: key.webSku });

/** GET /api/comment-moderation/comment-drafts/{employeeId}?sourceId=&websku=: the draft, or null. */
export function fetchCommentDraft(key: CommentDraftKey) {
  return request(COMMENT_MODERATION_PATHS.commentDraft(key.employeeId), {
    searchParams: draftQuery(key),
    schema: commentDraftSchema.nullable(),
  });
}

/** Stores a comment draft: POST for a new one, PUT when it has an id. Answers the stored draft. */
export function saveCommentDraft(draft: CommentDraft, idempotencyKey: string) {
  const isNew = draft.commentDraftId <= 0;
  return request(
    isNew ? COMMENT_MODERATION_PATHS.commentDrafts : COMMENT_MODERATION_PATHS.commentDraft(draft.employeeId),
    {
      method: isNew ? 'post' : 'put',
      json: draft,
      searchParams: isNew ? undefined : draftQuery(draft),
      schema: commentDraftSchema,
      idempotencyKey,
    },
  );
}

/** DELETE /api/comment-moderation/comment-drafts/{employeeId}?sourceId=&websku= */
export function deleteCommentDraft(key: CommentDraftKey) {
  return request(COMMENT_MODERATION_PATHS.commentDraft(key.employeeId), {
    method: 'delete',
    searchParams: draftQuery(key),
    schema: moderationResultSchema,
  });
}

/** POST /api/comment-moderation/helpful-links/validate: the links the shop does not recognise. */
export function validateHelpfulLinks(links: readonly string[]) {
  return request(COMMENT_MODERATION_PATHS.validateHelpfulLinks, {
    method: 'post',
    json: { links },
    schema: invalidLinksSchema,
  });
}
