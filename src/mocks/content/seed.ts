import { MODERATION_SEED_COMMENTS, MODERATION_SEED_REPLIES } from '../moderation/seed';
import type { ContentState, StoredComment, StoredQuestion, StoredReply } from './types';

/**
 * The fake shop's comments, replies and questions at start: threads on a product's Q&A, an FAQ, a
 * video and a question page, with approved, pending and held items and an expert answer.
 */

/** The content the seed threads hang on (and the demo pages show). */
export const SEED_CONTENT = {
  product: { parentId: 'C13130', contentType: 'Review', webSku: 'C13130' },
  faq: { parentId: 'trailer-wiring', contentType: 'Faq', webSku: '' },
  video: { parentId: 'curt-hitch-installation', contentType: 'Video', webSku: 'C13130' },
  question: { parentId: '123', contentType: 'Answer', webSku: '90195' },
} as const;

/** A customer whose earlier comments were approved, so the next ones are too (see `rules.ts`). */
export const TRUSTED_CUSTOMER = { name: 'Jordan Miles', email: 'jordan.miles@example.com' } as const;

function comment(
  partial: Partial<StoredComment> & Pick<StoredComment, 'commentId' | 'parentId'>,
): StoredComment {
  return {
    contentType: 'Review',
    webSku: '',
    commentText: '',
    author: '',
    authorEmail: '',
    friendlyName: '',
    commentDate: '2025-01-01T12:00:00.000Z',
    notifyCustomer: true,
    links: [],
    productWebskus: [],
    source: 'Comment',
    employeeId: 0,
    status: 'approved',
    forwardedToCs: null,
    ...partial,
  };
}

function reply(partial: Partial<StoredReply> & Pick<StoredReply, 'replyId' | 'commentId'>): StoredReply {
  return {
    replyToId: -1,
    replyTo: '',
    replyText: '',
    author: '',
    authorEmail: '',
    friendlyName: '',
    replyDate: '2025-01-02T12:00:00.000Z',
    notifyCustomer: true,
    links: [],
    productWebskus: [],
    source: 'Comment',
    replyById: 0,
    status: 'approved',
    forReview: false,
    forwardedToCs: null,
    ...partial,
  };
}

const SEED_COMMENTS: StoredComment[] = [
  comment({
    commentId: 501,
    ...SEED_CONTENT.product,
    commentText:
      'Will this hitch clear the spare tire on a 2019 Ram 1500? I tow a 5,000 lb camper a few times a year.',
    author: TRUSTED_CUSTOMER.name,
    authorEmail: TRUSTED_CUSTOMER.email,
    friendlyName: 'Jordan M.',
    commentDate: '2025-03-04T15:20:00.000Z',
  }),
  comment({
    commentId: 502,
    ...SEED_CONTENT.product,
    commentText: 'Does the kit come with the bolts, or do I have to order them separately?',
    author: 'Riley Chen',
    authorEmail: 'riley.chen@example.com',
    friendlyName: 'Riley C.',
    commentDate: '2025-04-11T09:05:00.000Z',
    status: 'pending',
  }),
  comment({
    commentId: 511,
    ...SEED_CONTENT.faq,
    commentText: 'Great write-up. Which converter do I need for separate turn signals on my Jeep?',
    author: 'Sam Ortiz',
    authorEmail: 'sam.ortiz@example.com',
    friendlyName: 'Sam O.',
    commentDate: '2025-02-18T18:40:00.000Z',
  }),
  comment({
    commentId: 521,
    ...SEED_CONTENT.video,
    commentText: 'How long did the install take you without a lift?',
    author: 'Avery Brooks',
    authorEmail: 'avery.brooks@example.com',
    friendlyName: 'Avery B.',
    commentDate: '2025-05-02T21:10:00.000Z',
  }),
  comment({
    commentId: 531,
    ...SEED_CONTENT.question,
    commentText: 'I have the same truck and the same question about the 4-pole connector.',
    author: TRUSTED_CUSTOMER.name,
    authorEmail: TRUSTED_CUSTOMER.email,
    friendlyName: 'Jordan M.',
    commentDate: '2025-06-09T13:00:00.000Z',
  }),
];

const SEED_REPLIES: StoredReply[] = [
  reply({
    replyId: 7001,
    commentId: 501,
    replyTo: 'Jordan M.',
    replyText:
      'Yes: on the 2019 Ram 1500 the Curt C13130 sits above the spare, and it is rated for 8,000 lbs, so your camper is well within it.',
    author: 'Marcus T.',
    authorEmail: 'marcus.tran@example.com',
    friendlyName: 'Marcus T.',
    replyDate: '2025-03-05T10:00:00.000Z',
    source: 'Expert',
    replyById: 3187,
    links: ['faq-trailer-wiring.aspx'],
    productWebskus: ['C13130'],
  }),
  reply({
    replyId: 7002,
    commentId: 501,
    replyToId: 7001,
    replyTo: 'Marcus T.',
    replyText: 'Thanks! Would I also need a ball mount for a 2 inch drop? My trailer sits low.',
    author: TRUSTED_CUSTOMER.name,
    authorEmail: TRUSTED_CUSTOMER.email,
    friendlyName: 'Jordan M.',
    replyDate: '2025-03-06T08:30:00.000Z',
    status: 'pending',
  }),
  reply({
    replyId: 7011,
    commentId: 511,
    replyTo: 'Sam O.',
    replyText: 'Most Jeeps with separate turn signals need a powered 3-to-2 converter.',
    author: 'Casey Lee',
    authorEmail: 'casey.lee@example.com',
    friendlyName: 'Casey L.',
    replyDate: '2025-02-19T07:45:00.000Z',
  }),
];

const SEED_QUESTIONS: StoredQuestion[] = [
  {
    questionId: 123,
    questionDate: '2025-06-08T16:30:00.000Z',
    questionName: 'Taylor Reed',
    questionEmail: 'taylor.reed@example.com',
    questionSubject: 'Which wiring harness fits a 2018 Ford F-150?',
    questionSource: 'Web',
    partNo: '90195',
    question:
      'Which wiring harness fits a 2018 Ford F-150 with the factory tow package, and do I need the 4-pole adapter?',
    status: 1,
    active: true,
    autoApproved: false,
    reviewedByEmployeeId: 3187,
    createdByEmployeeId: 0,
  },
];

export function createContentState(): ContentState {
  return {
    comments: structuredClone([...SEED_COMMENTS, ...MODERATION_SEED_COMMENTS]),
    replies: structuredClone([...SEED_REPLIES, ...MODERATION_SEED_REPLIES]),
    replyDrafts: [],
    commentDrafts: [],
    questions: structuredClone(SEED_QUESTIONS),
    nextCommentId: 600,
    nextReplyId: 8000,
    nextQuestionId: 4001,
    nextDraftId: 1,
    customerReplyAnswer: 'id',
  };
}
