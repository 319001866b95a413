/**
 * Every text of `<question-answer-form>`, word for word from the spec (staff §2.4, §5, §8), plus the few
 * the spec leaves to us (marked "ours").
 */
export const QUESTION_TITLE_MAX_LENGTH = 100;
export const ANSWER_MAX_LENGTH = 7500;

export const ANSWER_FORM_TEXTS = {
  open: 'Write an answer to this question',
  heading: 'What Do You Think?',
  /** Ours: the close icon's name (the Close button says 'Close'). */
  close: 'Close the answer form',
  /** Ours: the links of §2.4. */
  questionPage: 'View the question page',
  vehiclePage: 'View the vehicle page',
  questionImages: 'Question images',
  answerPhotos: 'Photos for your answer',
} as const;

/** §2.4 buttons. 'Approve' for queue item type 10 (§4.5). */
export const ANSWER_FORM_BUTTONS = {
  submit: 'Send it!',
  'email-only': 'Email only',
  draft: 'Save draft',
  hold: 'Hold',
  forward: 'Forward to CS',
  approve: 'Approve',
  deny: 'Deny',
  close: 'Close',
} as const;
export type AnswerFormAction = keyof typeof ANSWER_FORM_BUTTONS;

/** Ours: what the busy line says while an action runs. */
export const ANSWER_FORM_BUSY: Record<AnswerFormAction, string> = {
  submit: 'Sending your answer',
  'email-only': 'Emailing your answer',
  draft: 'Saving your draft',
  hold: 'Holding the question',
  forward: 'Forwarding to CS',
  approve: 'Approving the question',
  deny: 'Denying the question',
  close: 'Closing',
};

/** §5 "Answer edit form" and "Answer submit", word for word. */
export const ANSWER_VALIDATION = {
  answerRequired: '* answer is required',
  titleRequired: '* question title is required',
  /** Ours: §9 caps the title at 100 characters; the spec has no text for a longer one. */
  titleTooLong: `* question title must be at most ${QUESTION_TITLE_MAX_LENGTH} characters`,
  /** Ours: §9 caps answers at 7500 characters like replies. */
  answerTooLong: `* answer must be at most ${ANSWER_MAX_LENGTH} characters`,
  textRequired: '* question text is required',
  webskuRequired: '* question websku is required',
  nameRequired: '* question name is required',
  emailInvalid: '* question email is invalid',
  invalidFields: 'Invalid fields',
  questionImagesAltText: 'Failed to submit. All approved Question images need valid alt-text.',
  answerImagesAltText: 'Failed to submit. All answer images need valid alt-text.',
} as const;

/** §8, word for word. */
export const ANSWER_FORM_MESSAGES = {
  submitted: 'Thanks, your answer has been successfully submitted.',
  emailedOnly: 'Thanks, your answer has been successfully emailed only.',
  submitNoResults: 'Failed to submit answer. No results returned.',
  submitFailed: 'Failed to submit answer. Call to endpoint failed.',
  emailNoResults: 'Failed to email only. No results returned.',
  emailFailed: 'Failed to email answer. Call to endpoint failed.',
  partial: 'Thanks, your answer has been submitted but there were problems processing the request:',
  draftSaved: 'Your draft has been successfully saved.',
  draftFailed: 'Failed to save draft. Please try again.',
  denied: 'The question has been denied.',
  denyFailed: 'Failed to deny. Please try again.',
  held: 'The question has been put on hold.',
  holdFailed: 'Failed to hold. Please try again.',
  forwarded: 'The question has been forwarded to CS with your response.',
  forwardFailed: 'Failed to forward to CS. Please try again.',
  approved: 'Successfully approved question.',
  approveFailed: 'Failed to approve question.',
  /** §8 question and answer area: the claim of a type-5 item after a saved draft failed. */
  claimFailed: 'Failed to save answer.',
} as const;

/** §8 "Answer sub-result failures", by the result flag (§3.18) that reports them. */
export const SUB_RESULT_FAILURES = {
  associateMediaResult: 'Association of media to answer failed. Answer has not been added, please re-submit.',
  mediaPublishResult: 'Media failed to publish. Answer has not been added, please re-submit.',
  answerSubmissionResult: 'The answer creation failed.',
  deleteDraftResult: 'The draft answer failed to be deleted.',
  emailResult: 'The email notice failed to send.',
  updateQuestionResult: 'The question Update failed.',
  neighborMediaPublishResult: 'Failed to approve neighbor Question images.',
} as const;

/** Ours: under an approved question image without alt text, after the alt-text rule stopped a submit. */
export const QUESTION_IMAGE_ALT_TEXT_REQUIRED = '* alt-text is required for an approved image';

/**
 * Ours, the same words as the comment forms': 'Send it!' or 'Email only' while photos upload. Not imported from
 * the kit's use-form-media, which would bring the community session store into the staff file's imports.
 */
export const UPLOADS_IN_PROGRESS_MESSAGE = 'Please wait until your photos and videos finish uploading.';
