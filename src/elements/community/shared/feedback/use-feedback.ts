import { useCallback, useEffect, useState } from 'react';
import { fetchModerationUser } from '../../../../api/comment-moderation';
import {
  addFeedback,
  type Feedback,
  type FeedbackKind,
  fetchFeedback,
  resolveFeedback,
} from '../../../../api/moderation-feedback';
import { newIdempotencyKey } from '../../../../core/http';
import { logger } from '../../../../core/logger';
import { failureMessage } from '../failure-details';
import type { FormMessage } from '../form-message';
import { FEEDBACK_CONFIRMATIONS, FEEDBACK_MESSAGES, type FeedbackOutcome } from '../moderation-messages';
import { feedbackViewOf, loadsFeedback, type Viewer } from '../moderation-rules';
import type { ActionOutcome } from '../use-action-runner';
import { awaitsResponse, canFollowUp, currentFeedback } from './feedback-rules';

export type FeedbackAction =
  | 'feedback-approve'
  | 'feedback-send'
  | 'feedback-follow-up'
  | 'feedback-respond'
  | 'feedback-hold';

/** The catalogue texts of the item kind (staff §8 edit-form messages for comments and replies). */
export interface FeedbackFailureTexts {
  addFeedback: string;
  resolveAndApprove: string;
  resolve: string;
}

export interface FeedbackOptions extends Viewer {
  kind: FeedbackKind;
  itemId: number;
  queueItemType: number;
  /** The signed-in moderator's employee id (moderatorEmployeeID of new feedback). */
  moderatorId: number;
  /** The employee who wrote the item (specialistEmployeeID); their active flag is looked up. */
  specialistId: number;
  failures: FeedbackFailureTexts;
  /** The form's one action runner: one request at a time across the whole widget. */
  run: (action: FeedbackAction, work: () => Promise<ActionOutcome>) => Promise<void>;
  /** Saves the item's edits and approves it; null on success, else the message to show. */
  saveAndApprove: () => Promise<FormMessage | null>;
  /** Holds the item (moderator or specialist hold by the rules of §4.1); null on success. */
  hold: () => Promise<FormMessage | null>;
}

export type FeedbackState =
  | { status: 'off' }
  | { status: 'loading' }
  /** A failed load shows nothing (staff §4.4); it is logged. */
  | { status: 'failed' }
  /** `specialistActive` null: it could not be told (specialistIsActive). */
  | { status: 'ready'; thread: Feedback[]; specialistActive: boolean | null };

export interface FeedbackPanelProps {
  view: 'moderator' | 'specialist';
  state: FeedbackState;
  current: Feedback | undefined;
  text: string;
  onTextChange: (text: string) => void;
  textError: string | undefined;
  canFollowUp: boolean;
  awaitsResponse: boolean;
  /** After approve or hold the item has left this person's hands: the buttons go away. */
  finished: boolean;
  message: FormMessage | null;
  /** Changes with every outcome shown, so focus moves to it. */
  messageCount: number;
  onAction: (action: FeedbackAction) => void;
}

/**
 * Whether the item's specialist is active: the thread's latest entry says, else the moderation user.
 * Null when it cannot be told (no specialist id, or the lookup failed): the panel then neither offers a
 * follow-up nor says the specialist is no longer active, a claim only the server can make.
 */
async function specialistIsActive(thread: Feedback[], specialistId: number): Promise<boolean | null> {
  const latest = thread[thread.length - 1];
  if (latest) return latest.specialistIsActive;
  if (specialistId <= 0) return null;
  try {
    return (await fetchModerationUser(specialistId)).active;
  } catch {
    // The http layer logged the failure.
    return null;
  }
}

