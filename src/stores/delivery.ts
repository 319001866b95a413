import { createStore } from 'zustand/vanilla';
import { fetchCartId, fetchShowShipToShop } from '../api/cart';
import {
  chooseCartPickupDealer,
  clearCartPickupDealer,
  fetchCartPickupDealer,
  fetchCartPickupDealerExists,
  type PickupDealer,
} from '../api/pickup';
import {
  type DeliveryEstimate,
  fetchCartDeliveryEstimate,
  fetchDeliveryEstimate,
  saveShopperZipCode,
} from '../api/shipping';
import { publish, subscribe } from '../core/bus';
import { getConfig } from '../core/config';
import { isAbort } from '../core/errors';
import type { ShopEventMap } from '../core/events';
import { newIdempotencyKey } from '../core/http';
import { logger } from '../core/logger';
import { broadcastToTabs, onTabMessage } from '../core/tab-sync';
import { getUserSession, resetUserSession } from '../core/user-session';
import { setHolidayShippingMessage } from './cart';

/**
 * Delivery estimates, the shopper's ZIP code and the cart's local-pickup dealer, shared by every
 * delivery and pickup widget on the page (storefront §2 "Delivery panels", §4).
 *
 * One ZIP code per page: changing it (`changeZipCode`) saves it on the server, reloads every estimate
 * on the page and publishes `shop:zip-changed`; a `shop:zip-changed` from another bundle (or the host
 * page) reloads this bundle's estimates too. An answer that arrives after a newer request is dropped.
 */

/** What an estimate is for: products (the product page), or the cart by sku-to-quantity map. */
export type EstimateRequest =
  | { kind: 'product'; webSkus: readonly string[] }
  | { kind: 'cart'; webSkuQuantities: Readonly<Record<string, number>> };

export interface EstimateEntry {
  status: 'loading' | 'ready' | 'error';
  /** The last answer for this request (kept while a new ZIP code loads); null for an empty cart. */
  estimate: DeliveryEstimate | null;
  /** The ZIP code the last answer was for. */
  zipCode: string;
}

export interface PickupState {
  status: 'idle' | 'loading' | 'ready';
  /** The cart's ship-to-shop flag (GET /api/cart/show-ship-to-shop): the feature is on. */
  offered: boolean;
  /** The cart's local-pickup dealer; null when the cart ships to the door. */
  dealer: PickupDealer | null;
  /** A choose or clear call is on its way. */
  saving: boolean;
  /** Why the last choose or clear failed ('' when it did not). */
  error: string;
}

export interface DeliveryState {
  /** The shopper's ZIP or postal code ('' until known). */
  zipCode: string;
  /** By estimate key ({@link estimateKey}). */
  estimates: Record<string, EstimateEntry>;
  /**
   * The estimates' holiday shipping message ('' for none): the cart's when the page has a cart
   * estimate, otherwise the latest one given. The cart's holiday banner reads it.
   */
  holidayShippingMessage: string;
  pickup: PickupState;
}

export const PICKUP_ERRORS = {
  choose: 'We could not choose this store for pickup. Please try again.',
  clear: 'We could not switch your order to delivery. Please try again.',
} as const;

export const initialPickupState: PickupState = {
  status: 'idle',
  offered: false,
  dealer: null,
  saving: false,
  error: '',
};

export const initialDeliveryState: DeliveryState = {
  zipCode: '',
  estimates: {},
  holidayShippingMessage: '',
  pickup: initialPickupState,
};

export const deliveryStore = createStore<DeliveryState>()(() => ({ ...initialDeliveryState }));

/** The cart estimate's key: the cart panels and the checkout selector share it. */
export const CART_ESTIMATE_KEY = 'cart';

export function estimateKey(request: EstimateRequest): string {
  if (request.kind === 'cart') return CART_ESTIMATE_KEY;
  return `product:${uniqueSkus(request.webSkus).join(',')}`;
}

