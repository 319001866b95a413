import { PICKER_MOBILE_MAX_WIDTH } from '../vehicle-picker.styles';

/** The overlay's CSS: added by the overlay when it first renders (it loads on intent), not with the picker's fields. */
export const pickerOverlayStyles = `
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
`;
