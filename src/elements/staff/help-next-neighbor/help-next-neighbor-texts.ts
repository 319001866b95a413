import { CONTENT_TYPES, enumName, QUEUE_ITEM_TYPES, type QueueItem } from '../../../api/queues';

/**
 * The widget's texts. The button labels (§2.1) and the messages of §8 are the spec's, word for word;
 * the others (status lines, the counts, 'Try again') are ours, where the spec shows none.
 */
export const HNN_TEXTS = {
  helpNextNeighbor: 'Help Next Neighbor',
  pullNextReview: 'Pull Next Review',
  getInactiveProductContent: 'Get Inactive Product Content',
  goToPortal: 'Go To Portal',
  reloadPage: 'Reload Page',
  queueEmpty: 'Content Queue Empty, Way To Go!',
  inactiveQueueEmpty: 'Inactive Content Queue Empty, Way To Go!',
  invalidContentType: 'Invalid content type provided',
  invalidCommentType: 'Invalid comment type provided',
  pullFailed: 'Failed to get the next item from the queue. Please try again.',
  pulling: 'Getting the next item…',
  heldFailed: 'Failed to load your held items and counts.',
  tryAgain: 'Try again',
  noSourceKey: 'the queue item has no source key',
  noAddress: 'no address was found',
  unsafeAddress: 'the address is not an http(s) address of a page',
  missingEmployee:
    'The queue needs the signed-in employee: the page gives no data-employee-id or data-employee-name.',
  heldHeading: 'Held by you',
  noHeldItems: 'You hold no items.',
} as const;

/** 'Failed to navigate to url while helping next neighbor for {content type} ID {id}: {error}' (§8). */
export function navigationFailedMessage(item: QueueItem, error: string): string {
  return `Failed to navigate to url while helping next neighbor for ${contentTypeName(item)} ID ${item.contentID}: ${error}`;
}

/**
 * 'Failed to get address for comment ID {id}: {messages}', "the same for reply and question" (§8);
 * an answer or a product review says 'answer' or 'product review' in the same sentence.
 */
export function addressFailedMessage(item: QueueItem, messages: readonly string[]): string {
  return `Failed to get address for ${contentTypeNoun(item)} ID ${item.contentID}: ${messages.join('; ')}`;
}

const CONTENT_NOUNS: Record<keyof typeof CONTENT_TYPES, string> = {
  Comment: 'comment',
  Reply: 'reply',
  Question: 'question',
  ProductReview: 'product review',
  Answer: 'answer',
};

/** The content type's name of §3.19 ('Comment', 'ProductReview'), or its number when unknown. */
export function contentTypeName(item: QueueItem): string {
  return enumName(CONTENT_TYPES, item.contentType) ?? String(item.contentType);
}

function contentTypeNoun(item: QueueItem): string {
  const name = enumName(CONTENT_TYPES, item.contentType);
  return name ? CONTENT_NOUNS[name] : 'content';
}

/** 'AssignedComment' as 'Assigned comment'. */
export function queueItemTypeLabel(queueItemType: number): string {
  const name = enumName(QUEUE_ITEM_TYPES, queueItemType);
  if (!name) return `Queue item type ${queueItemType}`;
  return name.replace(
    /([a-z])([A-Z])/g,
    (_match, before: string, letter: string) => `${before} ${letter.toLowerCase()}`,
  );
}

/** 'Comment ID 502 · Assigned comment': how a held item and a pulled one are named. */
export function itemLabel(item: QueueItem): string {
  return `${contentTypeName(item)} ID ${item.contentID} · ${queueItemTypeLabel(item.queueItemType)}`;
}

/** 'Going to Comment ID 502…' while the page leaves for the item. */
export function goingToText(item: QueueItem): string {
  return `Going to ${contentTypeName(item)} ID ${item.contentID}…`;
}

/** 'Waiting in your queue: 4 · Held by you: 1', plus the inactive product count when shown. */
export function countsText(
  counts: { queued: number; held: number; inactiveProduct?: number | null },
  withInactive: boolean,
): string {
  const parts = [`Waiting in your queue: ${counts.queued}`, `Held by you: ${counts.held}`];
  if (withInactive && typeof counts.inactiveProduct === 'number')
    parts.push(`Inactive product content: ${counts.inactiveProduct}`);
  return parts.join(' · ');
}
