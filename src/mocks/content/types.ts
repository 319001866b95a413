import type { CommentDraft, ForwardToCs, ReplyDraft } from '../../api/comment-moderation';
import type { NewQuestion } from '../../api/questions';

/** Where an item stands in moderation. Only approved items show to shoppers. */
export type ModerationStatus = 'pending' | 'approved' | 'denied' | 'held' | 'spam' | 'forwarded';

export type ReplySource = 'Comment' | 'Expert';

/** A comment on a piece of content (product, FAQ, video or question page). */
export interface StoredComment {
  commentId: number;
  /** The content's id: a product's web sku, an FAQ canonical, a video key, a question id. */
  parentId: string;
  /** The content's source type name: Review, Video, Question, Faq or Answer. */
  contentType: string;
  webSku: string;
  commentText: string;
  author: string;
  authorEmail: string;
  /** The public name: first name and last initial. */
  friendlyName: string;
  /** ISO 8601. */
  commentDate: string;
  notifyCustomer: boolean;
  links: string[];
  productWebskus: string[];
  source: ReplySource;
  /** The specialist who wrote it, or 0. */
  employeeId: number;
  status: ModerationStatus;
  forwardedToCs: ForwardToCs | null;
}

export interface StoredReply {
  replyId: number;
  commentId: number;
  /** -1 when it answers the comment itself. */
  replyToId: number;
  replyTo: string;
  replyText: string;
  author: string;
  authorEmail: string;
  friendlyName: string;
  replyDate: string;
  notifyCustomer: boolean;
  links: string[];
  productWebskus: string[];
  source: ReplySource;
  replyById: number;
  status: ModerationStatus;
  /** Sent by a specialist for a moderator's review before it goes live. */
  forReview: boolean;
  forwardedToCs: ForwardToCs | null;
  /** The session that posted it (replies posted through the fake shop; seeds have none). */
  postedBySession?: string;
}

export interface StoredQuestion extends NewQuestion {
  questionId: number;
}

export interface ContentState {
  comments: StoredComment[];
  replies: StoredReply[];
  replyDrafts: ReplyDraft[];
  commentDrafts: CommentDraft[];
  questions: StoredQuestion[];
  nextCommentId: number;
  nextReplyId: number;
  nextQuestionId: number;
  nextDraftId: number;
  /**
   * What POST /api/contentreply/reply answers on success: the new reply's id (default), or `true`
   * (the spec promises only "a truthy result"; a shop may answer that way).
   */
  customerReplyAnswer: 'id' | 'true';
}
