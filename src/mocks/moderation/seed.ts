import type {
  AnswerFeedbackRecord,
  CommentFeedbackRecord,
  ReplyFeedbackRecord,
} from '../../api/moderation-feedback';
import type { StoredComment, StoredReply } from '../content/types';

/**
 * The moderation side of the fake shop: the staff directory (who is a moderator, who is no longer
 * active), the feedback threads, the customers' flags, and the holds per employee. The items the
 * moderation demo page shows are added to the content seed (`content/seed.ts`) from here.
 */
export interface StaffDirectoryEntry {
  employeeId: number;
  name: string;
  fullName: string;
  friendlyName: string;
  emailAddress: string;
  active: boolean;
  commentModerator: boolean;
}

export type ItemKind = 'comment' | 'reply';

export interface StoredHold {
  kind: ItemKind;
  itemId: number;
  employeeId: number;
  as: 'moderator' | 'specialist' | 'item';
}

export interface ModerationState {
  staff: StaffDirectoryEntry[];
  commentFeedback: CommentFeedbackRecord[];
  replyFeedback: ReplyFeedbackRecord[];
  answerFeedback: AnswerFeedbackRecord[];
  /** Items customers flagged (their flags), by kind. */
  flags: Record<ItemKind, number[]>;
  /** Items waiting in the flagged-submission list, by kind. */
  flaggedSubmissions: Record<ItemKind, number[]>;
  holds: StoredHold[];
  nextFeedbackId: number;
}

export const MODERATION_STAFF = {
  specialist: 3187,
  moderator: 1420,
  otherModerator: 1533,
  inactiveSpecialist: 2764,
} as const;

const STAFF: StaffDirectoryEntry[] = [
  {
    employeeId: 2051,
    name: 'dwhitfield',
    fullName: 'Dana Whitfield',
    friendlyName: 'Dana W.',
    emailAddress: 'dana.whitfield@example.com',
    active: true,
    commentModerator: false,
  },
  {
    employeeId: 3187,
    name: 'mtran',
    fullName: 'Marcus Tran',
    friendlyName: 'Marcus T.',
    emailAddress: 'marcus.tran@example.com',
    active: true,
    commentModerator: false,
  },
  {
    employeeId: 1420,
    name: 'pkapoor',
    fullName: 'Priya Kapoor',
    friendlyName: 'Priya K.',
    emailAddress: 'priya.kapoor@example.com',
    active: true,
    commentModerator: true,
  },
  {
    employeeId: 1533,
    name: 'lrossi',
    fullName: 'Lena Rossi',
    friendlyName: 'Lena R.',
    emailAddress: 'lena.rossi@example.com',
    active: true,
    commentModerator: true,
  },
  {
    employeeId: 2764,
    name: 'opark',
    fullName: 'Owen Park',
    friendlyName: 'Owen P.',
    emailAddress: 'owen.park@example.com',
    active: false,
    commentModerator: false,
  },
];

/** The content the moderation demo page shows: the wiring harness's product Q&A. */
export const MODERATION_CONTENT = { parentId: '90195', contentType: 'Review', webSku: '90195' } as const;

/** Queue item types (staff §3.19) of the demo items; the page passes them to the edit form. */
export const MODERATION_DEMO_ITEMS = [
  { kind: 'comment', id: 541, queueItemType: 2 },
  { kind: 'reply', id: 7101, queueItemType: 3 },
  { kind: 'reply', id: 7102, queueItemType: 7 },
  { kind: 'comment', id: 542, queueItemType: 6 },
  { kind: 'reply', id: 7103, queueItemType: 10 },
] as const;

const base = {
  ...MODERATION_CONTENT,
  notifyCustomer: false,
  forwardedToCs: null,
} as const;

export const MODERATION_SEED_COMMENTS: StoredComment[] = [
  {
    ...base,
    commentId: 541,
    commentText:
      'For a 2018 F-150 with the factory 7-pin, the 90195 plugs straight into the factory connector. No splicing needed.',
    author: 'Marcus T.',
    authorEmail: 'marcus.tran@example.com',
    friendlyName: 'Marcus T.',
    commentDate: '2025-07-01T14:00:00.000Z',
    links: ['faq-trailer-wiring.aspx'],
    productWebskus: ['90195'],
    source: 'Expert',
    employeeId: 3187,
    status: 'pending',
  },
  {
    ...base,
    commentId: 542,
    commentText: 'This harness is junk, buy it somewhere else!!! Call me at 555-0100 for a better deal.',
    author: 'Pat Quinn',
    authorEmail: 'pat.quinn@example.com',
    friendlyName: 'Pat Q.',
    commentDate: '2025-07-02T09:30:00.000Z',
    links: [],
    productWebskus: [],
    source: 'Comment',
    employeeId: 0,
    status: 'approved',
  },
];

function expertReply(partial: Partial<StoredReply> & Pick<StoredReply, 'replyId'>): StoredReply {
  return {
    commentId: 541,
    replyToId: -1,
    replyTo: 'Marcus T.',
    replyText: '',
    author: '',
    authorEmail: '',
    friendlyName: '',
    replyDate: '2025-07-01T16:00:00.000Z',
    notifyCustomer: false,
    links: [],
    productWebskus: [],
    source: 'Expert',
    replyById: 0,
    status: 'pending',
    forReview: true,
    forwardedToCs: null,
    ...partial,
  };
}

export const MODERATION_SEED_REPLIES: StoredReply[] = [
  expertReply({
    replyId: 7101,
    replyText: 'If your truck lacks the factory 4-pole, add the 4-pole adapter as well.',
    author: 'Priya K.',
    authorEmail: 'priya.kapoor@example.com',
    friendlyName: 'Priya K.',
    replyById: 1420,
    productWebskus: ['118044'],
  }),
  expertReply({
    replyId: 7102,
    replyText: 'The harness also fits the 2017 model year.',
    author: 'Owen P.',
    authorEmail: 'owen.park@example.com',
    friendlyName: 'Owen P.',
    replyById: 2764,
  }),
  expertReply({
    replyId: 7103,
    replyText: 'Thank you, that is what I needed! Ordered it today.',
    author: 'Taylor Reed',
    authorEmail: 'taylor.reed@example.com',
    friendlyName: 'Taylor R.',
    source: 'Comment',
    forReview: false,
  }),
];

/** Reply 7101 (a moderator's own) has feedback from another moderator, asking for a response. */
const SEED_REPLY_FEEDBACK: ReplyFeedbackRecord[] = [
  {
    onlineContentSubReplyFeedbackID: 90,
    replyID: 7101,
    feedback: 'Please name the 4-pole adapter part number so the neighbor can order it.',
    requeue: true,
    moderatorEmployeeID: 1533,
    feedbackAuthor: 'Lena R.',
    response: null,
    specialistEmployeeID: 1420,
    specialistIsActive: true,
    resolved: false,
  },
];

export function createModerationState(): ModerationState {
  return {
    staff: structuredClone(STAFF),
    commentFeedback: [],
    replyFeedback: structuredClone(SEED_REPLY_FEEDBACK),
    answerFeedback: [],
    flags: { comment: [542], reply: [] },
    flaggedSubmissions: { comment: [542], reply: [] },
    holds: [],
    nextFeedbackId: 100,
  };
}
