import * as z from 'zod/mini';
import { request } from '../core/http';
import type { OnlineWaitHooks } from '../core/offline';

/**
 * Customer comments and replies (community §7 "Comments and replies", staff §7.2).
 *
 * The spec gives the paths and the payloads; where it gives no answer shape or path, the schemas
 * and {@link CONTENTREPLY_PATHS} below are the contract (the fake shop answers with them):
 *
 * - POST /api/contentreply/comment: `{ autoApproved, commentID }`.
 * - POST /api/contentreply/reply: a truthy result on success; the fake shop answers the new reply's id.
 * - GET /api/contentreply/comment/user-info/{parentId}/{contentType} and
 *   GET /api/contentreply/reply/user-info/{parentId}/{replyToId}: the signed-in visitor
 *   (`friendlyName`, `employeeId`, `email`) and whether they follow that thread (`notifyOnReply`).
 *   An anonymous visitor gets empty strings, employee id 0 and `notifyOnReply: true`.
 * - GET /api/contentreply/session (not in the spec): `{ userSession }`, the shop's session key, which
 *   the specialist payload carries and media upload guids start with.
 */
export const CONTENTREPLY_PATHS = {
  comment: '/api/contentreply/comment',
  reply: '/api/contentreply/reply',
  commentUserInfo: (parentId: string, contentType: string) =>
    `/api/contentreply/comment/user-info/${segment(parentId)}/${segment(contentType)}`,
  replyUserInfo: (parentId: number, replyToId: number) =>
    `/api/contentreply/reply/user-info/${segment(String(parentId))}/${segment(String(replyToId))}`,
  session: '/api/contentreply/session',
} as const;

function segment(value: string): string {
  // An empty segment would collapse the path; '-' stands for "not known".
  return encodeURIComponent(value === '' ? '-' : value);
}

/** Spec community §3 "New comment payload (customer)". */
export const newCommentPayloadSchema = z.object({
  parentId: z.string(),
  /** The source type name of the content commented on: Review, Video, Question, Faq or Answer. */
  contentType: z.string(),
  author: z.string(),
  authorEmail: z.string(),
  commentText: z.string(),
  notifyCustomer: z.boolean(),
  webSku: z.string(),
  replyById: z.int(),
  commentLinks: z.array(z.string()),
  commentProductWebskus: z.array(z.string()),
});
export type NewCommentPayload = z.infer<typeof newCommentPayloadSchema>;

/** Spec community §3 "Responses": the customer comment response. */
export const commentResponseSchema = z.object({
  autoApproved: z.boolean(),
  commentID: z.int(),
});
export type CommentResponse = z.infer<typeof commentResponseSchema>;

/** Spec community §3 "Reply payload" (staff §3.9). */
export const replyPayloadSchema = z.object({
  parentId: z.int(),
  replyTo: z.string(),
  isComment: z.boolean(),
  /** -1 for a new reply. */
  replyId: z.int(),
  replyText: z.string(),
  author: z.string(),
  authorEmail: z.string(),
  /** ISO 8601. */
  replyDate: z.string(),
  replyLinks: z.array(z.string()),
  replyProductWebskus: z.array(z.string()),
  notifyCustomer: z.boolean(),
  /** -1 when the parent is a comment. */
  replyToId: z.int(),
  replySource: z.enum(['Comment', 'Expert']),
  replyById: z.int(),
});
export type ReplyPayload = z.infer<typeof replyPayloadSchema>;

/** "Returns a truthy result": the new reply's id, or `true`; 0, `false` or null is a failure. */
export const replyResultSchema = z.union([z.number(), z.boolean(), z.null()]);

/** Spec community §3 "User info". */
export const userInfoSchema = z.object({
  friendlyName: z.string(),
  employeeId: z.int(),
  email: z.string(),
  notifyOnReply: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const userSessionSchema = z.object({ userSession: z.string() });

/** POST /api/contentreply/comment: a new customer comment. */
export function postCustomerComment(
  payload: NewCommentPayload,
  idempotencyKey: string,
  wait?: OnlineWaitHooks,
) {
  return request(CONTENTREPLY_PATHS.comment, {
    method: 'post',
    json: payload,
    schema: commentResponseSchema,
    idempotencyKey,
    ...wait,
  });
}

/** The outcome of a customer reply: accepted or not, and the new reply's id when the shop gives it. */
export interface CustomerReplyResult {
  ok: boolean;
  replyId: number | null;
}

/** POST /api/contentreply/reply: a customer reply; accepted when the answer is truthy. */
export async function postCustomerReply(
  payload: ReplyPayload,
  idempotencyKey: string,
): Promise<CustomerReplyResult> {
  const result = await request(CONTENTREPLY_PATHS.reply, {
    method: 'post',
    json: payload,
    schema: replyResultSchema,
    idempotencyKey,
  });
  return { ok: Boolean(result), replyId: typeof result === 'number' && result > 0 ? result : null };
}

/** GET /api/contentreply/comment/user-info/{parentId}/{contentType} */
export function fetchCommentUserInfo(parentId: string, contentType: string) {
  return request(CONTENTREPLY_PATHS.commentUserInfo(parentId, contentType), { schema: userInfoSchema });
}

/** GET /api/contentreply/reply/user-info/{parentId}/{replyToId} */
export function fetchReplyUserInfo(parentId: number, replyToId: number) {
  return request(CONTENTREPLY_PATHS.replyUserInfo(parentId, replyToId), { schema: userInfoSchema });
}

/** GET /api/contentreply/session (path not in the spec: {@link CONTENTREPLY_PATHS}). */
export function fetchUserSession() {
  return request(CONTENTREPLY_PATHS.session, { schema: userSessionSchema });
}
