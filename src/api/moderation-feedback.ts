import * as z from 'zod/mini';
import { request } from '../core/http';

/**
 * The feedback a moderator gives a specialist on a comment, a reply or an answer (staff §3.3-§3.5,
 * §4.4, §7.1 and §7.5). The spec names the fields and paths; the answers are the contract here:
 *
 * - GET /api/comment-moderation/comment-feedback/{commentId} (reply-feedback/{replyId}), GET
 *   /api/question-moderation/answer-feedback/{conversationId}: the item's feedback, oldest first.
 *   `resolved` is ours on comment and reply feedback (the answer feedback has it in the spec).
 * - POST comment-feedback / reply-feedback, POST answer-feedback: adds one (body: the feedback, id 0);
 *   answers the stored feedback. PUT answer-feedback updates one (same body and answer).
 * - PUT comment-feedback/{id}/resolve, reply-feedback/{id}/resolve, answer-feedback/resolve/{id}
 *   (body: the feedback with the response and requeue as they end): marks it resolved; answers `true`.
 */
export type FeedbackKind = 'comment' | 'reply' | 'answer';

const COMMENT_BASE = '/api/comment-moderation';
const QUESTION_BASE = '/api/question-moderation';
const id = (value: number) => encodeURIComponent(String(value));

export const FEEDBACK_PATHS = {
  list: (kind: FeedbackKind, itemId: number) =>
    kind === 'answer'
      ? `${QUESTION_BASE}/answer-feedback/${id(itemId)}`
      : `${COMMENT_BASE}/${kind}-feedback/${id(itemId)}`,
  add: (kind: FeedbackKind) =>
    kind === 'answer' ? `${QUESTION_BASE}/answer-feedback` : `${COMMENT_BASE}/${kind}-feedback`,
  resolve: (kind: FeedbackKind, feedbackId: number) =>
    kind === 'answer'
      ? `${QUESTION_BASE}/answer-feedback/resolve/${id(feedbackId)}`
      : `${COMMENT_BASE}/${kind}-feedback/${id(feedbackId)}/resolve`,
} as const;

const sharedFields = {
  feedback: z.string(),
  requeue: z.boolean(),
  moderatorEmployeeID: z.int(),
  feedbackAuthor: z.string(),
  response: z.nullable(z.string()),
  specialistEmployeeID: z.int(),
  specialistIsActive: z.boolean(),
};

/** Spec staff §3.3 "Comment feedback" (+ `resolved`, ours). */
export const commentFeedbackSchema = z.object({
  onlineContentReplyFeedbackID: z.int(),
  commentID: z.int(),
  ...sharedFields,
  resolved: z.optional(z.boolean()),
});
/** Spec staff §3.4 "Reply feedback" (+ `resolved`, ours). */
export const replyFeedbackSchema = z.object({
  onlineContentSubReplyFeedbackID: z.int(),
  replyID: z.int(),
  ...sharedFields,
  resolved: z.optional(z.boolean()),
});
/** Spec staff §3.5 "Answer feedback". */
export const answerFeedbackSchema = z.object({
  onlineQuestionConversationFeedbackID: z.int(),
  onlineQuestionConversationID: z.int(),
  ...sharedFields,
  resolved: z.boolean(),
});

export type CommentFeedbackRecord = z.infer<typeof commentFeedbackSchema>;
export type ReplyFeedbackRecord = z.infer<typeof replyFeedbackSchema>;
export type AnswerFeedbackRecord = z.infer<typeof answerFeedbackSchema>;

/** One feedback, whatever the item kind (the widgets read this; the calls translate). */
export interface Feedback {
  /** 0 for one not stored yet. */
  feedbackId: number;
  itemId: number;
  feedback: string;
  requeue: boolean;
  moderatorEmployeeID: number;
  feedbackAuthor: string;
  response: string | null;
  specialistEmployeeID: number;
  specialistIsActive: boolean;
  resolved: boolean;
}

const SCHEMAS = {
  comment: commentFeedbackSchema,
  reply: replyFeedbackSchema,
  answer: answerFeedbackSchema,
} as const;

function fromRecord(kind: FeedbackKind, record: Record<string, unknown>): Feedback {
  const shared = record as unknown as Omit<Feedback, 'feedbackId' | 'itemId' | 'resolved'> & {
    resolved?: boolean;
  };
  const [feedbackId, itemId] =
    kind === 'comment'
      ? [record.onlineContentReplyFeedbackID, record.commentID]
      : kind === 'reply'
        ? [record.onlineContentSubReplyFeedbackID, record.replyID]
        : [record.onlineQuestionConversationFeedbackID, record.onlineQuestionConversationID];
  return {
    feedbackId: feedbackId as number,
    itemId: itemId as number,
    feedback: shared.feedback,
    requeue: shared.requeue,
    moderatorEmployeeID: shared.moderatorEmployeeID,
    feedbackAuthor: shared.feedbackAuthor,
    response: shared.response,
    specialistEmployeeID: shared.specialistEmployeeID,
    specialistIsActive: shared.specialistIsActive,
    resolved: shared.resolved ?? false,
  };
}

/** The body the shop expects for this kind (the spec's field names). */
export function toRecord(kind: FeedbackKind, feedback: Feedback): Record<string, unknown> {
  const { feedbackId, itemId, resolved, ...shared } = feedback;
  if (kind === 'comment')
    return { onlineContentReplyFeedbackID: feedbackId, commentID: itemId, ...shared, resolved };
  if (kind === 'reply')
    return { onlineContentSubReplyFeedbackID: feedbackId, replyID: itemId, ...shared, resolved };
  return {
    onlineQuestionConversationFeedbackID: feedbackId,
    onlineQuestionConversationID: itemId,
    ...shared,
    resolved,
  };
}

/** GET the item's feedback, oldest first. */
export async function fetchFeedback(kind: FeedbackKind, itemId: number): Promise<Feedback[]> {
  const records = await request(FEEDBACK_PATHS.list(kind, itemId), {
    schema: z.array(SCHEMAS[kind] as z.ZodMiniType<Record<string, unknown>>),
  });
  return records.map((record) => fromRecord(kind, record));
}

/** POST a new feedback; answers the stored one (with its id). */
export async function addFeedback(
  kind: FeedbackKind,
  feedback: Feedback,
  idempotencyKey: string,
): Promise<Feedback> {
  const stored = await request(FEEDBACK_PATHS.add(kind), {
    method: 'post',
    json: toRecord(kind, feedback),
    schema: SCHEMAS[kind] as z.ZodMiniType<Record<string, unknown>>,
    idempotencyKey,
  });
  return fromRecord(kind, stored);
}

/** PUT .../resolve with the feedback as it ends (response, requeue); rejects when the shop says false. */
export async function resolveFeedback(
  kind: FeedbackKind,
  feedback: Feedback,
  idempotencyKey: string,
): Promise<void> {
  const done = await request(FEEDBACK_PATHS.resolve(kind, feedback.feedbackId), {
    method: 'put',
    json: toRecord(kind, feedback),
    schema: z.boolean(),
    idempotencyKey,
  });
  if (!done) throw new Error(`resolving ${kind} feedback ${feedback.feedbackId} was refused`);
}
