import { useEffect, useId, useRef } from 'react';
import { LoadingCircle } from '../../../../ui/loading/loading';
import { SavedConfirmation, type SavedConfirmationProps } from './saved-confirmation';
import { type EntrySummary, SavedEntriesSummary } from './saved-entries-summary';
import { SidebarHeader } from './sidebar-header';

export const NEW_LIST_TITLE = 'Create New List';
export const LIST_CREATED_TITLE = 'List Created';
/** Lengths the list form accepts (the spec gives none; the server's schema has the same). */
export const LIST_NAME_MAX = 100;
export const LIST_VEHICLE_MAX = 100;
export const LIST_NOTE_MAX = 500;
export const NAME_REQUIRED = 'Please enter a list name.';
export const NAME_TOO_LONG = `List names can be at most ${LIST_NAME_MAX} characters.`;

export interface NewListValues {
  name: string;
  vehicle: string;
  note: string;
  isDefault: boolean;
}

export interface NewSavedListViewProps {
  phase: 'checking' | 'unavailable' | 'form' | 'saved';
  unavailableMessage: string;
  entries: EntrySummary[];
  orderNumber: string | null;
  values: NewListValues;
  nameError: string | null;
  /** Counts submits that failed validation, so focus can move to the field each time. */
  invalidSubmits: number;
  saving: boolean;
  errorMessage: string | null;
  /** The list exists already; submitting again only adds the products. */
  listCreated: boolean;
  saved: Omit<SavedConfirmationProps, 'onClose'> | null;
  onChange: <K extends keyof NewListValues>(field: K, value: NewListValues[K]) => void;
  onSubmit: () => void;
  /** Back to choosing a list; null when there is nothing to save. */
  onBack: (() => void) | null;
  onClose: () => void;
}

/** Add-new-saved-list: name a list (vehicle and note optional), create it and save the products to it. */
export function NewSavedListView(props: NewSavedListViewProps) {
  const { phase, onClose } = props;
  if (phase === 'saved' && props.saved) {
    return (
      <>
        <SidebarHeader title={LIST_CREATED_TITLE} onClose={onClose} />
        <SavedConfirmation {...props.saved} onClose={onClose} />
      </>
    );
  }
  return (
    <>
      <SidebarHeader title={NEW_LIST_TITLE} onClose={onClose} />
      <div className="shop-cart-sidebar__body" part="body">
        {phase === 'checking' && <LoadingCircle label="Loading" />}
        {phase === 'unavailable' && <p className="shop-cart-sidebar__message">{props.unavailableMessage}</p>}
        {phase === 'form' && <NewListForm {...props} />}
      </div>
    </>
  );
}

function NewListForm({
  entries,
  orderNumber,
  values,
  nameError,
  invalidSubmits,
  saving,
  errorMessage,
  listCreated,
  onChange,
  onSubmit,
  onBack,
}: NewSavedListViewProps) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (invalidSubmits > 0) nameRef.current?.focus();
  }, [invalidSubmits]);
  const locked = saving || listCreated;
  let submitText = entries.length > 0 ? 'Create List and Save' : 'Create List';
  if (listCreated) submitText = 'Try Again';
  if (saving) submitText = 'Saving…';

  return (
    <form
      className="shop-cart-sidebar__form"
      noValidate
      aria-busy={saving || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {entries.length > 0 && <SavedEntriesSummary entries={entries} orderNumber={orderNumber} />}
      <div className="shop-cart-sidebar__field">
        <label htmlFor={`${id}-name`}>
          List name <span aria-hidden="true">*</span>
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          type="text"
          autoComplete="off"
          required
          maxLength={LIST_NAME_MAX}
          value={values.name}
          readOnly={locked}
          aria-invalid={nameError ? 'true' : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(event) => onChange('name', event.target.value)}
        />
        {nameError && (
          <p id={`${id}-name-error`} className="shop-cart-sidebar__field-error">
            {nameError}
          </p>
        )}
      </div>
      <div className="shop-cart-sidebar__field">
        <label htmlFor={`${id}-vehicle`}>Vehicle (optional)</label>
        <input
          id={`${id}-vehicle`}
          type="text"
          autoComplete="off"
          maxLength={LIST_VEHICLE_MAX}
          placeholder="e.g. 2021 Ford F-150"
          value={values.vehicle}
          readOnly={locked}
          onChange={(event) => onChange('vehicle', event.target.value)}
        />
      </div>
      <div className="shop-cart-sidebar__field">
        <label htmlFor={`${id}-note`}>Note (optional)</label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={LIST_NOTE_MAX}
          value={values.note}
          readOnly={locked}
          onChange={(event) => onChange('note', event.target.value)}
        />
      </div>
      <label className="shop-cart-sidebar__checkbox">
        <input
          type="checkbox"
          checked={values.isDefault}
          disabled={locked}
          onChange={(event) => onChange('isDefault', event.target.checked)}
        />
        Make this my default list
      </label>
      {errorMessage && (
        <p className="shop-cart-sidebar__error" role="alert">
          {errorMessage}
        </p>
      )}
      <div className="shop-cart-sidebar__form-actions">
        <button type="submit" className="shop-cart-sidebar__button" data-variant="primary" disabled={saving}>
          {submitText}
        </button>
        {onBack && (
          <button type="button" className="shop-cart-sidebar__button" disabled={saving} onClick={onBack}>
            Back to Lists
          </button>
        )}
      </div>
    </form>
  );
}
