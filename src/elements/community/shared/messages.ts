/**
 * Every text the comment and reply forms show, word for word from the spec (community §5, §8;
 * staff §4.3, §8), plus the few the spec leaves to us (marked "ours").
 */
export const COMMENT_TEXT_MAX_LENGTH = 7500;

/** Shown after '* e-mail address format: ' (spec placeholder {email}). Ours. */
export const EMAIL_FORMAT_EXAMPLE = 'name@example.com';

export const VALIDATION_MESSAGES = {
  nameRequired: '* name is required',
  emailFormat: (example: string = EMAIL_FORMAT_EXAMPLE) => `* e-mail address format: ${example}`,
  textRequired: '* reply text is required',
  textTooLong: `* reply text must be shorter than ${COMMENT_TEXT_MAX_LENGTH} characters`,
  /** Ours: a link to another site, or a javascript: link, never reaches the payload. */
  linkOffSite: '* only links to pages on this site are accepted',
  linkUnsafe: '* only web links to pages on this site are accepted',
} as const;

export const CUSTOMER_MESSAGES = {
  commentSubmitted: 'Thanks, your comment has been successfully submitted.',
  submitFailed: 'Failed to submit reply. Please try again.',
} as const;

export const SPECIALIST_MESSAGES = {
  parentNotApproved:
    'Reply submitted, but failed to approve parent comment. Reload page and try approving parent comment.',
  submitFailed: 'Failed to submit reply. Try again.',
  draftFailed: 'Failed to save draft. Please try again.',
  draftSaved: 'Your draft has been successfully saved.',
  /** Ours (the spec is silent): a draft that did not load must not be replaced unawares by the next save. */
  draftLoadFailed:
    'Your saved draft could not be loaded. Saving a draft now replaces it: reload the page to try loading it again.',
  denyFailed: 'Failed to deny. Please try again.',
  holdFailed: 'Failed to hold. Please try again.',
  forwardFailed: 'Failed to forward to CS. Please try again.',
  approveFailed: 'Failed to approve. Please try again.',
  spamFailed: 'Failed to mark as spam. Please try again.',
  questionFailed: 'Failed to insert question',
} as const;

export const LINK_MESSAGES = {
  invalidLinks: 'The following links are invalid:',
  /** Ours: the spec blocks the save "quietly" when the check itself fails; we say that nothing was sent. */
  checkUnavailable: 'Your links could not be checked just now, so nothing was sent. Please try again.',
} as const;

export const QUESTION_CONFIRMATION = 'Are you sure you want to turn this comment into its own question?';

/**
 * Ours: the spec has no text for these. The session key (community §7: the upload guid is the session
 * plus '-comment-' or '-reply-' plus the id) could not be looked up, or photos uploaded with a saved
 * comment or reply could not be attached to it (PUT associate).
 */
export const MEDIA_MESSAGES = {
  sessionUnavailable: (kind: 'comment' | 'reply') =>
    `Photos cannot be added right now: the shop could not confirm your session. Your ${kind} can still be sent without them.`,
  specialistCommentNotSent:
    'Your comment was not sent: the shop could not confirm your session. Please try again.',
  notAttached: (kind: 'comment' | 'reply') =>
    `Your ${kind} was posted, but your photos could not be attached.`,
  retrySession: 'Try again',
  retryAttach: 'Try attaching photos again',
  continueWithout: 'Continue without photos',
} as const;
