import { type HttpHandler, HttpResponse, type JsonBodyType, type PathParams } from 'msw';
import * as z from 'zod';
import {
  createdSavedListIdSchema,
  SAVED_LIST_BASE,
  SAVED_LIST_PATHS,
  SavedItemSource,
  type SavedItemSourceValue,
  type SavedListEntry,
  savedListAvailabilitySchema,
  savedListDeletedSchema,
  savedListDetailsSchema,
  savedListEntrySchema,
  savedListQuantitySchema,
  savedProductListSchema,
  savedProductListsSchema,
} from '../../api/saved-lists';
import { maxQuantityFor } from '../../ui/quantity-selector/quantity';
import { cartItemCount } from '../cart-details';
import { type CartAddResultContract as CartAddResult, cartAddResultContract } from '../contract';
import { findProduct, productImagePath } from '../data/products';
import type { SavedListItemRecord, SavedListRecord } from '../data/saved-lists';
import { jsonAs } from '../respond';
import { pathParam, type ShopResolver, shopHttp } from '../shop-http';
import { type FakeShopState, state } from '../state';

type CartItemAdded = CartAddResult['cartItemsAdded'][number];

/**
 * /api/saved-product-list (storefront §7 "Saved lists"): a dealer installer's lists, kept in
 * `state.savedLists`. Only the signed-in dealer's own lists are visible (401 for everyone else, 404
 * for another dealer's list). Adding a product already in a list adds to its quantity. Every change
 * answers with an `idempotency-key` remembered: the same key gets the first answer again and the
 * change is never applied twice. Also "add saved products" to the cart (`SAVED_LIST_PATHS`).
 */

interface Reply {
  status: number;
  body: unknown;
}

const BASE = `*${SAVED_LIST_BASE}`;

function reply<S extends z.core.$ZodType>(schema: S, body: z.input<S>, status = 200): Reply {
  z.parse(schema, body);
  return { status, body };
}

function failure(status: number, message: string): Reply {
  return { status, body: { message } };
}

function send({ status, body }: Reply): Response {
  return HttpResponse.json(body as JsonBodyType, { status });
}

/** The signed-in dealer installer's id, or null for every other role. */
function signedInDealerId(shop: FakeShopState): number | null {
  return shop.session.role === 'dealer' && shop.session.installer
    ? shop.session.installer.dealerInstallerId
    : null;
}

