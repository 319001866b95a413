import type { Meta, StoryObj } from '@storybook/react-vite';
import { resetConfig } from '../../src/core/config';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';

/**
 * `<comment-submission-form-element>` on the fake shop: type, submit and watch the shop answer. A
 * comment from jordan.miles@example.com is approved at once (the page would reload on it); any other
 * e-mail waits for moderation and shows the thank-you. Every fixed state is in "States".
 */
interface Args {
  parentId: string;
  contentType: string;
  websku: string;
  hiddenOnLoad: boolean;
  headerText: string;
  addCommentButtonText: string;
  questionAnswerDisplayExperiment: boolean;
}

const meta = {
  title: 'Community/Comment submission form',
  tags: ['autodocs'],
  args: {
    parentId: 'trailer-wiring',
    contentType: 'Faq',
    websku: '',
    hiddenOnLoad: false,
    headerText: 'What Do You Think?',
    addCommentButtonText: 'Add a Comment',
    questionAnswerDisplayExperiment: false,
  },
  render: (args) => (
    <comment-submission-form-element
      data-parent-id={args.parentId}
      data-content-type={args.contentType}
      data-websku={args.websku || undefined}
      data-hidden-on-load={args.hiddenOnLoad || undefined}
      data-header-text={args.headerText}
      data-add-comment-button-text={args.addCommentButtonText}
      data-question-answer-display-experiment={args.questionAnswerDisplayExperiment || undefined}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {};

export const HiddenOnLoad: Story = { args: { hiddenOnLoad: true, addCommentButtonText: 'Ask a Question' } };

export const QuestionAnswerDisplayExperiment: Story = { args: { questionAnswerDisplayExperiment: true } };

export const WithPhotoUpload: Story = {
  name: 'With photo upload (product page)',
  args: { parentId: 'C13130', contentType: 'Review', websku: 'C13130' },
  loaders: [
    async () => resetConfig({ pageType: 'product_askexpert', customerServicePhone: '1-800-555-0142' }),
  ],
};

export const SessionUnavailable: Story = {
  name: 'Photos: the session lookup fails (the form says so; nothing uploaded)',
  args: { parentId: 'C13130', contentType: 'Review', websku: 'C13130' },
  loaders: [
    async () => resetConfig({ pageType: 'product_askexpert', customerServicePhone: '1-800-555-0142' }),
    async () =>
      injectFault({ path: '/api/contentreply/session', status: 500, times: Number.POSITIVE_INFINITY }),
  ],
};

export const LinkCheckOff: Story = {
  name: 'ValidateHelpfulLinks off',
  loaders: [async () => seedFakeShop({ featureToggles: { ValidateHelpfulLinks: false } })],
};

export const SubmitFails: Story = {
  name: 'Submit fails (server error on the comment call)',
  loaders: [
    async () =>
      injectFault({ path: '/api/contentreply/comment', status: 500, times: Number.POSITIVE_INFINITY }),
  ],
};

export const SlowNetwork: Story = {
  name: 'Slow network (submitting state)',
  loaders: [
    async () =>
      injectFault({ path: '/api/contentreply/comment', latencyMs: 4000, times: Number.POSITIVE_INFINITY }),
  ],
};

const specialistRender = (args: Args) => (
  <comment-submission-form-element
    data-parent-id={args.parentId}
    data-content-type={args.contentType}
    data-is-specialist
    data-employee-id="3187"
    data-friendly-name="Marcus T."
    data-email-address="marcus.tran@example.com"
  />
);

export const Specialist: Story = { globals: { role: 'specialist' }, render: specialistRender };

export const SpecialistWithDraft: Story = {
  name: 'Specialist with a saved draft',
  globals: { role: 'specialist' },
  render: specialistRender,
  loaders: [
    async () =>
      seedFakeShop({
        content: {
          commentDrafts: [
            {
              commentDraftId: 1,
              employeeId: 3187,
              sourceId: 'trailer-wiring',
              webSku: '',
              commentText: 'Tip: test the trailer lights before every trip.',
              notifyMeIfReply: true,
              commentLinks: ['faq-trailer-wiring.aspx'],
              commentProducts: ['90195'],
            },
          ],
        },
      }),
  ],
};

export const Moderator: Story = {
  name: 'Moderator (the specialist form)',
  globals: { role: 'moderator' },
  render: (args: Args) => (
    <comment-submission-form-element
      data-parent-id={args.parentId}
      data-content-type={args.contentType}
      data-is-specialist
      data-is-moderator
      data-employee-id="3187"
      data-friendly-name="Marcus T."
      data-email-address="marcus.tran@example.com"
    />
  ),
};

export const SpecialistSubmitFails: Story = {
  name: 'Specialist: submit fails (the comment stays typed)',
  globals: { role: 'specialist' },
  render: specialistRender,
  loaders: [
    async () =>
      injectFault({
        method: 'POST',
        path: '/api/comment-moderation/comments',
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
};

export const SpecialistDraftFails: Story = {
  name: 'Specialist: saving the draft fails',
  globals: { role: 'specialist' },
  render: specialistRender,
  loaders: [
    async () =>
      injectFault({
        path: '/api/comment-moderation/comment-drafts*',
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
