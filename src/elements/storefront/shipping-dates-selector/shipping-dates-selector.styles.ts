import { deliveryPanelStyles } from '../delivery-estimate/delivery-estimate.styles';

/** Spec §2: the option selector is at most 400px wide. */
export const SHIPPING_SELECTOR_MAX_WIDTH = 400;

export const shippingDatesSelectorStyles = `
:host { display: block; }
${deliveryPanelStyles}
.shop-shipping-dates {
  display: flex;
  flex-direction: column;
  gap: var(--shop-space-2, 0.5rem);
  --shop-option-selector-max-width: ${SHIPPING_SELECTOR_MAX_WIDTH}px;
}
.shop-shipping-dates p { margin: 0; }
.shop-shipping-dates__options { position: relative; max-width: ${SHIPPING_SELECTOR_MAX_WIDTH}px; }
.shop-shipping-dates__spinner {
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.6);
}
.shop-shipping-dates__error { color: var(--shop-color-danger, #b3261e); font-weight: 600; }
.shop-shipping-dates__error:empty { display: none; }
`;