function sameSku(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Product=1 for the product page's 'product'; the numbers as they are. */
function numericSource(source: SavedListEntry['source']): SavedItemSourceValue {
  return source === 'product' ? SavedItemSource.Product : source;
}

function itemBody(shop: FakeShopState, item: SavedListItemRecord) {
  const product = findProduct(item.webSku, shop.products);
  return {
    savedProductListItemId: item.savedProductListItemId,
    webSku: product?.webSku ?? item.webSku,
    quantity: item.quantity,
    source: item.source,
    name: product?.name ?? item.webSku,
    url: product?.productUrl ?? '',
    thumbnailImageUrl: product?.imageUrl ?? productImagePath(item.webSku),
    price: product ? (signedInDealerId(shop) ? product.dealerPrice : product.price) : 0,
    inStock: (product?.stockQuantity ?? 0) > 0,
  };
}

/** A list as the library reads it; `askedSkus` decides `isAdded` (all of them in the list already). */
export function savedListBody(
  shop: FakeShopState,
  list: SavedListRecord,
  { askedSkus = [], withItems = true }: { askedSkus?: readonly string[]; withItems?: boolean } = {},
) {
  const items = list.items.map((item) => itemBody(shop, item));
  return {
    savedProductListId: list.savedProductListId,
    name: list.name,
    vehicle: list.vehicle,
    note: list.note,
    dealerInstallerId: list.dealerInstallerId,
    userSession: list.userSession,
    isDefault: list.isDefault,
    isAdded:
      askedSkus.length > 0 && askedSkus.every((sku) => list.items.some((item) => sameSku(item.webSku, sku))),
    inStock: items.every((item) => item.inStock),
    itemCount: list.items.length,
    modifiedOn: list.modifiedOn,
    items: withItems ? items : [],
  };
}

/** The dealer's lists: the default first, then the most recently changed. */
function listsOf(shop: FakeShopState, dealerId: number): SavedListRecord[] {
  return shop.savedLists.lists
    .filter((list) => list.dealerInstallerId === dealerId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.modifiedOn.localeCompare(a.modifiedOn));
}

async function readBody<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S> | Reply> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return failure(400, 'The body must be JSON');
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) return failure(400, `Invalid body: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

type ListContext = { dealerId: number; list: SavedListRecord | null };

/**
 * A saved-list call: the dealer check, then the list of the `:id` parameter (when the path has one),
 * then the handler. Changes remember their answer under the request's idempotency key.
 */
function savedListCall(
  handler: (context: ListContext, request: Request, params: PathParams) => Reply | Promise<Reply>,
  { mutation = false } = {},
): ShopResolver {
  return async ({ request, params }) => {
    const key = mutation ? request.headers.get('idempotency-key') : null;
    const earlier = key ? state.savedLists.appliedActions[key] : undefined;
    if (earlier) return send(earlier);
    const dealerId = signedInDealerId(state);
    if (dealerId === null) return send(failure(401, 'Sign in as a dealer installer to use saved lists.'));
    let list: SavedListRecord | null = null;
    if ('id' in params) {
      const id = Number(pathParam(params, 'id'));
      list =
        state.savedLists.lists.find(
          (candidate) => candidate.savedProductListId === id && candidate.dealerInstallerId === dealerId,
        ) ?? null;
      if (!list) return send(failure(404, `There is no saved list ${pathParam(params, 'id')}.`));
    }
    const answer = await handler({ dealerId, list }, request, params);
    if (key && answer.status < 300) state.savedLists.appliedActions[key] = answer;
    return send(answer);
  };
}

function touch(list: SavedListRecord): void {
  list.modifiedOn = new Date().toISOString();
}

/** Adds entries to a list (same sku: more of it), all or nothing. */
function addEntries(
  shop: FakeShopState,
  list: SavedListRecord,
  entries: readonly SavedListEntry[],
): Reply | null {
  for (const entry of entries) {
    const product = findProduct(entry.webSku, shop.products);
    if (!product) return failure(400, `There is no product with the sku "${entry.webSku}".`);
    const existing = list.items.find((item) => sameSku(item.webSku, product.webSku))?.quantity ?? 0;
    const adding = entries
      .filter((other) => sameSku(other.webSku, product.webSku))
      .reduce((sum, other) => sum + other.quantity, 0);
    const max = maxQuantityFor(product.webSku);
    if (existing + adding > max) return failure(400, `At most ${max} of ${product.webSku} fit in a list.`);
  }
  for (const entry of entries) {
    const product = findProduct(entry.webSku, shop.products);
    if (!product) continue;
    const item = list.items.find((candidate) => sameSku(candidate.webSku, product.webSku));
    if (item) {
      item.quantity += entry.quantity;
    } else {
      list.items.push({
        savedProductListItemId: shop.savedLists.nextItemId,
        webSku: product.webSku,
        quantity: entry.quantity,
        source: numericSource(entry.source),
      });
      shop.savedLists.nextItemId += 1;
    }
  }
  touch(list);
  return null;
}

/** Puts saved products in the cart (plain lines, merged with a plain line of the same sku). */
function addToCart(
  shop: FakeShopState,
  entries: readonly { webSku: string; quantity: number }[],
): CartAddResult {
  const unknown = entries.find((entry) => !findProduct(entry.webSku, shop.products));
  if (unknown) {
    return {
      success: false,
      totalCartItemQuantity: cartItemCount(shop),
      cartItemsAdded: [],
      err: `There is no product with the sku "${unknown.webSku}".`,
    };
  }
  const added: CartItemAdded[] = [];
  for (const entry of entries) {
    const product = findProduct(entry.webSku, shop.products);
    if (!product) continue;
    let line = shop.cart.lines.find(
      (candidate) => sameSku(candidate.webSku, product.webSku) && !candidate.attribute,
    );
    if (line) {
      line.quantity += entry.quantity;
    } else {
      line = {
        lineID: shop.cart.nextLineId,
        webSku: product.webSku,
        quantity: entry.quantity,
        attribute: null,
      };
      shop.cart.nextLineId += 1;
      shop.cart.lines.push(line);
    }
    added.push({ lineID: line.lineID, webSku: product.webSku, quantity: entry.quantity });
  }
  return { success: true, totalCartItemQuantity: cartItemCount(shop), cartItemsAdded: added, err: null };
}

function askedSkus(request: Request): string[] {
  const value = new URL(request.url).searchParams.get('webSkus') ?? '';
  return value
    .split(',')
    .map((sku) => sku.trim())
    .filter((sku) => sku !== '');
}

const entriesSchema = z.array(savedListEntrySchema).min(1);

function nameTaken(dealerId: number, name: string, exceptId?: number): boolean {
  return listsOf(state, dealerId).some(
    (list) =>
      list.savedProductListId !== exceptId && list.name.trim().toLowerCase() === name.trim().toLowerCase(),
  );
}

function makeOnlyDefault(dealerId: number, list: SavedListRecord): void {
  for (const other of listsOf(state, dealerId)) other.isDefault = other === list;
}

export const savedListHandlers: HttpHandler[] = [
  shopHttp.get(`${BASE}/is-available`, () =>
    jsonAs(savedListAvailabilitySchema, { isAvailable: signedInDealerId(state) !== null }),
  ),

  shopHttp.get(
    `${BASE}/dealer`,
    savedListCall(({ dealerId }) =>
      reply(
        savedProductListsSchema,
        listsOf(state, dealerId).map((list) => savedListBody(state, list, { withItems: false })),
      ),
    ),
  ),

  shopHttp.get(
    `${BASE}/add-to-list-options`,
    savedListCall(({ dealerId }, request) =>
      reply(
        savedProductListsSchema,
        listsOf(state, dealerId).map((list) =>
          savedListBody(state, list, { askedSkus: askedSkus(request), withItems: false }),
        ),
      ),
    ),
  ),

  shopHttp.post(
    BASE,
    savedListCall(
      async ({ dealerId }, request) => {
        const details = await readBody(request, savedListDetailsSchema);
        if (isReply(details)) return details;
        if (nameTaken(dealerId, details.name))
          return failure(409, `A list named "${details.name}" already exists.`);
        const list: SavedListRecord = {
          savedProductListId: state.savedLists.nextListId,
          name: details.name,
          vehicle: details.vehicle || null,
          note: details.note || null,
          dealerInstallerId: dealerId,
          userSession: state.session.userSession,
          isDefault: false,
          modifiedOn: new Date().toISOString(),
          items: [],
        };
        state.savedLists.nextListId += 1;
        state.savedLists.lists.push(list);
        if (details.isDefault || listsOf(state, dealerId).length === 1) makeOnlyDefault(dealerId, list);
        return reply(createdSavedListIdSchema, list.savedProductListId, 201);
      },
      { mutation: true },
    ),
  ),

  shopHttp.get(
    `${BASE}/:id`,
    savedListCall(({ list }) => reply(savedProductListSchema, savedListBody(state, list as SavedListRecord))),
  ),

  shopHttp.put(
    `${BASE}/:id`,
    savedListCall(
      async ({ dealerId, list }, request) => {
        const target = list as SavedListRecord;
        const details = await readBody(request, savedListDetailsSchema);
        if (isReply(details)) return details;
        if (nameTaken(dealerId, details.name, target.savedProductListId)) {
          return failure(409, `A list named "${details.name}" already exists.`);
        }
        target.name = details.name;
        target.vehicle = details.vehicle || null;
        target.note = details.note || null;
        if (details.isDefault) makeOnlyDefault(dealerId, target);
        touch(target);
        return reply(savedProductListSchema, savedListBody(state, target));
      },
      { mutation: true },
    ),
  ),

  shopHttp.delete(
    `${BASE}/:id`,
    savedListCall(
      ({ dealerId, list }) => {
        const target = list as SavedListRecord;
        state.savedLists.lists = state.savedLists.lists.filter((other) => other !== target);
        const [next] = listsOf(state, dealerId);
        if (target.isDefault && next) makeOnlyDefault(dealerId, next);
        return reply(savedListDeletedSchema, { success: true });
      },
      { mutation: true },
    ),
  ),

  shopHttp.post(
    `${BASE}/:id/item`,
    savedListCall(
      async ({ list }, request) => {
        const target = list as SavedListRecord;
        const entry = await readBody(request, savedListEntrySchema);
        if (isReply(entry)) return entry;
        return (
          addEntries(state, target, [entry]) ?? reply(savedProductListSchema, savedListBody(state, target))
        );
      },
      { mutation: true },
    ),
  ),

  shopHttp.post(
    `${BASE}/:id/items`,
    savedListCall(
      async ({ list }, request) => {
        const target = list as SavedListRecord;
        const entries = await readBody(request, entriesSchema);
        if (isReply(entries)) return entries;
        return (
          addEntries(state, target, entries) ?? reply(savedProductListSchema, savedListBody(state, target))
        );
      },
      { mutation: true },
    ),
  ),

  shopHttp.delete(
    `${BASE}/:id/items/:itemId`,
    savedListCall(
      ({ list }, _request, params) => {
        const target = list as SavedListRecord;
        const itemId = Number(pathParam(params, 'itemId'));
        const before = target.items.length;
        target.items = target.items.filter((item) => item.savedProductListItemId !== itemId);
        if (target.items.length === before) return failure(404, `The list has no item ${itemId}.`);
        touch(target);
        return reply(savedProductListSchema, savedListBody(state, target));
      },
      { mutation: true },
    ),
  ),

  shopHttp.put(
    `${BASE}/:id/items/:itemId/quantity`,
    savedListCall(
      async ({ list }, request, params) => {
        const target = list as SavedListRecord;
        const itemId = Number(pathParam(params, 'itemId'));
        const item = target.items.find((candidate) => candidate.savedProductListItemId === itemId);
        if (!item) return failure(404, `The list has no item ${itemId}.`);
        const body = await readBody(request, savedListQuantitySchema);
        if (isReply(body)) return body;
        if (body.quantity > maxQuantityFor(item.webSku)) {
          return failure(400, `At most ${maxQuantityFor(item.webSku)} of ${item.webSku} fit in a list.`);
        }
        item.quantity = body.quantity;
        touch(target);
        return reply(savedProductListSchema, savedListBody(state, target));
      },
      { mutation: true },
    ),
  ),

  shopHttp.post(
    `${BASE}/:id/add-to-cart`,
    savedListCall(
      ({ list }) => reply(cartAddResultContract, addToCart(state, (list as SavedListRecord).items)),
      { mutation: true },
    ),
  ),

  shopHttp.post(
    `*${SAVED_LIST_PATHS.addSavedProductsToCart}`,
    savedListCall(
      async (_context, request) => {
        const entries = await readBody(request, entriesSchema);
        if (isReply(entries)) return entries;
        return reply(cartAddResultContract, addToCart(state, entries));
      },
      { mutation: true },
    ),
  ),
];
