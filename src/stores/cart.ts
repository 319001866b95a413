import { createStore } from 'zustand/vanilla';
import {
  type Cart,
  type CartItem,
  deleteCart,
  deleteCartItem,
  fetchCartDetailsForCart,
  fetchCaseQuantities,
  fetchInStockQuantities,
  fetchShowStockQuantity,
  fetchStockQuantityThreshold,
  restoreCartItem,
  updateCartItemQuantity,
} from '../api/cart';
import { createShopEvent, subscribe } from '../core/bus';
import { isAbort } from '../core/errors';
import type { ShopEventMap } from '../core/events';
import { newIdempotencyKey } from '../core/http';
import { logger } from '../core/logger';
import { isToggleOn } from '../core/toggles';
import { cartSummaryStore } from './cart-summary';

/**
 * The cart every widget on the page shares: the cart side bar, the cart page, the checkout panel and
 * the add-to-cart buttons (storefront §4 "Cart").
 *
 * `cart` is the last cart the server sent. What the shopper sees is that cart with their own changes
 * laid over it (`visibleCartItems`): quantities not yet confirmed, removed lines, a line being put
 * back. So a slow or out-of-order answer never undoes a change the shopper just made, and a reload
 * after a failure shows the server's truth while changes still on their way stay visible.
 */
export interface CartState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  cart: Cart | null;
  /** What the last add put in the cart, for the side bar's added-to-cart content. */
  lastAdded: AddedItem[];
  /** lineID → the quantity the shopper chose that the server has not confirmed yet. */
  pendingQuantities: Record<number, number>;
  /** Lines removed in the view; never shown again, whatever an older answer says. */
  removedLineIds: number[];
  /** The last removed line and its place, for the undo strip (only the last one can be undone). */
  lastRemoved: RemovedLine | null;
  /** A line being put back by Undo: shown at its place until the server answers. */
  restoring: RemovedLine | null;
  /** Empty Cart is on its way. */
  emptying: boolean;
  stock: CartStock;
  /** webSku → units in a case (dealers only). */
  casePacks: Record<string, number>;
  /**
   * The holiday shipping message of the shipping estimate (storefront §3 "Estimated dates
   * response"); the cart shows its holiday banner while this is set. Set by the shipping calls
   * through `setHolidayShippingMessage`.
   */
  holidayShippingMessage: string | null;
}

export interface AddedItem {
  webSku: string;
  quantity: number;
}

export interface RemovedLine {
  item: CartItem;
  /** Where it was in the list the shopper saw. */
  index: number;
  /** Save for Later put it on the dealer's saved list. */
  savedForLater: boolean;
}

/** Stock data of the cart's skus (storefront §9 stock rules). */
export interface CartStock {
  /** webSku → units in stock, from GET /api/product/in-stock-quantity. */
  quantities: Record<string, number>;
  /** GET /api/cart/show-stock-quantity. */
  showStockQuantity: boolean;
  /** GET /api/cart/show-stock-quantity-maximum-threshold; 0 until fetched (only when some stock is 1 to 20). */
  threshold: number;
}

/** Spec storefront §9: "Quantity update debounce 500 ms". */
export const QUANTITY_DEBOUNCE_MS = 500;
/** Spec storefront §9: the threshold is fetched when any stock is between these. */
export const STOCK_THRESHOLD_LOOKUP_RANGE = { min: 1, max: 20 } as const;
/**
 * The cart logging toggle of storefront §6 ("Remove, quantity, empty fail: logged when cart logging
 * is on"). The spec does not name its key; this is it.
 */
export const CART_LOGGING_TOGGLE = 'Web-Cart-Logging';

const initialStock: CartStock = { quantities: {}, showStockQuantity: false, threshold: 0 };

export const initialCartState: CartState = {
  status: 'idle',
  cart: null,
  lastAdded: [],
  pendingQuantities: {},
  removedLineIds: [],
  lastRemoved: null,
  restoring: null,
  emptying: false,
  stock: initialStock,
  casePacks: {},
  holidayShippingMessage: null,
};

export const cartStore = createStore<CartState>()(() => ({ ...initialCartState }));

// ---------------------------------------------------------------------------------------------
// What the shopper sees

/** The cart's lines as the shopper sees them: the server's lines with the shopper's changes laid over. */
export function visibleCartItems(
  state: Pick<CartState, 'cart' | 'pendingQuantities' | 'removedLineIds' | 'restoring'>,
): CartItem[] {
  const items = (state.cart?.items ?? [])
    .filter((item) => !state.removedLineIds.includes(item.lineID))
    .map((item) => {
      const quantity = state.pendingQuantities[item.lineID];
      return quantity === undefined ? item : { ...item, quantity };
    });
  if (state.restoring) {
    items.splice(Math.min(state.restoring.index, items.length), 0, state.restoring.item);
  }
  return items;
}

