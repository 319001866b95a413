import { fetchWebOrderItems } from '../../../api/orders';
import { SAVED_ENTRY_SOURCE, type SavedListEntry } from '../../../api/saved-lists';
import {
  createSavedListNamed,
  SAVED_LIST_MESSAGES,
  SavedListSaveError,
  saveEntriesToList,
} from '../../../stores/saved-lists';

/**
 * Saving an order as a list (storefront §4 "Invoice save", §3 "A list made from an order is named
 * with the order number"): read the order's lines (GET /api/orders/web-order-items?ordernumber=),
 * create the list (POST /api/saved-product-list), add the lines with source 3 (Invoice, POST
 * /{id}/items). Loaded when the button shows, apart from the element.
 */

/** The keys of one save, kept for its retries so a repeated call is recognised by the server. */
export interface SaveOrderKeys {
  create: string;
  add: string;
}

export interface SaveOrderProgress {
  /** The list this save created already (a retry adds to it instead of creating another). */
  listId: number | null;
}

/** The order's lines as saved-list entries with source 3 (Invoice). */
export async function orderEntries(orderNumber: string): Promise<SavedListEntry[]> {
  let items: Awaited<ReturnType<typeof fetchWebOrderItems>>;
  try {
    items = await fetchWebOrderItems(orderNumber);
  } catch {
    // Logged by the http layer.
    throw new SavedListSaveError('create', SAVED_LIST_MESSAGES.generic);
  }
  const entries = items
    .filter((item) => item.webSku.trim() !== '' && item.quantity > 0)
    .map((item) => ({
      webSku: item.webSku.trim(),
      quantity: item.quantity,
      source: SAVED_ENTRY_SOURCE.invoice,
    }));
  if (entries.length === 0) throw new SavedListSaveError('create', SAVED_LIST_MESSAGES.generic);
  return entries;
}

/**
 * Creates the list named with the order number and adds the order's lines; answers the list's id.
 * Messages (storefront §8): 'An error has occurred.' when the order's lines cannot be read, 'An error
 * has occurred. Failed to add list.' when the list cannot be made, 'Failed to add items to the list.'
 * when the new list does not take the lines, and 'Failed to add items to list.' when a retry cannot
 * add them to the list made earlier. `progress.listId` keeps the list made, for that retry.
 */
export async function saveOrderAsList(
  orderNumber: string,
  keys: SaveOrderKeys,
  progress: SaveOrderProgress,
): Promise<number> {
  const entries = await orderEntries(orderNumber);
  const createdNow = progress.listId === null;
  if (progress.listId === null) {
    progress.listId = await createSavedListNamed({ name: orderNumber }, keys.create);
  }
  const list = await saveEntriesToList(progress.listId, entries, {
    idempotencyKey: keys.add,
    created: createdNow,
  });
  return list.savedProductListId;
}