function uniqueSkus(webSkus: readonly string[]): string[] {
  return [...new Set(webSkus)].sort();
}

/** What an answer depends on: the request (skus in a stable order) and the ZIP code. */
function signatureOf(request: EstimateRequest, zipCode: string): string {
  const what = request.kind === 'cart' ? request.webSkuQuantities : uniqueSkus(request.webSkus);
  return JSON.stringify([request.kind, what, zipCode]);
}

/** The holiday shipping message of the page's estimates ('' for none). */
export function selectHolidayShippingMessage(state: DeliveryState): string {
  return state.holidayShippingMessage;
}

interface Loading {
  signature: string;
  promise: Promise<void>;
  controller: AbortController;
}

/** The latest request per key (reloaded when the ZIP code changes) and the call in flight. */
const requests = new Map<string, EstimateRequest>();
const inFlight = new Map<string, Loading>();
/** What the ready answer of each key was for. */
const lastSignatures = new Map<string, string>();

function setEntry(key: string, entry: EstimateEntry): void {
  deliveryStore.setState((state) => ({ estimates: { ...state.estimates, [key]: entry } }));
}

function isEmptyCart(request: EstimateRequest): boolean {
  return request.kind === 'cart' && Object.keys(request.webSkuQuantities).length === 0;
}

function call(request: EstimateRequest, zipCode: string, signal: AbortSignal): Promise<DeliveryEstimate> {
  if (request.kind === 'cart') {
    return fetchCartDeliveryEstimate({ webSkuQuantities: request.webSkuQuantities, zipCode }, signal);
  }
  return fetchDeliveryEstimate(
    { webSkus: uniqueSkus(request.webSkus), zipCode, isProductPage: true },
    signal,
  );
}

function applyHolidayMessage(key: string, estimate: DeliveryEstimate | null): void {
  const message = estimate?.holidayShippingMessage.trim() ?? '';
  const hasCart = deliveryStore.getState().estimates[CART_ESTIMATE_KEY] !== undefined;
  if (key === CART_ESTIMATE_KEY) {
    deliveryStore.setState({ holidayShippingMessage: message });
    setHolidayShippingMessage(message || null);
  } else if (!hasCart && message) {
    deliveryStore.setState({ holidayShippingMessage: message });
  }
}

/**
 * Loads the estimate for a request (again only when the request or the ZIP code changed, or with
 * `force`). Several widgets asking for the same thing share one call. A failed call is logged and
 * ends the loading (spec §8).
 */
export function loadEstimate(request: EstimateRequest, options: { force?: boolean } = {}): Promise<void> {
  const key = estimateKey(request);
  requests.set(key, request);
  const { zipCode, estimates } = deliveryStore.getState();
  const signature = signatureOf(request, zipCode);
  const current = inFlight.get(key);
  if (current?.signature === signature && !options.force) return current.promise;
  const entry = estimates[key];
  if (!options.force && !current && entry?.status === 'ready' && lastSignatures.get(key) === signature) {
    return Promise.resolve();
  }
  current?.controller.abort();

  if (isEmptyCart(request)) {
    inFlight.delete(key);
    lastSignatures.set(key, signature);
    setEntry(key, { status: 'ready', estimate: null, zipCode });
    applyHolidayMessage(key, null);
    return Promise.resolve();
  }

  const controller = new AbortController();
  setEntry(key, { status: 'loading', estimate: entry?.estimate ?? null, zipCode: entry?.zipCode ?? zipCode });
  const promise = (async () => {
    try {
      const estimate = await call(request, zipCode, controller.signal);
      if (inFlight.get(key)?.controller !== controller) return;
      // Asked without a ZIP code, the answer is for the code the server has saved.
      lastSignatures.set(key, signatureOf(request, zipCode || estimate.zipCode));
      // The first answer tells the page which ZIP code the shopper saved earlier.
      if (!deliveryStore.getState().zipCode && estimate.zipCode)
        deliveryStore.setState({ zipCode: estimate.zipCode });
      setEntry(key, { status: 'ready', estimate, zipCode: estimate.zipCode || zipCode });
      applyHolidayMessage(key, estimate);
    } catch (error) {
      if (isAbort(error) || inFlight.get(key)?.controller !== controller) return;
      logger.warning('Delivery estimate could not be loaded', {
        source: 'delivery-estimate',
        request: key,
        zipCode,
        message: error instanceof Error ? error.message : String(error),
      });
      setEntry(key, { status: 'error', estimate: null, zipCode });
    } finally {
      if (inFlight.get(key)?.controller === controller) inFlight.delete(key);
    }
  })();
  inFlight.set(key, { signature, promise, controller });
  return promise;
}