/** Units in the cart (the header count and every cart link). */
export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

// ---------------------------------------------------------------------------------------------
// Talking to other bundles and the host page

/** Events this bundle published: hearing them back from window is not news. */
const ownEvents = new WeakSet<Event>();
/**
 * This store announced a change in the current task. An add-to-cart of this bundle refreshes the
 * cart and then, in the same task, publishes `shop:item-added`: that event is already reflected.
 */
let announcedThisTask = false;

function announce<N extends 'shop:cart-updated'>(name: N, detail: ShopEventMap[N]): void {
  if (typeof window === 'undefined') return;
  const event = createShopEvent(name, detail);
  ownEvents.add(event);
  if (!announcedThisTask) {
    announcedThisTask = true;
    setTimeout(() => {
      announcedThisTask = false;
    }, 0);
  }
  window.dispatchEvent(event);
}

function announceCount(cart: Cart): void {
  cartSummaryStore.setState({ status: 'ready', itemCount: cart.TotalCartItemQuantity });
  announce('shop:cart-updated', { itemCount: cart.TotalCartItemQuantity });
}

// ---------------------------------------------------------------------------------------------
// Server answers, in order

let requestSequence = 0;
let appliedSequence = 0;
/** Bumped by `resetCartStore`: answers to requests made before a reset are dropped. */
let generation = 0;

function nextSequence(): number {
  requestSequence += 1;
  return requestSequence;
}

/**
 * Takes a cart the server sent, unless a later request's answer is already in (answers can arrive
 * out of order; the server handles requests in the order they were sent). `extra` is applied either
 * way. Returns whether the cart was taken.
 */
function applyServerCart(cart: Cart, sequence: number, extra: Partial<CartState> = {}): boolean {
  if (sequence < appliedSequence) {
    if (Object.keys(extra).length > 0) cartStore.setState(extra);
    return false;
  }
  appliedSequence = sequence;
  cartStore.setState({ ...extra, status: 'ready', cart });
  return true;
}

/** The cart with one line's quantity as the server confirmed it. */
function withLineQuantity(cart: Cart | null, lineId: number, quantity: number): Cart | null {
  if (!cart) return cart;
  return {
    ...cart,
    items: cart.items.map((item) => (item.lineID === lineId ? { ...item, quantity } : item)),
  };
}

async function logCartFailure(message: string, error: unknown): Promise<void> {
  if (!(await isToggleOn(CART_LOGGING_TOGGLE))) return;
  logger.error(message, { source: 'cart', reason: error instanceof Error ? error.message : String(error) });
}

// ---------------------------------------------------------------------------------------------
// Loading

let loading: Promise<void> | undefined;

export interface RefreshOptions {
  /**
   * Publish `shop:cart-updated` with the new count (default true). Off when the refresh answers
   * another bundle's event: that bundle told everyone already, and answering would echo for ever.
   */
  announce?: boolean;
}

/** Fetches the cart from the server and tells every cart link and other bundle the new count. */
export function refreshCart(options: RefreshOptions = {}): Promise<void> {
  const sequence = nextSequence();
  const startedIn = generation;
  loading = (async () => {
    const { status, cart } = cartStore.getState();
    cartStore.setState({ status: cart && status === 'ready' ? 'ready' : 'loading' });
    try {
      const fresh = await fetchCartDetailsForCart();
      if (startedIn !== generation) return;
      if (applyServerCart(fresh, sequence) && options.announce !== false) announceCount(fresh);
    } catch (error) {
      if (isAbort(error) || startedIn !== generation || sequence < appliedSequence) return;
      logger.error('The cart could not be loaded', {
        source: 'cart',
        reason: error instanceof Error ? error.message : String(error),
      });
      cartStore.setState({ status: 'error' });
    }
  })();
  return loading;
}

/** Loads the cart once per page (later callers share the first load); `refreshCart` loads again. */
export function loadCart(): Promise<void> {
  return loading ?? refreshCart();
}

/** Remembers what an add put in the cart (the side bar's added-to-cart content shows it). */
export function recordAddedItems(items: AddedItem[]): void {
  cartStore.setState({ lastAdded: items });
}

/** The shipping estimate's holiday message (null or empty: no holiday banner). */
export function setHolidayShippingMessage(message: string | null): void {
  cartStore.setState({ holidayShippingMessage: message?.trim() ? message.trim() : null });
}

