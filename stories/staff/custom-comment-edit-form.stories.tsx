import type { Meta, StoryObj } from '@storybook/react-vite';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';

/**
 * `<custom-comment-edit-form>` on the fake shop, on the items of the moderation demo page: Marcus T.'s
 * comment 541 (queue item type 2), Priya K.'s reply 7101 (type 3, with Lena R.'s feedback), Owen P.'s
 * reply 7102 (type 7, Owen is no longer active), Pat Q.'s flagged comment 542 and Taylor R.'s reply
 * 7103 whose auto-approval failed. Press Edit to open the form. The role comes from the toolbar.
 */
const COMMENT_541 = {
  'data-id': '541',
  'data-is-comment': true,
  'data-status': '8',
  'data-text':
    'For a 2018 F-150 with the factory 7-pin, the 90195 plugs straight into the factory connector. No splicing needed.',
  'data-links': '["faq-trailer-wiring.aspx"]',
  'data-webskus': '["90195"]',
  'data-queue-item-type': '2',
  'data-employee-id': '3187',
  'data-employee-friendly-name': 'Marcus T.',
} as const;
const MODERATOR = { 'data-is-moderator': true, 'data-moderator-id': '1420' } as const;

/** Priya K. asked Marcus T. for a follow-up on comment 541. */
const followUpAsked = async () =>
  seedFakeShop({
    moderation: {
      commentFeedback: [
        {
          onlineContentReplyFeedbackID: 60,
          commentID: 541,
          feedback: 'Please name the 4-pole adapter so the neighbor can order it.',
          requeue: true,
          moderatorEmployeeID: 1420,
          feedbackAuthor: 'Priya K.',
          response: null,
          specialistEmployeeID: 3187,
          specialistIsActive: true,
          resolved: false,
        },
      ],
    },
  });

const meta = {
  title: 'Staff/Comment edit form',
  tags: ['autodocs'],
  render: (args) => <custom-comment-edit-form {...args} />,
  args: { ...COMMENT_541, ...MODERATOR },
  globals: { role: 'moderator' },
} satisfies Meta<Record<string, string | boolean>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Moderator: Story = { name: 'Moderator: gives feedback (follow-up offered)' };

export const ModeratorAfterResponse: Story = {
  name: "Moderator: the specialist's response is in (no follow-up; Approve)",
  loaders: [
    async () =>
      seedFakeShop({
        moderation: {
          commentFeedback: [
            {
              onlineContentReplyFeedbackID: 60,
              commentID: 541,
              feedback: 'Please name the 4-pole adapter so the neighbor can order it.',
              requeue: true,
              moderatorEmployeeID: 1420,
              feedbackAuthor: 'Priya K.',
              response: 'Added: part 118044.',
              specialistEmployeeID: 3187,
              specialistIsActive: true,
              resolved: false,
            },
          ],
        },
      }),
  ],
};

export const Specialist: Story = {
  name: 'Specialist (owner): responds to feedback (Save Response)',
  args: { ...COMMENT_541, 'data-is-comment-owner': true },
  globals: { role: 'specialist' },
  loaders: [followUpAsked],
};

export const OwnerWhoIsModerator: Story = {
  name: 'A comment owner who is a moderator: the specialist view',
  args: {
    'data-id': '7101',
    'data-status': '8',
    'data-text': 'If your truck lacks the factory 4-pole, add the 4-pole adapter as well.',
    'data-webskus': '["118044"]',
    'data-queue-item-type': '3',
    'data-employee-id': '1420',
    'data-employee-friendly-name': 'Priya K.',
    'data-is-comment-owner': true,
    ...MODERATOR,
  },
};

export const InactiveSpecialist: Story = {
  name: "Inactive specialist: 'This specialist is no longer active.'",
  args: {
    'data-id': '7102',
    'data-text': 'The harness also fits the 2017 model year.',
    'data-queue-item-type': '7',
    'data-employee-id': '2764',
    'data-employee-friendly-name': 'Owen P.',
    ...MODERATOR,
  },
};

export const Flagged: Story = {
  name: 'Flagged item (moderator): Approve, Deny, Hold',
  args: {
    'data-id': '542',
    'data-is-comment': true,
    'data-text': 'This harness is junk, buy it somewhere else!!! Call me at 555-0100 for a better deal.',
    'data-queue-item-type': '6',
    'data-is-flagged': true,
    ...MODERATOR,
  },
};

export const AutoApproveFailed: Story = {
  name: 'Auto-approve failed: Approve, Deny, Hold',
  args: {
    'data-id': '7103',
    'data-text': 'Thank you, that is what I needed! Ordered it today.',
    'data-queue-item-type': '10',
  },
  globals: { role: 'specialist' },
};

export const Loading: Story = {
  name: 'Loading the feedback (slow shop)',
  loaders: [
    async () =>
      injectFault({ path: '/api/comment-moderation/comment-feedback/*', latencyMs: 600_000, times: 1 }),
  ],
};

export const SaveFails: Story = {
  name: "Error: every save fails ('Failed to save comment.' with its additional messages; press Edit, then Save)",
  args: { ...COMMENT_541, 'data-is-comment-owner': true },
  globals: { role: 'specialist' },
  loaders: [
    async () =>
      injectFault({
        method: 'PUT',
        path: '/api/comment-moderation/comments/541',
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
};

export const FeedbackLoadFails: Story = {
  name: 'Error: the feedback load fails (nothing shows, logged)',
  loaders: [
    async () =>
      injectFault({
        path: '/api/comment-moderation/comment-feedback/*',
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
};

export const Mobile: Story = {
  name: 'Mobile width',
  globals: { role: 'moderator', viewport: { value: 'mobile', isRotated: false } },
};