/** Reloads every estimate the page asked for (after a ZIP code change). */
export function reloadEstimates(): Promise<void> {
  return Promise.all([...requests.values()].map((request) => loadEstimate(request))).then(() => undefined);
}

const US_ZIP = /^\d{5}(-\d{4})?$/;
const CA_POSTAL = /^([A-Z]\d[A-Z])[ -]?(\d[A-Z]\d)$/;

/** 'k1a0b1' → 'K1A 0B1'; US ZIP codes as typed; anything else trimmed and upper-cased. */
export function normalizeZipCode(value: string): string {
  const code = value.trim().toUpperCase().replace(/\s+/g, ' ');
  if (US_ZIP.test(code)) return code;
  const canadian = CA_POSTAL.exec(code);
  return canadian ? `${canadian[1]} ${canadian[2]}` : code;
}

export type ZipChange = 'unchanged' | 'changed';

/** The code in use on this page whose save failed: entering it again saves it again. */
let unsavedZipCode = '';

function saveZipCode(zipCode: string): void {
  void saveShopperZipCode(
    { userSession: getUserSession(), pageType: getConfig().pageType, zipCode },
    newIdempotencyKey(),
  ).then(
    () => {
      if (unsavedZipCode === zipCode) unsavedZipCode = '';
      broadcastToTabs('zip-changed', { zipCode });
    },
    (error: unknown) => {
      unsavedZipCode = zipCode;
      logger.warning('The ZIP code could not be saved', {
        source: 'delivery-estimate',
        message: error instanceof Error ? error.message : String(error),
      });
    },
  );
}

/**
 * The shopper entered a ZIP code. The same code changes nothing (the modal only closes). Another one
 * is used at once by every estimate on the page, saved with POST /api/shopper/zipcode, and announced
 * as `shop:zip-changed` (through `announce`, so a widget can dispatch it from its element). The
 * current code whose save failed is saved again when it is entered again (still 'unchanged': the
 * estimates already use it).
 */
export function changeZipCode(
  value: string,
  announce: (detail: ShopEventMap['shop:zip-changed']) => void = (detail) =>
    publish('shop:zip-changed', detail),
): ZipChange {
  const zipCode = normalizeZipCode(value);
  const previousZipCode = deliveryStore.getState().zipCode;
  if (zipCode && zipCode === previousZipCode && zipCode === unsavedZipCode) saveZipCode(zipCode);
  if (!zipCode || zipCode === previousZipCode) return 'unchanged';
  unsavedZipCode = '';
  deliveryStore.setState({ zipCode });
  announce({ zipCode, previousZipCode });
  void reloadEstimates();
  saveZipCode(zipCode);
  return 'changed';
}

// ---------------------------------------------------------------------------------------------
// Local pickup: the cart's dealer

let pickupLoading: Promise<void> | undefined;

function setPickup(patch: Partial<PickupState>): void {
  deliveryStore.setState((state) => ({ pickup: { ...state.pickup, ...patch } }));
}

async function readCartPickupDealer(): Promise<PickupDealer | null> {
  const { exists } = await fetchCartPickupDealerExists();
  if (!exists) return null;
  const { cartId } = await fetchCartId();
  const { dealer } = await fetchCartPickupDealer(cartId);
  return dealer && dealer.dealerInstallerId > 0 ? dealer : null;
}

