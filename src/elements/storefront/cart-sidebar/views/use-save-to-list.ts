import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { fetchAddToListOptions, type SavedProductList } from '../../../../api/saved-lists';
import { newIdempotencyKey } from '../../../../core/http';
import {
  SAVED_LIST_MESSAGES,
  SavedListSaveError,
  SIDEBAR_SOURCE,
  savedListsStore,
  saveEntriesToList,
} from '../../../../stores/saved-lists';
import { openSidebar } from '../../../../stores/sidebar';
import type { ListOption, SaveToListPhase, SaveToListViewProps } from './save-to-list';
import {
  goToSavedOrderList,
  savedListUrl,
  usePendingEntries,
  useSavedListAccess,
} from './use-saved-list-access';

function toOption(list: SavedProductList): ListOption {
  return {
    id: list.savedProductListId,
    name: list.name,
    itemCount: list.itemCount,
    isDefault: list.isDefault,
    isAdded: list.isAdded,
    vehicle: list.vehicle ?? null,
  };
}

/**
 * The add-to-saved-product-list content: GET add-to-list-options for the products being saved,
 * the default list chosen first, POST /{id}/items on Save. One idempotency key per save attempt of
 * one list, kept when the shopper tries again after a failure.
 */
export function useSaveToList({ onClose }: { onClose: () => void }): SaveToListViewProps {
  const access = useSavedListAccess();
  const { entries, orderNumber } = usePendingEntries();
  const pendingEntries = useStore(savedListsStore, (state) => state.pendingEntries);
  const skuKey = entries.map((entry) => entry.webSku).join(',');
  const [load, setLoad] = useState<{ status: 'loading' | 'ready' | 'error'; lists: ListOption[] }>({
    status: 'loading',
    lists: [],
  });
  const [attempt, setAttempt] = useState(0);
  const [selectedListId, setSelectedListId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<SaveToListViewProps['saved']>(null);
  const saveKey = useRef<{ listId: number; key: string } | null>(null);
  const available = access.state === 'available';
  const hasEntries = skuKey !== '';

  useEffect(() => {
    if (!available || !hasEntries) return;
    void attempt;
    let current = true;
    setLoad({ status: 'loading', lists: [] });
    fetchAddToListOptions(skuKey.split(',')).then(
      (lists) => {
        if (!current) return;
        const options = lists.map(toOption);
        setLoad({ status: 'ready', lists: options });
        setSelectedListId((chosen) =>
          options.some((list) => list.id === chosen)
            ? chosen
            : ((options.find((list) => list.isDefault) ?? options[0])?.id ?? null),
        );
      },
      () => {
        if (current) setLoad({ status: 'error', lists: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [available, hasEntries, skuKey, attempt]);

  const onSave = useCallback(() => {
    if (saving || selectedListId === null) return;
    const list = load.lists.find((candidate) => candidate.id === selectedListId);
    if (!list) return;
    if (saveKey.current?.listId !== list.id) saveKey.current = { listId: list.id, key: newIdempotencyKey() };
    setSaving(true);
    setErrorMessage(null);
    saveEntriesToList(list.id, pendingEntries, { idempotencyKey: saveKey.current.key }).then(
      (updated) => {
        saveKey.current = null;
        setSaving(false);
        if (orderNumber) goToSavedOrderList(updated.savedProductListId, false);
        setSaved({
          listName: updated.name,
          savedCount: pendingEntries.length,
          created: false,
          listUrl: savedListUrl(updated.savedProductListId),
        });
      },
      (error: unknown) => {
        setSaving(false);
        setErrorMessage(error instanceof SavedListSaveError ? error.message : SAVED_LIST_MESSAGES.addFailed);
      },
    );
  }, [saving, selectedListId, load.lists, pendingEntries, orderNumber]);

  let phase: SaveToListPhase;
  if (saved) phase = 'saved';
  else if (access.state === 'checking') phase = 'checking';
  else if (access.state === 'unavailable') phase = 'unavailable';
  else if (!hasEntries) phase = 'no-entries';
  else if (load.status === 'loading') phase = 'loading';
  else if (load.status === 'error') phase = 'load-error';
  else phase = 'choose';

  return {
    phase,
    unavailableMessage: access.state === 'unavailable' ? access.message : '',
    entries,
    orderNumber,
    lists: load.lists,
    selectedListId,
    saving,
    errorMessage,
    saved,
    onSelect: (listId) => {
      setSelectedListId(listId);
      setErrorMessage(null);
    },
    onSave,
    onCreateNew: () => openSidebar('new-saved-list', { source: SIDEBAR_SOURCE }),
    onRetry: () => setAttempt((count) => count + 1),
    onClose,
  };
}
