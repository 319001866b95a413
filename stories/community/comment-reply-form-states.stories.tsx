import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  CommentReplyFormView,
  type CommentReplyFormViewProps,
} from '../../src/elements/community/comment-reply-form-element/comment-reply-form';
import {
  CUSTOMER_MESSAGES,
  LINK_MESSAGES,
  MEDIA_MESSAGES,
  SPECIALIST_MESSAGES,
  VALIDATION_MESSAGES,
} from '../../src/elements/community/shared/messages';
import { rowsFrom } from '../../src/elements/community/shared/part-links';
import { MediaSessionUnavailable } from '../../src/elements/community/shared/use-form-media';
import { withCommentFormStyles } from './comment-forms.decorators';

/**
 * Every state of the reply form, from fixed props (the view alone). The live form on the fake shop
 * is in "Community/Comment reply form".
 */
const customer = {
  name: 'Morgan Diaz',
  email: 'morgan.diaz@example.com',
  text: '@Jordan M. Mine clears it too.',
  notify: true,
};
const specialist = {
  name: '',
  email: '',
  text: 'Yes: for a 2 inch drop, the Curt 45036 ball mount.',
  notify: true,
};
const parentComment = {
  commentId: 501,
  commentText: 'Will this hitch clear the spare tire on a 2019 Ram 1500?',
  friendlyName: 'Jordan M.',
  webSKU: 'C13130',
};

const meta = {
  title: 'Community/Comment reply form/States',
  component: CommentReplyFormView,
  decorators: [withCommentFormStyles],
  args: {
    mode: 'customer',
    isComment: true,
    open: true,
    onOpen: fn(),
    onClose: fn(),
    values: { name: '', email: '', text: '@Jordan M. ', notify: true },
    onChange: fn(),
    rows: rowsFrom(),
    onRowsChange: fn(),
    errors: {},
    busy: null,
    message: null,
    onAction: fn(),
    canTurnIntoQuestion: false,
    confirmOpen: false,
    onConfirmOpenChange: fn(),
    answering: '',
    parentComment: null,
    focus: null,
  },
} satisfies Meta<CommentReplyFormViewProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { open: false } };

export const CustomerEmpty: Story = {};

export const CustomerFilled: Story = {
  args: { values: customer, rows: rowsFrom(['C13130'], ['faq-trailer-wiring.aspx']) },
};

export const CustomerValidation: Story = {
  args: {
    values: { name: '', email: 'morgan@', text: '', notify: true },
    errors: {
      name: VALIDATION_MESSAGES.nameRequired,
      email: VALIDATION_MESSAGES.emailFormat(),
      text: VALIDATION_MESSAGES.textRequired,
    },
  },
};

export const CustomerTextTooLong: Story = {
  args: {
    values: { ...customer, text: 'y'.repeat(7501) },
    errors: { text: VALIDATION_MESSAGES.textTooLong },
  },
};

export const CustomerSubmitting: Story = { args: { values: customer, busy: 'submit' } };

export const CustomerSubmitFailed: Story = {
  args: { values: customer, message: { tone: 'error', text: CUSTOMER_MESSAGES.submitFailed } },
};

export const CustomerSessionUnavailable: Story = {
  name: 'Customer: session lookup failed (no photos)',
  args: { values: customer, mediaUpload: <MediaSessionUnavailable kind="reply" onRetry={fn()} /> },
};

export const CustomerPhotosNotAttached: Story = {
  name: 'Customer: reply posted, photos not attached',
  args: {
    values: customer,
    photosPending: true,
    message: { tone: 'error', text: MEDIA_MESSAGES.notAttached('reply') },
  },
};

export const CustomerAttachingPhotos: Story = {
  name: 'Customer: attaching the photos again',
  args: { values: customer, photosPending: true, busy: 'submit' },
};

const specialistArgs = {
  mode: 'specialist' as const,
  isComment: false,
  values: specialist,
  rows: rowsFrom(['C45036']),
  canTurnIntoQuestion: true,
  answering: 'Jordan M.',
  parentComment,
} satisfies Partial<CommentReplyFormViewProps>;

export const Specialist: Story = { args: specialistArgs };

export const SpecialistOnComment: Story = {
  name: 'Specialist on a comment (no turn into question)',
  args: { ...specialistArgs, isComment: true, canTurnIntoQuestion: false, parentComment: null },
};

export const SpecialistBusy: Story = {
  name: 'Specialist: holding',
  args: { ...specialistArgs, busy: 'hold' },
};

export const DraftSaved: Story = {
  args: { ...specialistArgs, message: { tone: 'success', text: SPECIALIST_MESSAGES.draftSaved } },
};

export const InvalidLinks: Story = {
  args: {
    ...specialistArgs,
    rows: rowsFrom([], ['question-9999.html']),
    message: { tone: 'error', text: LINK_MESSAGES.invalidLinks, items: ['question-9999.html'] },
  },
};

const failure = (text: string): Story => ({ args: { ...specialistArgs, message: { tone: 'error', text } } });

export const ParentNotApproved = failure(SPECIALIST_MESSAGES.parentNotApproved);
export const SubmitFailed = failure(SPECIALIST_MESSAGES.submitFailed);
export const DraftFailed = failure(SPECIALIST_MESSAGES.draftFailed);
export const DenyFailed = failure(SPECIALIST_MESSAGES.denyFailed);
export const HoldFailed = failure(SPECIALIST_MESSAGES.holdFailed);
export const ForwardFailed = failure(SPECIALIST_MESSAGES.forwardFailed);
export const ApproveFailed = failure(SPECIALIST_MESSAGES.approveFailed);
export const SpamFailed = failure(SPECIALIST_MESSAGES.spamFailed);
export const QuestionFailed = failure(SPECIALIST_MESSAGES.questionFailed);

export const ApprovalsPending: Story = {
  name: 'Specialist: reply added, parent approval left (Submit reads Try approving again)',
  args: {
    ...specialistArgs,
    approvalsPending: true,
    message: { tone: 'error', text: SPECIALIST_MESSAGES.parentNotApproved },
  },
};

export const RetryingApproval: Story = {
  name: 'Specialist: approving the parent again',
  args: { ...specialistArgs, approvalsPending: true, busy: 'submit' },
};

export const Forwarding: Story = {
  name: 'Specialist: forwarding to CS',
  args: { ...specialistArgs, busy: 'forward' },
};

export const ModeratorView: Story = {
  name: 'Moderator (same actions, on a comment)',
  args: { ...specialistArgs, isComment: true, canTurnIntoQuestion: false, answering: 'Sam K.' },
};

export const TurnIntoQuestionConfirmation: Story = { args: { ...specialistArgs, confirmOpen: true } };

export const QuestionCreated: Story = {
  args: {
    ...specialistArgs,
    message: {
      tone: 'success',
      text: 'Question 4001 was created.',
      link: { href: '/question-4001.html', text: 'Open question-4001.html' },
    },
  },
};

export const Mobile: Story = {
  args: specialistArgs,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
