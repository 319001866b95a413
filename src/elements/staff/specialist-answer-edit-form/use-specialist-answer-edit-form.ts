import { useMemo, useState } from 'react';
import { type AnswerUpdate, answerActionCall, saveAnswer } from '../../../api/question-moderation';
import { getConfig } from '../../../core/config';
import { newIdempotencyKey } from '../../../core/http';
import { linkErrors } from '../../community/shared/comment-fields';
import { failureMessage } from '../../community/shared/failure-details';
import { type FeedbackAction, useFeedback } from '../../community/shared/feedback/use-feedback';
import type { FormMessage } from '../../community/shared/form-message';
import { holdKindOf } from '../../community/shared/moderation-rules';
import { collectPartLinks, linkCheckProblem } from '../../community/shared/part-link-submit';
import { type PartLinkRow, rowsFrom } from '../../community/shared/part-links';
import {
  type ActionOutcome,
  useActionRunner,
  useFocusRequest,
} from '../../community/shared/use-action-runner';
import { reloadToSamePath } from '../shared/edit-form-navigation';
import {
  ANSWER_FEEDBACK_FAILURES,
  ANSWER_FORM_MESSAGES,
  type AnswerFormAction,
  QUESTION_FORM_VALIDATION,
} from '../shared/question-edit-texts';
import type { AnswerEditFocusTarget, AnswerEditFormViewProps } from './specialist-answer-edit-form';

/** Queue item type 5 (staff §3.19 InactiveProductComment): the sku is inactive and saving claims the answer (§4.5). */
export const CLAIM_ON_SAVE_QUEUE_ITEM_TYPE = 5;

export interface SpecialistAnswerEditFormProps {
  answerId: number;
  questionId: number;
  answer: string;
  webskus: string[];
  links: string[];
  queueItemType: number;
  isModerator: boolean;
  employeeId: number;
  /** The employee who wrote the answer: the feedback's specialist (staff §4.4). */
  specialistId: number;
}

/** The actions that send the edited answer (and so need a valid form first). */
const SENDS_EDITS: ReadonlySet<AnswerFormAction> = new Set(['save', 'hold', 'moderator-hold']);

class StepFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('step failed');
  }
}

export function useSpecialistAnswerEditForm(props: SpecialistAnswerEditFormProps): AnswerEditFormViewProps {
  const [answer, setAnswer] = useState(props.answer);
  const [rows, setRows] = useState<PartLinkRow[]>(() => rowsFrom(props.webskus, props.links));
  const [touched, setTouched] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const { busy, run } = useActionRunner<AnswerFormAction | FeedbackAction>();
  const { focus, requestFocus } = useFocusRequest<AnswerEditFocusTarget>();
  const claimOnSave = props.queueItemType === CLAIM_ON_SAVE_QUEUE_ITEM_TYPE;

  const answerError = answer.trim() === '' ? QUESTION_FORM_VALIDATION.answerRequired : undefined;
  const allLinkErrors = useMemo(() => linkErrors(rows, getConfig().siteRoot, location.href), [rows]);

  /** The answer update, or null when the links check stopped it (message shown); the fields were checked before. */
  const validUpdate = async (): Promise<AnswerUpdate | null> => {
    const { links, parts } = collectPartLinks(rows);
    const problem = await linkCheckProblem(links);
    if (problem) {
      setMessage(problem);
      requestFocus('message');
      return null;
    }
    return { answer, products: parts, links };
  };

  /**
   * Sends one action (with the edited answer for save and the holds); null on success, else the
   * message to show. The fields were checked before.
   */
  const perform = async (action: AnswerFormAction): Promise<FormMessage | null> => {
    const texts = ANSWER_FORM_MESSAGES[action];
    const specialistId = props.employeeId;
    let update: AnswerUpdate | null = null;
    if (SENDS_EDITS.has(action)) {
      update = await validUpdate();
      if (!update) return null;
    }
    const step = async (work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        throw new StepFailed(error);
      }
    };
    try {
      if (action === 'save' && update) {
        const body = { answerUpdate: update, updateQuestionRequest: null, specialistId };
        await step(() => saveAnswer(props.answerId, body, newIdempotencyKey()));
        if (claimOnSave)
          await step(() => answerActionCall(props.answerId, 'claim', { specialistId }, newIdempotencyKey()));
      } else {
        const body = update ? { specialistId, answerUpdate: update } : { specialistId };
        await step(() =>
          answerActionCall(
            props.answerId,
            action as Exclude<AnswerFormAction, 'save'>,
            body,
            newIdempotencyKey(),
          ),
        );
      }
    } catch (error) {
      if (!(error instanceof StepFailed)) throw error;
      return failureMessage(texts.failure, error.cause);
    }
    return { tone: 'success', text: texts.success };
  };

  const send = async (action: AnswerFormAction): Promise<ActionOutcome> => {
    const outcome = await perform(action);
    if (!outcome) return 'done';
    setMessage(outcome);
    requestFocus('message');
    if (outcome.tone !== 'success') return 'done';
    reloadToSamePath();
    return 'navigating';
  };

  /** The fields are valid; otherwise they show their errors and focus goes to the first one. */
  const fieldsValid = (): boolean => {
    if (!answerError && allLinkErrors.size === 0) return true;
    setAttempted(true);
    setMessage({ tone: 'error', text: QUESTION_FORM_VALIDATION.invalidFields });
    requestFocus('invalid');
    return false;
  };

  /** A feedback step's form action (approve's save, the holds): null on success, else the problem. */
  const feedbackStep = async (action: AnswerFormAction): Promise<FormMessage | null> => {
    if (!fieldsValid()) return { tone: 'error', text: QUESTION_FORM_VALIDATION.invalidFields };
    const outcome = await perform(action);
    // null: the links check stopped it and its message shows in the form.
    if (!outcome) return { tone: 'error', text: QUESTION_FORM_VALIDATION.invalidFields };
    return outcome.tone === 'success' ? null : outcome;
  };

  const viewer = {
    isModerator: props.isModerator,
    isOwner: props.specialistId > 0 && props.specialistId === props.employeeId,
  };
  const feedback = useFeedback({
    kind: 'answer',
    itemId: props.answerId,
    queueItemType: props.queueItemType,
    ...viewer,
    moderatorId: props.employeeId,
    specialistId: props.specialistId,
    failures: ANSWER_FEEDBACK_FAILURES,
    run,
    saveAndApprove: () => feedbackStep('save'),
    hold: () => feedbackStep(holdKindOf(viewer) === 'moderator' ? 'moderator-hold' : 'hold'),
  });

  const onAction = (action: AnswerFormAction) => {
    if (busy) return;
    // Checked before the request starts, so the buttons stay and focus can go to the first invalid field.
    if (SENDS_EDITS.has(action) && !fieldsValid()) return;
    setMessage(null);
    void run(action, () => send(action));
  };

  const actions: AnswerFormAction[] = ['save', 'deny', 'hold', 'disprove'];
  if (props.isModerator) actions.push('moderator-hold');

  return {
    answer,
    answerError: attempted || touched ? answerError : undefined,
    onAnswerChange: setAnswer,
    onAnswerBlur: () => setTouched(true),
    rows,
    onRowsChange: setRows,
    linkErrors: attempted ? allLinkErrors : undefined,
    claimOnSave,
    actions,
    busy,
    message,
    onAction,
    focus,
    feedback,
  };
}
