import type { QueueRole } from '../../api/queues';
import { SEED_CONTENT } from '../content/seed';
import { DEMO_QUESTION_ID } from './questions';

/** The web sku of the demo question 8801 (its product, `questions.ts`). */
const DEMO_QUESTION_WEBSKU = '90195';

/**
 * The fake shop's specialist and moderator queues (staff §3.7, §3.19, §4.6): items waiting in each
 * queue, the inactive-product queue, and the items each employee holds. Pulling an item takes it off
 * its queue (it is remembered in `pulled`), so a queue empties. Together the queues hold an item of
 * every queue item type of §3.19, on the seed's content (`content/seed.ts`).
 */

/** A queue item as the fake shop stores it: the answer's fields, ids as the server sends them. */
export interface StoredQueueItem {
  contentType: number;
  contentID: number;
  parentID: number | null;
  sourceType: number;
  sourceKey: string;
  webSKU: string;
  queueItemType: number;
}

export interface PulledQueueItem {
  role: QueueRole | 'inactive';
  employeeId: number;
  name: string;
  item: StoredQueueItem;
}

export interface QueuesState {
  specialist: StoredQueueItem[];
  moderator: StoredQueueItem[];
  /** Comments on inactive products (`next-inactive-product`, specialist queue). */
  inactiveProduct: StoredQueueItem[];
  /** Held items by queue and employee id. */
  held: Record<QueueRole, Record<string, StoredQueueItem[]>>;
  /** Every item pulled, in order (who pulled it and from which queue). */
  pulled: PulledQueueItem[];
  /** The address book of product reviews (§7.3 productfromreview/{key}): review key to web sku. */
  reviews: Record<string, string>;
}

/** A product review of the Curt hitch: comments on it have the source type Review and this key. */
export const SEED_REVIEW_KEY = '88412';
/** An answer of question 123 waiting for a moderator's specialist review. */
export const SEED_ANSWER_ID = 9101;

const review = { sourceType: 1, sourceKey: SEED_REVIEW_KEY, webSKU: SEED_CONTENT.product.webSku } as const;
const video = {
  sourceType: 2,
  sourceKey: SEED_CONTENT.video.parentId,
  webSKU: SEED_CONTENT.video.webSku,
} as const;
const question = {
  sourceType: 3,
  sourceKey: SEED_CONTENT.question.parentId,
  webSKU: SEED_CONTENT.question.webSku,
} as const;
const faq = { sourceType: 4, sourceKey: SEED_CONTENT.faq.parentId, webSKU: SEED_CONTENT.faq.webSku } as const;
const answer = {
  sourceType: 5,
  sourceKey: SEED_CONTENT.question.parentId,
  webSKU: SEED_CONTENT.question.webSku,
} as const;

/** Content types (§3.19): 1 Comment, 2 Reply, 3 Question, 4 ProductReview, 5 Answer. */
const SEED_SPECIALIST_QUEUE: StoredQueueItem[] = [
  { contentType: 1, contentID: 502, parentID: null, ...review, queueItemType: 2 }, // AssignedComment
  { contentType: 2, contentID: 7002, parentID: 501, ...review, queueItemType: 0 }, // Nothing
  { contentType: 3, contentID: 123, parentID: null, ...question, queueItemType: 4 }, // Question
  { contentType: 1, contentID: 521, parentID: null, ...video, queueItemType: 2 }, // AssignedComment
  // The neighbor's question of the specialist's answer form (`questions.ts`, staff §2.4).
  {
    contentType: 3,
    contentID: DEMO_QUESTION_ID,
    parentID: null,
    sourceType: 3,
    sourceKey: String(DEMO_QUESTION_ID),
    webSKU: DEMO_QUESTION_WEBSKU,
    queueItemType: 4,
  }, // Question
];

const SEED_MODERATOR_QUEUE: StoredQueueItem[] = [
  { contentType: 1, contentID: 511, parentID: null, ...faq, queueItemType: 3 }, // CommentForReview
  { contentType: 2, contentID: 7001, parentID: 501, ...review, queueItemType: 7 }, // SpecialistReview
  { contentType: 1, contentID: 531, parentID: null, ...answer, queueItemType: 6 }, // FlaggedSubmission
  { contentType: 5, contentID: SEED_ANSWER_ID, parentID: 123, ...answer, queueItemType: 7 }, // SpecialistReview
  { contentType: 4, contentID: Number(SEED_REVIEW_KEY), parentID: null, ...review, queueItemType: 10 }, // AutoApproveFailed
];

const SEED_INACTIVE_PRODUCT_QUEUE: StoredQueueItem[] = [
  { contentType: 1, contentID: 501, parentID: null, ...review, queueItemType: 5 }, // InactiveProductComment
];

/** The sample specialist (3187) and moderator (1420) of `state.ts` each hold one item. */
const SEED_HELD: QueuesState['held'] = {
  specialist: { '3187': [{ contentType: 2, contentID: 7011, parentID: 511, ...faq, queueItemType: 2 }] },
  moderator: { '1420': [{ contentType: 1, contentID: 501, parentID: null, ...review, queueItemType: 3 }] },
};

export function createQueuesSeed(): QueuesState {
  return structuredClone({
    specialist: SEED_SPECIALIST_QUEUE,
    moderator: SEED_MODERATOR_QUEUE,
    inactiveProduct: SEED_INACTIVE_PRODUCT_QUEUE,
    held: SEED_HELD,
    pulled: [],
    reviews: { [SEED_REVIEW_KEY]: SEED_CONTENT.product.webSku },
  });
}

/**
 * Takes the next item off a queue: the first one, or with `startingSource` the first whose source
 * type is that one or the next ones after it (wrapping round), so 1 starts with reviews.
 */
export function takeNext(queue: StoredQueueItem[], startingSource?: number): StoredQueueItem | null {
  if (queue.length === 0) return null;
  let index = 0;
  if (startingSource !== undefined) {
    const distance = (item: StoredQueueItem) => (item.sourceType - startingSource + 100) % 100;
    index = queue.reduce(
      (best, item, at) => (distance(item) < distance(queue[best] as StoredQueueItem) ? at : best),
      0,
    );
  }
  const [item] = queue.splice(index, 1);
  return item ?? null;
}

/**
 * A specialist's answer waits for a moderator's review (staff §3.19 SpecialistReview, §4.4): a real
 * shop puts every answer a specialist submits on the moderator queue, so the fake shop does too. The
 * answer lives on its question's page (source type Answer, key the question id).
 */
export function queueAnswerForReview(
  queues: QueuesState,
  answer: { answerId: number; questionId: number; webSku: string },
  queue: 'moderator' | 'specialist' = 'moderator',
): void {
  dropAnswerFromQueues(queues, answer.answerId);
  queues[queue].push({
    contentType: 5,
    contentID: answer.answerId,
    parentID: answer.questionId,
    sourceType: 5,
    sourceKey: String(answer.questionId),
    webSKU: answer.webSku,
    queueItemType: 7,
  });
}

/**
 * Takes an answer's SpecialistReview item off both queues (approved, or moving from one queue to the
 * other in the feedback workflow of staff §4.4).
 */
export function dropAnswerFromQueues(queues: QueuesState, answerId: number): void {
  const other = (item: StoredQueueItem) => !(item.contentType === 5 && item.contentID === answerId);
  queues.moderator = queues.moderator.filter(other);
  queues.specialist = queues.specialist.filter(other);
}
