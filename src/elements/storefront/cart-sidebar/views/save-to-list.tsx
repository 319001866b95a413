import { itemsLabel } from '../../../../core/format';
import { LoadingCircle } from '../../../../ui/loading/loading';
import { Badge } from './badge';
import { SavedConfirmation, type SavedConfirmationProps } from './saved-confirmation';
import { type EntrySummary, SavedEntriesSummary } from './saved-entries-summary';
import { SidebarHeader } from './sidebar-header';

export const SAVE_TO_LIST_TITLE = 'Save to List';
export const SAVED_TITLE = 'Saved to List';
export const LISTS_FAILED = 'We could not load your saved lists.';
export const NOTHING_TO_SAVE = 'There is nothing to save. Choose a product to save first.';
export const NO_LISTS_YET = 'You have no saved lists yet.';

export interface ListOption {
  id: number;
  name: string;
  itemCount: number;
  isDefault: boolean;
  /** Everything being saved is in this list already (saving adds to the quantities). */
  isAdded: boolean;
  vehicle: string | null;
}

export type SaveToListPhase =
  | 'checking'
  | 'unavailable'
  | 'no-entries'
  | 'loading'
  | 'load-error'
  | 'choose'
  | 'saved';

export interface SaveToListViewProps {
  phase: SaveToListPhase;
  unavailableMessage: string;
  entries: EntrySummary[];
  orderNumber: string | null;
  lists: ListOption[];
  selectedListId: number | null;
  saving: boolean;
  /** The spec's failure text, shown as an alert. */
  errorMessage: string | null;
  saved: Omit<SavedConfirmationProps, 'onClose'> | null;
  onSelect: (listId: number) => void;
  onSave: () => void;
  onCreateNew: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/** Add-to-saved-product-list: pick one of the dealer's lists (or make a new one) and save. */
export function SaveToListView(props: SaveToListViewProps) {
  const { phase, onClose } = props;
  if (phase === 'saved' && props.saved) {
    return (
      <>
        <SidebarHeader title={SAVED_TITLE} onClose={onClose} />
        <SavedConfirmation {...props.saved} onClose={onClose} />
      </>
    );
  }
  return (
    <>
      <SidebarHeader title={SAVE_TO_LIST_TITLE} onClose={onClose} />
      <div className="shop-cart-sidebar__body" part="body">
        <SaveToListBody {...props} />
      </div>
    </>
  );
}

function SaveToListBody({
  phase,
  unavailableMessage,
  entries,
  orderNumber,
  lists,
  selectedListId,
  saving,
  errorMessage,
  onSelect,
  onSave,
  onCreateNew,
  onRetry,
  onClose,
}: SaveToListViewProps) {
  if (phase === 'checking' || phase === 'loading') return <LoadingCircle label="Loading your saved lists" />;
  if (phase === 'unavailable') return <p className="shop-cart-sidebar__message">{unavailableMessage}</p>;
  if (phase === 'no-entries') {
    return (
      <div className="shop-cart-sidebar__message">
        <p>{NOTHING_TO_SAVE}</p>
        <button type="button" className="shop-cart-sidebar__button" onClick={onClose}>
          Continue Shopping
        </button>
      </div>
    );
  }
  return (
    <>
      <SavedEntriesSummary entries={entries} orderNumber={orderNumber} />
      {phase === 'load-error' && (
        <div className="shop-cart-sidebar__message" role="alert">
          <p>{LISTS_FAILED}</p>
          <button type="button" className="shop-cart-sidebar__button" onClick={onRetry}>
            Try Again
          </button>
        </div>
      )}
      {phase === 'choose' && (
        <form
          className="shop-cart-sidebar__form"
          aria-busy={saving || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          {lists.length === 0 ? (
            <p className="shop-cart-sidebar__message">{NO_LISTS_YET}</p>
          ) : (
            <fieldset className="shop-cart-sidebar__choices">
              <legend>Choose a list</legend>
              {lists.map((list) => (
                <label key={list.id} className="shop-cart-sidebar__choice">
                  <input
                    type="radio"
                    name="saved-list"
                    value={list.id}
                    checked={selectedListId === list.id}
                    disabled={saving}
                    onChange={() => onSelect(list.id)}
                  />
                  <span className="shop-cart-sidebar__choice-text">
                    <span className="shop-cart-sidebar__choice-name">
                      {list.name}
                      {list.isDefault && <Badge text="Default" label="default list" />}
                    </span>
                    <span className="shop-cart-sidebar__muted">
                      {list.itemCount} {itemsLabel(list.itemCount)}
                      {list.vehicle ? ` · ${list.vehicle}` : ''}
                      {list.isAdded ? ' · Already in this list' : ''}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {errorMessage && (
            <p className="shop-cart-sidebar__error" role="alert">
              {errorMessage}
            </p>
          )}
          <div className="shop-cart-sidebar__form-actions">
            {lists.length > 0 && (
              <button
                type="submit"
                className="shop-cart-sidebar__button"
                data-variant="primary"
                disabled={saving || selectedListId === null}
                aria-disabled={saving || undefined}
              >
                {saving ? 'Saving…' : SAVE_TO_LIST_TITLE}
              </button>
            )}
            <button
              type="button"
              className="shop-cart-sidebar__button"
              disabled={saving}
              onClick={onCreateNew}
            >
              Create New List
            </button>
          </div>
        </form>
      )}
    </>
  );
}
