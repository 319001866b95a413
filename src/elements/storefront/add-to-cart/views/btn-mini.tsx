import type { AddToCartViewProps } from '../add-to-cart';
import { ADD_TO_CART_TEXTS } from '../texts';
import { AttributeFields } from './attribute-fields';
import { AddButton, AddOutcome, CartIconImage, CheckIcon, controlState } from './parts';

/** 'btn-mini': a small outlined pill with the shop's cart icon and 'Add' (named 'Add to Cart', which starts with the visible word). */
export function BtnMiniView(props: AddToCartViewProps) {
  const main = controlState('main', props);
  return (
    <div className="shop-atc-mini">
      <AttributeFields selection={props.attributes} />
      <AddButton
        className="shop-atc-mini__button"
        state={main}
        onClick={props.onAdd}
        label={ADD_TO_CART_TEXTS.add}
      >
        {!main.busy && (main.added ? <CheckIcon /> : <CartIconImage url={props.iconUrl} />)}
        Add
      </AddButton>
      <AddOutcome status={props.status} addedMessage={props.addedMessage} showAdded />
    </div>
  );
}
