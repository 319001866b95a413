/**
 * Every text of `<employee-bio-review>`. The spec (staff §7.8, §3.18) gives the calls and the bio's
 * fields but no words for this screen: these are ours (docs/widgets/employee-bio-review.md).
 */
export const BIO_REVIEW_TEXTS = {
  title: (displayName: string) => `Bio review: ${displayName}`,
  status: (status: string) => `Status: ${status}`,
  submittedTitle: 'Submitted bio',
  submittedHint: 'As it will appear on the site (unsafe markup removed).',
  editTitle: 'Your edits',
  displayNameLabel: 'Display name',
  summaryLabel: 'Summary (HTML)',
  internalSummaryLabel: 'Internal summary (staff only)',
  aboutMeLabel: 'About me (HTML)',
  emptyField: 'Nothing written.',
  save: 'Save changes',
  decisionTitle: 'Decision',
  noteLabel: 'Note to the employee',
  noteHint: 'Required when you reject the bio.',
  approve: 'Approve bio',
  reject: 'Reject bio',
  working: 'Working',
  loading: 'Loading the bio for review',
  retry: 'Try again',
  saved: 'Your changes to the bio were saved.',
  approved: 'The bio is approved and published.',
  rejected: 'The bio is rejected. The employee will see your note.',
  loadFailed: 'We could not load the bio for review.',
  signInAsStaff: 'Only staff can review bios. Please sign in as staff.',
  notFound: 'There is no bio waiting for review with this id.',
  saveFailed:
    'We could not save your changes to the bio. Everything you typed is still here; please try again.',
  saveFailedBeforeDecision: (decision: 'approve' | 'reject') =>
    `We could not save your changes to the bio, so it was not ${decision === 'approve' ? 'approved' : 'rejected'}. Everything you typed is still here; please try again.`,
  approveFailed: 'We could not approve the bio. Everything you typed is still here; please try again.',
  rejectFailed: 'We could not reject the bio. Everything you typed is still here; please try again.',
  displayNameRequired: 'Please enter a display name.',
  noteRequired: 'Please write a note saying why the bio is rejected.',
  noBio: 'This bio review cannot be shown: the page did not say which bio.',
} as const;
