import type { AddToCartViewProps } from '../add-to-cart';
import { ADD_TO_CART_TEXTS } from '../texts';
import { AttributeFields } from './attribute-fields';
import { LegacyQuantityField } from './legacy-quantity-field';
import { AddButton, AddOutcome, controlState } from './parts';

/** 'legacy-btn-qty': the legacy button with the legacy quantity box (digits only; commits on Enter or blur). */
export function LegacyBtnQtyView(props: AddToCartViewProps) {
  const main = controlState('main', props);
  return (
    <div className="shop-atc-legacy">
      <AttributeFields selection={props.attributes} />
      <div className="shop-atc-legacy__row">
        <LegacyQuantityField value={props.quantity} onCommit={props.onQuantityChange} />
        <AddButton className="shop-atc-legacy__button" state={main} onClick={props.onAdd}>
          {main.added ? ADD_TO_CART_TEXTS.addedToCart : ADD_TO_CART_TEXTS.add}
        </AddButton>
      </div>
      <AddOutcome status={props.status} addedMessage={props.addedMessage} showAdded={false} />
    </div>
  );
}
