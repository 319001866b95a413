import type { Meta, StoryObj } from '@storybook/react-vite';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';
import { createQuestionStore } from '../../src/mocks/data/questions';
import { answerEditFormAttributes } from '../../src/mocks/moderation/edit-form-attributes';

/**
 * `<specialist-answer-edit-form>` (staff §2.6) on the fake shop's answer 9101 to question 7001. After a success
 * the page would reload to the same path; in Storybook the
 * reload is only logged (.storybook/stay-on-page.ts), so the story stays. The role comes from the toolbar.
 */
const seed = createQuestionStore();
const [answer9101] = seed.answers;
if (!answer9101) throw new Error('The question moderation seed changed');

const ANSWER = answerEditFormAttributes(answer9101, { isModerator: false, employeeId: 3187 });
const MODERATOR_ANSWER = answerEditFormAttributes(answer9101, { isModerator: true, employeeId: 1420 });

/** Attributes as story args: an empty value is a present boolean attribute. */
const args = (attributes: Record<string, string>) =>
  Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, value === '' ? true : value]));

const slow = (method: 'PUT' | 'POST' | 'DELETE', path: string) => async () =>
  injectFault({ method, path, latencyMs: 600_000, times: Number.POSITIVE_INFINITY });
const failing = (method: 'PUT' | 'POST' | 'DELETE', path: string) => async () =>
  injectFault({ method, path, status: 500, times: Number.POSITIVE_INFINITY });

const meta = {
  title: 'Staff/Answer edit form',
  tags: ['autodocs'],
  render: (storyArgs) => <specialist-answer-edit-form {...storyArgs} />,
  args: args(ANSWER),
  globals: { role: 'specialist' },
} satisfies Meta<Record<string, string | boolean>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Answer: Story = {
  name: 'Answer: specialist (Save, Delete Answer, Hold, Disprove)',
  args: args(ANSWER),
  globals: { role: 'specialist' },
};

export const AnswerModerator: Story = {
  name: 'Answer: moderator (Moderator Hold too)',
  args: args(MODERATOR_ANSWER),
};

export const AnswerClaimOnSave: Story = {
  name: 'Answer: inactive sku (queue item type 5), saving claims it',
  args: { ...args(ANSWER), 'data-queue-item-type': '5' },
  globals: { role: 'specialist' },
};

export const AnswerFails: Story = {
  name: "Answer error: every call fails ('Failed to save answer.'; press Save)",
  args: args(ANSWER),
  globals: { role: 'specialist' },
  loaders: [
    failing('PUT', '/api/question-moderation/answers/*'),
    failing('POST', '/api/question-moderation/answers/*'),
  ],
};

export const AnswerSending: Story = {
  name: 'Answer: a request in flight hides the buttons (press Save)',
  args: args(ANSWER),
  globals: { role: 'specialist' },
  loaders: [slow('PUT', '/api/question-moderation/answers/*')],
};

export const AnswerMobile: Story = {
  name: 'Answer: mobile width',
  args: args(MODERATOR_ANSWER),
  globals: { role: 'moderator', viewport: { value: 'mobile', isRotated: false } },
};

/** A specialist review (queue item type 7, staff §4.4): the feedback section shows under the form. */
const REVIEW = { 'data-queue-item-type': '7' } as const;

/** Priya K. asked Marcus T. for a follow-up on answer 9101 (and, with a response, he gave it). */
const followUpAsked =
  (response: string | null = null) =>
  async () =>
    seedFakeShop({
      moderation: {
        answerFeedback: [
          {
            onlineQuestionConversationFeedbackID: 70,
            onlineQuestionConversationID: 9101,
            feedback: 'Please name the bolt size so the neighbor can buy spares.',
            requeue: true,
            moderatorEmployeeID: 1420,
            feedbackAuthor: 'Priya K.',
            response,
            specialistEmployeeID: 3187,
            specialistIsActive: true,
            resolved: false,
          },
        ],
      },
    });

export const FeedbackModerator: Story = {
  name: 'Feedback: moderator gives feedback (Approve, Send Feedback, Send Feedback & Follow Up, Hold)',
  args: { ...args(MODERATOR_ANSWER), ...REVIEW },
  globals: { role: 'moderator' },
};

export const FeedbackModeratorAfterResponse: Story = {
  name: "Feedback: moderator, the specialist's response is in (no follow-up; Approve)",
  args: { ...args(MODERATOR_ANSWER), ...REVIEW },
  globals: { role: 'moderator' },
  loaders: [followUpAsked('M12 x 1.5 grade 8 bolts, in the kit.')],
};

export const FeedbackInactiveSpecialist: Story = {
  name: "Feedback: moderator, 'This specialist is no longer active.'",
  args: { ...args(MODERATOR_ANSWER), ...REVIEW, 'data-specialist-id': '2764' },
  globals: { role: 'moderator' },
};

export const FeedbackSpecialist: Story = {
  name: "Feedback: specialist responds ('Save Response', Hold)",
  args: { ...args(ANSWER), ...REVIEW },
  globals: { role: 'specialist' },
  loaders: [followUpAsked()],
};

export const FeedbackSpecialistMobile: Story = {
  name: 'Feedback: specialist responds, mobile width',
  args: { ...args(ANSWER), ...REVIEW },
  globals: { role: 'specialist', viewport: { value: 'mobile', isRotated: false } },
  loaders: [followUpAsked()],
};
