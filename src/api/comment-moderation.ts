import * as z from 'zod/mini';
import { request } from '../core/http';
import type { ReplyPayload } from './contentreply';
import { expectTrue, ShopRefused } from './refusal';

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
  /** Staff §7.1: PUT /comments/{id} and /replies/{id} with the reply update request. */
  edit: (kind: ModeratedItemKind, id: number) => itemPath(kind, id),
  /** PUT /comments/moderator/{id}/holdcomment, /replies/moderator/{id}/holdreply (reply update request). */
  moderatorHold: (kind: ModeratedItemKind, id: number) => holdPath(kind, 'moderator', id),
  /** PUT /comments/specialist/{id}/holdcomment, /replies/specialist/{id}/holdreply (no body). */
  specialistHold: (kind: ModeratedItemKind, id: number) => holdPath(kind, 'specialist', id),
  approveFlagged: (kind: ModeratedItemKind, id: number) => `${itemPath(kind, id)}/approve-flagged`,
  approveFailedAutoApprove: (kind: ModeratedItemKind, id: number) =>
    `${itemPath(kind, id)}/approve-failed-auto-approve`,
  /** DELETE /comment-flag/{id}, /reply-flag/{id}: the flags customers raised on the item. */
  flag: (kind: ModeratedItemKind, id: number) => `${BASE}/${kind}-flag/${encodeURIComponent(String(id))}`,
  /** DELETE /flagged-comment/{id}, /flagged-reply/{id}: the item's flagged-submission entry. */
  flaggedItem: (kind: ModeratedItemKind, id: number) =>
    `${BASE}/flagged-${kind}/${encodeURIComponent(String(id))}`,
  userInfo: `${BASE}/user-info`,
  userInfoOf: (employeeId: number) => `${BASE}/user-info/${encodeURIComponent(String(employeeId))}`,
} as const;

function holdPath(kind: ModeratedItemKind, who: 'moderator' | 'specialist', id: number): string {
  const plural = kind === 'comment' ? 'comments' : 'replies';
  return `${BASE}/${plural}/${who}/${encodeURIComponent(String(id))}/hold${kind}`;
}

/** Spec staff §3.8 / community §3 "Specialist comment payload". */
export const specialistCommentPayloadSchema = z.object({
  employeeId: z.int(),
  /** The id of the content commented on (the customer payload's parentId). */
  foreignKey: z.string(),
  /** The source type name of that content (Review, Video, Question, Faq, Answer). */
  replyType: z.string(),
  replySource: z.literal('Expert'),
  replyBy: z.string(),
  replyEmail: z.string(),
  reviewedBy: z.int(),
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
  commentID: z.int(),
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
  commentReplyDraftId: z.int(),
  commentId: z.int(),
  employeeId: z.int(),
  /** -1 when the draft answers the comment itself. */
  replyToReplyId: z.int(),
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
  commentDraftId: z.int(),
  employeeId: z.int(),
  sourceId: z.string(),
  webSku: z.string(),
  commentText: z.string(),
  notifyMeIfReply: z.boolean(),
  commentLinks: z.array(z.string()),
  commentProducts: z.array(z.string()),
});
export type CommentDraft = z.infer<typeof commentDraftSchema>;

/** Spec staff §3.2 "Reply update request": links are stored with the site root stripped. */
export const replyUpdateRequestSchema = z.object({
  replyText: z.string(),
  replyProductWebSkus: z.array(z.string()),
  replyLinks: z.array(z.string()),
});
export type ReplyUpdateRequest = z.infer<typeof replyUpdateRequestSchema>;

/**
 * Spec staff §3.1 "Moderation user" (the user-info response also has friendlyName). The tolerant
 * reader checks what the widgets read; the other flags pass through unchecked.
 */
export const moderationUserSchema = z.object({
  employeeId: z.int(),
  friendlyName: z.string(),
  name: z.optional(z.string()),
  emailAddress: z.optional(z.string()),
  active: z.boolean(),
  commentModerator: z.optional(z.boolean()),
});
export type ModerationUser = z.infer<typeof moderationUserSchema>;

/** `true` means done; `false` is a failure the caller reports (spec: "A false response is an error"). */
export const moderationResultSchema = z.boolean();
export const invalidLinksSchema = z.array(z.string());

