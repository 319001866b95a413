import { formatPrice } from '../../../../core/format';
import { QuantitySelector } from '../../../../ui/quantity-selector/quantity-selector';
import type { AddToCartViewProps } from '../add-to-cart';
import { ADD_TO_CART_TEXTS, casePackLabel } from '../texts';
import { AttributeFields } from './attribute-fields';
import { AddButton, AddOutcome, CheckIcon, controlState } from './parts';
import { SaveToListButton } from './save-to-list-button';

/**
 * 'full' (the default): the product page's buy box. Price with the chosen options, the attribute
 * inputs, a quantity selector and a wide primary button; the case-pack button only when the case
 * pack holds more than 1 (storefront §2); the save-to-list control for dealers.
 */
export function FullView(props: AddToCartViewProps) {
  const main = controlState('main', props);
  const casePack = controlState('case-pack', props);
  return (
    <div className="shop-atc-full">
      {props.unitPrice !== null && (
        <p className="shop-atc-full__price" part="price">
          {formatPrice(props.unitPrice)}
          {props.optionsPrice > 0 && (
            <span className="shop-atc-full__price-note">
              {' '}
              includes options ({formatPrice(props.optionsPrice)})
            </span>
          )}
        </p>
      )}
      <AttributeFields selection={props.attributes} />
      <div className="shop-atc-full__row">
        <QuantitySelector
          className="shop-atc-full__quantity"
          value={props.quantity}
          min={1}
          sku={props.webSku}
          onChange={props.onQuantityChange}
        />
        <AddButton className="shop-atc-full__button" state={main} onClick={props.onAdd}>
          {main.added && <CheckIcon />}
          {main.added ? ADD_TO_CART_TEXTS.addedToCart : ADD_TO_CART_TEXTS.add}
        </AddButton>
      </div>
      {props.showCasePack && (
        <AddButton
          className="shop-atc-full__case-pack"
          part="case-pack"
          state={casePack}
          onClick={props.onAddCasePack}
        >
          {casePack.added && <CheckIcon />}
          {casePackLabel(props.casePackQuantity)}
          {props.unitPrice !== null && (
            <span className="shop-atc-full__case-price">
              {' '}
              · {formatPrice(props.unitPrice * props.casePackQuantity)}
            </span>
          )}
        </AddButton>
      )}
      {props.canSaveToList && <SaveToListButton onClick={props.onSaveToList} />}
      <AddOutcome status={props.status} addedMessage={props.addedMessage} showAdded={false} />
    </div>
  );
}
