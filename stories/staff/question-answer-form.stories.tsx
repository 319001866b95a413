import type { Meta, StoryObj } from '@storybook/react-vite';
import { resetConfig } from '../../src/core/config';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';
import { createQuestionStore, DEMO_QUESTION_ID } from '../../src/mocks/data/questions';

/**
 * `<question-answer-form>` on the fake shop, on the demo question 8801 (asked by Tom B. about the 7-way
 * harness on a 2019 Ram 1500, with two neighbor photos), for Marcus T. (specialist 3187). The role comes
 * from the toolbar. The question page type lets the photo uploader show.
 */
const question = createQuestionStore().questions.find((entry) => entry.questionId === DEMO_QUESTION_ID);
const Q8801 = {
  'data-question-id': '8801',
  'data-conversation-id': '9901',
  'data-title': question?.title ?? '',
  'data-websku': '90195',
  'data-name': 'Tom B.',
  'data-question-email': 'tom.b@example.com',
  'data-text': question?.question ?? '',
  'data-year': '2019',
  'data-make': 'Ram',
  'data-model': '1500',
  'data-reviewed-by': '3187',
  'data-employee-friendly-name': 'Marcus T.',
  'data-queue-item-type': '4',
  'data-upload-guid': 'fake-session-specialist-question-8801',
  'data-media-context': '{"webSku":"90195","pageType":"question","mediaSource":"Answer"}',
  'data-uploaded-question-images': JSON.stringify(question?.images ?? []),
} as const;

const questionPage = async () => resetConfig({ pageType: 'question' });

const meta = {
  title: 'Staff/Question answer form',
  tags: ['autodocs'],
  render: (args) => <question-answer-form {...args} />,
  args: Q8801,
  globals: { role: 'specialist' },
  loaders: [questionPage],
} satisfies Meta<Record<string, string | boolean>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: "Closed: 'Write an answer to this question'" };

export const Open: Story = { name: 'Open (specialist)', args: { 'data-form-opened': true } };

export const Moderator: Story = {
  name: 'Moderator (Deny shown outside a queue)',
  args: { 'data-form-opened': true, 'data-is-moderator': true, 'data-queue-item-type': '0' },
  globals: { role: 'moderator' },
};

export const WithDraft: Story = {
  name: "With the specialist's saved draft",
  args: { 'data-form-opened': true },
  loaders: [
    questionPage,
    async () =>
      seedFakeShop({
        questionStore: {
          drafts: {
            '8801:3187': {
              answerDraftId: 501,
              questionConversationId: 9901,
              answer: 'Yes, it plugs into the factory 7-way. For the 4-pole you need adapter 118044.',
              email: 'tom.b@example.com',
              name: 'Tom B.',
              authorId: 3187,
              links: ['faq-trailer-wiring.aspx'],
              products: ['118044'],
            },
          },
        },
      }),
  ],
};

export const PartialSuccess: Story = {
  name: 'Partial success after Send it! (e-mail and draft failed)',
  args: { 'data-form-opened': true },
  loaders: [
    questionPage,
    async () => seedFakeShop({ questionStore: { failNextResults: ['emailResult', 'deleteDraftResult'] } }),
  ],
};

export const AutoApproveFailed: Story = {
  name: 'Queue item type 10: Approve',
  args: { 'data-form-opened': true, 'data-queue-item-type': '10' },
};

export const VehicleListsFail: Story = {
  name: 'Vehicle lists could not load',
  args: { 'data-form-opened': true, 'data-year': '0', 'data-make': '', 'data-model': '' },
  loaders: [
    questionPage,
    async () =>
      injectFault({ path: '/api/question-moderation/vehicle-info/years', status: 500, times: Infinity }),
  ],
};

export const Mobile: Story = {
  args: { 'data-form-opened': true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
