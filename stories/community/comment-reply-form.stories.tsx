import type { Meta, StoryObj } from '@storybook/react-vite';
import { resetConfig } from '../../src/core/config';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';

/**
 * `<comment-reply-form-element>` on the fake shop, under the seed thread of comment 501 (a product
 * question with Jordan's pending reply 7002). Press Reply to open it. Every fixed state is in "States".
 */
const PARENT_COMMENT = JSON.stringify({
  commentId: 501,
  commentText:
    'Will this hitch clear the spare tire on a 2019 Ram 1500? I tow a 5,000 lb camper a few times a year.',
  friendlyName: 'Jordan M.',
  webSKU: 'C13130',
});
const REPLY_TEXT = 'Thanks! Would I also need a ball mount for a 2 inch drop? My trailer sits low.';

const meta = {
  title: 'Community/Comment reply form',
  tags: ['autodocs'],
  render: () => (
    <comment-reply-form-element
      data-item-id="501"
      data-parent-id="501"
      data-is-comment
      data-reply-to="@Jordan M. "
      data-parent-comment={PARENT_COMMENT}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {};

export const CustomerSubmitFails: Story = {
  name: 'Customer: submit fails',
  loaders: [
    async () =>
      injectFault({ path: '/api/contentreply/reply', status: 500, times: Number.POSITIVE_INFINITY }),
  ],
};

/** Photos are offered on the page types of community §2, such as the ask-the-experts product page. */
const onProductPage = async () =>
  resetConfig({ pageType: 'product_askexpert', customerServicePhone: '1-800-555-0142' });

export const CustomerWithPhotos: Story = {
  name: 'Customer with photo upload (product page)',
  loaders: [onProductPage],
};

export const ReplyAnswersTrue: Story = {
  name: "Customer with photos: the shop answers 'true' (photos attached by the upload guid)",
  loaders: [onProductPage, async () => seedFakeShop({ content: { customerReplyAnswer: 'true' } })],
};

export const PhotosNotAttached: Story = {
  name: 'Customer with photos: attaching them fails (upload a photo, then Submit)',
  loaders: [
    onProductPage,
    async () =>
      injectFault({
        method: 'PUT',
        path: '/api/media/uploads/associate',
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
};

export const SessionUnavailable: Story = {
  name: 'Customer: the session lookup fails (no photos, form kept)',
  loaders: [
    onProductPage,
    async () =>
      injectFault({ path: '/api/contentreply/session', status: 500, times: Number.POSITIVE_INFINITY }),
  ],
};

const specialistOnReply = () => (
  <comment-reply-form-element
    data-item-id="7002"
    data-parent-id="501"
    data-reply-to={REPLY_TEXT}
    data-is-specialist
    data-reviewed-by="3187"
    data-employee-friendly-name="Marcus T."
    data-friendly-name="Jordan M."
    data-author-email="jordan.miles@example.com"
    data-parent-comment={PARENT_COMMENT}
  />
);

export const Specialist: Story = {
  name: 'Specialist answering a reply',
  globals: { role: 'specialist' },
  render: specialistOnReply,
};

export const Moderator: Story = { globals: { role: 'moderator' }, render: specialistOnReply };

export const SpecialistWithDraft: Story = {
  name: 'Specialist with a saved draft',
  globals: { role: 'specialist' },
  render: specialistOnReply,
  loaders: [
    async () =>
      seedFakeShop({
        content: {
          replyDrafts: [
            {
              commentReplyDraftId: 1,
              commentId: 501,
              employeeId: 3187,
              replyToReplyId: 7002,
              reply: 'Yes: for a 2 inch drop, the Curt 45036 ball mount.',
              replyEmail: 'marcus.tran@example.com',
              replyBy: 'Marcus T.',
              replyLinks: [],
              replyProductWebSkus: ['C45036'],
            },
          ],
        },
      }),
  ],
};

export const SpecialistActionsFail: Story = {
  name: 'Specialist: every action fails (server error)',
  globals: { role: 'specialist', fault: 'server-error' },
  render: specialistOnReply,
};

/** A specialist story whose one call fails on every try (type an answer first where it says so). */
const specialistFailing = (
  name: string,
  fault: { method: 'POST' | 'PUT'; path: string; status?: number; body?: unknown },
): Story => ({
  name,
  globals: { role: 'specialist' },
  render: specialistOnReply,
  loaders: [
    async () =>
      injectFault({
        ...fault,
        status: fault.body === undefined ? (fault.status ?? 500) : undefined,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
});

export const SpecialistParentApprovalFails = specialistFailing(
  'Specialist: reply added, approving the parent comment fails (type an answer, then Submit)',
  { method: 'PUT', path: '/api/comment-moderation/comments/501/approve' },
);

export const SpecialistReplyNotAdded = specialistFailing(
  'Specialist: the reply is not added (type an answer, then Submit)',
  { method: 'POST', path: '/api/comment-moderation/replies', body: { success: false, replyAdded: false } },
);

export const SpecialistReviewFails = specialistFailing(
  'Specialist: submit for review fails (type an answer, then Submit for Review)',
  { method: 'POST', path: '/api/comment-moderation/replies-for-review' },
);

export const SpecialistDraftFails = specialistFailing(
  'Specialist: saving the draft fails (Save Draft or Hold)',
  { method: 'POST', path: '/api/comment-moderation/reply-drafts' },
);

export const SpecialistApproveRefused = specialistFailing("Specialist: the shop answers 'false' to Approve", {
  method: 'PUT',
  path: '/api/comment-moderation/replies/7002/approve',
  body: false,
});

export const SpecialistDenyFails = specialistFailing('Specialist: Deny fails', {
  method: 'PUT',
  path: '/api/comment-moderation/replies/7002/deny',
});

export const SpecialistHoldFails = specialistFailing('Specialist: Hold fails (its draft is saved first)', {
  method: 'PUT',
  path: '/api/comment-moderation/replies/7002/hold',
});

export const SpecialistForwardFails = specialistFailing(
  'Specialist: Forward to CS fails (the note stays typed)',
  { method: 'PUT', path: '/api/comment-moderation/replies/7002/forward-to-cs' },
);

export const SpecialistSpamFails = specialistFailing('Specialist: Spam fails', {
  method: 'PUT',
  path: '/api/comment-moderation/replies/7002/spam',
});

export const SpecialistSlowNetwork: Story = {
  name: 'Specialist: slow network (every action busy for 4 s)',
  globals: { role: 'specialist' },
  render: specialistOnReply,
  loaders: [
    async () =>
      injectFault({
        method: 'PUT',
        path: '/api/comment-moderation/*',
        latencyMs: 4000,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
};

export const ModeratorOnStatus8: Story = {
  name: 'Moderator answering an item in status 8 (Submit also approves it)',
  globals: { role: 'moderator' },
  render: () => (
    <comment-reply-form-element
      data-item-id="7002"
      data-parent-id="501"
      data-reply-to={REPLY_TEXT}
      data-is-specialist
      data-is-moderator
      data-status="8"
      data-reviewed-by="3187"
      data-employee-friendly-name="Marcus T."
      data-friendly-name="Jordan M."
      data-author-email="jordan.miles@example.com"
      data-parent-comment={PARENT_COMMENT}
    />
  ),
};

export const WithoutTurnIntoQuestion: Story = {
  name: 'Specialist, CreateQuestionFromComment off',
  globals: { role: 'specialist' },
  render: specialistOnReply,
  loaders: [async () => seedFakeShop({ featureToggles: { CreateQuestionFromComment: false } })],
};

export const Mobile: Story = {
  globals: { role: 'specialist', viewport: { value: 'mobile', isRotated: false } },
  render: specialistOnReply,
};
