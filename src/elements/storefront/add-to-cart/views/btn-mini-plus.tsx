import type { AddToCartViewProps } from '../add-to-cart';
import { ADD_TO_CART_TEXTS } from '../texts';
import { AttributeFields } from './attribute-fields';
import { AddButton, AddOutcome, CartIconImage, CheckIcon, controlState, PlusIcon } from './parts';

/** 'btn-mini-plus': a small square quick-add button, a plus over the shop's cart icon (icon only). */
export function BtnMiniPlusView(props: AddToCartViewProps) {
  const main = controlState('main', props);
  return (
    <div className="shop-atc-mini-plus">
      <AttributeFields selection={props.attributes} />
      <AddButton
        className="shop-atc-mini-plus__button"
        state={main}
        onClick={props.onAdd}
        label={ADD_TO_CART_TEXTS.add}
      >
        {main.busy ? null : main.added ? (
          <CheckIcon />
        ) : (
          <>
            <PlusIcon />
            <CartIconImage url={props.iconUrl} />
          </>
        )}
      </AddButton>
      <AddOutcome status={props.status} addedMessage={props.addedMessage} showAdded />
    </div>
  );
}
