import type { AddToCartViewProps } from '../add-to-cart';
import { ADD_TO_CART_TEXTS } from '../texts';
import { AttributeFields } from './attribute-fields';
import { AddButton, AddOutcome, CheckIcon, controlState } from './parts';

/** 'core-primary-small': the design system's small primary button, made for listing grids. */
export function CorePrimarySmallView(props: AddToCartViewProps) {
  const main = controlState('main', props);
  return (
    <div className="shop-atc-core">
      <AttributeFields selection={props.attributes} />
      <AddButton className="shop-atc-core__button" state={main} onClick={props.onAdd}>
        {main.added && <CheckIcon />}
        {main.added ? ADD_TO_CART_TEXTS.addedToCart : ADD_TO_CART_TEXTS.add}
      </AddButton>
      <AddOutcome status={props.status} addedMessage={props.addedMessage} showAdded={false} />
    </div>
  );
}
