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

/* The overlay: a centred panel on wide screens, the whole screen up to medium widths. */
.shop-vehicle-picker__overlay {
  position: fixed;
  inset: 0;
  z-index: var(--shop-z-modal, 1000);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  /* Top-aligned, so the panel does not jump as steps of different heights follow each other. */
  padding: max(var(--shop-space-3, 0.75rem), 8vh) var(--shop-space-3, 0.75rem) var(--shop-space-3, 0.75rem);
}
.shop-vehicle-picker__backdrop {
  position: absolute;
  inset: 0;
  background: var(--shop-color-backdrop, rgba(0, 0, 0, 0.5));
}
.shop-vehicle-picker__dialog {
  position: relative;
  display: flex;
  flex-direction: column;
  width: min(680px, 100%);
  max-height: min(680px, 100%);
  overflow: hidden;
  border-radius: var(--shop-radius-1, 4px);
  background: #ffffff;
  color: var(--shop-color-text, #1f2328);
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25);
}
.shop-vehicle-picker__dialog:focus { outline: none; }
.shop-vehicle-picker__bar {
  display: flex;
  align-items: center;
  gap: var(--shop-space-2, 0.5rem);
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border-bottom: 1px solid #dfe2e6;
  background: var(--shop-vehicle-picker-bar-background, #1f2328);
  color: #ffffff;
}
.shop-vehicle-picker__title { flex: 1; margin: 0; font-size: 1.125rem; line-height: 1.3; }
.shop-vehicle-picker__title:focus { outline: none; }
.shop-vehicle-picker__title:focus-visible { outline: 3px solid #8ab4f8; outline-offset: 2px; }
.shop-vehicle-picker__icon-button {
  --shop-icon-button-size: 44px;
  --shop-icon-button-hover: rgba(255, 255, 255, 0.15);
}
.shop-vehicle-picker__bar :focus-visible { outline-color: #8ab4f8; }
.shop-vehicle-picker__body {
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: var(--shop-space-3, 0.75rem);
  display: grid;
  align-content: start;
  gap: var(--shop-space-3, 0.75rem);
}
.shop-vehicle-picker__chosen {
  display: flex;
  flex-wrap: wrap;
  gap: var(--shop-space-1, 0.25rem) var(--shop-space-3, 0.75rem);
  margin: 0;
}
.shop-vehicle-picker__chosen-item { display: flex; align-items: center; gap: var(--shop-space-1, 0.25rem); }
.shop-vehicle-picker__chosen dt { font-weight: 600; color: var(--shop-color-text-muted, #4a4f55); }
.shop-vehicle-picker__chosen dt::after { content: ':'; }
.shop-vehicle-picker__chosen dd { display: flex; align-items: center; gap: var(--shop-space-1, 0.25rem); margin: 0; }
.shop-vehicle-picker__chosen-value { font-weight: 700; }
.shop-vehicle-picker__loading,
.shop-vehicle-picker__empty { margin: 0; color: var(--shop-color-text-muted, #4a4f55); }
.shop-vehicle-picker__problem { display: grid; justify-items: start; gap: var(--shop-space-2, 0.5rem); color: var(--shop-color-danger, #b3261e); }
.shop-vehicle-picker__problem p { margin: 0; }
.shop-vehicle-picker__lists { display: grid; gap: var(--shop-space-3, 0.75rem); }
.shop-vehicle-picker__list-block { display: grid; gap: var(--shop-space-2, 0.5rem); }
.shop-vehicle-picker__list-label {
  margin: 0;
  padding-bottom: 2px;
  border-bottom: 1px solid #dfe2e6;
  font-size: 0.9375rem;
}
.shop-vehicle-picker__options {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: var(--shop-space-1, 0.25rem);
  margin: 0;
  padding: 0;
  list-style: none;
}
.shop-vehicle-picker__lists--narrow .shop-vehicle-picker__options { grid-template-columns: repeat(auto-fill, minmax(72px, 1fr)); }
.shop-vehicle-picker__lists--rows .shop-vehicle-picker__options { grid-template-columns: 1fr; }
.shop-vehicle-picker__option {
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: var(--shop-space-1, 0.25rem) var(--shop-space-2, 0.5rem);
  border: 1px solid #c9ced6;
  border-radius: var(--shop-radius-1, 4px);
  cursor: pointer;
}
.shop-vehicle-picker__option:hover { background: #eef3fd; border-color: var(--shop-color-link, #0b57d0); }
.shop-vehicle-picker__option[aria-selected='true'] {
  border-color: var(--shop-color-link, #0b57d0);
  background: #e3ecfc;
  font-weight: 700;
}
.shop-vehicle-picker__option:focus-visible { outline-offset: 0; }
.shop-vehicle-picker__more { margin-top: 2px; }

/* Wide screens: the close control shows when it has keyboard focus (Escape or a click outside close too). */
@media (min-width: ${PICKER_MOBILE_MAX_WIDTH + 1}px) {
  .shop-vehicle-picker__close:not(:focus-visible) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
  }
}

/* Up to medium widths the pickers are mobile: a full-screen overlay with a close control. */
@media (max-width: ${PICKER_MOBILE_MAX_WIDTH}px) {
  .shop-vehicle-picker__overlay { padding: 0; }
  .shop-vehicle-picker__dialog { width: 100%; height: 100%; max-height: none; border-radius: 0; }
}
@media (max-width: 576px) {
  .shop-vehicle-picker__fields { grid-template-columns: minmax(0, 1fr); align-items: stretch; }
  .shop-vehicle-picker__go { justify-content: stretch; }
  .shop-vehicle-picker__go-button { width: 100%; }
}
`;
