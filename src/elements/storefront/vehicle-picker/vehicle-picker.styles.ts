/** Up to this width the pickers count as mobile (storefront §9: "the vehicle pickers treat up to medium as mobile"). */
export const PICKER_MOBILE_MAX_WIDTH = 991;

export const vehiclePickerStyles = `
:host { display: block; }
.shop-vehicle-picker {
  min-width: 0;
  margin: 0;
  padding: var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-vehicle-picker-border, #c9ced6);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-vehicle-picker-background, #ffffff);
}
/* Floated so the legend sits inside the box instead of on its border. */
.shop-vehicle-picker__heading {
  float: left;
  width: 100%;
  margin: 0 0 var(--shop-space-2, 0.5rem);
  padding: 0;
  font-weight: 700;
  font-size: 1.05rem;
}
.shop-vehicle-picker__fields {
  clear: both;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  align-items: end;
  gap: var(--shop-space-2, 0.5rem);
}
.shop-vehicle-picker__field { display: grid; gap: 2px; min-width: 0; }
.shop-vehicle-picker__field-label {
  font-size: 0.8125rem;
  font-weight: 600;
  color: var(--shop-color-text-muted, #4a4f55);
}
.shop-vehicle-picker__field-button {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--shop-space-1, 0.25rem);
  min-height: 44px;
  padding: 0 var(--shop-space-2, 0.5rem);
  border: 1px solid #8a9099;
  border-radius: var(--shop-radius-1, 4px);
  background: #ffffff;
  color: var(--shop-color-text, #1f2328);
  text-align: left;
  cursor: pointer;
}
.shop-vehicle-picker__field-value { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.shop-vehicle-picker__field[data-state='empty'] .shop-vehicle-picker__field-value { color: var(--shop-color-text-muted, #4a4f55); }
.shop-vehicle-picker__field-button:disabled {
  cursor: not-allowed;
  border-color: #c9ced6;
  background: #f2f3f5;
  color: #6b7078;
}
.shop-vehicle-picker__field-button[aria-disabled='true'] { cursor: progress; }
.shop-vehicle-picker__go { display: flex; align-items: center; justify-content: center; min-width: 64px; min-height: 44px; }
.shop-vehicle-picker__go-button,
.shop-vehicle-picker__button {
  min-height: 44px;
  min-width: 64px;
  padding: 0 var(--shop-space-3, 0.75rem);
  border: 0;
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-vehicle-picker-accent, var(--shop-color-primary, #c8102e));
  color: #ffffff;
  font-weight: 700;
  cursor: pointer;
}
.shop-vehicle-picker__go-button:hover,
.shop-vehicle-picker__button:hover { filter: brightness(0.92); }
.shop-vehicle-picker__recent,
.shop-vehicle-picker__more,
.shop-vehicle-picker__edit {
  justify-self: start;
  min-height: 24px;
  padding: 2px var(--shop-space-1, 0.25rem);
  border: 0;
  background: none;
  color: var(--shop-color-link, #0b57d0);
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
}
.shop-vehicle-picker__recent { display: block; margin-top: var(--shop-space-2, 0.5rem); }
.shop-vehicle-picker__message {
  margin: var(--shop-space-2, 0.5rem) 0 0;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-danger-surface, #fdecea);
  color: var(--shop-color-danger, #b3261e);
}

@media (max-width: 576px) {
  .shop-vehicle-picker__fields { grid-template-columns: minmax(0, 1fr); align-items: stretch; }
  .shop-vehicle-picker__go { justify-content: stretch; }
  .shop-vehicle-picker__go-button { width: 100%; }
}
`;
