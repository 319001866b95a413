import { useEffect } from 'react';
import { useStore } from 'zustand';
import { getConfig } from '../../../../core/config';
import { useSession } from '../../../../core/hooks';
import { cartStore } from '../../../../stores/cart';
import { loadSavedListAvailability, savedListsStore } from '../../../../stores/saved-lists';
import { pageLocation } from '../page-location';
import type { EntrySummary } from './saved-entries-summary';

export const SIGN_IN_FOR_LISTS = 'Sign in as a dealer installer to save products to a list.';
export const LISTS_UNAVAILABLE = 'Saved lists are not available right now.';

export type SavedListAccess =
  | { state: 'checking' }
  | { state: 'unavailable'; message: string }
  | { state: 'available' };

/**
 * Saved lists are for dealer installers while the 'saved-product-list' toggle is on and the server
 * says they are available (storefront §6; GET is-available).
 */
export function useSavedListAccess(): SavedListAccess {
  const session = useSession();
  const availability = useStore(savedListsStore, (state) => state.availability);
  const isDealer = session.role === 'dealer' && session.dealerInstallerId > 0;
  useEffect(() => {
    if (isDealer) void loadSavedListAvailability();
  }, [isDealer]);
  if (session.status !== 'known') return { state: 'checking' };
  if (!isDealer) return { state: 'unavailable', message: SIGN_IN_FOR_LISTS };
  if (availability === 'unavailable') return { state: 'unavailable', message: LISTS_UNAVAILABLE };
  return availability === 'available' ? { state: 'available' } : { state: 'checking' };
}

/** What the side bar was asked to save, with names the cart knows. */
export function usePendingEntries(): { entries: EntrySummary[]; orderNumber: string | null } {
  const pending = useStore(savedListsStore, (state) => state.pendingEntries);
  const orderNumber = useStore(savedListsStore, (state) => state.pendingOrderNumber);
  const cartItems = useStore(cartStore, (state) => state.cart?.items);
  const entries = pending.map((entry) => ({
    webSku: entry.webSku,
    quantity: entry.quantity,
    name: cartItems?.find((item) => item.webSku.toLowerCase() === entry.webSku.toLowerCase())?.name ?? null,
  }));
  return { entries, orderNumber };
}

/**
 * Where a saved list is shown (storefront §2: /Home?savedlistid={id}, optionally with
 * &editlist=true), which opens the side bar announcing the list.
 */
export function savedListUrl(listId: number, { editList = false } = {}): string {
  return `${getConfig().siteRoot}Home?savedlistid=${listId}${editList ? '&editlist=true' : ''}`;
}

/**
 * Storefront §2 and §4: after saving an order as a list the browser goes to the list
 * (/Home?savedlistid={id}, with &editlist=true for a list just made).
 */
export function goToSavedOrderList(listId: number, created: boolean): void {
  pageLocation.assign(savedListUrl(listId, { editList: created }));
}
