import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { CommentReplyFormView } from './comment-reply-form';
import { commentReplyFormStyles } from './comment-reply-form.styles';
import { parentCommentSchema } from './parent-comment';
import { useCommentReplyForm } from './use-comment-reply-form';

/** The spec lists these attributes in words (community §2, staff §2.3); the names are ours. */
export const commentReplyFormAttributes = z.object({
  'data-item-id': attr.number(0, { integer: true, min: 0 }),
  'data-parent-id': attr.number(0, { integer: true, min: 0 }),
  'data-reply-to': attr.string(''),
  'data-is-comment': attr.boolean(false),
  'data-is-specialist': attr.boolean(false),
  'data-is-moderator': attr.boolean(false),
  'data-reviewed-by': attr.number(0, { integer: true, min: 0 }),
  'data-status': attr.number(0, { integer: true }),
  'data-author-email': attr.string(''),
  'data-parent-comment': attr.json(parentCommentSchema, null, 'ParentComment | null'),
  'data-employee-friendly-name': attr.string(''),
  'data-friendly-name': attr.string(''),
});

/**
 * The reply form under a comment or a reply (community §2, §4; staff §2.3, §4.2, §4.3). A 'Reply'
 * button opens it; the reply box starts with the `data-reply-to` text.
 *
 * Customers give name, e-mail and the reply (errors after the first submit attempt); a reply the
 * shop accepts reloads the page, a failure says 'Failed to submit reply. Please try again.' and keeps
 * everything typed. Photos (on the page types of community §2) are uploaded under the guid
 * `{session}-reply-{id}` and attached after the save, by the new reply id or, when the shop answers
 * another truthy value, by that guid; when they cannot be attached the form says so and offers 'Try
 * attaching photos again' or 'Continue without photos' (the reply is never posted twice). When the
 * session cannot be confirmed, the form says photos cannot be added (with Try again) instead of
 * uploading under a made-up key. Specialists get Submit (posts the reply when it changed and has text, otherwise
 * approves the item), Submit for Review, Save Draft, Approve, Hold (saves a draft first), Forward to
 * CS, Spam, Deny and, with the CreateQuestionFromComment toggle and for replies only, Turn into
 * Question. Answering a reply also approves its parent comment. Successful moderation reloads the page.
 *
 * @summary Customer reply form and the specialist's answer and moderation form.
 * @tag comment-reply-form-element
 * @attr data-item-id - Id of the item answered (the spec's "id"): a comment id with data-is-comment, else a reply id.
 * @attr data-parent-id - Id of the comment the thread belongs to (sent as parentId).
 * @attr data-reply-to - Text the reply box starts with (sent as replyTo), e.g. '@Dana W. ' or the text answered.
 * @attr data-is-comment - The item answered is a comment (replyToId -1); else a reply.
 * @attr data-is-specialist - Show the specialist form (replySource 'Expert').
 * @attr data-is-moderator - The signed-in specialist is a moderator.
 * @attr data-reviewed-by - The signed-in specialist's employee id (replyById, drafts, questions).
 * @attr data-status - Moderation status of the item answered; with status 8 a moderator's reply also approves it.
 * @attr data-author-email - E-mail of the author of the item answered (the question's e-mail when it is turned into a question).
 * @attr data-parent-comment - The thread's comment as JSON ({ commentId, commentText, friendlyName, webSKU, ... }).
 * @attr data-employee-friendly-name - The specialist's display name (author of an expert reply).
 * @attr data-friendly-name - Display name of the author of the item answered.
 * @cssprop --shop-reply-form-background - Background of the open form.
 * @csspart root - The widget.
 * @csspart open-button - The Reply button.
 * @csspart form - The open form.
 * @csspart part-links - The part and link rows.
 * @csspart moderation - The specialist's moderation buttons.
 * @csspart message - The outcome message (draft saved, question created).
 * @csspart error - The error message.
 * @csspart media-session-error - In place of the photo uploader when the session could not be confirmed (with Try again).
 */
export const commentReplyFormDefinition = widget({
  tag: 'comment-reply-form-element',
  attributes: commentReplyFormAttributes,
  component: connect(CommentReplyFormView, useCommentReplyForm),
  styles: commentReplyFormStyles,
});

export const CommentReplyFormElement = /* @__PURE__ */ createWidgetClass(commentReplyFormDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'comment-reply-form-element': InstanceType<typeof CommentReplyFormElement>;
  }
}
