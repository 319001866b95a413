import {
  addSavedListItem,
  addSavedListItems,
  createSavedList,
  fetchDealerSavedLists,
  fetchSavedListAvailability,
  SAVED_ENTRY_SOURCE,
  type SavedListDetails,
  type SavedListEntry,
  type SavedProductList,
} from '../api/saved-lists';
import { publish } from '../core/bus';
import { isApiError } from '../core/errors';
import { newIdempotencyKey } from '../core/http';
import { broadcastToTabs } from '../core/tab-sync';
import { FEATURE_TOGGLES, isToggleOn } from '../core/toggles';
import { normalizeSavedListEntries, resetSavedListsState, savedListsStore } from './saved-lists-state';

export {
  initialSavedListsState,
  normalizeSavedListEntries,
  type SavedListsState,
  SIDEBAR_SOURCE,
  savedListsStore,
} from './saved-lists-state';

/**
 * Saved product lists on the client: whether the visitor may use them, and the one function every
 * widget uses to save products to a list ({@link saveEntriesToList}). A dealer installer may save only
 * while the 'saved-product-list' toggle is on (storefront §6). The store, with what the side bar was
 * asked to save, is in `./saved-lists-state`, which the side bar loads at start (re-exported here).
 */

/** Spec storefront §8 "Invoice save" texts, used wherever products are saved to a list. */
export const SAVED_LIST_MESSAGES = {
  generic: 'An error has occurred.',
  createFailed: 'An error has occurred. Failed to add list.',
  addFailed: 'Failed to add items to list.',
  addToNewListFailed: 'Failed to add items to the list.',
} as const;

/** The name a Save for Later list gets when the dealer has no list yet. */
export const SAVE_FOR_LATER_LIST_NAME = 'Saved for Later';

/** Spec storefront §5: saving for later needs a non-empty sku, the feature on and a dealer id above 0. */
export function canSaveForLater(rule: {
  webSku: string;
  toggleOn: boolean;
  dealerInstallerId: number;
}): boolean {
  return rule.webSku.trim() !== '' && rule.toggleOn && rule.dealerInstallerId > 0;
}

let availabilityLookup: Promise<boolean> | undefined;

/**
 * Whether saved lists can be used here: the 'saved-product-list' toggle is on and GET is-available
 * says yes. Looked up once per page; a failure counts as unavailable.
 */
export function loadSavedListAvailability(): Promise<boolean> {
  availabilityLookup ??= (async () => {
    savedListsStore.setState({ availability: 'loading' });
    let available = false;
    try {
      available =
        (await isToggleOn(FEATURE_TOGGLES.savedProductList)) &&
        (await fetchSavedListAvailability()).isAvailable;
    } catch {
      // Logged by the http layer; saved lists stay hidden.
    }
    savedListsStore.setState({ availability: available ? 'available' : 'unavailable' });
    return available;
  })();
  return availabilityLookup;
}

/** Why a save failed, and at which step (a new list may exist although its items were not added). */
export class SavedListSaveError extends Error {
  override readonly name = 'SavedListSaveError';
  constructor(
    readonly step: 'create' | 'add-items',
    message: string,
    /** Set when the list exists (created, or the one asked for). */
    readonly savedProductListId?: number,
    /** The server's status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

function statusOf(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}

function announceSaved(list: SavedProductList, created: boolean): void {
  const detail = {
    savedProductListId: list.savedProductListId,
    name: list.name,
    itemCount: list.itemCount,
    created,
  };
  publish('shop:saved-list-updated', detail);
  broadcastToTabs('saved-lists-changed', detail);
}

/**
 * Saves these entries (webSku, quantity, source) to list `listId` with POST /{id}/items and answers
 * the updated list; publishes `shop:saved-list-updated`. Pass the idempotency key of the user action
 * when you retry; a fresh one is made otherwise. Fails with a {@link SavedListSaveError} whose
 * message is the spec's 'Failed to add items to list.'.
 */
export async function saveEntriesToList(
  listId: number,
  entries: readonly SavedListEntry[],
  {
    idempotencyKey = newIdempotencyKey(),
    created = false,
  }: { idempotencyKey?: string; created?: boolean } = {},
): Promise<SavedProductList> {
  const valid = normalizeSavedListEntries(entries);
  if (valid.length === 0) throw new SavedListSaveError('add-items', SAVED_LIST_MESSAGES.addFailed, listId);
  try {
    const list = await addSavedListItems(listId, valid, idempotencyKey);
    announceSaved(list, created);
    return list;
  } catch (error) {
    const message = created ? SAVED_LIST_MESSAGES.addToNewListFailed : SAVED_LIST_MESSAGES.addFailed;
    throw new SavedListSaveError('add-items', message, listId, statusOf(error));
  }
}

/**
 * Creates a list (POST /) and answers its id. A 409 (the dealer already has a list of that name)
 * fails with a message naming it; anything else with 'An error has occurred. Failed to add list.'.
 */
export async function createSavedListNamed(
  details: SavedListDetails,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<number> {
  try {
    return await createSavedList(details, idempotencyKey);
  } catch (error) {
    const status = statusOf(error);
    const message =
      status === 409
        ? `You already have a list named "${details.name.trim()}".`
        : SAVED_LIST_MESSAGES.createFailed;
    throw new SavedListSaveError('create', message, undefined, status);
  }
}

/**
 * Save for Later from the cart (one product, source cart = 2): into the dealer's default list, or
 * their first, or a new 'Saved for Later' list when they have none. Check {@link canSaveForLater}
 * and {@link loadSavedListAvailability} first.
 */
export async function saveForLater(entry: { webSku: string; quantity: number }): Promise<SavedProductList> {
  let lists: SavedProductList[];
  try {
    lists = await fetchDealerSavedLists();
  } catch (error) {
    throw new SavedListSaveError('add-items', SAVED_LIST_MESSAGES.addFailed, undefined, statusOf(error));
  }
  const target = lists.find((list) => list.isDefault) ?? lists[0];
  const saved = { webSku: entry.webSku, quantity: entry.quantity, source: SAVED_ENTRY_SOURCE.cart };
  if (!target) {
    const listId = await createSavedListNamed({ name: SAVE_FOR_LATER_LIST_NAME, isDefault: true });
    return saveEntriesToList(listId, [saved], { created: true });
  }
  try {
    const list = await addSavedListItem(target.savedProductListId, saved, newIdempotencyKey());
    announceSaved(list, false);
    return list;
  } catch (error) {
    throw new SavedListSaveError(
      'add-items',
      SAVED_LIST_MESSAGES.addFailed,
      target.savedProductListId,
      statusOf(error),
    );
  }
}

export function resetSavedListsStore(): void {
  availabilityLookup = undefined;
  resetSavedListsState();
}
