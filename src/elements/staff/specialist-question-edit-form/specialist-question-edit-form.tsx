import { useEffect, useId, useRef } from 'react';
import type { QuestionImage } from '../../../api/question-moderation';
import { Modal } from '../../../ui/modal/modal';
import { type FormMessage, FormMessageArea } from '../../community/shared/form-message';
import { type FocusRequest, useFocusTargets } from '../../community/shared/use-action-runner';
import { EditField } from '../shared/edit-field';
import { ModeratedImage, type ModeratedImageChange } from '../shared/moderated-image/moderated-image';
import type { FormImage, QuestionErrors, QuestionField, QuestionFields } from '../shared/question-edit-rules';
import {
  BUSY_NOTES,
  DELETE_PAGE_CONFIRMATION,
  QUESTION_FORM_BUTTONS,
  QUESTION_STATUS_LABELS,
  type QuestionFormAction,
  TITLE_MAX_LENGTH,
} from '../shared/question-edit-texts';

export type QuestionEditFocusTarget = 'invalid' | 'message';

export interface QuestionEditFormViewProps {
  questionId: number;
  /** Staff §2.6: the question shows status Approved or Disproved. */
  status: 'approved' | 'disproved';
  fields: QuestionFields;
  errors: QuestionErrors;
  onFieldChange: (field: QuestionField, value: string) => void;
  onFieldBlur: (field: QuestionField) => void;
  images: readonly FormImage[];
  imageErrors: ReadonlyMap<number, string>;
  onImageChange: (id: number, change: ModeratedImageChange) => void;
  onImageRemoved: (id: number) => void;
  busy: QuestionFormAction | null;
  message: FormMessage | null;
  onAction: (action: QuestionFormAction) => void;
  confirmingDelete: boolean;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  focus: FocusRequest<QuestionEditFocusTarget> | null;
  modalContainer?: Element | DocumentFragment | null;
}

const FIELDS: readonly {
  field: QuestionField;
  label: string;
  type?: 'email' | 'text';
  multiline?: boolean;
  maxLength?: number;
  inputMode?: 'numeric';
}[] = [
  { field: 'title', label: 'Title', maxLength: TITLE_MAX_LENGTH },
  { field: 'webSku', label: 'Sku' },
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'Email', type: 'email' },
  { field: 'question', label: 'Question text', multiline: true },
];
const VEHICLE_FIELDS: typeof FIELDS = [
  { field: 'year', label: 'Year', inputMode: 'numeric', maxLength: 4 },
  { field: 'make', label: 'Make' },
  { field: 'model', label: 'Model' },
];

/** The buttons of a question in each status: the approve that changes it, delete and save. */
function actionsOf(status: 'approved' | 'disproved'): QuestionFormAction[] {
  return [status === 'approved' ? 'disapprove' : 'approve', 'delete', 'save'];
}

export function SpecialistQuestionEditFormView(props: QuestionEditFormViewProps) {
  const { busy, status } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const busyRef = useRef<HTMLParagraphElement>(null);
  const statusId = useId();

  useFocusTargets(props.focus, {
    invalid: () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'),
    message: () => messageRef.current,
  });
  // The buttons hide while a request is in flight: focus goes to the note that replaces them.
  useEffect(() => {
    if (busy) busyRef.current?.focus();
  }, [busy]);

  const field = (spec: (typeof FIELDS)[number]) => (
    <EditField
      key={spec.field}
      label={spec.label}
      value={props.fields[spec.field]}
      error={props.errors[spec.field]}
      type={spec.type}
      multiline={spec.multiline}
      maxLength={spec.maxLength}
      inputMode={spec.inputMode}
      readOnly={busy !== null}
      required={
        spec.field !== 'email' && spec.field !== 'year' && spec.field !== 'make' && spec.field !== 'model'
      }
      onChange={(value) => props.onFieldChange(spec.field, value)}
      onBlur={() => props.onFieldBlur(spec.field)}
    />
  );

  return (
    <div className="shop-question-edit" part="root" data-state={busy ? 'busy' : 'idle'} data-status={status}>
      <form
        ref={formRef}
        className="shop-form shop-question-edit__form"
        part="form"
        aria-label="Edit this question"
        aria-describedby={statusId}
        aria-busy={busy !== null || undefined}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onAction('save');
        }}
      >
        <p id={statusId} className="shop-question-edit__status" part="status">
          Status: <strong data-status={status}>{QUESTION_STATUS_LABELS[status]}</strong>
        </p>
        {FIELDS.slice(0, 2).map(field)}
        <div className="shop-form__row">{FIELDS.slice(2, 4).map(field)}</div>
        {field(FIELDS[4] as (typeof FIELDS)[number])}
        <fieldset className="shop-question-edit__vehicle" part="vehicle">
          <legend className="shop-field__label">Vehicle</legend>
          <div className="shop-question-edit__vehicle-fields">{VEHICLE_FIELDS.map(field)}</div>
        </fieldset>
        {props.images.length > 0 && (
          <section className="shop-question-edit__images" part="images" aria-label="Question images">
            {props.images.map((image) => (
              <ModeratedImage
                key={image.webImageFileRevisionsID}
                questionId={props.questionId}
                image={image as QuestionImage}
                canApprove={false}
                disabled={busy !== null}
                altTextError={props.imageErrors.get(image.webImageFileRevisionsID)}
                onChange={(change) => props.onImageChange(image.webImageFileRevisionsID, change)}
                onRemoved={() => props.onImageRemoved(image.webImageFileRevisionsID)}
              />
            ))}
          </section>
        )}
        {busy === null ? (
          <fieldset className="shop-actions" part="actions" aria-label="Moderate this question">
            {actionsOf(status).map((action) => (
              <button
                key={action}
                type={action === 'save' ? 'submit' : 'button'}
                className={`shop-button shop-button--${action === 'delete' ? 'danger' : action === 'save' ? 'secondary' : 'primary'}`}
                data-action={action}
                onClick={action === 'save' ? undefined : () => props.onAction(action)}
              >
                {QUESTION_FORM_BUTTONS[action]}
              </button>
            ))}
          </fieldset>
        ) : (
          <p ref={busyRef} className="shop-busy" role="status" tabIndex={-1}>
            {BUSY_NOTES[busy]}
          </p>
        )}
      </form>
      <FormMessageArea message={props.message} messageRef={messageRef} />
      <Modal
        id={`shop-question-delete-${props.questionId}`}
        open={props.confirmingDelete}
        onOpenChange={(open) => {
          if (!open) props.onCancelDelete();
        }}
        title={DELETE_PAGE_CONFIRMATION.title}
        width={420}
        container={props.modalContainer}
      >
        <p className="shop-question-edit__confirm-text">{DELETE_PAGE_CONFIRMATION.text}</p>
        <div className="shop-actions">
          <button type="button" className="shop-button shop-button--danger" onClick={props.onConfirmDelete}>
            {DELETE_PAGE_CONFIRMATION.yes}
          </button>
          <button type="button" className="shop-button shop-button--secondary" onClick={props.onCancelDelete}>
            {DELETE_PAGE_CONFIRMATION.no}
          </button>
        </div>
      </Modal>
    </div>
  );
}