// ---------------------------------------------------------------------------------------------
// One request per line at a time

interface LineSync {
  /** The quiet-period timer of a quantity change. */
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The line's requests, one after the other. */
  chain: Promise<void>;
  /** A quantity send is waiting in the chain; it will send the latest quantity when it runs. */
  quantityQueued: boolean;
  /** The server confirmed the DELETE of this line (Undo may put it back). */
  deletedOnServer: boolean;
}

const lineSyncs = new Map<number, LineSync>();

function syncOf(lineId: number): LineSync {
  let sync = lineSyncs.get(lineId);
  if (!sync) {
    sync = { timer: undefined, chain: Promise.resolve(), quantityQueued: false, deletedOnServer: false };
    lineSyncs.set(lineId, sync);
  }
  return sync;
}

/** Runs a request for a line after the line's earlier requests have finished. */
function queueForLine(lineId: number, task: () => Promise<void>): Promise<void> {
  const sync = syncOf(lineId);
  sync.chain = sync.chain.then(task).catch(() => undefined);
  return sync.chain;
}

function cancelQuantityTimer(lineId: number): void {
  const sync = lineSyncs.get(lineId);
  if (sync?.timer !== undefined) {
    clearTimeout(sync.timer);
    sync.timer = undefined;
  }
}

function withoutKey<T>(record: Record<number, T>, key: number): Record<number, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

function slimList(items: readonly CartItem[]) {
  return items.map((item) => ({ webSku: item.webSku, quantity: item.quantity, attribute: item.attribute }));
}

// ---------------------------------------------------------------------------------------------
// Quantities

/**
 * A quantity change from the view: shown at once, sent after a 500 ms quiet period (ten quick
 * clicks make one request with the final quantity). A quantity of 0 or less removes the line.
 */
export function changeQuantity(lineId: number, quantity: number): void {
  if (!Number.isFinite(quantity)) return;
  if (quantity <= 0) {
    removeLine(lineId);
    return;
  }
  const state = cartStore.getState();
  if (!visibleCartItems(state).some((item) => item.lineID === lineId)) return;
  const whole = Math.trunc(quantity);
  cartStore.setState({ pendingQuantities: { ...state.pendingQuantities, [lineId]: whole } });
  const sync = syncOf(lineId);
  cancelQuantityTimer(lineId);
  sync.timer = setTimeout(() => {
    sync.timer = undefined;
    sendQuantity(lineId);
  }, QUANTITY_DEBOUNCE_MS);
}

/** Sends the line's latest quantity once its earlier request (if any) has come back. */
function sendQuantity(lineId: number): void {
  const sync = syncOf(lineId);
  if (sync.quantityQueued) return;
  sync.quantityQueued = true;
  void queueForLine(lineId, async () => {
    sync.quantityQueued = false;
    const quantity = cartStore.getState().pendingQuantities[lineId];
    if (quantity === undefined || cartStore.getState().removedLineIds.includes(lineId)) return;
    const sequence = nextSequence();
    const startedIn = generation;
    try {
      const cart = await updateCartItemQuantity(
        { lineID: lineId, quantity, cartItemSlimList: slimList(visibleCartItems(cartStore.getState())) },
        newIdempotencyKey(),
      );
      if (startedIn !== generation) return;
      const pending = cartStore.getState().pendingQuantities;
      const confirmed =
        pending[lineId] === quantity ? { pendingQuantities: withoutKey(pending, lineId) } : {};
      if (applyServerCart(cart, sequence, confirmed)) announceCount(cart);
      // A later answer is in already, from before this change: the server did take this quantity.
      else cartStore.setState({ cart: withLineQuantity(cartStore.getState().cart, lineId, quantity) });
    } catch (error) {
      if (startedIn !== generation) return;
      cancelQuantityTimer(lineId);
      cartStore.setState({ pendingQuantities: withoutKey(cartStore.getState().pendingQuantities, lineId) });
      void logCartFailure(`The quantity of cart line ${lineId} could not be changed to ${quantity}`, error);
      void refreshCart();
    }
  });
}

/**
 * Sends every quantity change still in its quiet period now, and waits until every line's requests
 * have come back (checkout calls it first, so a change made just before is never lost).
 */
export async function settleCartChanges(): Promise<void> {
  for (const [lineId, sync] of lineSyncs) {
    if (sync.timer !== undefined) {
      cancelQuantityTimer(lineId);
      sendQuantity(lineId);
    }
  }
  await Promise.all([...lineSyncs.values()].map((sync) => sync.chain));
}

