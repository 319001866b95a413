import type { AddToCartViewProps } from '../add-to-cart';
import { ADD_TO_CART_TEXTS } from '../texts';
import { AddButton, AddOutcome, controlState, unitCount } from './parts';

/** 'multi-item-add-btn': one wide outlined button that adds every listed product at once. */
export function MultiItemAddBtnView(props: AddToCartViewProps) {
  const main = controlState('main', props);
  const units = unitCount(props.multiItems);
  return (
    <div className="shop-atc-multi">
      <AddButton className="shop-atc-multi__button" state={main} onClick={props.onAdd}>
        {ADD_TO_CART_TEXTS.addAll}
        {units > 0 && (
          <span className="shop-atc-multi__count">
            {' '}
            ({units} {units === 1 ? 'item' : 'items'})
          </span>
        )}
      </AddButton>
      {!props.canAdd && <p className="shop-atc__note">{ADD_TO_CART_TEXTS.noItems}</p>}
      <AddOutcome status={props.status} addedMessage={props.addedMessage} showAdded />
    </div>
  );
}
