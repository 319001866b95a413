import { deliveryPanelStyles } from '../delivery-estimate/delivery-estimate.styles';

export const localPickupStyles = `
:host { display: block; }
${deliveryPanelStyles}
.shop-pickup { display: flex; flex-direction: column; gap: var(--shop-space-1, 0.25rem); }
.shop-pickup p { margin: 0; }
.shop-pickup__ready { font-weight: 700; font-size: 1.0625rem; color: var(--shop-pickup-accent, #1e7e34); }
.shop-pickup__ready:focus { outline: none; }
.shop-pickup__ready:focus-visible { outline: 3px solid var(--shop-color-focus, #1a73e8); outline-offset: 2px; }
.shop-pickup__dealer { font-weight: 600; }
.shop-pickup__address { color: var(--shop-color-text-muted, #4a4f55); font-size: 0.875rem; }
.shop-pickup__error { color: var(--shop-color-danger, #b3261e); font-size: 0.875rem; }
.shop-pickup__error:empty { display: none; }
.shop-pickup__zip { font-size: 0.875rem; }
.shop-pickup__ship-to-door,
.shop-pickup-offer__select {
  align-self: flex-start;
  min-height: 24px;
  padding: 2px 0;
  border: 0;
  background: none;
  color: var(--shop-color-link, #0b57d0);
  text-decoration: underline;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
}
.shop-pickup__ship-to-door:disabled { color: var(--shop-color-text-muted, #4a4f55); cursor: progress; }
.shop-pickup-offer {
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-top: var(--shop-space-2, 0.5rem);
  padding-top: var(--shop-space-2, 0.5rem);
  border-top: 1px solid var(--shop-color-border, #d9d9d9);
}
.shop-pickup-offer p { margin: 0; }
.shop-pickup-offer__title { font-weight: 700; }
.shop-pickup-offer__same-day { color: var(--shop-pickup-accent, #1e7e34); font-size: 0.875rem; font-weight: 600; }
`;
