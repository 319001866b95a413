import * as z from 'zod/mini';
import { questionImageSchema } from '../../../api/question-moderation';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { SpecialistQuestionEditFormView } from './specialist-question-edit-form';
import { specialistQuestionEditFormStyles } from './specialist-question-edit-form.styles';
import { useSpecialistQuestionEditForm } from './use-specialist-question-edit-form';

/** Staff §2.6 names no attributes: these are ours, after the question update's fields (§3.15). */
export const specialistQuestionEditFormAttributes = z.object({
  'data-question-id': attr.number(0, { integer: true, min: 0 }),
  'data-question-conversation-id': attr.number(0, { integer: true, min: 0 }),
  'data-title': attr.string(''),
  'data-websku': attr.string(''),
  'data-name': attr.string(''),
  'data-email': attr.string(''),
  'data-question': attr.string(''),
  'data-year': attr.number(0, { integer: true, min: 0 }),
  'data-make': attr.string(''),
  'data-model': attr.string(''),
  'data-is-approved': attr.boolean(false),
  'data-images': attr.json(z.array(questionImageSchema), [], 'QuestionImage[]'),
});

/**
 * The specialist question edit form of the staff moderation area (staff §2.6, §3.15, §4.5). It starts
 * with the question from the page's attributes: title (required, at most 100 characters), sku, name,
 * e-mail, question text, the vehicle (year, make and model: sent only when all three are given), the
 * status (Approved or Disproved) and the question images, each a moderated image (§2.5; canApprove is
 * false here, so every image has 'Deactivate Image', base64 ones 'Open Image In New Tab', and approved
 * images need alt text). Actions: Approve (or Disapprove for an approved question), Delete Page (after
 * an in-page confirmation) and Save Edits. The buttons hide while a request is in flight; each outcome
 * is announced with the spec's message, and after a success the page reloads to the same path. A
 * failure keeps every edit.
 *
 * @summary Staff question edit form: status, moderated images, approve, disapprove, delete, save.
 * @tag specialist-question-edit-form
 * @attr data-question-id - The question id.
 * @attr data-question-conversation-id - The question's conversation id (sent back in the question update).
 * @attr data-title - The question title.
 * @attr data-websku - The product's web sku.
 * @attr data-name - The neighbor's name.
 * @attr data-email - The neighbor's e-mail (may be empty).
 * @attr data-question - The question text.
 * @attr data-year - The vehicle year (0: no vehicle).
 * @attr data-make - The vehicle make.
 * @attr data-model - The vehicle model.
 * @attr data-is-approved - The question is approved (shown 'Approved'; otherwise 'Disproved').
 * @attr data-images - The question images as a JSON list of question images (staff §3.17).
 * @cssprop --shop-edit-form-background - Background of the form.
 * @csspart root - The widget.
 * @csspart form - The form.
 * @csspart status - The question's status.
 * @csspart vehicle - The vehicle fields.
 * @csspart images - The question images.
 * @csspart actions - The form's buttons.
 * @csspart message - The outcome message.
 * @csspart error - The error area.
 */
export const specialistQuestionEditFormDefinition = widget({
  tag: 'specialist-question-edit-form',
  attributes: specialistQuestionEditFormAttributes,
  component: connect(SpecialistQuestionEditFormView, useSpecialistQuestionEditForm),
  styles: specialistQuestionEditFormStyles,
});

export const SpecialistQuestionEditFormElement = /* @__PURE__ */ createWidgetClass(
  specialistQuestionEditFormDefinition,
);

declare global {
  interface HTMLElementTagNameMap {
    'specialist-question-edit-form': InstanceType<typeof SpecialistQuestionEditFormElement>;
  }
}
