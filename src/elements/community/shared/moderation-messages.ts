/**
 * The texts of the staff moderation forms (staff §4.4, §5, §8), word for word, in a module of their own so
 * that the customer forms' file does not carry them.
 */
/**
 * Staff §8 "Edit form messages", shown in the error area with optional additional messages. Word for
 * word: the reply's save message has no full stop in the spec ('Failed to save reply').
 */
export const EDIT_FORM_MESSAGES = {
  comment: {
    save: 'Failed to save comment.',
    approve: 'Failed to approve comment.',
    deny: 'Failed to deny comment.',
    hold: 'Failed to hold comment.',
    update: 'Failed to update comment.',
    addFeedback: 'Failed to add comment feedback.',
    resolveAndApprove: 'Failed to resolve and approve comment feedback.',
    resolve: 'Failed to resolve comment feedback.',
  },
  reply: {
    save: 'Failed to save reply',
    approve: 'Failed to approve reply.',
    deny: 'Failed to deny reply.',
    hold: 'Failed to hold reply.',
    update: 'Failed to update reply.',
    addFeedback: 'Failed to add reply feedback.',
    resolveAndApprove: 'Failed to resolve and approve reply feedback.',
    resolve: 'Failed to resolve reply feedback.',
  },
} as const;

/** Staff §5 "Feedback text is required" and "Specialist response ... is required"; §4.4 inactive note. */
export const FEEDBACK_MESSAGES = {
  feedbackRequired: 'Must enter feedback',
  responseRequired: 'Must enter a response',
  specialistInactive: 'This specialist is no longer active.',
} as const;

export type FeedbackOutcome = 'approved' | 'added' | 'responseSent' | 'resolved' | 'held';

/** Staff §4.4 "Confirmations after an action", word for word (replies: without the word 'Comment'). */
export const FEEDBACK_CONFIRMATIONS: Record<
  'comment' | 'reply' | 'answer',
  Record<FeedbackOutcome, string>
> = {
  comment: {
    approved: 'Comment Feedback Approved',
    added: 'Comment Feedback Added',
    responseSent: 'Comment Feedback Response Sent',
    resolved: 'Comment Feedback Resolved',
    held: 'Comment Feedback Held',
  },
  reply: {
    approved: 'Feedback Approved',
    added: 'Feedback Added',
    responseSent: 'Feedback Response Sent',
    resolved: 'Feedback Resolved',
    held: 'Feedback Held',
  },
  answer: {
    approved: 'Feedback Approved',
    added: 'Feedback Added',
    responseSent: 'Feedback Response Sent',
    resolved: 'Feedback Resolved',
    held: 'Answer Feedback Held',
  },
};

/** Ours: the edit form's success (the spec sets an "edit-success flag" and shows no text). */
export const EDIT_SUCCESS_MESSAGE = 'Your changes have been saved.';
