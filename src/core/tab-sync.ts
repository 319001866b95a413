import type { ShopEventMap } from './events';

/**
 * Keeps the page's other tabs in step (issue 9 "Two tabs in step"). A store whose data the server
 * holds per shopper (cart, saved lists, vehicle, ZIP) broadcasts a short message after the server
 * confirmed a change; the other tabs of the same origin refetch or apply it. BroadcastChannel where
 * the browser has it, otherwise a `storage` event on a localStorage key (written and removed at once).
 * A tab never hears its own messages.
 */

/** What a tab tells the others; the payloads are small facts, never whole server answers. */
export interface TabMessageMap {
  /** The cart changed on the server (any line, quantity, add, remove, empty). */
  'cart-changed': { itemCount: number | null };
  /** A saved list was created or got products (the detail of `shop:saved-list-updated`). */
  'saved-lists-changed': ShopEventMap['shop:saved-list-updated'];
  /** The shopper picked a vehicle (the detail of `shop:vehicle-selected`). */
  'vehicle-changed': ShopEventMap['shop:vehicle-selected'];
  /** The shopper's ZIP changed and the server has it. */
  'zip-changed': { zipCode: string };
}

export type TabTopic = keyof TabMessageMap;

interface Envelope {
  topic: TabTopic;
  payload: unknown;
  from: string;
}

export const TAB_SYNC_CHANNEL = 'shop-widgets:tab-sync';
const TOPICS: readonly TabTopic[] = ['cart-changed', 'saved-lists-changed', 'vehicle-changed', 'zip-changed'];

const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const listeners = new Map<TabTopic, Set<(payload: never) => void>>();
let channel: BroadcastChannel | null | undefined;

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const { topic, from } = value as Partial<Envelope>;
  return typeof from === 'string' && TOPICS.includes(topic as TabTopic);
}

function deliver(data: unknown): void {
  if (!isEnvelope(data) || data.from === tabId) return;
  for (const listener of listeners.get(data.topic) ?? []) {
    try {
      (listener as (payload: unknown) => void)(data.payload);
    } catch {
      // One store's failure never stops another's update.
    }
  }
}

function onStorage(event: StorageEvent): void {
  if (event.key !== TAB_SYNC_CHANNEL || !event.newValue) return;
  try {
    deliver(JSON.parse(event.newValue));
  } catch {
    // Not ours, or cut short: ignore.
  }
}

/** Opens the channel on first use (so pages that never share state open nothing). */
function connect(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof window === 'undefined') return null;
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(TAB_SYNC_CHANNEL);
    channel.onmessage = (event) => deliver(event.data);
  } else {
    channel = null;
    window.addEventListener('storage', onStorage);
  }
  return channel;
}

/** Tells the page's other tabs about a change this tab made. */
export function broadcastToTabs<T extends TabTopic>(topic: T, payload: TabMessageMap[T]): void {
  if (typeof window === 'undefined') return;
  const envelope: Envelope = { topic, payload, from: tabId };
  const open = connect();
  if (open) {
    open.postMessage(envelope);
    return;
  }
  try {
    localStorage.setItem(TAB_SYNC_CHANNEL, JSON.stringify({ ...envelope, at: Date.now() }));
    localStorage.removeItem(TAB_SYNC_CHANNEL);
  } catch {
    // Storage full or blocked: the other tabs catch up when they become visible.
  }
}

/** Listens to one topic from the other tabs. Returns the function that stops listening. */
export function onTabMessage<T extends TabTopic>(
  topic: T,
  listener: (payload: TabMessageMap[T]) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  connect();
  let set = listeners.get(topic);
  if (!set) {
    set = new Set();
    listeners.set(topic, set);
  }
  set.add(listener as (payload: never) => void);
  return () => set.delete(listener as (payload: never) => void);
}

/** Calls `listener` each time this tab becomes visible again (its data may be stale by then). */
export function onTabVisible(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const handler = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', handler);
  return () => document.removeEventListener('visibilitychange', handler);
}
