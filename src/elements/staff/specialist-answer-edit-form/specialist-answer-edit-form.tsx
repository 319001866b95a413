import { useEffect, useRef } from 'react';
import { FeedbackPanel } from '../../community/shared/feedback/feedback-panel';
import type { FeedbackAction, FeedbackPanelProps } from '../../community/shared/feedback/use-feedback';
import { type FormMessage, FormMessageArea } from '../../community/shared/form-message';
import { PartLinkRows } from '../../community/shared/part-link-rows';
import type { PartLinkRow } from '../../community/shared/part-links';
import { type FocusRequest, useFocusTargets } from '../../community/shared/use-action-runner';
import { EditField } from '../shared/edit-field';
import {
  ANSWER_FORM_BUTTONS,
  type AnswerFormAction,
  BUSY_NOTES,
  CLAIM_ON_SAVE_NOTE,
} from '../shared/question-edit-texts';

export type AnswerEditFocusTarget = 'invalid' | 'message';

export interface AnswerEditFormViewProps {
  answer: string;
  answerError?: string;
  onAnswerChange: (value: string) => void;
  onAnswerBlur: () => void;
  rows: readonly PartLinkRow[];
  onRowsChange: (rows: PartLinkRow[]) => void;
  linkErrors?: ReadonlyMap<number, string>;
  /** Queue item type 5: saving also claims the answer. */
  claimOnSave: boolean;
  /** The buttons shown, in order (moderator hold for moderators only). */
  actions: readonly AnswerFormAction[];
  busy: AnswerFormAction | FeedbackAction | null;
  message: FormMessage | null;
  onAction: (action: AnswerFormAction) => void;
  focus: FocusRequest<AnswerEditFocusTarget> | null;
  /** The feedback workflow (staff §4.4): shows for queue item type 7 (SpecialistReview). */
  feedback: FeedbackPanelProps;
}

/** Ours: what shows while a feedback action runs. */
const FEEDBACK_BUSY_NOTES: Record<FeedbackAction, string> = {
  'feedback-approve': 'Approving the answer…',
  'feedback-send': 'Sending feedback…',
  'feedback-follow-up': 'Sending feedback…',
  'feedback-respond': 'Sending…',
  'feedback-hold': 'Holding the answer…',
};

const VARIANT: Record<AnswerFormAction, 'primary' | 'secondary' | 'danger'> = {
  save: 'primary',
  deny: 'danger',
  hold: 'secondary',
  disprove: 'secondary',
  'moderator-hold': 'secondary',
};

const isFeedbackAction = (busy: AnswerFormAction | FeedbackAction): busy is FeedbackAction =>
  busy in FEEDBACK_BUSY_NOTES;

export function SpecialistAnswerEditFormView(props: AnswerEditFormViewProps) {
  const { busy } = props;
  /** A form action in flight: its buttons give way to a focused note. A feedback action keeps them (aria-disabled). */
  const formBusy = busy !== null && !isFeedbackAction(busy) ? busy : null;
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const busyRef = useRef<HTMLParagraphElement>(null);

  useFocusTargets(props.focus, {
    invalid: () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'),
    message: () => messageRef.current,
  });
  useEffect(() => {
    if (formBusy) busyRef.current?.focus();
  }, [formBusy]);

  return (
    <div className="shop-answer-edit" part="root" data-state={busy ? 'busy' : 'idle'}>
      <form
        ref={formRef}
        className="shop-form shop-answer-edit__form"
        part="form"
        aria-label="Edit this answer"
        aria-busy={busy !== null || undefined}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onAction('save');
        }}
      >
        <EditField
          label="Answer"
          value={props.answer}
          error={props.answerError}
          multiline
          required
          readOnly={busy !== null}
          onChange={props.onAnswerChange}
          onBlur={props.onAnswerBlur}
        />
        <PartLinkRows
          rows={props.rows}
          onChange={props.onRowsChange}
          linkErrors={props.linkErrors}
          disabled={busy !== null}
          legend="Parts and links"
        />
        {props.claimOnSave && <p className="shop-field__hint">{CLAIM_ON_SAVE_NOTE}</p>}
        {formBusy === null ? (
          <fieldset className="shop-actions" part="actions" aria-label="Moderate this answer">
            {props.actions.map((action) => (
              <button
                key={action}
                type={action === 'save' ? 'submit' : 'button'}
                className={`shop-button shop-button--${VARIANT[action]}`}
                data-action={action}
                aria-disabled={busy !== null || undefined}
                onClick={action === 'save' ? undefined : () => props.onAction(action)}
              >
                {ANSWER_FORM_BUTTONS[action]}
              </button>
            ))}
          </fieldset>
        ) : (
          <p ref={busyRef} className="shop-busy" role="status" tabIndex={-1}>
            {BUSY_NOTES[formBusy]}
          </p>
        )}
      </form>
      {busy !== null && isFeedbackAction(busy) && (
        <p className="shop-busy" role="status">
          {FEEDBACK_BUSY_NOTES[busy]}
        </p>
      )}
      <FormMessageArea message={props.message} messageRef={messageRef} />
      <FeedbackPanel {...props.feedback} busy={busy} />
    </div>
  );
}