/** A moderation call that answered `false`. */
export class ModerationRefused extends ShopRefused {
  override readonly name = 'ModerationRefused';
}

const expectDone = (result: Promise<boolean>, what: string) => expectTrue(result, what, ModerationRefused);

/** PUT /api/comment-moderation/{comments|replies}/{id}/{approve|deny|hold|spam}; rejects on `false`. */
export function moderateItem(
  kind: ModeratedItemKind,
  id: number,
  action: ModerationAction,
  idempotencyKey: string,
): Promise<void> {
  const path = COMMENT_MODERATION_PATHS.action(kind, id, action);
  return expectDone(
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
  return expectDone(
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
    schema: z.nullable(replyDraftSchema),
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
    schema: z.nullable(commentDraftSchema),
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

/** A moderation call whose answer is `true` when done; rejects on `false`. */
function moderationCall(
  path: string,
  what: string,
  options: { method: 'put' | 'delete'; json?: ReplyUpdateRequest; idempotencyKey?: string },
): Promise<void> {
  return expectDone(request(path, { ...options, schema: moderationResultSchema }), what);
}

/** PUT /api/comment-moderation/{comments|replies}/{id}: saves the edited text, parts and links. */
export function updateItem(
  kind: ModeratedItemKind,
  id: number,
  body: ReplyUpdateRequest,
  idempotencyKey: string,
) {
  return moderationCall(COMMENT_MODERATION_PATHS.edit(kind, id), `update of ${kind} ${id}`, {
    method: 'put',
    json: body,
    idempotencyKey,
  });
}

/** PUT .../moderator/{id}/hold{comment|reply} with the edits: a moderator holds the item. */
export function moderatorHold(
  kind: ModeratedItemKind,
  id: number,
  body: ReplyUpdateRequest,
  idempotencyKey: string,
) {
  return moderationCall(COMMENT_MODERATION_PATHS.moderatorHold(kind, id), `moderator hold of ${kind} ${id}`, {
    method: 'put',
    json: body,
    idempotencyKey,
  });
}

/** PUT .../specialist/{id}/hold{comment|reply}, no body: the specialist holds their own item. */
export function specialistHold(kind: ModeratedItemKind, id: number, idempotencyKey: string) {
  return moderationCall(
    COMMENT_MODERATION_PATHS.specialistHold(kind, id),
    `specialist hold of ${kind} ${id}`,
    {
      method: 'put',
      idempotencyKey,
    },
  );
}

/** PUT .../{id}/approve-flagged or .../{id}/approve-failed-auto-approve, no body. */
export function approveSpecial(
  kind: ModeratedItemKind,
  id: number,
  which: 'flagged' | 'failed-auto-approve',
  idempotencyKey: string,
) {
  const path =
    which === 'flagged'
      ? COMMENT_MODERATION_PATHS.approveFlagged(kind, id)
      : COMMENT_MODERATION_PATHS.approveFailedAutoApprove(kind, id);
  return moderationCall(path, `approve ${which} of ${kind} ${id}`, { method: 'put', idempotencyKey });
}

/**
 * DELETE /comment-flag/{id} (or /reply-flag/{id}): dismisses the customers' flags ('flags'); DELETE
 * /flagged-comment/{id} (or /flagged-reply/{id}): removes the flagged submission ('submission').
 */
export function deleteFlag(kind: ModeratedItemKind, id: number, what: 'flags' | 'submission') {
  const path =
    what === 'flags'
      ? COMMENT_MODERATION_PATHS.flag(kind, id)
      : COMMENT_MODERATION_PATHS.flaggedItem(kind, id);
  return moderationCall(path, `delete ${what} of ${kind} ${id}`, { method: 'delete' });
}

/** GET /api/comment-moderation/user-info (the signed-in employee) or /user-info/{id}. */
export function fetchModerationUser(employeeId?: number): Promise<ModerationUser> {
  return request(
    employeeId === undefined
      ? COMMENT_MODERATION_PATHS.userInfo
      : COMMENT_MODERATION_PATHS.userInfoOf(employeeId),
    { schema: moderationUserSchema },
  );
}
