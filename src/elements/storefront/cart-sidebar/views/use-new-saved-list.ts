import { useCallback, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { newIdempotencyKey } from '../../../../core/http';
import {
  createSavedListNamed,
  SAVED_LIST_MESSAGES,
  SavedListSaveError,
  SIDEBAR_SOURCE,
  savedListsStore,
  saveEntriesToList,
} from '../../../../stores/saved-lists';
import { openSidebar } from '../../../../stores/sidebar';
import {
  LIST_NAME_MAX,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  type NewListValues,
  type NewSavedListViewProps,
} from './new-saved-list';
import {
  goToSavedOrderList,
  savedListUrl,
  usePendingEntries,
  useSavedListAccess,
} from './use-saved-list-access';

export function validateListName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return NAME_REQUIRED;
  if (trimmed.length > LIST_NAME_MAX) return NAME_TOO_LONG;
  return null;
}

/** Keys of one save: made on the first submit, kept for every retry of it. */
interface SaveKeys {
  create: string;
  add: string;
}

/**
 * The add-new-saved-list content: POST / to create the list (a list for order products is named
 * with the order number), then POST /{id}/items with the products being saved. When the list was
 * created but the products could not be added, trying again only adds them.
 */
export function useNewSavedList({ onClose }: { onClose: () => void }): NewSavedListViewProps {
  const access = useSavedListAccess();
  const { entries, orderNumber } = usePendingEntries();
  const pendingEntries = useStore(savedListsStore, (state) => state.pendingEntries);
  const [values, setValues] = useState<NewListValues>(() => ({
    name: orderNumber ?? '',
    vehicle: '',
    note: '',
    isDefault: false,
  }));
  const [nameError, setNameError] = useState<string | null>(null);
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  const [saving, setSaving] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [createdList, setCreatedList] = useState<{ id: number; name: string } | null>(null);
  const [saved, setSaved] = useState<NewSavedListViewProps['saved']>(null);
  const keys = useRef<SaveKeys | null>(null);

  const onSubmit = useCallback(async () => {
    if (saving) return;
    const problem = createdList ? null : validateListName(values.name);
    if (problem) {
      setNameError(problem);
      setInvalidSubmits((count) => count + 1);
      return;
    }
    keys.current ??= { create: newIdempotencyKey(), add: newIdempotencyKey() };
    setSaving(true);
    setErrorMessage(null);
    const name = createdList?.name ?? values.name.trim();
    let listId = createdList?.id;
    try {
      if (listId === undefined) {
        listId = await createSavedListNamed(
          {
            name,
            vehicle: values.vehicle.trim() || null,
            note: values.note.trim() || null,
            isDefault: values.isDefault,
          },
          keys.current.create,
        );
        setCreatedList({ id: listId, name });
      }
      if (pendingEntries.length > 0) {
        await saveEntriesToList(listId, pendingEntries, { idempotencyKey: keys.current.add, created: true });
      }
      keys.current = null;
      if (orderNumber) goToSavedOrderList(listId, true);
      setSaved({
        listName: name,
        savedCount: pendingEntries.length,
        created: true,
        listUrl: savedListUrl(listId),
      });
    } catch (error) {
      const message = error instanceof SavedListSaveError ? error.message : SAVED_LIST_MESSAGES.generic;
      if (error instanceof SavedListSaveError && error.step === 'create' && error.status === 409) {
        keys.current = null;
        setNameError(message);
        setInvalidSubmits((count) => count + 1);
      } else {
        setErrorMessage(message);
      }
    } finally {
      setSaving(false);
    }
  }, [saving, createdList, values, pendingEntries, orderNumber]);

  let phase: NewSavedListViewProps['phase'] = 'form';
  if (saved) phase = 'saved';
  else if (access.state !== 'available') phase = access.state;

  return {
    phase,
    unavailableMessage: access.state === 'unavailable' ? access.message : '',
    entries,
    orderNumber,
    values,
    nameError,
    invalidSubmits,
    saving,
    errorMessage,
    listCreated: createdList !== null,
    saved,
    onChange: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (field === 'name') setNameError(null);
      keys.current = null;
    },
    onSubmit: () => void onSubmit(),
    onBack: entries.length > 0 ? () => openSidebar('saved-list', { source: SIDEBAR_SOURCE }) : null,
    onClose,
  };
}
