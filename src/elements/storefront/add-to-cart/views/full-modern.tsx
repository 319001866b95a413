import { formatPrice } from '../../../../core/format';
import { QuantitySelector } from '../../../../ui/quantity-selector/quantity-selector';
import type { AddToCartViewProps } from '../add-to-cart';
import { ADD_TO_CART_TEXTS } from '../texts';
import { AttributeFields } from './attribute-fields';
import { AddButton, AddOutcome, CheckIcon, controlState, DrawnCartIcon } from './parts';
import { SaveToListButton } from './save-to-list-button';

/**
 * 'full-modern': the redesigned buy box: a card with a large price, a pill quantity stepper and a
 * dark pill button with a cart icon.
 */
export function FullModernView(props: AddToCartViewProps) {
  const main = controlState('main', props);
  return (
    <div className="shop-atc-modern">
      <div className="shop-atc-modern__inner">
        {props.unitPrice !== null && (
          <p className="shop-atc-modern__price" part="price">
            {formatPrice(props.unitPrice)}
          </p>
        )}
        <AttributeFields selection={props.attributes} />
        <div className="shop-atc-modern__row">
          <QuantitySelector
            className="shop-atc-modern__quantity"
            value={props.quantity}
            min={1}
            sku={props.webSku}
            onChange={props.onQuantityChange}
          />
          <AddButton className="shop-atc-modern__button" state={main} onClick={props.onAdd}>
            {main.added ? <CheckIcon /> : !main.busy && <DrawnCartIcon />}
            {main.added ? ADD_TO_CART_TEXTS.addedToCart : ADD_TO_CART_TEXTS.add}
          </AddButton>
        </div>
        {props.canSaveToList && <SaveToListButton onClick={props.onSaveToList} />}
        <AddOutcome status={props.status} addedMessage={props.addedMessage} showAdded={false} />
      </div>
    </div>
  );
}
