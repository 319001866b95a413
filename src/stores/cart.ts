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
  reAddCartItem,
  updateCartItemQuantity,
} from '../api/cart';
import { createShopEvent, subscribe } from '../core/bus';
import { isAbort } from '../core/errors';
import type { ShopEventMap } from '../core/events';
import { newIdempotencyKey } from '../core/http';
import { logger } from '../core/logger';
import { isOffline, OFFLINE_MESSAGE, type OnlineWaitHooks } from '../core/offline';
import { broadcastToTabs, onTabMessage, onTabVisible } from '../core/tab-sync';
import { isToggleOn } from '../core/toggles';
import { reportLineMoved } from './cart-analytics';
import { cartSummaryStore, refreshCartItemCount } from './cart-summary';

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
  /**
   * lineID → the server's quantity the pending change was made against. The shopper's intent is the
   * difference: when the server's quantity moves (another tab), the pending quantity moves with it.
   */
  pendingBases: Record<number, number>;
  /** lineID → why the line's last change failed (shown on the line until the next change). */
  lineErrors: Record<number, string>;
  /** Lines removed in the view; never shown again, whatever an older answer says. */
  removedLineIds: number[];
  /** The last removed line and its place, for the undo strip (only the last one can be undone). */
  lastRemoved: RemovedLine | null;
  /** A line being put back by Undo: shown at its place until the server answers. */
  restoring: RemovedLine | null;
  /**
   * The order the shopper sees the lines in (lineIDs), kept once an Undo put a line back: the add
   * call puts it last on the server, the view keeps it at its old place. Lines not listed (added
   * since) follow in the server's order. Null until the first Undo; kept for the life of the page.
   */
  lineOrder: number[] | null;
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
  /** An Undo of it failed: the strip stays, says so and offers Undo again (issue 9). */
  undoFailed?: boolean;
  /** The idempotency key of its first Undo: a second Undo after an unknown outcome reuses it. */
  undoKey?: string;
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

