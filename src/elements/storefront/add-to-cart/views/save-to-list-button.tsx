import { useComponentStyles } from '../../../../core/widget-context';
import { saveToListStyles } from '../add-to-cart.styles';
import { ADD_TO_CART_TEXTS } from '../texts';

function ListIcon() {
  return (
    <svg
      className="shop-atc__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M4 2.5h8a1 1 0 0 1 1 1v10l-5-3-5 3v-10a1 1 0 0 1 1-1Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Dealers save the product to a saved product list; the side bar's saved-list view takes over. */
export function SaveToListButton({ onClick }: { onClick: () => void }) {
  useComponentStyles(saveToListStyles, 'add-to-cart-save-to-list');
  return (
    <button
      type="button"
      className="shop-atc__save"
      part="save-to-list"
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <ListIcon />
      {ADD_TO_CART_TEXTS.saveToList}
    </button>
  );
}
