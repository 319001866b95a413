import type { Meta, StoryObj } from '@storybook/react-vite';
import { injectFault } from '../../src/mocks/controls';
import { createQuestionStore } from '../../src/mocks/data/questions';
import { questionEditFormAttributes } from '../../src/mocks/moderation/edit-form-attributes';

/**
 * `<specialist-question-edit-form>` (staff §2.5, §2.6) on the fake shop's question 7001 (three images: a
 * base64 neighbor photo, a file-path photo, a base64 expert image) and question 7002 (approved, no images).
 * After a success the page would reload to the same path; in Storybook the reload is only logged
 * (.storybook/stay-on-page.ts), so the story stays. The role comes from the toolbar.
 */
const seed = createQuestionStore();
const [question7001, question7002] = seed.questions;
if (!question7001 || !question7002) throw new Error('The question moderation seed changed');

const QUESTION = questionEditFormAttributes(question7001);
const APPROVED_QUESTION = questionEditFormAttributes(question7002);

/** Attributes as story args: an empty value is a present boolean attribute. */
const args = (attributes: Record<string, string>) =>
  Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, value === '' ? true : value]));

const slow = (method: 'PUT' | 'POST' | 'DELETE', path: string) => async () =>
  injectFault({ method, path, latencyMs: 600_000, times: Number.POSITIVE_INFINITY });
const failing = (method: 'PUT' | 'POST' | 'DELETE', path: string) => async () =>
  injectFault({ method, path, status: 500, times: Number.POSITIVE_INFINITY });

const meta = {
  title: 'Staff/Question edit form',
  tags: ['autodocs'],
  render: (storyArgs) => <specialist-question-edit-form {...storyArgs} />,
  args: args(QUESTION),
  globals: { role: 'moderator' },
} satisfies Meta<Record<string, string | boolean>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = { name: 'Disproved, with base64, file and expert images' };

export const ApprovedQuestion: Story = {
  name: 'Approved (Disapprove), no images',
  args: args(APPROVED_QUESTION),
};

export const QuestionSending: Story = {
  name: 'Question: a request in flight hides the buttons (press Approve)',
  loaders: [slow('PUT', '/api/question-moderation/questions/*')],
};

export const QuestionFails: Story = {
  name: "Question error: every call fails ('Failed to approve question.', 'Failed to remove question image')",
  loaders: [
    failing('PUT', '/api/question-moderation/questions/*'),
    failing('POST', '/api/question-moderation/questions/*'),
    failing('DELETE', '/api/question-moderation/question/*'),
  ],
};

export const QuestionMobile: Story = {
  name: 'Question: mobile width',
  globals: { role: 'specialist', viewport: { value: 'mobile', isRotated: false } },
};
