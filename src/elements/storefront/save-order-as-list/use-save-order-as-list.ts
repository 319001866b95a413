import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useSession } from '../../../core/hooks';
import { newIdempotencyKey } from '../../../core/http';
import {
  loadSavedListAvailability,
  SAVED_LIST_MESSAGES,
  SavedListSaveError,
  savedListsStore,
} from '../../../stores/saved-lists';
import { navigateTo, savedOrderListUrl } from '../reorder-page/navigate';
import type { SaveOrderAsListViewProps } from './save-order-as-list';
import type { SaveOrderKeys, SaveOrderProgress } from './save-order-flow';

let flow: Promise<typeof import('./save-order-flow')> | undefined;
/** The save itself loads apart from the element, once the button shows (again after a failed load). */
function loadFlow(): Promise<typeof import('./save-order-flow')> {
  flow ??= import('./save-order-flow').catch((error: unknown) => {
    flow = undefined;
    throw error;
  });
  return flow;
}

/**
 * Who sees the button: a signed-in dealer installer while saved lists are available (the
 * 'saved-product-list' toggle on and GET is-available; storefront §6). The button is disabled while
 * the save runs; the keys of a failed save are kept for its retry, and a list it made is reused.
 */
/** The element's attributes (`data-ordernumber`, `data-editlist`). */
export interface SaveOrderAsListProps {
  ordernumber: string;
  editlist: boolean;
}

export function useSaveOrderAsList({
  ordernumber,
  editlist,
}: SaveOrderAsListProps): SaveOrderAsListViewProps {
  const session = useSession();
  const availability = useStore(savedListsStore, (state) => state.availability);
  const isDealer = session.status === 'known' && session.role === 'dealer' && session.dealerInstallerId > 0;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const running = useRef(false);
  const pending = useRef<{ keys: SaveOrderKeys; progress: SaveOrderProgress } | null>(null);
  const number = ordernumber.trim();

  useEffect(() => {
    if (isDealer) void loadSavedListAvailability();
  }, [isDealer]);
  const available = isDealer && availability === 'available';
  useEffect(() => {
    if (available) void loadFlow().catch(() => undefined);
  }, [available]);

  const save = useCallback(async () => {
    if (running.current || number === '') return;
    running.current = true;
    setSaving(true);
    setError('');
    pending.current ??= {
      keys: { create: newIdempotencyKey(), add: newIdempotencyKey() },
      progress: { listId: null },
    };
    const { keys, progress } = pending.current;
    try {
      const { saveOrderAsList } = await loadFlow();
      const listId = await saveOrderAsList(number, keys, progress);
      pending.current = null;
      // Stays disabled while the browser goes to the list.
      navigateTo(savedOrderListUrl(listId, editlist));
    } catch (caught) {
      setError(caught instanceof SavedListSaveError ? caught.message : SAVED_LIST_MESSAGES.generic);
      // A list that could not be made or filled is retried with fresh keys for what failed.
      if (pending.current) pending.current.keys = { create: newIdempotencyKey(), add: newIdempotencyKey() };
      running.current = false;
      setSaving(false);
    }
  }, [number, editlist]);

  const state = !available
    ? 'hidden'
    : number === ''
      ? 'missing'
      : saving
        ? 'saving'
        : error
          ? 'failed'
          : 'idle';
  return { state, error, onSave: () => void save() };
}
