import type { AddToCartViewProps } from '../add-to-cart';
import { ADD_TO_CART_TEXTS } from '../texts';
import { AttributeFields } from './attribute-fields';
import { AddButton, AddOutcome, controlState } from './parts';

/** 'legacy-btn': the older site's bevelled grey button with bold capitals, for pages not yet redesigned. */
export function LegacyBtnView(props: AddToCartViewProps) {
  const main = controlState('main', props);
  return (
    <div className="shop-atc-legacy">
      <AttributeFields selection={props.attributes} />
      <AddButton className="shop-atc-legacy__button" state={main} onClick={props.onAdd}>
        {main.added ? ADD_TO_CART_TEXTS.addedToCart : ADD_TO_CART_TEXTS.add}
      </AddButton>
      <AddOutcome status={props.status} addedMessage={props.addedMessage} showAdded={false} />
    </div>
  );
}
