export const quantitySelectorStyles = `
.shop-quantity {
  display: inline-flex;
  align-items: stretch;
  height: var(--shop-quantity-height, 36px);
  border: 1px solid var(--shop-color-border, #c4c4c4);
  border-radius: var(--shop-radius-sm, 4px);
  background: var(--shop-color-surface, #ffffff);
  color: var(--shop-color-text, #1a1a1a);
  font-family: var(--shop-font-family, system-ui, sans-serif);
}
.shop-quantity[data-disabled] {
  opacity: 0.6;
}
.shop-quantity__button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: var(--shop-quantity-height, 36px);
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
}
.shop-quantity__button:hover:not(:disabled) {
  background: var(--shop-color-hover, rgba(0, 0, 0, 0.06));
}
.shop-quantity__button:disabled {
  color: var(--shop-color-text-disabled, #9e9e9e);
  cursor: not-allowed;
}
.shop-quantity__button:focus-visible,
.shop-quantity__input:focus-visible {
  outline: 2px solid var(--shop-color-focus, #1a73e8);
  outline-offset: -2px;
}
.shop-quantity__input {
  box-sizing: border-box;
  width: 4em;
  min-width: 0;
  padding: 0 var(--shop-space-xs, 4px);
  border: 0;
  border-inline: 1px solid var(--shop-color-border, #c4c4c4);
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: center;
}
`;
