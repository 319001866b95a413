import * as z from 'zod/mini';
import { request } from '../core/http';
import { pathSegment } from '../core/path-segment';
import { optionalText } from '../core/tolerant';

/**
 * The specialist and moderator queues (staff §4.6, §7.6, §7.7):
 *
 * - GET /api/specialist-queue/specialist/{employeeId}/{name}/next, and the same with ?startingSource=1
 * - GET /api/specialist-queue/specialist/{employeeId}/{name}/next-inactive-product
 * - GET /api/specialist-queue/specialist/{employeeId}/held and .../counts
 * - GET /api/moderator-queue/moderator/{employeeId}/{name}/next, and the same with ?startingSource=1
 * - GET /api/moderator-queue/moderator/{employeeId}/held and .../counts
 *
 * The spec names the paths and the queue item's fields (§3.7); it gives no answer shapes, so the
 * schemas here are the contract (the fake shop answers with them): `next` answers one queue item or
 * `null` when the queue is empty (§4.6 "A null next item gives the empty-queue message"); `held`
 * answers the list of queue items the employee holds; `counts` answers {@link queueCountsSchema}.
 */
export type QueueRole = 'specialist' | 'moderator';

export { QUEUE_ITEM_TYPES } from './queue-enums';

/** Staff §3.19 "Content type". */
export const CONTENT_TYPES = { Comment: 1, Reply: 2, Question: 3, ProductReview: 4, Answer: 5 } as const;
/** The name of an enumeration value (`CONTENT_TYPES` and 1 give 'Comment'), or undefined. */
export function enumName<E extends Record<string, number>>(values: E, value: number): keyof E | undefined {
  return (Object.keys(values) as (keyof E)[]).find((name) => values[name] === value);
}

/**
 * Staff §3.7 "Queue item". The numbers are checked as whole numbers only: an unknown content or source
 * type still reaches the widget, which says 'Invalid content type provided' / 'Invalid comment type
 * provided' (§8) instead of a generic failure. Ids may come as numbers or text; they are kept as text.
 */
const idText = z.pipe(
  z.union([z.int(), z.string()]),
  z.transform((id) => String(id)),
);
export const queueItemSchema = z.object({
  contentType: z.int(),
  contentID: idText,
  parentID: z.optional(z.nullable(idText)),
  sourceType: z.int(),
  sourceKey: z.optional(z.nullable(idText)),
  webSKU: optionalText('queueItem.webSKU'),
  queueItemType: z.int(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** `next`: one item, or `null` when the queue is empty. */
export const nextQueueItemSchema = z.nullable(queueItemSchema);
export const heldQueueItemsSchema = z.array(queueItemSchema);

/**
 * The employee's counts (the spec says only "counts are available per employee"): items waiting in
 * the queue, items the employee holds, and, in the specialist queue, items of inactive products.
 */
export const queueCountsSchema = z.object({
  queued: z.int(),
  held: z.int(),
  inactiveProduct: z.optional(z.nullable(z.int())),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;

/** The signed-in employee as the queue paths name them. */
export interface QueueEmployee {
  employeeId: number;
  /** The `{name}` segment of the next-item paths (the moderation user's name). */
  name: string;
}

const QUEUE_BASES: Record<QueueRole, string> = {
  specialist: '/api/specialist-queue/specialist',
  moderator: '/api/moderator-queue/moderator',
};

export const QUEUE_PATHS = {
  next: (role: QueueRole, who: QueueEmployee) =>
    `${QUEUE_BASES[role]}/${pathSegment(who.employeeId)}/${pathSegment(who.name)}/next`,
  nextInactiveProduct: (who: QueueEmployee) =>
    `${QUEUE_BASES.specialist}/${pathSegment(who.employeeId)}/${pathSegment(who.name)}/next-inactive-product`,
  held: (role: QueueRole, employeeId: number) => `${QUEUE_BASES[role]}/${pathSegment(employeeId)}/held`,
  counts: (role: QueueRole, employeeId: number) => `${QUEUE_BASES[role]}/${pathSegment(employeeId)}/counts`,
} as const;

/** The `startingSource` value of the spec's second next call: 1, the Review source (§3.19 "Source type"). */
export const STARTING_SOURCE_REVIEW = 1;

/** The next item of a queue (`startingSource: 1` starts with the Review source); `null` when it is empty. */
export function fetchNextQueueItem(
  role: QueueRole,
  who: QueueEmployee,
  options: { startingSource?: typeof STARTING_SOURCE_REVIEW } = {},
): Promise<QueueItem | null> {
  return request(QUEUE_PATHS.next(role, who), {
    schema: nextQueueItemSchema,
    searchParams: { startingSource: options.startingSource },
  });
}

/** The next comment on an inactive product (specialist queue only); `null` when there is none. */
export function fetchNextInactiveProductItem(who: QueueEmployee): Promise<QueueItem | null> {
  return request(QUEUE_PATHS.nextInactiveProduct(who), { schema: nextQueueItemSchema });
}

export function fetchHeldQueueItems(role: QueueRole, employeeId: number): Promise<QueueItem[]> {
  return request(QUEUE_PATHS.held(role, employeeId), { schema: heldQueueItemsSchema });
}

export function fetchQueueCounts(role: QueueRole, employeeId: number): Promise<QueueCounts> {
  return request(QUEUE_PATHS.counts(role, employeeId), { schema: queueCountsSchema });
}
