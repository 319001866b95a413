import * as z from 'zod/mini';
import { createStore } from 'zustand/vanilla';
import { SAVED_ENTRY_SOURCE, type SavedListEntry, savedListEntrySourceSchema } from '../api/saved-list-entry';
import { publish, subscribe } from '../core/bus';
import { onTabMessage } from '../core/tab-sync';

/**
 * The saved-lists store's state and what it must hear from the page's start: the side bar's open
 * commands (what to save, the list to announce) and other tabs' saves. Every page with the side bar
 * loads this; the saving itself (`./saved-lists`) loads with the side bar's contents and the cart pages.
 */

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

export const savedListUpdateSchema = z.object({
  savedProductListId: z.int(),
  name: z.string(),
  itemCount: z.int().check(z.nonnegative()),
  created: z.boolean(),
});

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

/** Back to the initial state (the saving's own page-level lookups: `resetSavedListsStore`). */
export function resetSavedListsState(): void {
  savedListsStore.setState({ ...initialSavedListsState }, true);
}
