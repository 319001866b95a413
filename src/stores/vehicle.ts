import { createStore } from 'zustand/vanilla';
import {
  fetchMakes,
  fetchModels,
  fetchRecentVehicles,
  fetchYears,
  type MakeOption,
  type ModelOption,
  type Vehicle,
  vehicleSchema,
} from '../api/ymm';
import { createShopEvent, subscribe } from '../core/bus';
import { broadcastToTabs, onTabMessage } from '../core/tab-sync';

/**
 * What the vehicle pickers, the 'My Vehicle' link and the fit badges share on a page: the option
 * lists (each fetched once per page, whichever picker asks first), the shopper's recent vehicles and
 * the vehicle last picked. Each picker keeps its own choice (year, make, model) to itself, so two
 * pickers on one page never disturb each other.
 *
 * A picked vehicle comes in only through the `shop:vehicle-selected` window event (from this bundle,
 * another bundle or the host page), never by a direct call: one way in, no loops.
 */
export type VehicleLoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface VehicleLoadable<T> {
  status: VehicleLoadStatus;
  data: T | null;
}

export interface VehicleState {
  years: VehicleLoadable<number[]>;
  /** By year. */
  makes: Record<string, VehicleLoadable<MakeOption[]>>;
  /** By {@link modelsKey}. */
  models: Record<string, VehicleLoadable<ModelOption[]>>;
  /** Most recent first. */
  recentVehicles: VehicleLoadable<Vehicle[]>;
  /** The vehicle last picked on this page, by any picker or bundle. */
  currentVehicle: Vehicle | null;
}

const idle = <T>(): VehicleLoadable<T> => ({ status: 'idle', data: null });

export const initialVehicleState: VehicleState = {
  years: idle(),
  makes: {},
  models: {},
  recentVehicles: idle(),
  currentVehicle: null,
};

export const vehicleStore = createStore<VehicleState>()(() => structuredClone(initialVehicleState));

/** Models are listed per make and year; make names are matched ignoring case. */
export function modelsKey(make: string, year: number): string {
  return `${year}|${make.trim().toLowerCase()}`;
}

const inFlight = new Map<string, Promise<void>>();
/** Bumped by a reset, so an answer to a call made before it is dropped. */
let generation = 0;

/**
 * Loads one list once: a ready or loading list is not fetched again; an idle or failed one is
 * (so "Try again" is the same call).
 */
function loadOnce<T>(
  key: string,
  read: (state: VehicleState) => VehicleLoadable<T> | undefined,
  write: (
    value: VehicleLoadable<T>,
  ) => Partial<VehicleState> | ((state: VehicleState) => Partial<VehicleState>),
  fetcher: () => Promise<T>,
): Promise<void> {
  const current = read(vehicleStore.getState());
  if (current?.status === 'ready') return Promise.resolve();
  const pending = inFlight.get(key);
  if (pending) return pending;
  const startedIn = generation;
  const apply = (value: VehicleLoadable<T>) => {
    if (startedIn !== generation) return;
    const patch = write(value);
    vehicleStore.setState(typeof patch === 'function' ? patch : () => patch);
  };
  apply({ status: 'loading', data: null });
  const loading = fetcher().then(
    (data) => apply({ status: 'ready', data }),
    () => apply({ status: 'error', data: null }),
  );
  const tracked = loading.finally(() => inFlight.delete(key));
  inFlight.set(key, tracked);
  return tracked;
}

/** GET /api/ymm/years (retried twice by the api), once per page. */
export function loadYears(): Promise<void> {
  return loadOnce(
    'years',
    (state) => state.years,
    (years) => ({ years }),
    () => fetchYears(),
  );
}

export function loadMakes(year: number): Promise<void> {
  const key = String(year);
  return loadOnce(
    `makes:${key}`,
    (state) => state.makes[key],
    (value) => (state) => ({ makes: { ...state.makes, [key]: value } }),
    () => fetchMakes(year),
  );
}

export function loadModels(make: string, year: number): Promise<void> {
  const key = modelsKey(make, year);
  return loadOnce(
    `models:${key}`,
    (state) => state.models[key],
    (value) => (state) => ({ models: { ...state.models, [key]: value } }),
    () => fetchModels(make, year),
  );
}

export function loadRecentVehicles(): Promise<void> {
  return loadOnce(
    'recent',
    (state) => state.recentVehicles,
    (recentVehicles) => ({ recentVehicles }),
    () => fetchRecentVehicles(),
  );
}

export function sameVehicle(a: Vehicle, b: Vehicle): boolean {
  return (
    a.year === b.year &&
    a.make.toLowerCase() === b.make.toLowerCase() &&
    a.model.toLowerCase() === b.model.toLowerCase()
  );
}

/** `2020 Ford F-150`. */
export function vehicleLabel(vehicle: Vehicle): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

function rememberPickedVehicle(vehicle: Vehicle): void {
  vehicleStore.setState((state) => {
    const recent = state.recentVehicles;
    return {
      currentVehicle: vehicle,
      recentVehicles:
        recent.status === 'ready' && recent.data
          ? {
              status: 'ready',
              data: [vehicle, ...recent.data.filter((other) => !sameVehicle(other, vehicle))],
            }
          : recent,
    };
  });
}

/** Picks this page heard from another tab: told on this page, not sent back to the tabs. */
const fromOtherTabs = new WeakSet<Event>();

if (typeof window !== 'undefined') {
  subscribe('shop:vehicle-selected', (detail, event) => {
    const parsed = vehicleSchema.safeParse(detail);
    if (!parsed.success) return;
    rememberPickedVehicle(parsed.data);
    if (!fromOtherTabs.has(event)) broadcastToTabs('vehicle-changed', parsed.data);
  });
  onTabMessage('vehicle-changed', (payload) => {
    const parsed = vehicleSchema.safeParse(payload);
    const current = vehicleStore.getState().currentVehicle;
    if (!parsed.success || (current && sameVehicle(current, parsed.data))) return;
    const event = createShopEvent('shop:vehicle-selected', parsed.data);
    fromOtherTabs.add(event);
    window.dispatchEvent(event);
  });
}

export function resetVehicleStore(): void {
  generation += 1;
  inFlight.clear();
  vehicleStore.setState(structuredClone(initialVehicleState), true);
}
