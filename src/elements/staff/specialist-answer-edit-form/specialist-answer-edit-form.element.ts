import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { SpecialistAnswerEditFormView } from './specialist-answer-edit-form';
import { specialistAnswerEditFormStyles } from './specialist-answer-edit-form.styles';
import { useSpecialistAnswerEditForm } from './use-specialist-answer-edit-form';

const stringList = z.array(z.string());

/** Staff §2.6 names no attributes: these are ours, after the answer update's fields (§3.16). */
export const specialistAnswerEditFormAttributes = z.object({
  'data-answer-id': attr.number(0, { integer: true, min: 0 }),
  'data-question-id': attr.number(0, { integer: true, min: 0 }),
  'data-answer': attr.string(''),
  'data-webskus': attr.json(stringList, [], 'string[]'),
  'data-links': attr.json(stringList, [], 'string[]'),
  'data-queue-item-type': attr.number(0, { integer: true, min: 0 }),
  'data-is-moderator': attr.boolean(false),
  'data-employee-id': attr.number(0, { integer: true, min: 0 }),
  'data-specialist-id': attr.number(0, { integer: true, min: 0 }),
});

/**
 * The specialist answer edit form of the staff moderation area (staff §2.6, §3.16, §4.5). It starts
 * with the answer from the page's attributes: the answer text (required) and the Part Number and Link
 * URL rows of the community form kit (links checked with ValidateHelpfulLinks). Actions: Save (PUT
 * /answers/{id} with the specialist update; for queue item type 5, an inactive sku, saving also claims
 * the answer), Delete Answer (deny), Hold, Disprove and, for moderators, Moderator Hold. The buttons
 * hide while a request is in flight; each outcome is announced with the spec's message, and after a
 * success the page reloads to the same path. A failure keeps every edit.
 *
 * For queue item type 7 (SpecialistReview) the feedback workflow of staff §4.4 shows under the form
 * (the comment edit form's panel, kind 'answer'): a moderator who did not write the answer gives
 * feedback (Approve, Send Feedback, Send Feedback & Follow Up, Hold); its specialist, or a
 * non-moderator, responds ('Save Response' or 'Resolve Feedback', Hold). Confirmations: 'Feedback
 * Approved', 'Feedback Added', 'Feedback Response Sent', 'Feedback Resolved', 'Answer Feedback Held'.
 *
 * @summary Staff answer edit form: save (claim on save), deny, hold, disprove, moderator hold, and the feedback workflow.
 * @tag specialist-answer-edit-form
 * @attr data-answer-id - The answer id.
 * @attr data-question-id - The id of the question it answers.
 * @attr data-answer - The answer text.
 * @attr data-webskus - The answer's part numbers (web skus) as a JSON list of strings.
 * @attr data-links - The answer's links as a JSON list of strings, relative to the site root.
 * @attr data-queue-item-type - The queue item type (staff §3.19); 5 (inactive sku) makes saving claim the answer.
 * @attr data-is-moderator - The signed-in employee is a moderator (shows Moderator Hold).
 * @attr data-employee-id - The signed-in specialist's employee id (0 if unknown), sent as specialistId.
 * @attr data-specialist-id - The employee who wrote the answer (0 if unknown): the feedback's specialist; when it is the signed-in employee, a moderator gets the specialist's view.
 * @cssprop --shop-edit-form-background - Background of the form.
 * @csspart root - The widget.
 * @csspart form - The form.
 * @csspart part-links - The part and link rows.
 * @csspart actions - The form's buttons.
 * @csspart message - The outcome message.
 * @csspart error - The error area.
 * @csspart feedback - The feedback section.
 */
export const specialistAnswerEditFormDefinition = widget({
  tag: 'specialist-answer-edit-form',
  attributes: specialistAnswerEditFormAttributes,
  component: connect(SpecialistAnswerEditFormView, useSpecialistAnswerEditForm),
  styles: specialistAnswerEditFormStyles,
});

export const SpecialistAnswerEditFormElement = /* @__PURE__ */ createWidgetClass(
  specialistAnswerEditFormDefinition,
);

declare global {
  interface HTMLElementTagNameMap {
    'specialist-answer-edit-form': InstanceType<typeof SpecialistAnswerEditFormElement>;
  }
}
