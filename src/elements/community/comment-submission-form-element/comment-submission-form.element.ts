import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { CommentSubmissionFormView } from './comment-submission-form';
import { commentSubmissionFormStyles } from './comment-submission-form.styles';
import { useCommentSubmissionForm } from './use-comment-submission-form';

/** Spec community §2: the header of the open form. */
export const COMMENT_FORM_HEADER_TEXT = 'What Do You Think?';
/** Ours: the spec names the attribute but gives no default text. */
export const ADD_COMMENT_BUTTON_TEXT = 'Add a Comment';

/** The spec lists these attributes in words (community §2, staff §2.3); the names are ours. */
export const commentSubmissionFormAttributes = z.object({
  'data-parent-id': attr.string(''),
  'data-content-type': attr.string(''),
  'data-websku': attr.string(''),
  'data-hidden-on-load': attr.boolean(false),
  'data-header-text': attr.string(COMMENT_FORM_HEADER_TEXT),
  'data-add-comment-button-text': attr.string(ADD_COMMENT_BUTTON_TEXT),
  'data-is-specialist': attr.boolean(false),
  'data-is-moderator': attr.boolean(false),
  'data-employee-id': attr.number(0, { integer: true, min: 0 }),
  'data-friendly-name': attr.string(''),
  'data-email-address': attr.string(''),
  'data-question-answer-display-experiment': attr.boolean(false),
  'data-neighbor-email': attr.string(''),
  'data-neighbor-name': attr.string(''),
});

/**
 * The comment form of product, FAQ, video and question pages (community §2, §4, §5; staff §2.3).
 * Customers (neighbors) get name, e-mail, comment, 'notify me' (on by default) and part and link
 * rows; errors show after the first submit attempt. Specialists get the specialist form (their
 * name and e-mail filled in from the page, Submit and Save Draft; errors show once they fill in a
 * field). A customer comment that is approved at once reloads the page on it (`?commentId=` and
 * `#comment-{id}`); otherwise the form says 'Thanks, your comment has been successfully submitted.'.
 * With the ValidateHelpfulLinks toggle on, links are checked by the shop before anything is sent.
 *
 * What the comment is on: `data-parent-id` and `data-content-type`, else the page path (/faq-,
 * /infm-, /tv-, /question-), else the product (`data-websku`, source type Review).
 *
 * @summary Customer and specialist comment form with part and link rows.
 * @tag comment-submission-form-element
 * @attr data-parent-id - Id of the content commented on (FAQ canonical, video key, question id, product); defaults to the id in the page path.
 * @attr data-content-type - Source type of that content: Review, Video, Question, Faq or Answer (name or number 1-5); defaults to the page path's.
 * @attr data-websku - The product's web sku (sent as webSku / webSKU).
 * @attr data-hidden-on-load - Start closed, behind the add-comment button.
 * @attr data-header-text - Heading of the open form (default 'What Do You Think?').
 * @attr data-add-comment-button-text - Text of the button that opens the form (default 'Add a Comment').
 * @attr data-is-specialist - Show the specialist form.
 * @attr data-is-moderator - The signed-in specialist is a moderator (accepted; the comment form is the same for moderators).
 * @attr data-employee-id - The specialist's employee id (employeeId, reviewedBy, drafts).
 * @attr data-friendly-name - The specialist's display name (fills the name field).
 * @attr data-email-address - The specialist's e-mail (fills the e-mail field).
 * @attr data-question-answer-display-experiment - The visitor is in the question-answer display experiment: the comment box comes first.
 * @attr data-neighbor-email - The signed-in customer's e-mail (fills the e-mail field).
 * @attr data-neighbor-name - The signed-in customer's name (fills the name field).
 * @cssprop --shop-comment-form-background - Background of the open form.
 * @cssprop --shop-comment-form-padding - Inner spacing of the open form.
 * @csspart root - The widget.
 * @csspart open-button - The add-comment button.
 * @csspart form - The open form.
 * @csspart close-button - The close icon of the form header.
 * @csspart submit-button - The Submit button.
 * @csspart part-links - The part and link rows.
 * @csspart message - The outcome message (thanks, draft saved).
 * @csspart error - The error message.
 * @csspart media-session-error - In place of the photo uploader when the session could not be confirmed (with Try again).
 */
export const commentSubmissionFormDefinition = widget({
  tag: 'comment-submission-form-element',
  attributes: commentSubmissionFormAttributes,
  component: connect(CommentSubmissionFormView, useCommentSubmissionForm),
  styles: commentSubmissionFormStyles,
});

export const CommentSubmissionFormElement = /* @__PURE__ */ createWidgetClass(
  commentSubmissionFormDefinition,
);

declare global {
  interface HTMLElementTagNameMap {
    'comment-submission-form-element': InstanceType<typeof CommentSubmissionFormElement>;
  }
}