/** The feedback workflow of staff §4.4 for one comment, reply or answer. */
export function useFeedback(options: FeedbackOptions): FeedbackPanelProps {
  const { kind, itemId, queueItemType, specialistId } = options;
  const enabled = loadsFeedback(kind, queueItemType) && itemId > 0;
  const [state, setState] = useState<FeedbackState>(() =>
    enabled ? { status: 'loading' } : { status: 'off' },
  );
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | undefined>();
  const [message, setShownMessage] = useState<FormMessage | null>(null);
  /** Counts the outcomes shown: the panel moves focus to each (the button pressed may be gone). */
  const [messageCount, setMessageCount] = useState(0);
  const setMessage = (next: FormMessage | null) => {
    setShownMessage(next);
    if (next) setMessageCount((count) => count + 1);
  };
  const [finished, setFinished] = useState(false);
  const view = feedbackViewOf(options);

  const load = useCallback(async () => {
    if (!enabled) {
      setState({ status: 'off' });
      return;
    }
    try {
      const thread = await fetchFeedback(kind, itemId);
      setState({ status: 'ready', thread, specialistActive: await specialistIsActive(thread, specialistId) });
    } catch (error) {
      logger.warning(`Failed to load ${kind} feedback for ${kind} ID ${itemId}`, {
        source: 'feedback',
        error: String(error),
      });
      setState({ status: 'failed' });
    }
  }, [enabled, kind, itemId, specialistId]);

  useEffect(() => {
    void load();
  }, [load]);

  const thread = state.status === 'ready' ? state.thread : [];
  const current = currentFeedback(thread);
  const specialistActive = state.status === 'ready' && state.specialistActive === true;
  const confirm = (outcome: FeedbackOutcome) =>
    setMessage({ tone: 'success', text: FEEDBACK_CONFIRMATIONS[kind][outcome] });

  const send = async (followUp: boolean): Promise<ActionOutcome> => {
    if (text.trim() === '') {
      setTextError(FEEDBACK_MESSAGES.feedbackRequired);
      return 'done';
    }
    try {
      const author = await fetchModerationUser().then(
        (user) => user.friendlyName,
        () => '',
      );
      await addFeedback(
        kind,
        {
          feedbackId: 0,
          itemId,
          feedback: text.trim(),
          requeue: followUp,
          moderatorEmployeeID: options.moderatorId,
          feedbackAuthor: author,
          response: null,
          specialistEmployeeID: specialistId,
          specialistIsActive: specialistActive,
          resolved: false,
        },
        newIdempotencyKey(),
      );
    } catch (error) {
      setMessage(failureMessage(options.failures.addFeedback, error));
      return 'done';
    }
    setText('');
    confirm('added');
    await load();
    return 'done';
  };

  const approve = async (): Promise<ActionOutcome> => {
    if (current) {
      try {
        await resolveFeedback(kind, { ...current, requeue: false }, newIdempotencyKey());
      } catch (error) {
        setMessage(failureMessage(options.failures.resolveAndApprove, error));
        return 'done';
      }
    }
    const problem = await options.saveAndApprove();
    if (problem) {
      setMessage(problem);
      await load();
      return 'done';
    }
    setFinished(true);
    confirm('approved');
    return 'done';
  };

  const respond = async (): Promise<ActionOutcome> => {
    if (!current) return 'done';
    const responding = awaitsResponse(current);
    if (responding && text.trim() === '') {
      setTextError(FEEDBACK_MESSAGES.responseRequired);
      return 'done';
    }
    try {
      await resolveFeedback(
        kind,
        responding ? { ...current, response: text.trim() } : { ...current, requeue: false },
        newIdempotencyKey(),
      );
    } catch (error) {
      setMessage(failureMessage(options.failures.resolve, error));
      return 'done';
    }
    setText('');
    confirm(responding ? 'responseSent' : 'resolved');
    await load();
    return 'done';
  };

  const hold = async (): Promise<ActionOutcome> => {
    const problem = await options.hold();
    if (problem) {
      setMessage(problem);
      return 'done';
    }
    setFinished(true);
    confirm('held');
    return 'done';
  };

  const work: Record<FeedbackAction, () => Promise<ActionOutcome>> = {
    'feedback-approve': approve,
    'feedback-send': () => send(false),
    'feedback-follow-up': () => send(true),
    'feedback-respond': respond,
    'feedback-hold': hold,
  };

  return {
    view,
    state,
    current,
    text,
    onTextChange: (value: string) => {
      setText(value);
      if (value.trim() !== '') setTextError(undefined);
    },
    textError,
    canFollowUp: canFollowUp(current, specialistActive),
    awaitsResponse: awaitsResponse(current),
    finished,
    message,
    messageCount,
    onAction: (action) => {
      setMessage(null);
      void options.run(action, work[action]);
    },
  };
}