// ---------------------------------------------------------------------------------------------
// Remove, undo, save for later

/** Takes a line out at once, remembers it with its place for Undo, and deletes it on the server. */
export function removeLine(lineId: number): void {
  const state = cartStore.getState();
  const visible = visibleCartItems(state);
  const index = visible.findIndex((item) => item.lineID === lineId);
  const item = visible[index];
  if (!item || state.restoring?.item.lineID === lineId) return;
  cancelQuantityTimer(lineId);
  cartStore.setState({
    pendingQuantities: withoutKey(state.pendingQuantities, lineId),
    removedLineIds: [...state.removedLineIds, lineId],
    lastRemoved: { item, index, savedForLater: false },
  });
  const idempotencyKey = newIdempotencyKey();
  void queueForLine(lineId, async () => {
    const sequence = nextSequence();
    const startedIn = generation;
    try {
      const cart = await deleteCartItem(lineId, idempotencyKey);
      if (startedIn !== generation) return;
      syncOf(lineId).deletedOnServer = true;
      if (applyServerCart(cart, sequence)) announceCount(cart);
    } catch (error) {
      if (startedIn !== generation) return;
      const current = cartStore.getState();
      cartStore.setState({
        removedLineIds: current.removedLineIds.filter((id) => id !== lineId),
        lastRemoved: current.lastRemoved?.item.lineID === lineId ? null : current.lastRemoved,
      });
      void logCartFailure(`Cart line ${lineId} (${item.webSku}) could not be removed`, error);
      void refreshCart();
    }
  });
}

/** Undo: puts the last removed line back in its place, in the view at once and then on the server. */
export function undoRemove(): void {
  const removed = cartStore.getState().lastRemoved;
  if (!removed) return;
  cartStore.setState({ lastRemoved: null, restoring: removed });
  const lineId = removed.item.lineID;
  const idempotencyKey = newIdempotencyKey();
  const stopRestoring = () =>
    cartStore.getState().restoring === removed ? { restoring: null } : ({} as Partial<CartState>);
  void queueForLine(lineId, async () => {
    // The DELETE failed: the line never left the server, and the reload shows it.
    if (!syncOf(lineId).deletedOnServer) {
      cartStore.setState(stopRestoring());
      return;
    }
    const sequence = nextSequence();
    const startedIn = generation;
    try {
      const cart = await restoreCartItem(
        {
          webSku: removed.item.webSku,
          quantity: removed.item.quantity,
          attribute: removed.item.attribute ?? null,
          position: removed.index,
        },
        idempotencyKey,
      );
      if (startedIn !== generation) return;
      if (applyServerCart(cart, sequence, stopRestoring())) announceCount(cart);
      // A later answer is in already, from before the line came back: ask for the cart as it is now.
      else void refreshCart();
    } catch (error) {
      if (startedIn !== generation) return;
      cartStore.setState(stopRestoring());
      void logCartFailure(`Cart line ${lineId} (${removed.item.webSku}) could not be put back`, error);
      void refreshCart();
    }
  });
}

/** The undo strip's close: forgets the removed line. */
export function dismissRemoved(): void {
  cartStore.setState({ lastRemoved: null });
}

/** The removed line went on the saved list (Save for Later); the strip says so until closed. */
export function markRemovedSavedForLater(lineId: number): void {
  const removed = cartStore.getState().lastRemoved;
  if (removed?.item.lineID === lineId)
    cartStore.setState({ lastRemoved: { ...removed, savedForLater: true } });
}

// ---------------------------------------------------------------------------------------------
// Empty Cart

/** Empty Cart (internal staff): deletes the cart; on success clears the list and the stock data. */
export async function emptyCart(): Promise<void> {
  if (cartStore.getState().emptying) return;
  cartStore.setState({ emptying: true });
  const sequence = nextSequence();
  const startedIn = generation;
  try {
    const cart = await deleteCart(newIdempotencyKey());
    if (startedIn !== generation) return;
    for (const lineId of lineSyncs.keys()) cancelQuantityTimer(lineId);
    const cleared: Partial<CartState> = {
      pendingQuantities: {},
      removedLineIds: [],
      lastRemoved: null,
      restoring: null,
      stock: initialStock,
      casePacks: {},
    };
    requestedStockSkus.clear();
    requestedCaseSkus.clear();
    if (applyServerCart(cart, sequence, cleared)) announceCount(cart);
    else void refreshCart();
  } catch (error) {
    if (startedIn !== generation) return;
    void logCartFailure('The cart could not be emptied', error);
    void refreshCart();
  } finally {
    if (startedIn === generation) cartStore.setState({ emptying: false });
  }
}

