import type { AddToCartViewProps } from '../add-to-cart';
import { ADD_TO_CART_TEXTS } from '../texts';
import { AttributeFields } from './attribute-fields';
import { AddButton, AddOutcome, CheckIcon, controlState, DrawnCartIcon } from './parts';

/** 'legacy-btn-round': the older site's round cart button (icon only, named 'Add to Cart'). */
export function LegacyBtnRoundView(props: AddToCartViewProps) {
  const main = controlState('main', props);
  return (
    <div className="shop-atc-round">
      <AttributeFields selection={props.attributes} />
      <AddButton
        className="shop-atc-round__button"
        state={main}
        onClick={props.onAdd}
        label={ADD_TO_CART_TEXTS.add}
      >
        {main.busy ? null : main.added ? <CheckIcon /> : <DrawnCartIcon size={20} />}
      </AddButton>
      <AddOutcome status={props.status} addedMessage={props.addedMessage} showAdded />
    </div>
  );
}
