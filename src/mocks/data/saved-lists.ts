import type { SavedItemSourceValue } from '../../api/saved-lists';

/**
 * The fake shop's saved product lists (storefront §3 "Saved product list"): what the server keeps.
 * Names, prices and stock of the items come from the catalogue when a list is answered.
 */
export interface SavedListItemRecord {
  savedProductListItemId: number;
  webSku: string;
  quantity: number;
  source: SavedItemSourceValue;
}

export interface SavedListRecord {
  savedProductListId: number;
  name: string;
  vehicle: string | null;
  note: string | null;
  dealerInstallerId: number;
  userSession: string | null;
  isDefault: boolean;
  /** ISO 8601. */
  modifiedOn: string;
  items: SavedListItemRecord[];
}

export interface SavedListsState {
  lists: SavedListRecord[];
  nextListId: number;
  nextItemId: number;
  /**
   * Answers already given per idempotency key, so a retried mutation answers the same and never
   * applies twice (as the real shop promises).
   */
  appliedActions: Record<string, { status: number; body: unknown }>;
}

/** The two lists of the sample dealer (4711, 'Hitch Pros - TX12'); list 12 is the default. */
export function createSavedListsSeed(dealerInstallerId: number): SavedListsState {
  return {
    lists: [
      {
        savedProductListId: 12,
        name: 'Shop Stock',
        vehicle: null,
        note: 'Reorder monthly',
        dealerInstallerId,
        userSession: 'fake-session-dealer',
        isDefault: true,
        modifiedOn: '2025-03-03T15:20:00.000Z',
        items: [
          { savedProductListItemId: 101, webSku: 'C45036', quantity: 10, source: 1 },
          { savedProductListItemId: 102, webSku: 'C56146', quantity: 6, source: 2 },
          { savedProductListItemId: 103, webSku: 'TS32', quantity: 4, source: 1 },
        ],
      },
      {
        savedProductListId: 15,
        name: 'Johnson F-150 Install',
        vehicle: '2021 Ford F-150',
        note: 'Customer picks up Friday',
        dealerInstallerId,
        userSession: 'fake-session-dealer',
        isDefault: false,
        modifiedOn: '2025-02-18T10:05:00.000Z',
        items: [
          { savedProductListItemId: 104, webSku: 'C13130', quantity: 1, source: 3 },
          { savedProductListItemId: 105, webSku: '90195', quantity: 1, source: 3 },
        ],
      },
    ],
    nextListId: 16,
    nextItemId: 106,
    appliedActions: {},
  };
}
