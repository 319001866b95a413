/**
 * The texts of the question and answer edit forms (staff §2.6, §5, §8), word for word; the ones the
 * spec does not give are marked as ours.
 */
export type QuestionFormAction = 'approve' | 'disapprove' | 'delete' | 'save';
export type AnswerFormAction = 'save' | 'deny' | 'hold' | 'disprove' | 'moderator-hold';

interface Outcome {
  success: string;
  failure: string;
}

/** Staff §8 "Question and answer area failures" and "Successes" (the page reloads on these). */
export const QUESTION_FORM_MESSAGES: Record<QuestionFormAction, Outcome> = {
  approve: { success: 'Successfully approved question.', failure: 'Failed to approve question.' },
  disapprove: { success: 'Successfully disapproved question.', failure: 'Failed to disapprove question.' },
  delete: { success: 'Successfully deleted question.', failure: 'Failed to delete question.' },
  save: { success: 'Successfully edited the question.', failure: 'Failed to save edits.' },
};

export const ANSWER_FORM_MESSAGES: Record<AnswerFormAction, Outcome> = {
  save: { success: 'Successfully saved answer.', failure: 'Failed to save answer.' },
  deny: { success: 'Successfully denied answer.', failure: 'Failed to deny answer.' },
  hold: { success: 'Successfully held answer.', failure: 'Failed to hold answer.' },
  disprove: { success: 'Successfully disproved question.', failure: 'Failed to disprove question.' },
  'moderator-hold': { success: 'Successfully held answer.', failure: 'Failed to hold answer.' },
};

/**
 * Ours: the answer feedback's failures. Staff §8 lists them for comments and replies only; these follow
 * that pattern with the word 'answer'.
 */
export const ANSWER_FEEDBACK_FAILURES = {
  addFeedback: 'Failed to add answer feedback.',
  resolveAndApprove: 'Failed to resolve and approve answer feedback.',
  resolve: 'Failed to resolve answer feedback.',
} as const;

/** Staff §5 "Answer edit form" and "Specialist question edit form". */
export const QUESTION_FORM_VALIDATION = {
  answerRequired: '* answer is required',
  titleRequired: '* question title is required',
  textRequired: '* question text is required',
  webskuRequired: '* question websku is required',
  nameRequired: '* question name is required',
  emailInvalid: '* question email is invalid',
  yearRequired: '* please select a year',
  makeRequired: '* please select a make',
  modelRequired: '* please select a model',
  invalidFields: 'Invalid fields',
  // Ours: the spec gives the limit (§9) but no message for it.
  titleTooLong: '* question title is at most 100 characters',
  // Ours: approved images go out with their alt text (§3.15), so it may not be empty.
  altTextRequired: '* approved images need alt text',
} as const;

/** Staff §2.6 "The question shows status Approved or Disproved." */
export const QUESTION_STATUS_LABELS = { approved: 'Approved', disproved: 'Disproved' } as const;

/** Button labels and in-flight notes (ours; the spec names the actions only). */
export const QUESTION_FORM_BUTTONS: Record<QuestionFormAction, string> = {
  approve: 'Approve',
  disapprove: 'Disapprove',
  delete: 'Delete Page',
  save: 'Save Edits',
};
export const ANSWER_FORM_BUTTONS: Record<AnswerFormAction, string> = {
  save: 'Save',
  deny: 'Delete Answer',
  hold: 'Hold',
  disprove: 'Disprove',
  'moderator-hold': 'Moderator Hold',
};
export const BUSY_NOTES: Record<QuestionFormAction | AnswerFormAction | 'claim', string> = {
  approve: 'Approving the question…',
  disapprove: 'Disapproving the question…',
  delete: 'Deleting the question page…',
  save: 'Saving…',
  deny: 'Deleting the answer…',
  hold: 'Holding the answer…',
  disprove: 'Disproving…',
  'moderator-hold': 'Holding the answer…',
  claim: 'Claiming the answer…',
};
export const DELETE_PAGE_CONFIRMATION = {
  title: 'Delete this question page?',
  text: 'The question page and its answers will no longer show on the site.',
  yes: 'Delete Page',
  no: 'Keep Page',
} as const;
/** The answer form's note when saving also claims the answer (queue item type 5, §4.5). */
export const CLAIM_ON_SAVE_NOTE = 'This answer is for an inactive product: saving it also claims it for you.';
export const TITLE_MAX_LENGTH = 100;
