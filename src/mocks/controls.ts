import type { CartDisplaySettings } from './cart-details';
import { findProduct } from './data/products';
import { clearFaults, injectFault } from './faults';
import { clearRecordedRequests, recordedRequests } from './recorder';
import {
  BUSY_DEALER,
  createInitialState,
  type ExperimentsState,
  FAKE_SHOP_ROLES,
  type FakeShopRole,
  type FakeShopState,
  sessionFor,
  state,
} from './state';

export type { FaultOptions } from './faults';
export type { RequestFilter } from './recorder';
export { clearFaults, clearRecordedRequests, injectFault, recordedRequests };

type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/**
 * What `seedFakeShop` accepts: any part of the state except the request log and the faults. Objects
 * merge key by key; arrays (products, cart lines) replace. `role` is applied first, so a seed can
 * pick the dealer role and then adjust its installer details.
 */
export type FakeShopSeed = DeepPartial<Omit<FakeShopState, 'requests' | 'faults' | 'idempotency'>> & {
  role?: FakeShopRole;
};

/** Back to the seed: catalogue, sample cart, shopper role, default toggles; no faults, no log. */
export function resetFakeShop(): void {
  Object.assign(state, createInitialState());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeInto(target: Record<string, unknown>, patch: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = target[key];
    if (isPlainObject(value) && isPlainObject(current)) mergeInto(current, value);
    else target[key] = value;
  }
}

function checkCart(shop: FakeShopState): void {
  for (const line of shop.cart.lines) {
    if (!findProduct(line.webSku, shop.products)) {
      throw new Error(`seedFakeShop: the cart has "${line.webSku}", which is not in the catalogue`);
    }
  }
  const highestLineId = Math.max(0, ...shop.cart.lines.map((line) => line.lineID));
  if (shop.cart.nextLineId <= highestLineId) shop.cart.nextLineId = highestLineId + 1;
}

/** Merges part of a state into the shop, e.g. `seedFakeShop({ cart: { lines: [] }, featureToggles: {...} })`. */
export function seedFakeShop(seed: FakeShopSeed): void {
  const { role, ...patch } = structuredClone(seed);
  if (role) setRole(role);
  mergeInto(state as unknown as Record<string, unknown>, patch as Record<string, unknown>);
  checkCart(state);
}

/** Signs in as the role with its sample session (dealer 4711 'Hitch Pros - TX12', staff members...). */
export function setRole(role: FakeShopRole): void {
  if (!FAKE_SHOP_ROLES.includes(role)) throw new Error(`Unknown role "${role}"`);
  state.session = sessionFor(role);
}

export function getRole(): FakeShopRole {
  return state.session.role;
}

export function setFeatureToggle(key: string, on: boolean): void {
  state.featureToggles[key] = on;
}

/** What the cart's display calls answer (show-stock-quantity, its threshold, show-ship-to-shop), and whether lines carry their case quantity. */
export function setCartDisplay(settings: Partial<CartDisplaySettings>): void {
  state.cart.display = { ...state.cart.display, ...settings };
}

/** Bucket 0 means "not in the experiment", the answer for experiments never set. */
export function setExperimentBucket(name: string, bucket: number): void {
  if (!Number.isInteger(bucket) || bucket < 0)
    throw new Error(`Bucket must be a whole number >= 0, not ${bucket}`);
  state.experiments.buckets[name] = bucket;
}

export function setOnOffExperiment(name: string, on: boolean): void {
  state.experiments.onOff[name] = on;
}

export interface FakeShopSnapshot {
  role: FakeShopRole;
  roles: readonly FakeShopRole[];
  featureToggles: Record<string, boolean>;
  experiments: ExperimentsState;
}

/** What a role switcher or a toggle panel needs to show the shop's current set-up. */
export function fakeShopSnapshot(): FakeShopSnapshot {
  return {
    role:
      state.session.installer?.dealerInstallerId === BUSY_DEALER.dealerInstallerId
        ? 'busy-dealer'
        : (state.session.switcherRole ?? state.session.role),
    roles: FAKE_SHOP_ROLES,
    featureToggles: { ...state.featureToggles },
    experiments: structuredClone(state.experiments),
  };
}