/** Shown on a line whose quantity change failed (the spec gives no text; issue 9 does). */
export const QUANTITY_FAILED_MESSAGE = "We couldn't update the quantity. Please try again.";
/** Shown on a line whose removal failed (the spec gives no text). */
export const REMOVE_FAILED_MESSAGE = "We couldn't remove this item. Please try again.";
/** Shown in the undo strip when putting a removed line back failed (the spec gives no text). */
export const UNDO_FAILED_MESSAGE = "We couldn't put this item back. Please try again.";

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
  pendingBases: {},
  lineErrors: {},
  removedLineIds: [],
  lastRemoved: null,
  restoring: null,
  lineOrder: null,
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
  state: Pick<CartState, 'cart' | 'pendingQuantities' | 'removedLineIds' | 'restoring'> &
    Partial<Pick<CartState, 'lineOrder'>>,
): CartItem[] {
  const items = inViewOrder(state.cart?.items ?? [], state.lineOrder ?? null)
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

/** The lines in the shopper's order: listed lines first, in that order, then the others as the server sent them. */
function inViewOrder(items: readonly CartItem[], lineOrder: readonly number[] | null): CartItem[] {
  if (!lineOrder) return [...items];
  const rank = new Map(lineOrder.map((lineId, index) => [lineId, index]));
  const listed = items.filter((item) => rank.has(item.lineID));
  listed.sort((a, b) => (rank.get(a.lineID) ?? 0) - (rank.get(b.lineID) ?? 0));
  return [...listed, ...items.filter((item) => !rank.has(item.lineID))];
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

/** This tab changed the cart on the server: tell this page and the page's other tabs. */
function announceChange(cart: Cart): void {
  announceCount(cart);
  broadcastToTabs('cart-changed', { itemCount: cart.TotalCartItemQuantity });
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
  const merged = { ...cartStore.getState(), ...extra };
  cartStore.setState({ ...extra, ...rebasePending(merged, cart), status: 'ready', cart });
  return true;
}

/**
 * Moves each pending quantity by as much as the server's quantity moved since the change was made
 * (another tab changed it), and drops pending changes of lines the server no longer has.
 */
function rebasePending(
  state: Pick<CartState, 'pendingQuantities' | 'pendingBases'>,
  cart: Cart,
): Pick<CartState, 'pendingQuantities' | 'pendingBases'> {
  const pendingQuantities: Record<number, number> = {};
  const pendingBases: Record<number, number> = {};
  for (const [key, quantity] of Object.entries(state.pendingQuantities)) {
    const lineId = Number(key);
    const server = cart.items.find((item) => item.lineID === lineId)?.quantity;
    if (server === undefined) continue;
    const base = state.pendingBases[lineId] ?? server;
    pendingQuantities[lineId] = Math.max(1, quantity + (server - base));
    pendingBases[lineId] = server;
  }
  return { pendingQuantities, pendingBases };
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
  /** This tab changed the cart (an add): the page's other tabs are told too. */
  changed?: boolean;
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
      if (!applyServerCart(fresh, sequence)) return;
      if (options.changed) announceChange(fresh);
      else if (options.announce !== false) announceCount(fresh);
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

let reconcileOwed = false;

/**
 * After a cart change whose outcome is unknown (failed, timed out): fetch the server's cart, tell
 * this page and the other tabs the count. Offline, it happens as soon as the connection is back.
 */
export async function reconcileCart(): Promise<void> {
  if (isOffline()) {
    reconcileOwed = true;
    return;
  }
  reconcileOwed = false;
  await refreshCart({ changed: true });
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
  const serverQuantity = state.cart?.items.find((item) => item.lineID === lineId)?.quantity;
  cartStore.setState({
    pendingQuantities: { ...state.pendingQuantities, [lineId]: whole },
    pendingBases:
      state.pendingBases[lineId] === undefined && serverQuantity !== undefined
        ? { ...state.pendingBases, [lineId]: serverQuantity }
        : state.pendingBases,
    lineErrors: withoutKey(state.lineErrors, lineId),
  });
  const sync = syncOf(lineId);
  cancelQuantityTimer(lineId);
  sync.timer = setTimeout(() => {
    sync.timer = undefined;
    sendQuantity(lineId);
  }, QUANTITY_DEBOUNCE_MS);
}

/**
 * Sends the line's latest quantity once its earlier request (if any) has come back. The server's
 * cart is fetched first, so the quantity sent is the shopper's change applied to the server's
 * current quantity: a tab that missed another tab's change never lowers it. Offline (before or
 * during the send) the line says so while the http layer waits for the connection (at most the
 * page's `offlineWaitMs`); then it fails with the quantity message and the server's quantity.
 */
function sendQuantity(lineId: number): void {
  const sync = syncOf(lineId);
  if (sync.quantityQueued) return;
  sync.quantityQueued = true;
  void queueForLine(lineId, async () => {
    sync.quantityQueued = false;
    if (cartStore.getState().pendingQuantities[lineId] === undefined) return;
    if (cartStore.getState().removedLineIds.includes(lineId)) return;
    const startedIn = generation;
    try {
      await sendQuantityNow(lineId, startedIn, waitingHooks(lineId));
    } catch (error) {
      if (startedIn !== generation || isAbort(error)) return;
      await failQuantity(lineId, cartStore.getState().pendingQuantities[lineId], error);
    }
  });
}

/** The line says it is offline while its request waits for the connection, and no longer once it is back. */
function waitingHooks(lineId: number): OnlineWaitHooks {
  return {
    onWaitingForOnline: () => setLineError(lineId, OFFLINE_MESSAGE),
    onBackOnline: () => setLineError(lineId, null),
  };
}

/** One try: fetch the server's cart, rebase the change on it, and send it if it still differs. */
async function sendQuantityNow(lineId: number, startedIn: number, wait: OnlineWaitHooks): Promise<void> {
  const freshSequence = nextSequence();
  const fresh = await fetchCartDetailsForCart(wait);
  if (startedIn !== generation) return;
  if (applyServerCart(fresh, freshSequence)) announceCount(fresh);
  // Rebased on the fresh cart; gone when another tab removed the line.
  const quantity = cartStore.getState().pendingQuantities[lineId];
  if (quantity === undefined) return;
  const serverQuantity = fresh.items.find((item) => item.lineID === lineId)?.quantity;
  if (quantity === serverQuantity) {
    confirmQuantity(lineId, quantity);
    return;
  }
  const sequence = nextSequence();
  const cart = await updateCartItemQuantity(
    { lineID: lineId, quantity, cartItemSlimList: slimList(visibleCartItems(cartStore.getState())) },
    newIdempotencyKey(),
    wait,
  );
  if (startedIn !== generation) return;
  const state = cartStore.getState();
  // The server has `quantity` now; a later click stays pending on top of it.
  const settled =
    state.pendingQuantities[lineId] === quantity
      ? {
          pendingQuantities: withoutKey(state.pendingQuantities, lineId),
          pendingBases: withoutKey(state.pendingBases, lineId),
        }
      : { pendingBases: { ...state.pendingBases, [lineId]: quantity } };
  if (applyServerCart(cart, sequence, settled)) announceChange(cart);
  // A later answer is in already, from before this change: the server did take this quantity.
  else cartStore.setState({ cart: withLineQuantity(cartStore.getState().cart, lineId, quantity) });
}

/** The change failed for good: drop it, say so on the line, and show the server's cart. */
async function failQuantity(lineId: number, quantity: number | undefined, error: unknown): Promise<void> {
  cancelQuantityTimer(lineId);
  const state = cartStore.getState();
  cartStore.setState({
    pendingQuantities: withoutKey(state.pendingQuantities, lineId),
    pendingBases: withoutKey(state.pendingBases, lineId),
    // Nothing will be tried again, so never the offline text (it promises a retry).
    lineErrors: { ...state.lineErrors, [lineId]: QUANTITY_FAILED_MESSAGE },
  });
  void logCartFailure(`The quantity of cart line ${lineId} could not be changed to ${quantity}`, error);
  await reconcileCart();
}

function setLineError(lineId: number, message: string | null): void {
  const { lineErrors } = cartStore.getState();
  cartStore.setState({
    lineErrors: message === null ? withoutKey(lineErrors, lineId) : { ...lineErrors, [lineId]: message },
  });
}

/** The server already has the quantity the shopper chose: nothing to send. */
function confirmQuantity(lineId: number, quantity: number): void {
  const state = cartStore.getState();
  if (state.pendingQuantities[lineId] !== quantity) return;
  cartStore.setState({
    pendingQuantities: withoutKey(state.pendingQuantities, lineId),
    pendingBases: withoutKey(state.pendingBases, lineId),
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
    pendingBases: withoutKey(state.pendingBases, lineId),
    lineErrors: withoutKey(state.lineErrors, lineId),
    removedLineIds: [...state.removedLineIds, lineId],
    lastRemoved: { item, index, savedForLater: false },
  });
  const idempotencyKey = newIdempotencyKey();
  void queueForLine(lineId, async () => {
    const sequence = nextSequence();
    const startedIn = generation;
    try {
      const cart = await deleteCartItem(lineId, idempotencyKey, waitingHooks(lineId));
      if (startedIn !== generation) return;
      syncOf(lineId).deletedOnServer = true;
      reportLineMoved('remove_from_cart', item);
      if (applyServerCart(cart, sequence)) announceChange(cart);
    } catch (error) {
      if (startedIn !== generation) return;
      const current = cartStore.getState();
      cartStore.setState({
        removedLineIds: current.removedLineIds.filter((id) => id !== lineId),
        lastRemoved: current.lastRemoved?.item.lineID === lineId ? null : current.lastRemoved,
        lineErrors: { ...current.lineErrors, [lineId]: REMOVE_FAILED_MESSAGE },
      });
      void logCartFailure(`Cart line ${lineId} (${item.webSku}) could not be removed`, error);
      await reconcileCart();
    }
  });
}

/**
 * Undo: puts the last removed line back in its place, in the view at once and then on the server.
 * The server gets it back with the spec's add call (POST /api/cart/item: webSku, quantity, attribute),
 * which puts it last; the view keeps it where the shopper saw it (`lineOrder`).
 */
export function undoRemove(): void {
  const removed = cartStore.getState().lastRemoved;
  if (!removed) return;
  const idempotencyKey = removed.undoKey ?? newIdempotencyKey();
  const attempt: RemovedLine = { ...removed, undoFailed: false, undoKey: idempotencyKey };
  cartStore.setState({ lastRemoved: null, restoring: attempt });
  const lineId = removed.item.lineID;
  const stopRestoring = () =>
    cartStore.getState().restoring === attempt ? { restoring: null } : ({} as Partial<CartState>);
  void queueForLine(lineId, async () => {
    // The DELETE failed: the line never left the server, and the reload shows it.
    if (!syncOf(lineId).deletedOnServer) {
      cartStore.setState(stopRestoring());
      return;
    }
    const startedIn = generation;
    const before = skuUnits(removed.item.webSku);
    try {
      const { cart, sequence } = await reAdd(removed, idempotencyKey);
      if (startedIn !== generation) return;
      reportLineMoved('add_to_cart', removed.item);
      const extra = { ...stopRestoring(), ...keepPlaceOf(attempt, cart) };
      if (applyServerCart(cart, sequence, extra)) announceChange(cart);
      // A later answer is in already, from before the line came back: ask for the cart as it is now.
      else void refreshCart();
    } catch (error) {
      if (startedIn !== generation) return;
      void logCartFailure(`Cart line ${lineId} (${removed.item.webSku}) could not be put back`, error);
      // The outcome is unknown (a timeout may have reached the server): the server's cart decides.
      await reconcileCart();
      if (startedIn !== generation) return;
      const { cart } = cartStore.getState();
      const back = cart && skuUnits(removed.item.webSku) > before;
      // Back on the server (the add got there): its place. Not back: the strip says so; Undo again.
      cartStore.setState({
        ...stopRestoring(),
        ...(back ? keepPlaceOf(attempt, cart) : { lastRemoved: { ...attempt, undoFailed: true } }),
      });
    }
  });
}

/** Units of this sku in the server's cart as this page last saw it. */
const skuUnits = (webSku: string) =>
  (cartStore.getState().cart?.items ?? []).reduce(
    (sum, item) => sum + (item.webSku === webSku ? item.quantity : 0),
    0,
  );

/** POST /api/cart/item with the removed line (the spec's add call), then the cart as it is now. */
async function reAdd(
  removed: RemovedLine,
  idempotencyKey: string,
): Promise<{ cart: Cart; sequence: number }> {
  const { webSku, quantity, attribute } = removed.item;
  // flag: the add's fit-guided flag (`data-isproductfitguided`); a line does not keep it, so its default.
  const result = await reAddCartItem(
    { webSku, quantity, attribute: attribute ?? null, flag: true },
    idempotencyKey,
  );
  if (!result.success) throw new Error(result.err || 'Add refused');
  const sequence = nextSequence();
  return { cart: await fetchCartDetailsForCart(), sequence };
}

/**
 * The view order after a removed line came back: the order the shopper sees, with the line at its old
 * place under its new lineID (the cart's new line of that sku). When the add merged it into a line the
 * shopper sees anyway, there is no new line and nothing moves.
 */
function keepPlaceOf(removed: RemovedLine, cart: Cart): Partial<CartState> {
  const shown = visibleCartItems({ ...cartStore.getState(), restoring: removed }).map((item) => item.lineID);
  const back = cart.items.find((item) => item.webSku === removed.item.webSku && !shown.includes(item.lineID));
  return back ? { lineOrder: shown.map((id) => (id === removed.item.lineID ? back.lineID : id)) } : {};
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
      pendingBases: {},
      lineErrors: {},
      removedLineIds: [],
      lastRemoved: null,
      restoring: null,
      lineOrder: null,
      stock: initialStock,
      casePacks: {},
    };
    requestedStockSkus.clear();
    requestedCaseSkus.clear();
    if (applyServerCart(cart, sequence, cleared)) announceChange(cart);
    else void refreshCart();
  } catch (error) {
    if (startedIn !== generation) return;
    void logCartFailure('The cart could not be emptied', error);
    await reconcileCart();
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

/**
 * Another tab changed the cart, this tab became visible again, or the connection came back after a
 * change whose outcome is unknown: show the server's cart (or, where only the count is shown, the
 * server's count).
 */
function catchUpWithServer(): void {
  if (cartStore.getState().status !== 'idle') void refreshCart();
  else if (cartSummaryStore.getState().status !== 'idle') void refreshCartItemCount();
}

if (typeof window !== 'undefined') {
  subscribe('shop:cart-updated', (_detail, event) => refreshForForeignChange(event));
  subscribe('shop:item-added', (_detail, event) => refreshForForeignChange(event));
  onTabMessage('cart-changed', catchUpWithServer);
  onTabVisible(catchUpWithServer);
  window.addEventListener('online', () => {
    if (reconcileOwed) void reconcileCart();
  });
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
  reconcileOwed = false;
  generation += 1;
  appliedSequence = requestSequence;
  cartStore.setState({ ...initialCartState }, true);
}
