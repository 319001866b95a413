import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  CommentSubmissionFormView,
  type CommentSubmissionFormViewProps,
} from '../../src/elements/community/comment-submission-form-element/comment-submission-form';
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
 * Every state of the comment form, from fixed props (the view alone). The live form on the fake
 * shop is in "Community/Comment submission form".
 */
const filled = {
  name: 'Morgan Diaz',
  email: 'morgan.diaz@example.com',
  text: 'Does this wiring work with LED lights?',
  notify: true,
};

const meta = {
  title: 'Community/Comment submission form/States',
  component: CommentSubmissionFormView,
  decorators: [withCommentFormStyles],
  args: {
    mode: 'customer',
    layout: 'standard',
    headerText: 'What Do You Think?',
    addCommentButtonText: 'Add a Comment',
    open: true,
    onOpen: fn(),
    onClose: fn(),
    values: { name: '', email: '', text: '', notify: true },
    onChange: fn(),
    rows: rowsFrom(),
    onRowsChange: fn(),
    errors: {},
    busy: null,
    message: null,
    onSubmit: fn(),
    focus: null,
  },
} satisfies Meta<CommentSubmissionFormViewProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Closed: Story = { name: 'Closed (hidden on load)', args: { open: false } };

export const Filled: Story = {
  args: {
    values: filled,
    rows: rowsFrom(['90195', 'C13130'], ['faq-trailer-wiring.aspx', 'tv-curt-hitch-installation.aspx']),
  },
};

export const QuestionAnswerLayout: Story = { args: { layout: 'qa', values: filled } };

export const RequiredFields: Story = {
  name: 'Validation: required fields',
  args: {
    errors: {
      name: VALIDATION_MESSAGES.nameRequired,
      email: VALIDATION_MESSAGES.emailFormat(),
      text: VALIDATION_MESSAGES.textRequired,
    },
  },
};

export const EmailFormat: Story = {
  name: 'Validation: e-mail format',
  args: { values: { ...filled, email: 'morgan@' }, errors: { email: VALIDATION_MESSAGES.emailFormat() } },
};

export const TextTooLong: Story = {
  name: 'Validation: text too long',
  args: { values: { ...filled, text: 'x'.repeat(7501) }, errors: { text: VALIDATION_MESSAGES.textTooLong } },
};

export const LinksNotOnSite: Story = {
  name: 'Validation: links not on this site',
  args: {
    values: filled,
    rows: rowsFrom([], ['javascript:alert(1)', 'https://other-shop.example/hitches']),
    errors: {
      links: new Map([
        [0, VALIDATION_MESSAGES.linkUnsafe],
        [1, VALIDATION_MESSAGES.linkOffSite],
      ]),
    },
  },
};

export const InvalidLinks: Story = {
  name: 'Invalid links (ValidateHelpfulLinks)',
  args: {
    values: filled,
    rows: rowsFrom([], ['faq-trailer-wiring.aspx', 'some-page-that-does-not-exist']),
    message: { tone: 'error', text: LINK_MESSAGES.invalidLinks, items: ['some-page-that-does-not-exist'] },
  },
};

export const LinkCheckUnavailable: Story = {
  name: 'Link check failed (nothing sent)',
  args: {
    values: filled,
    rows: rowsFrom([], ['faq-trailer-wiring.aspx']),
    message: { tone: 'info', text: LINK_MESSAGES.checkUnavailable },
  },
};

export const Submitting: Story = { args: { values: filled, busy: 'submit' } };

export const Submitted: Story = {
  name: 'Submitted (waiting for moderation)',
  args: { open: false, message: { tone: 'success', text: CUSTOMER_MESSAGES.commentSubmitted } },
};

export const SubmitFailed: Story = {
  args: { values: filled, message: { tone: 'error', text: CUSTOMER_MESSAGES.submitFailed } },
};

const specialist = {
  name: 'Marcus T.',
  email: 'marcus.tran@example.com',
  text: 'Expert tip: test the ground wire first.',
  notify: true,
};

export const Specialist: Story = { args: { mode: 'specialist', values: specialist, onSaveDraft: fn() } };

export const SpecialistSavingDraft: Story = {
  args: { mode: 'specialist', values: specialist, onSaveDraft: fn(), busy: 'draft' },
};

export const SpecialistDraftSaved: Story = {
  args: {
    mode: 'specialist',
    values: specialist,
    onSaveDraft: fn(),
    message: { tone: 'success', text: SPECIALIST_MESSAGES.draftSaved },
  },
};

export const SpecialistDraftFailed: Story = {
  args: {
    mode: 'specialist',
    values: specialist,
    onSaveDraft: fn(),
    message: { tone: 'error', text: SPECIALIST_MESSAGES.draftFailed },
  },
};

export const SpecialistDraftNotLoaded: Story = {
  name: 'Specialist: the saved draft did not load',
  args: {
    mode: 'specialist',
    values: { ...specialist, text: '' },
    onSaveDraft: fn(),
    message: { tone: 'error', text: SPECIALIST_MESSAGES.draftLoadFailed },
  },
};

export const SpecialistSubmitFailed: Story = {
  args: {
    mode: 'specialist',
    values: specialist,
    onSaveDraft: fn(),
    message: { tone: 'error', text: SPECIALIST_MESSAGES.submitFailed },
  },
};

export const Mobile: Story = {
  args: { values: filled, rows: rowsFrom(['90195'], ['faq-trailer-wiring.aspx']) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SessionUnavailable: Story = {
  name: 'Session lookup failed (no photos)',
  args: { values: filled, mediaUpload: <MediaSessionUnavailable kind="comment" onRetry={fn()} /> },
};

export const PhotosNotAttached: Story = {
  name: 'Comment posted, photos not attached',
  args: {
    values: filled,
    photosPending: true,
    onContinueWithoutPhotos: fn(),
    message: { tone: 'error', text: MEDIA_MESSAGES.notAttached('comment') },
  },
};
