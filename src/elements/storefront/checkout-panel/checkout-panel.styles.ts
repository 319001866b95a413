/** The checkout panel's CSS; also adopted by the cart view, which shows the panel under its list. */
export const checkoutPanelStyles = `
.shop-checkout-panel {
  display: flex;
  flex-direction: column;
  gap: var(--shop-space-3, 0.75rem);
  padding: var(--shop-space-3, 0.75rem) var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-surface, #ffffff);
}
.shop-checkout-panel__totals {
  display: grid;
  gap: var(--shop-space-1, 0.25rem);
  margin: 0;
}
.shop-checkout-panel__row {
  display: flex;
  justify-content: space-between;
  gap: var(--shop-space-2, 0.5rem);
  font-size: 1.0625rem;
  font-weight: 700;
}
.shop-checkout-panel__row dt,
.shop-checkout-panel__row dd { margin: 0; }
.shop-checkout-panel__row dd { font-variant-numeric: tabular-nums; }
.shop-checkout-panel__row--retail {
  font-size: 0.9375rem;
  font-weight: 400;
  color: var(--shop-color-text-muted, #4a4f55);
}
.shop-checkout-panel__button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--shop-space-2, 0.5rem);
  width: 100%;
  min-height: 48px;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border: 0;
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-checkout-button-color, var(--shop-color-primary, #c8102e));
  color: #ffffff;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  cursor: pointer;
}
.shop-checkout-panel__button:hover:not(:disabled) { filter: brightness(0.9); }
.shop-checkout-panel__button:disabled { background: #6b7075; cursor: not-allowed; }
.shop-checkout-panel__button[aria-busy='true'] { cursor: progress; }
.shop-checkout-panel__spinner {
  width: 18px;
  height: 18px;
  border-width: 2px;
  border-color: rgba(255, 255, 255, 0.45);
  border-top-color: #ffffff;
}
.shop-checkout-panel__added {
  margin: 0;
  padding: var(--shop-space-2, 0.5rem);
  border: 1px solid #1e7e34;
  border-radius: var(--shop-radius-1, 4px);
  color: #1e7e34;
  font-weight: 700;
  text-align: center;
}
.shop-checkout-panel__error {
  margin: 0;
  color: var(--shop-color-danger, #b3261e);
  font-weight: 600;
}
`;
