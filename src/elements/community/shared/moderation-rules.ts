/**
 * Who may do what on a comment or reply in moderation (staff §3.19, §4.1, §4.4, §6), as pure
 * functions shared by the staff forms. The queue item types are the queue API's (one source).
 */
import { QUEUE_ITEM_TYPES } from '../../../api/queue-enums';

/** Staff §4.1: a status of 8 makes a moderator's save-and-approve also approve the item. */
export const SAVE_AND_APPROVE_STATUS = 8;

export type ModeratedKind = 'comment' | 'reply' | 'answer';

/**
 * Staff §4.4: feedback is loaded only for AssignedComment, CommentForReview and SpecialistReview;
 * for answers, for specialist-review items.
 */
export function loadsFeedback(kind: ModeratedKind, queueItemType: number): boolean {
  if (kind === 'answer') return queueItemType === QUEUE_ITEM_TYPES.SpecialistReview;
  return (
    queueItemType === QUEUE_ITEM_TYPES.AssignedComment ||
    queueItemType === QUEUE_ITEM_TYPES.CommentForReview ||
    queueItemType === QUEUE_ITEM_TYPES.SpecialistReview
  );
}

export interface Viewer {
  isModerator: boolean;
  /** The signed-in employee wrote the item. */
  isOwner: boolean;
}

/**
 * Staff §4.4 and §6: a moderator who is not the owner gives feedback; a specialist, the owner (also
 * an owner who is a moderator) or a non-moderator responds to it.
 */
export function feedbackViewOf(viewer: Viewer): 'moderator' | 'specialist' {
  return viewer.isModerator && !viewer.isOwner ? 'moderator' : 'specialist';
}

/**
 * Staff §4.1: hold-as-specialist runs only for a non-moderator or the owner; the moderator hold
 * only for moderators (so a moderator who owns the item holds as its specialist).
 */
export function holdKindOf(viewer: Viewer): 'specialist' | 'moderator' {
  return !viewer.isModerator || viewer.isOwner ? 'specialist' : 'moderator';
}

/** Staff §2.2: the buttons depend on the item. */
export type EditItemKind = 'normal' | 'flagged' | 'auto-approve-failed';

export function editItemKindOf(item: {
  isFlagged: boolean;
  isModerator: boolean;
  queueItemType: number;
}): EditItemKind {
  const flagged = item.isFlagged || item.queueItemType === QUEUE_ITEM_TYPES.FlaggedSubmission;
  // Flagged items get their own buttons for moderators only; others see the normal ones.
  if (flagged && item.isModerator) return 'flagged';
  if (item.queueItemType === QUEUE_ITEM_TYPES.AutoApproveFailed) return 'auto-approve-failed';
  return 'normal';
}
