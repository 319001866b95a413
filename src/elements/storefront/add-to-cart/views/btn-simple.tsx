import type { AddToCartViewProps } from '../add-to-cart';
import { ADD_TO_CART_TEXTS } from '../texts';
import { AttributeFields } from './attribute-fields';
import { AddButton, AddOutcome, CheckIcon, controlState } from './parts';

/** 'btn-simple': a plain text button in the link colour, for text-heavy places (comparison tables, articles). */
export function BtnSimpleView(props: AddToCartViewProps) {
  const main = controlState('main', props);
  return (
    <div className="shop-atc-simple">
      <AttributeFields selection={props.attributes} />
      <AddButton className="shop-atc-simple__button" state={main} onClick={props.onAdd}>
        {main.added && <CheckIcon />}
        {main.added ? ADD_TO_CART_TEXTS.addedToCart : ADD_TO_CART_TEXTS.add}
      </AddButton>
      <AddOutcome status={props.status} addedMessage={props.addedMessage} showAdded={false} />
    </div>
  );
}
