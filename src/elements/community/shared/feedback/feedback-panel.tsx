import { useEffect, useRef } from 'react';
import type { Feedback } from '../../../../api/moderation-feedback';
import { ActionButton } from '../action-button';
import { TextAreaField } from '../fields';
import { FormMessageArea } from '../form-message';
import { FEEDBACK_MESSAGES } from '../moderation-messages';
import type { FeedbackAction, FeedbackPanelProps } from './use-feedback';

/** Ours: labels the spec does not give (the resolve button without follow-up, headings, states). */
export const FEEDBACK_LABELS = {
  heading: 'Feedback',
  feedbackField: 'Feedback',
  responseField: 'Response',
  resolve: 'Resolve Feedback',
  loading: 'Loading feedback',
  from: (author: string) => `Feedback from ${author || 'a moderator'}`,
  response: 'Specialist response',
  noResponse: 'No response yet.',
  followUp: 'Follow-up requested',
  resolved: 'Resolved',
} as const;

function FeedbackEntry({ entry }: { entry: Feedback }) {
  return (
    <li className="shop-feedback__entry" data-resolved={entry.resolved || undefined}>
      <p className="shop-feedback__author">
        {FEEDBACK_LABELS.from(entry.feedbackAuthor)}
        {entry.requeue && !entry.resolved && (
          <span className="shop-feedback__tag">{FEEDBACK_LABELS.followUp}</span>
        )}
        {entry.resolved && <span className="shop-feedback__tag">{FEEDBACK_LABELS.resolved}</span>}
      </p>
      <p className="shop-feedback__text">{entry.feedback}</p>
      {entry.response?.trim() ? (
        <p className="shop-feedback__response">
          <span className="shop-feedback__label">{FEEDBACK_LABELS.response}: </span>
          {entry.response}
        </p>
      ) : entry.requeue && !entry.resolved ? (
        <p className="shop-feedback__response">{FEEDBACK_LABELS.noResponse}</p>
      ) : null}
    </li>
  );
}

/** Staff §4.4: the buttons of each view, in order. */
function actionsOf(props: FeedbackPanelProps): [FeedbackAction, string][] {
  if (props.view === 'moderator') {
    return [
      ['feedback-approve', 'Approve'],
      ['feedback-send', 'Send Feedback'],
      ...(props.canFollowUp
        ? [['feedback-follow-up', 'Send Feedback & Follow Up'] as [FeedbackAction, string]]
        : []),
      ['feedback-hold', 'Hold'],
    ];
  }
  const respond: [FeedbackAction, string][] = props.awaitsResponse
    ? [['feedback-respond', 'Save Response']]
    : props.current?.requeue
      ? []
      : [['feedback-respond', FEEDBACK_LABELS.resolve]];
  return [...respond, ['feedback-hold', 'Hold']];
}

/**
 * The feedback section of a moderated comment, reply or answer (staff §4.4): the moderator's view
 * (Approve, Send Feedback, Send Feedback & Follow Up, Hold) or the specialist's (the feedback, 'Save
 * Response' or resolve, Hold). Nothing shows when feedback is off for the item or failed to load.
 */
export function FeedbackPanel(props: FeedbackPanelProps & { busy: string | null }) {
  const { state, view, current, busy, finished, messageCount } = props;
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messageCount > 0) messageRef.current?.focus();
  }, [messageCount]);
  if (state.status === 'off' || state.status === 'failed') return null;
  if (state.status === 'loading')
    return (
      <p className="shop-busy" role="status">
        {FEEDBACK_LABELS.loading}
      </p>
    );
  // The specialist's view shows only when a moderator gave feedback.
  if (view === 'specialist' && !current && !props.message) return null;
  return (
    <div className="shop-feedback" part="feedback" data-view={view}>
      <h3 className="shop-feedback__heading">{FEEDBACK_LABELS.heading}</h3>
      {view === 'moderator' && state.thread.length > 0 && (
        <ul className="shop-feedback__thread">
          {state.thread.map((entry) => (
            <FeedbackEntry key={entry.feedbackId} entry={entry} />
          ))}
        </ul>
      )}
      {view === 'specialist' && current && (
        <ul className="shop-feedback__thread">
          <FeedbackEntry entry={current} />
        </ul>
      )}
      {view === 'moderator' && state.specialistActive === false && (
        <p className="shop-feedback__inactive">{FEEDBACK_MESSAGES.specialistInactive}</p>
      )}
      {!finished && (view === 'moderator' || current) && (
        <>
          {(view === 'moderator' || props.awaitsResponse) && (
            <TextAreaField
              label={view === 'moderator' ? FEEDBACK_LABELS.feedbackField : FEEDBACK_LABELS.responseField}
              value={props.text}
              onChange={props.onTextChange}
              error={props.textError}
              maxLength={null}
              rows={3}
            />
          )}
          <fieldset className="shop-actions" aria-label="Feedback actions">
            {actionsOf(props).map(([action, label], index) => (
              <ActionButton
                key={action}
                action={action}
                label={label}
                busy={busy as FeedbackAction | null}
                onAction={props.onAction}
                variant={index === 0 && action !== 'feedback-hold' ? 'primary' : 'secondary'}
              />
            ))}
          </fieldset>
        </>
      )}
      <FormMessageArea message={props.message} messageRef={messageRef} />
    </div>
  );
}
