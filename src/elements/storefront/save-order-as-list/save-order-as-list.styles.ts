/** The button's look; loaded with it (the element itself carries only `:host`). */
export const saveOrderAsListStyles = `
.shop-save-order { display: flex; flex-wrap: wrap; align-items: center; gap: var(--shop-space-2, 0.5rem); }
.shop-save-order[hidden] { display: none; }
.shop-save-order p { margin: 0; flex-basis: 100%; }
.shop-save-order__button {
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border: 1px solid var(--shop-save-order-color, var(--shop-color-primary, #0b57d0));
  border-radius: var(--shop-radius-1, 4px);
  background: #fff;
  color: var(--shop-save-order-color, var(--shop-color-primary, #0b57d0));
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}
.shop-save-order__button:disabled { opacity: 0.55; cursor: wait; }
.shop-save-order__button:focus-visible { outline: 2px solid var(--shop-color-focus, #0b57d0); outline-offset: 2px; }
.shop-save-order__error { color: var(--shop-color-danger, #b3261e); font-weight: 600; }
`;
