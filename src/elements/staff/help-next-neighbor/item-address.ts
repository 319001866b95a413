import { type AddressKind, fetchAddress, isAddressFound } from '../../../api/address';
import { CONTENT_TYPES, enumName, QUEUE_ITEM_TYPES, type QueueItem } from '../../../api/queues';
import { addressFailedMessage, HNN_TEXTS, navigationFailedMessage } from './help-next-neighbor-texts';

/**
 * Where a pulled queue item is worked on (staff §2.1, §7.3): the address lookup of its source gives
 * the page, and the query parameters commentId, replyId, queueItemType, revId, answerId and
 * inactiveWebskus (and the #answer-{id} anchor for answers) say which item of the page it is.
 */
/**
 * `retryable`: another try may work (a lookup failed), unlike an unknown content or source type.
 * `logged`: the failure was a failed call, which the HTTP layer has logged already.
 */
export type ItemAddress =
  | { ok: true; url: string }
  | { ok: false; message: string; retryable: boolean; logged?: boolean };

/**
 * Staff §3.19 "Source type (comment source)". The community forms have the same table
 * (`community/shared/content-path.ts`); importing it would move that module into the platform file
 * every page loads, for one line.
 */
const SOURCE_TYPES = { Review: 1, Video: 2, Question: 3, Faq: 4, Answer: 5 } as const;

/**
 * The lookup of each source type (§3.19 "Source type (comment source)"): a review's product page, a
 * video, a question or an FAQ; an answer lives on its question's page.
 */
const LOOKUP_BY_SOURCE: Record<keyof typeof SOURCE_TYPES, AddressKind> = {
  Review: 'productfromreview',
  Video: 'video',
  Question: 'question',
  Faq: 'faq',
  Answer: 'question',
};

/** The query parameters and anchor that point the page at the item. */
function itemParameters(item: QueueItem, options: { inactive: boolean }) {
  const params: [string, string][] = [];
  let hash = '';
  const content = enumName(CONTENT_TYPES, item.contentType);
  if (content === 'Comment') params.push(['commentId', item.contentID]);
  if (content === 'Reply') {
    if (item.parentID) params.push(['commentId', item.parentID]);
    params.push(['replyId', item.contentID]);
  }
  params.push(['queueItemType', String(item.queueItemType)]);
  if (content === 'ProductReview') params.push(['revId', item.contentID]);
  else if (item.sourceType === SOURCE_TYPES.Review && item.sourceKey) params.push(['revId', item.sourceKey]);
  if (content === 'Answer') {
    params.push(['answerId', item.contentID]);
    hash = `answer-${item.contentID}`;
  }
  const inactive = options.inactive || item.queueItemType === QUEUE_ITEM_TYPES.InactiveProductComment;
  if (inactive && item.webSKU) params.push(['inactiveWebskus', item.webSKU]);
  return { params, hash };
}

function describe(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** The lookup's value as an absolute http(s) address with the item's parameters; throws when it is none. */
function targetUrl(value: string, siteRoot: string, item: QueueItem, options: { inactive: boolean }): string {
  const url = new URL(value.trim(), new URL(siteRoot, window.location.href));
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(HNN_TEXTS.unsafeAddress);
  const { params, hash } = itemParameters(item, options);
  for (const [name, parameter] of params) url.searchParams.set(name, parameter);
  if (hash) url.hash = hash;
  return url.toString();
}

/** Looks the item's page up and builds its address, or says (§8) why it cannot. */
export async function itemAddress(
  item: QueueItem,
  siteRoot: string,
  options: { inactive: boolean },
): Promise<ItemAddress> {
  if (!enumName(CONTENT_TYPES, item.contentType))
    return { ok: false, message: HNN_TEXTS.invalidContentType, retryable: false };
  const source = enumName(SOURCE_TYPES, item.sourceType);
  if (!source) return { ok: false, message: HNN_TEXTS.invalidCommentType, retryable: false };
  if (!item.sourceKey)
    return { ok: false, message: addressFailedMessage(item, [HNN_TEXTS.noSourceKey]), retryable: false };
  let value: string;
  try {
    const result = await fetchAddress(LOOKUP_BY_SOURCE[source], item.sourceKey);
    if (!isAddressFound(result)) {
      const messages = result.statusMessageResult.messages?.filter((message) => message.trim() !== '') ?? [];
      return {
        ok: false,
        message: addressFailedMessage(item, messages.length > 0 ? messages : [HNN_TEXTS.noAddress]),
        retryable: true,
      };
    }
    value = result.value;
  } catch (error) {
    return {
      ok: false,
      message: addressFailedMessage(item, [describe(error)]),
      retryable: true,
      logged: true,
    };
  }
  try {
    return { ok: true, url: targetUrl(value, siteRoot, item, options) };
  } catch (error) {
    return { ok: false, message: navigationFailedMessage(item, describe(error)), retryable: false };
  }
}

/** Goes to the address; a navigation that throws gives the §8 navigation failure message. */
export function goToItem(item: QueueItem, url: string, navigate: (url: string) => void): string | null {
  try {
    navigate(url);
    return null;
  } catch (error) {
    return navigationFailedMessage(item, describe(error));
  }
}
