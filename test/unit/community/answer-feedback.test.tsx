import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackPanel } from '../../../src/elements/community/shared/feedback/feedback-panel';
import {
  type FeedbackOptions,
  useFeedback,
} from '../../../src/elements/community/shared/feedback/use-feedback';
import { useActionRunner } from '../../../src/elements/community/shared/use-action-runner';
import { recordedRequests, setRole } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';

/** The kit's feedback workflow for answers (staff §4.4, §7.5), on the fake shop's moderated answer 9101 (feedback needs a known answer). */
function AnswerFeedback(props: Pick<FeedbackOptions, 'isModerator' | 'isOwner' | 'queueItemType'>) {
  const { busy, run } = useActionRunner<string>();
  const feedback = useFeedback({
    kind: 'answer',
    itemId: 9101,
    moderatorId: 1420,
    specialistId: 3187,
    failures: { addFeedback: 'add failed', resolveAndApprove: 'approve failed', resolve: 'resolve failed' },
    run,
    saveAndApprove: async () => null,
    hold: async () => null,
    ...props,
  });
  return <FeedbackPanel {...feedback} busy={busy} />;
}

beforeEach(() => setRole('moderator'));

describe('answer feedback (staff §4.4 confirmations for answers)', () => {
  it('loads only for specialist-review items', async () => {
    render(<AnswerFeedback isModerator isOwner={false} queueItemType={3} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recordedRequests({ path: '/api/question-moderation/answer-feedback/*' })).toHaveLength(0);
  });

  it("moderator: 'Feedback Added', then 'Feedback Approved'; Hold says 'Answer Feedback Held'", async () => {
    const user = userEvent.setup();
    const view = render(<AnswerFeedback isModerator isOwner={false} queueItemType={7} />);
    await user.type(await screen.findByLabelText('Feedback'), 'Cite the fitment chart.');
    await user.click(screen.getByRole('button', { name: 'Send Feedback & Follow Up' }));
    expect(await screen.findByText('Feedback Added')).toBeInTheDocument();
    expect(state.moderation.answerFeedback[0]).toMatchObject({
      onlineQuestionConversationID: 9101,
      requeue: true,
      resolved: false,
    });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Feedback Approved')).toBeInTheDocument();
    expect(
      recordedRequests({ method: 'PUT', path: '/api/question-moderation/answer-feedback/resolve/100' }),
    ).toHaveLength(1);
    view.unmount();
    render(<AnswerFeedback isModerator isOwner={false} queueItemType={7} />);
    await user.click(await screen.findByRole('button', { name: 'Hold' }));
    expect(await screen.findByText('Answer Feedback Held')).toBeInTheDocument();
  });

  it("specialist: 'Feedback Response Sent', and without follow-up 'Feedback Resolved'", async () => {
    setRole('specialist');
    const seed = (id: number, requeue: boolean) =>
      state.moderation.answerFeedback.push({
        onlineQuestionConversationFeedbackID: id,
        onlineQuestionConversationID: 9101,
        feedback: 'Cite the fitment chart.',
        requeue,
        moderatorEmployeeID: 1420,
        feedbackAuthor: 'Priya K.',
        response: null,
        specialistEmployeeID: 3187,
        specialistIsActive: true,
        resolved: false,
      });
    seed(70, true);
    const user = userEvent.setup();
    const view = render(<AnswerFeedback isModerator={false} isOwner queueItemType={7} />);
    await user.type(await screen.findByLabelText('Response'), 'Linked it.');
    await user.click(screen.getByRole('button', { name: 'Save Response' }));
    expect(await screen.findByText('Feedback Response Sent')).toBeInTheDocument();
    view.unmount();
    state.moderation.answerFeedback.length = 0;
    seed(71, false);
    render(<AnswerFeedback isModerator={false} isOwner queueItemType={7} />);
    await user.click(await screen.findByRole('button', { name: 'Resolve Feedback' }));
    expect(await screen.findByText('Feedback Resolved')).toBeInTheDocument();
    await waitFor(() => expect(state.moderation.answerFeedback[0]?.resolved).toBe(true));
  });
});
