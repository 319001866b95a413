import type { AddToCartViewProps } from '../add-to-cart';
import { ADD_TO_CART_TEXTS, addItemsLabel } from '../texts';
import { AddButton, AddOutcome, controlState, unitCount } from './parts';

/**
 * 'multi-item-add-btn-product': the product page's bundle box: the product and the parts that go
 * with it, listed by part number and quantity, added together with one button.
 */
export function MultiItemAddBtnProductView(props: AddToCartViewProps) {
  const main = controlState('main', props);
  return (
    <div className="shop-atc-bundle">
      {props.multiItems.length > 0 ? (
        <ul className="shop-atc-bundle__items" part="items" aria-label="Parts added together">
          {props.multiItems.map((item) => (
            <li key={item.webSku} className="shop-atc-bundle__item">
              <span className="shop-atc-bundle__sku">Part {item.webSku}</span>
              <span className="shop-atc-bundle__qty">Qty {item.quantity}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="shop-atc__note">{ADD_TO_CART_TEXTS.noItems}</p>
      )}
      <AddButton className="shop-atc-bundle__button" state={main} onClick={props.onAdd}>
        {addItemsLabel(unitCount(props.multiItems))}
      </AddButton>
      <AddOutcome status={props.status} addedMessage={props.addedMessage} showAdded />
    </div>
  );
}
