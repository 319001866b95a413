import * as z from 'zod/mini';
import { request } from '../core/http';
import { optionalField } from '../core/tolerant';
import { cartAddResultSchema } from './cart-add';
import type { SavedListEntry } from './saved-list-entry';

/**
 * Saved product lists (storefront §7 "Saved lists", staff §7.12): a dealer installer's named lists
 * of products, filled from a product page, the cart or an invoice, and put back into the cart.
 *
 * The spec names the calls but not their bodies or answers: the schemas here are the contract, and
 * the fake shop answers with them. Every call that changes something takes an idempotency key made
 * once per user action. None is retried (the spec retries only cart, order and year GETs).
 * Bodies go out as given: check untrusted input with the exported schemas first (the saved-lists
 * store does). The calls that put saved products in the cart answer the cart add result of
 * `./cart-add` (storefront §3 "Cart add result").
 */
export const SAVED_LIST_BASE = '/api/saved-product-list';

/** Paths the spec does not give, kept in one place so a host can map them. */
export const SAVED_LIST_PATHS = {
  /** "Add saved products" to the cart: POST, body an array of `{ webSku, quantity, source }`. */
  addSavedProductsToCart: '/api/cart/saved-products',
} as const;

// What an entry to save is (its own module: the side bar checks entries from the page's start).
export {
  SAVED_ENTRY_SOURCE,
  SavedItemSource,
  type SavedItemSourceValue,
  type SavedListEntry,
  type SavedListEntrySource,
  savedListEntrySchema,
  savedListEntrySourceSchema,
} from './saved-list-entry';

/**
 * One product in a list, with what a shopper needs to recognise it (and its id, which the item calls
 * take). The answer's inStock is read by no widget, so it is not checked.
 */
export const savedListItemSchema = z.object({
  savedProductListItemId: z.int(),
  webSku: z.string(),
  quantity: z.int(),
  /** Numeric source, see {@link SavedItemSource}. */
  source: z.int(),
  name: z.string(),
  url: z.string(),
  thumbnailImageUrl: z.string(),
  price: z.number(),
});
export type SavedListItem = z.infer<typeof savedListItemSchema>;

/**
 * Saved product list (storefront §3). Lists in overviews (`dealer`, `add-to-list-options`) carry no
 * items; `itemCount` counts its products (lines). `isAdded` says whether the products asked about
 * in `add-to-list-options` are all in the list already. The answer's inStock and modifiedOn are read
 * by no widget, so they are not checked.
 */
export const savedProductListSchema = z.object({
  savedProductListId: z.int().check(z.positive()),
  name: z.string(),
  vehicle: optionalField('savedProductList.vehicle', z.string()),
  note: optionalField('savedProductList.note', z.string()),
  dealerInstallerId: z.int(),
  userSession: optionalField('savedProductList.userSession', z.string()),
  isDefault: z.boolean(),
  isAdded: z.boolean(),
  itemCount: z.int().check(z.nonnegative()),
  items: z._default(z.array(savedListItemSchema), []),
});
export type SavedProductList = z.infer<typeof savedProductListSchema>;

export const savedProductListsSchema = z.array(savedProductListSchema);

export const savedListAvailabilitySchema = z.object({ isAvailable: z.boolean() });

/** POST / answers the new list's id ("Creating a list ... returns the new id"). */
export const createdSavedListIdSchema = z.int().check(z.positive());

export const savedListDeletedSchema = z.object({ success: z.boolean() });

/** The fields of a list a dealer names and edits (POST / and PUT /{id}). */
export const savedListDetailsSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  vehicle: z.nullish(z.string().check(z.trim(), z.maxLength(100))),
  note: z.nullish(z.string().check(z.trim(), z.maxLength(500))),
  isDefault: z.optional(z.boolean()),
});
export type SavedListDetails = z.infer<typeof savedListDetailsSchema>;

export const savedListQuantitySchema = z.object({ quantity: z.int().check(z.positive()) });

function listPath(listId: number, rest = ''): string {
  return `${SAVED_LIST_BASE}/${encodeURIComponent(String(listId))}${rest}`;
}

