import * as z from 'zod/mini';
import { createStore } from 'zustand/vanilla';
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
  savedListEntrySourceSchema,
} from '../api/saved-lists';
import { publish, subscribe } from '../core/bus';
import { isApiError } from '../core/errors';
import { newIdempotencyKey } from '../core/http';
import { broadcastToTabs, onTabMessage } from '../core/tab-sync';
import { FEATURE_TOGGLES, isToggleOn } from '../core/toggles';

/**
 * Saved product lists on the client: whether the visitor may use them, what the side bar was asked
 * to save, and the one function every widget uses to save products to a list
 * ({@link saveEntriesToList}). A dealer installer may save only while the 'saved-product-list'
 * toggle is on (storefront §6).
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

export interface SavedListsState {
  /** Toggle on and the server says the visitor may use saved lists. */
  availability: 'unknown' | 'loading' | 'available' | 'unavailable';
  /** What the side bar's saved-list views were last asked to save. */
  pendingEntries: SavedListEntry[];
  /** Order products: the order number names a new list (storefront §3). */
  pendingOrderNumber: string | null;
  /** The list named by `?savedlistid=`, announced in the cart (0: none). */
  announcedListId: number;
  /** Counts the open commands of the saved-list views: each one starts that view afresh. */
  requestNumber: number;
}

export const initialSavedListsState: SavedListsState = {
  availability: 'unknown',
  pendingEntries: [],
  pendingOrderNumber: null,
  announcedListId: 0,
  requestNumber: 0,
};

export const savedListsStore = createStore<SavedListsState>()(() => ({ ...initialSavedListsState }));

const looseEntrySchema = z.object({
  webSku: z.string(),
  quantity: z.unknown(),
  source: z.unknown(),
});

function wholeQuantity(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN);
  return Number.isFinite(number) && Math.trunc(number) >= 1 ? Math.trunc(number) : 1;
}

/**
 * Entries from outside (an event detail from a host page, another bundle): those without a sku are
 * dropped, a quantity of 0 or not a number becomes 1, an unknown source becomes 'product'.
 */
export function normalizeSavedListEntries(raw: unknown): SavedListEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((candidate) => {
    const parsed = looseEntrySchema.safeParse(candidate);
    if (!parsed.success || parsed.data.webSku.trim() === '') return [];
    const source = savedListEntrySourceSchema.safeParse(parsed.data.source);
    return [
      {
        webSku: parsed.data.webSku.trim(),
        quantity: wholeQuantity(parsed.data.quantity),
        source: source.success ? source.data : SAVED_ENTRY_SOURCE.product,
      },
    ];
  });
}

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

const savedListUpdateSchema = z.object({
  savedProductListId: z.int(),
  name: z.string(),
  itemCount: z.int().check(z.nonnegative()),
  created: z.boolean(),
});

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

const SAVED_LIST_VIEWS = new Set(['saved-list', 'new-saved-list']);
/** The `source` the side bar gives its own moves between its views. */
export const SIDEBAR_SOURCE = 'cart-sidebar';

// Another tab saved to a list: this page hears it as it hears another bundle's save.
if (typeof window !== 'undefined') {
  onTabMessage('saved-lists-changed', (payload) => {
    const parsed = savedListUpdateSchema.safeParse(payload);
    if (parsed.success) publish('shop:saved-list-updated', parsed.data);
  });
}

// The side bar's open command carries what to save (and the list to announce); it may come from
// this bundle, another one or the host page, so it is read from the window event and checked here.
if (typeof window !== 'undefined') {
  subscribe('shop:cart-open', (detail) => {
    const next: Partial<SavedListsState> = {
      announcedListId:
        Number.isInteger(detail.savedListId) && Number(detail.savedListId) > 0
          ? Number(detail.savedListId)
          : 0,
    };
    if (SAVED_LIST_VIEWS.has(String(detail.view))) {
      next.requestNumber = savedListsStore.getState().requestNumber + 1;
    }
    if (detail.items !== undefined) {
      next.pendingEntries = normalizeSavedListEntries(detail.items);
      next.pendingOrderNumber =
        typeof detail.orderNumber === 'string' ? detail.orderNumber.trim() || null : null;
    } else if (!(detail.source === SIDEBAR_SOURCE && SAVED_LIST_VIEWS.has(String(detail.view)))) {
      // Only the side bar's own move between its two saved-list views keeps what was to be saved.
      next.pendingEntries = [];
      next.pendingOrderNumber = null;
    }
    savedListsStore.setState(next);
  });
}

export function resetSavedListsStore(): void {
  availabilityLookup = undefined;
  savedListsStore.setState({ ...initialSavedListsState }, true);
}