/**
 * Whether ship-to-shop is offered and which dealer the cart is picked up at; once per page. A failed
 * look-up counts as not offered (logged by the http layer).
 */
export function loadPickup(): Promise<void> {
  pickupLoading ??= (async () => {
    setPickup({ status: 'loading' });
    let offered = false;
    let dealer: PickupDealer | null = null;
    try {
      offered = await fetchShowShipToShop();
      if (offered) dealer = await readCartPickupDealer();
    } catch {
      // Logged by the http layer; the cart ships to the door.
    }
    setPickup({ status: 'ready', offered, dealer });
  })();
  return pickupLoading;
}

/** The shopper picks up the cart at this dealer (POST .../local-pickup-installer/{cartId}/dealer/{id}). */
export async function choosePickupDealer(dealer: PickupDealer): Promise<boolean> {
  if (deliveryStore.getState().pickup.saving) return false;
  setPickup({ saving: true, error: '' });
  try {
    const { cartId } = await fetchCartId();
    const answer = await chooseCartPickupDealer(cartId, dealer.dealerInstallerId, newIdempotencyKey());
    const chosen = answer.success && answer.dealer?.dealerInstallerId ? answer.dealer : null;
    if (!chosen) throw new Error('The server did not confirm the pickup dealer');
    setPickup({ saving: false, dealer: { ...dealer, ...chosen } });
    return true;
  } catch (error) {
    logger.warning('The pickup dealer could not be chosen', {
      source: 'local-pickup',
      dealerInstallerId: dealer.dealerInstallerId,
      message: error instanceof Error ? error.message : String(error),
    });
    setPickup({ saving: false, error: PICKUP_ERRORS.choose });
    return false;
  }
}

/** 'Ship to your door instead': clears the pickup dealer (DELETE /api/installers/local-pickup-installer). */
export async function shipToDoorInstead(): Promise<boolean> {
  if (deliveryStore.getState().pickup.saving) return false;
  setPickup({ saving: true, error: '' });
  try {
    const answer = await clearCartPickupDealer(newIdempotencyKey());
    if (!answer.success) throw new Error('The server did not clear the pickup dealer');
    setPickup({ saving: false, dealer: null });
    return true;
  } catch (error) {
    logger.warning('The pickup dealer could not be cleared', {
      source: 'local-pickup',
      message: error instanceof Error ? error.message : String(error),
    });
    setPickup({ saving: false, error: PICKUP_ERRORS.clear });
    return false;
  }
}

// Another bundle (or the host page) changed the ZIP code: use it here too. Our own announcement
// arrives with the code already set, so it changes nothing.
if (typeof window !== 'undefined') {
  subscribe('shop:zip-changed', (detail) => {
    if (typeof detail?.zipCode !== 'string') return;
    const zipCode = normalizeZipCode(detail.zipCode);
    if (!zipCode || zipCode === deliveryStore.getState().zipCode) return;
    deliveryStore.setState({ zipCode });
    void reloadEstimates();
  });
  // Another tab saved a new ZIP code: this page hears it as every bundle does, on window.
  onTabMessage('zip-changed', (payload) => {
    const zipCode = typeof payload?.zipCode === 'string' ? normalizeZipCode(payload.zipCode) : '';
    const previousZipCode = deliveryStore.getState().zipCode;
    if (zipCode && zipCode !== previousZipCode) publish('shop:zip-changed', { zipCode, previousZipCode });
  });
}

export function resetDeliveryStore(): void {
  for (const loading of inFlight.values()) loading.controller.abort();
  inFlight.clear();
  requests.clear();
  lastSignatures.clear();
  pickupLoading = undefined;
  unsavedZipCode = '';
  resetUserSession();
  deliveryStore.setState({ ...initialDeliveryState }, true);
}