/** GET is-available: whether the signed-in visitor may use saved lists. */
export function fetchSavedListAvailability() {
  return request(`${SAVED_LIST_BASE}/is-available`, { schema: savedListAvailabilitySchema });
}

/** GET dealer: the signed-in dealer's lists (without their items). */
export function fetchDealerSavedLists() {
  return request(`${SAVED_LIST_BASE}/dealer`, { schema: savedProductListsSchema });
}

/** GET /{id}: one list with its items. */
export function fetchSavedList(listId: number, signal?: AbortSignal) {
  return request(listPath(listId), { schema: savedProductListSchema, signal });
}

/** GET add-to-list-options: the lists to offer, each saying whether these skus are in it already. */
export function fetchAddToListOptions(webSkus: readonly string[] = []) {
  return request(`${SAVED_LIST_BASE}/add-to-list-options`, {
    schema: savedProductListsSchema,
    searchParams: { webSkus: webSkus.length > 0 ? webSkus.join(',') : undefined },
  });
}

/** DELETE /{id} */
export function deleteSavedList(listId: number, idempotencyKey: string) {
  return request(listPath(listId), { method: 'delete', schema: savedListDeletedSchema, idempotencyKey });
}

/** DELETE /{id}/items/{itemId}: answers the list without the item. */
export function deleteSavedListItem(listId: number, itemId: number, idempotencyKey: string) {
  return request(listPath(listId, `/items/${encodeURIComponent(String(itemId))}`), {
    method: 'delete',
    schema: savedProductListSchema,
    idempotencyKey,
  });
}

/** PUT /{id}/items/{itemId}/quantity (body `{ quantity }`): answers the updated list. */
export function updateSavedListItemQuantity(
  listId: number,
  itemId: number,
  quantity: number,
  idempotencyKey: string,
) {
  return request(listPath(listId, `/items/${encodeURIComponent(String(itemId))}/quantity`), {
    method: 'put',
    json: { quantity },
    schema: savedProductListSchema,
    idempotencyKey,
  });
}

/** POST / (body name, vehicle, note, isDefault): answers the new list's id. */
export function createSavedList(details: SavedListDetails, idempotencyKey: string) {
  return request(SAVED_LIST_BASE, {
    method: 'post',
    json: details,
    schema: createdSavedListIdSchema,
    idempotencyKey,
  });
}

/** PUT /{id} (body name, vehicle, note, isDefault): answers the updated list. */
export function updateSavedList(listId: number, details: SavedListDetails, idempotencyKey: string) {
  return request(listPath(listId), {
    method: 'put',
    json: details,
    schema: savedProductListSchema,
    idempotencyKey,
  });
}

/** POST /{id}/item (body one entry): answers the updated list. */
export function addSavedListItem(listId: number, entry: SavedListEntry, idempotencyKey: string) {
  return request(listPath(listId, '/item'), {
    method: 'post',
    json: entry,
    schema: savedProductListSchema,
    idempotencyKey,
  });
}

/** POST /{id}/items (body an array of webSku, quantity, source): answers the updated list. */
export function addSavedListItems(
  listId: number,
  entries: readonly SavedListEntry[],
  idempotencyKey: string,
) {
  return request(listPath(listId, '/items'), {
    method: 'post',
    json: entries,
    schema: savedProductListSchema,
    idempotencyKey,
  });
}

/** POST /{id}/add-to-cart: puts every product of the list in the cart. */
export function addSavedListToCart(listId: number, idempotencyKey: string) {
  return request(listPath(listId, '/add-to-cart'), {
    method: 'post',
    schema: cartAddResultSchema,
    idempotencyKey,
  });
}

/** "Add saved products" to the cart (path not given by the spec: {@link SAVED_LIST_PATHS}). */
export function addSavedProductsToCart(entries: readonly SavedListEntry[], idempotencyKey: string) {
  return request(SAVED_LIST_PATHS.addSavedProductsToCart, {
    method: 'post',
    json: entries,
    schema: cartAddResultSchema,
    idempotencyKey,
  });
}
