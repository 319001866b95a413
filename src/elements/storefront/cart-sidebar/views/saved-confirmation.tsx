import { itemsLabel } from '../../../../core/format';

export interface SavedConfirmationProps {
  listName: string;
  /** Products saved this time (0: the list was only created). */
  savedCount: number;
  created: boolean;
  /** Where the list can be seen, or null. */
  listUrl: string | null;
  onClose: () => void;
}

/** The confirmation after saving (storefront §4 "Saving to the list: product is added and a confirmation appears"). */
export function SavedConfirmation({
  listName,
  savedCount,
  created,
  listUrl,
  onClose,
}: SavedConfirmationProps) {
  const text =
    savedCount > 0
      ? `${savedCount} ${itemsLabel(savedCount)} added to "${listName}".`
      : `The list "${listName}" was created.`;
  return (
    <>
      <div className="shop-cart-sidebar__body" part="body">
        <p className="shop-cart-sidebar__confirmation" role="status">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          {created && savedCount > 0 ? `List created. ${text}` : text}
        </p>
      </div>
      <div className="shop-cart-sidebar__actions" part="actions">
        {listUrl && (
          <a className="shop-cart-sidebar__button" data-variant="primary" href={listUrl}>
            View List
          </a>
        )}
        <button type="button" className="shop-cart-sidebar__button" onClick={onClose}>
          Continue Shopping
        </button>
      </div>
    </>
  );
}
