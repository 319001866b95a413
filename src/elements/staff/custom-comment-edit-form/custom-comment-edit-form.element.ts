import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { CustomCommentEditFormView } from './custom-comment-edit-form';
import { customCommentEditFormStyles } from './custom-comment-edit-form.styles';
import { useCustomCommentEditForm } from './use-custom-comment-edit-form';

const stringList = z.array(z.string());

/** Staff §2.2: the attribute names are the spec's. */
export const customCommentEditFormAttributes = z.object({
  'data-status': attr.number(0, { integer: true }),
  'data-id': attr.number(0, { integer: true, min: 0 }),
  'data-text': attr.string(''),
  'data-links': attr.json(stringList, [], 'string[]'),
  'data-webskus': attr.json(stringList, [], 'string[]'),
  'data-is-comment': attr.boolean(false),
  'data-is-moderator': attr.boolean(false),
  'data-queue-item-type': attr.number(0, { integer: true, min: 0 }),
  'data-moderator-id': attr.number(0, { integer: true, min: 0 }),
  'data-is-flagged': attr.boolean(false),
  'data-employee-id': attr.number(0, { integer: true, min: 0 }),
  'data-employee-friendly-name': attr.string(''),
  'data-is-comment-owner': attr.boolean(false),
});

/**
 * The edit form of a comment or reply in moderation (staff §2.2, §4.1, §4.4). It starts with the
 * item's text, links and part numbers and an 'Edit' button; the form has the reply text (at most 7500
 * characters), Part Number and Link URL rows ('Add More Parts/Links', 'Remove', the supported link
 * types in an info bubble on the first row) and the buttons of the item: Save, Deny, Hold, Close for a
 * normal item; Approve, Deny, Hold for a flagged item (moderators) and for an item whose auto-approval
 * failed (queue item type 10), each with Close. Close shows the original text, links and Edit again.
 * Save stores the edits only when the form is valid (links checked by the shop with
 * ValidateHelpfulLinks) and then shows the saved text (the edit-success flag, `data-state="edit-success"`);
 * a moderator's save of an item in status 8 also approves it. Hold runs as the specialist for a
 * non-moderator or the owner and as the moderator otherwise. Approve, Deny and Hold reload the page.
 * Failures show the spec's message with additional messages; nothing typed is lost.
 *
 * For queue item types 2, 3 and 7 the feedback workflow shows: moderators (not the owner) give
 * feedback (Approve, Send Feedback, Send Feedback & Follow Up, Hold); the specialist, the owner or a
 * non-moderator responds ('Save Response' or 'Resolve Feedback', Hold).
 *
 * @summary Staff edit form of a comment or reply, with the moderation buttons and the feedback workflow.
 * @tag custom-comment-edit-form
 * @attr data-status - The item's moderation status; with 8 a moderator's save also approves it.
 * @attr data-id - The comment or reply id.
 * @attr data-text - The item's text (shown, and the text area starts with it).
 * @attr data-links - The item's links as a JSON list of strings, relative to the site root.
 * @attr data-webskus - The item's part numbers (web skus) as a JSON list of strings.
 * @attr data-is-comment - The item is a comment (else a reply).
 * @attr data-is-moderator - The signed-in employee is a moderator.
 * @attr data-queue-item-type - The queue item type (staff §3.19): 2, 3 and 7 load feedback; 6 is flagged; 10 is auto-approve failed.
 * @attr data-moderator-id - The signed-in moderator's employee id (author of new feedback).
 * @attr data-is-flagged - Customers flagged the item.
 * @attr data-employee-id - The employee id of the specialist who wrote the item.
 * @attr data-employee-friendly-name - That specialist's display name.
 * @attr data-is-comment-owner - The signed-in employee wrote the item (an owner who is a moderator gets the specialist's view).
 * @cssprop --shop-edit-form-background - Background of the open form.
 * @csspart root - The widget.
 * @csspart original - The item's text, links and part numbers with the Edit button.
 * @csspart form - The open edit form.
 * @csspart part-links - The part and link rows.
 * @csspart actions - The form's buttons.
 * @csspart feedback - The feedback section.
 * @csspart message - The outcome message.
 * @csspart error - The error area.
 */
export const customCommentEditFormDefinition = widget({
  tag: 'custom-comment-edit-form',
  attributes: customCommentEditFormAttributes,
  component: connect(CustomCommentEditFormView, useCustomCommentEditForm),
  styles: customCommentEditFormStyles,
});

export const CustomCommentEditFormElement = /* @__PURE__ */ createWidgetClass(
  customCommentEditFormDefinition,
);

declare global {
  interface HTMLElementTagNameMap {
    'custom-comment-edit-form': InstanceType<typeof CustomCommentEditFormElement>;
  }
}
