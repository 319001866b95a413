/**
 * Staff §3.19 "Queue item type", the one source for the queues (`queues.ts` re-exports it) and the
 * moderation forms. A module of its own with nothing else in it: a widget's initial code counts every
 * module it imports whole, so a form that needs only these numbers pulls no queue call, schema or
 * other enumeration.
 */

/** Staff §3.19 "Queue item type". */
export const QUEUE_ITEM_TYPES = {
  Nothing: 0,
  AssignedComment: 2,
  CommentForReview: 3,
  Question: 4,
  InactiveProductComment: 5,
  FlaggedSubmission: 6,
  SpecialistReview: 7,
  AutoApproveFailed: 10,
} as const;
