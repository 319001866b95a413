import * as z from 'zod/mini';
import { mediaContextSchema } from '../../../api/media';
import { questionImageSchema } from '../../../api/question-moderation';
import { attr } from '../../../core/attributes';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { answerFormShellStyles, QuestionAnswerFormShell } from './question-answer-form-shell';

/** Staff §2.4: the attributes, named after the spec's words (docs/widgets/question-answer-form.md). */
export const questionAnswerFormAttributes = z.object({
  'data-year': attr.number(0, { integer: true, min: 0 }),
  'data-make': attr.string(''),
  'data-model': attr.string(''),
  'data-conversation-id': attr.number(0, { integer: true, min: 0 }),
  'data-question-id': attr.number(0, { integer: true, min: 0 }),
  'data-question-email': attr.string(''),
  'data-reviewed-by': attr.number(0, { integer: true, min: 0 }),
  'data-status': attr.number(0, { integer: true }),
  'data-is-moderator': attr.boolean(false),
  'data-form-opened': attr.boolean(false),
  'data-websku': attr.string(''),
  'data-title': attr.string(''),
  'data-text': attr.string(''),
  'data-name': attr.string(''),
  'data-media-context': attr.json(mediaContextSchema, {}, 'MediaContext'),
  'data-upload-guid': attr.string(''),
  'data-uploaded-question-images': attr.json(z.array(questionImageSchema), [], 'QuestionImage[]'),
  'data-queue-item-type': attr.number(0, { integer: true, min: 0 }),
  'data-employee-friendly-name': attr.string(''),
});

/**
 * The specialist's answer form of a question page (staff §2.4, §4.5). It starts closed with 'Write an
 * answer to this question' (open at once with `data-form-opened`); open, it is headed 'What Do You
 * Think?' with a close icon and holds the question's title (at most 100 characters), sku, name, e-mail
 * and text, its vehicle (a year enables make, a make enables model; a change clears the lower ones; the
 * question-moderation vehicle calls), the question's own images (approve and alt text), the answer, the
 * Part Number and Link URL rows and the photo uploader with alt text. The employee's answer draft is
 * loaded when the form opens.
 *
 * Buttons: 'Send it!', 'Email only', 'Save draft', 'Hold', 'Forward to CS', 'Approve' (queue item type
 * 10), 'Deny' (red; for moderators and for questions that came from a queue) and 'Close'. Send it! and
 * Email only check every field (§5; errors show once a field is touched or after a submit attempt,
 * 'Invalid fields'), the alt-text rules and the links. After full success the form closes and the page
 * reloads; a partial success keeps it open and lists the problems under 'Thanks, your answer has been
 * submitted but there were problems processing the request:'. With queue item type 5 (inactive sku)
 * Send it! uses specialist-approve and Save draft also claims the answer.
 *
 * @summary Specialist's answer form of a question page.
 * @tag question-answer-form
 * @attr data-year - The question's vehicle year (0: none).
 * @attr data-make - The question's vehicle make.
 * @attr data-model - The question's vehicle model.
 * @attr data-conversation-id - The question conversation id (drafts, the claim of queue item type 5).
 * @attr data-question-id - The question id.
 * @attr data-question-email - The e-mail of the neighbor who asked (the form's E-mail field).
 * @attr data-reviewed-by - The signed-in specialist's employee id (author, drafts, specialistId).
 * @attr data-status - The question's moderation status (shown on the host as `data-question-status`).
 * @attr data-is-moderator - The signed-in employee is a moderator (Deny is always shown then).
 * @attr data-form-opened - Start with the form open.
 * @attr data-websku - The question's web sku.
 * @attr data-title - The question's title.
 * @attr data-text - The question's text.
 * @attr data-name - The name of the neighbor who asked.
 * @attr data-media-context - The media context of the photo uploader, as JSON (community §3).
 * @attr data-upload-guid - The guid the answer's photos are uploaded under.
 * @attr data-uploaded-question-images - The question's own images as JSON (staff §3.17).
 * @attr data-queue-item-type - The queue item type (staff §3.19): 5 inactive sku, 10 auto-approve failed; 0 not from a queue.
 * @attr data-employee-friendly-name - The signed-in specialist's display name (sent when forwarding to CS).
 * @cssprop --shop-answer-form-background - Background of the open form.
 * @csspart root - The widget.
 * @csspart open-button - 'Write an answer to this question'.
 * @csspart form - The open form.
 * @csspart close-button - The close icon.
 * @csspart vehicle - The Year, Make and Model selects.
 * @csspart question-images - The question's own images.
 * @csspart part-links - The part and link rows.
 * @csspart actions - The form's buttons.
 * @csspart message - The outcome message.
 * @csspart error - The error area.
 */
export const questionAnswerFormDefinition = widget({
  tag: 'question-answer-form',
  attributes: questionAnswerFormAttributes,
  component: QuestionAnswerFormShell,
  styles: answerFormShellStyles,
});

export const QuestionAnswerFormElement = /* @__PURE__ */ createWidgetClass(questionAnswerFormDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'question-answer-form': InstanceType<typeof QuestionAnswerFormElement>;
  }
}