// ---------------------------------------------------------------------------------------------
// Stock and case packs

const requestedStockSkus = new Set<string>();
const requestedCaseSkus = new Set<string>();
let showStockLookup: Promise<boolean> | undefined;
let thresholdLookup: Promise<number> | undefined;

function needsThreshold(quantities: Iterable<number>): boolean {
  for (const quantity of quantities) {
    if (quantity >= STOCK_THRESHOLD_LOOKUP_RANGE.min && quantity <= STOCK_THRESHOLD_LOOKUP_RANGE.max)
      return true;
  }
  return false;
}

/**
 * Loads the stock of the lines' skus not known yet (GET /api/product/in-stock-quantity), the show
 * flag once per page, and the threshold once per page only when some stock is between 1 and 20.
 * Where the stock call fails, the line's own stockQuantity stands in.
 */
export async function loadStockFor(items: readonly CartItem[]): Promise<void> {
  const missing = [...new Set(items.map((item) => item.webSku))].filter(
    (sku) => !requestedStockSkus.has(sku),
  );
  if (missing.length === 0) return;
  for (const sku of missing) requestedStockSkus.add(sku);
  const startedIn = generation;
  showStockLookup ??= fetchShowStockQuantity().catch(() => false);
  const found: Record<string, number> = {};
  try {
    for (const row of await fetchInStockQuantities(missing)) found[row.webSku] = row.quantity;
  } catch {
    if (startedIn !== generation) return;
    for (const sku of missing) requestedStockSkus.delete(sku);
  }
  for (const item of items) {
    if (missing.includes(item.webSku) && found[item.webSku] === undefined && item.stockQuantity != null)
      found[item.webSku] = item.stockQuantity;
  }
  if (needsThreshold([...Object.values(cartStore.getState().stock.quantities), ...Object.values(found)]))
    thresholdLookup ??= fetchStockQuantityThreshold().catch(() => 0);
  const [showStockQuantity, threshold] = await Promise.all([showStockLookup, thresholdLookup ?? 0]);
  if (startedIn !== generation) return;
  cartStore.setState({
    stock: {
      quantities: { ...cartStore.getState().stock.quantities, ...found },
      showStockQuantity,
      threshold,
    },
  });
}

/** Loads how many units a case of each sku holds (POST /api/product/quantity-in-case), for dealers. */
export async function loadCasePacksFor(items: readonly CartItem[]): Promise<void> {
  const missing = [...new Set(items.map((item) => item.webSku))].filter((sku) => !requestedCaseSkus.has(sku));
  if (missing.length === 0) return;
  for (const sku of missing) requestedCaseSkus.add(sku);
  const startedIn = generation;
  try {
    const rows = await fetchCaseQuantities(missing);
    if (startedIn !== generation) return;
    const found = Object.fromEntries(rows.map((row) => [row.webSku, row.quantityInCase]));
    cartStore.setState({ casePacks: { ...cartStore.getState().casePacks, ...found } });
  } catch {
    // The lines' own quantityInCasePack stands in.
    for (const sku of missing) requestedCaseSkus.delete(sku);
  }
}

// ---------------------------------------------------------------------------------------------
// One cart for every bundle on the page

let echoRefresh: ReturnType<typeof setTimeout> | undefined;

/** Another bundle (or the host page) changed the cart: reload it quietly, once per burst of events. */
function refreshForForeignChange(event: Event): void {
  if (ownEvents.has(event) || (event.type === 'shop:item-added' && announcedThisTask)) return;
  if (cartStore.getState().status === 'idle') return;
  if (echoRefresh !== undefined) return;
  echoRefresh = setTimeout(() => {
    echoRefresh = undefined;
    void refreshCart({ announce: false });
  }, 0);
}

if (typeof window !== 'undefined') {
  subscribe('shop:cart-updated', (_detail, event) => refreshForForeignChange(event));
  subscribe('shop:item-added', (_detail, event) => refreshForForeignChange(event));
}

export function resetCartStore(): void {
  loading = undefined;
  for (const lineId of lineSyncs.keys()) cancelQuantityTimer(lineId);
  lineSyncs.clear();
  requestedStockSkus.clear();
  requestedCaseSkus.clear();
  showStockLookup = undefined;
  thresholdLookup = undefined;
  if (echoRefresh !== undefined) clearTimeout(echoRefresh);
  echoRefresh = undefined;
  announcedThisTask = false;
  generation += 1;
  appliedSequence = requestSequence;
  cartStore.setState({ ...initialCartState }, true);
}
