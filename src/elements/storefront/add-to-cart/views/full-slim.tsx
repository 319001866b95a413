import { QuantitySelector } from '../../../../ui/quantity-selector/quantity-selector';
import type { AddToCartViewProps } from '../add-to-cart';
import { ADD_TO_CART_TEXTS } from '../texts';
import { AttributeFields } from './attribute-fields';
import { AddButton, AddOutcome, CheckIcon, controlState } from './parts';
import { SaveToListButton } from './save-to-list-button';

/**
 * 'full-slim': the buy box in one tight row (narrow columns, quick-view panels): a small quantity
 * selector joined to the button, no price, no case pack.
 */
export function FullSlimView(props: AddToCartViewProps) {
  const main = controlState('main', props);
  return (
    <div className="shop-atc-slim">
      <AttributeFields selection={props.attributes} />
      <div className="shop-atc-slim__row">
        <QuantitySelector
          className="shop-atc-slim__quantity"
          value={props.quantity}
          min={1}
          sku={props.webSku}
          onChange={props.onQuantityChange}
        />
        <AddButton className="shop-atc-slim__button" state={main} onClick={props.onAdd}>
          {main.added && <CheckIcon />}
          {main.added ? ADD_TO_CART_TEXTS.addedToCart : ADD_TO_CART_TEXTS.add}
        </AddButton>
      </div>
      {props.canSaveToList && <SaveToListButton onClick={props.onSaveToList} />}
      <AddOutcome status={props.status} addedMessage={props.addedMessage} showAdded={false} />
    </div>
  );
}
