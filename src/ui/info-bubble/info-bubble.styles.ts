export const infoBubbleStyles = `
.shop-info-bubble {
  position: relative;
  display: inline-flex;
  vertical-align: middle;
}
.shop-info-bubble__trigger {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  min-height: 24px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--shop-color-info, #1a5fb4);
  font: inherit;
  cursor: pointer;
}
.shop-info-bubble__trigger:focus-visible {
  outline: 2px solid var(--shop-color-focus, #1a73e8);
  outline-offset: 2px;
}
.shop-info-bubble__bubble {
  position: absolute;
  left: 50%;
  z-index: var(--shop-z-tooltip, 1100);
  box-sizing: border-box;
  display: block;
  max-width: calc(100vw - 16px);
  padding: var(--shop-space-sm, 8px) var(--shop-space-md, 12px);
  border-radius: var(--shop-radius-sm, 4px);
  background: var(--shop-color-tooltip, #1f1f1f);
  color: var(--shop-color-tooltip-text, #ffffff);
  font-family: var(--shop-font-family, system-ui, sans-serif);
  font-size: var(--shop-font-size-sm, 0.875rem);
  line-height: 1.4;
  text-align: left;
  white-space: normal;
  /* Centred on the trigger, moved sideways to stay inside the window (sidewaysShift). */
  transform: translateX(calc(-50% + var(--shop-info-bubble-shift, 0px)));
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
}
.shop-info-bubble__bubble[hidden] {
  display: none;
}
.shop-info-bubble__bubble[data-placement='top'] {
  bottom: calc(100% + 8px);
}
.shop-info-bubble__bubble[data-placement='bottom'] {
  top: calc(100% + 8px);
}
/* The arrow pointing at the trigger, wherever the bubble moved. */
.shop-info-bubble__bubble::after {
  content: '';
  position: absolute;
  left: calc(50% - var(--shop-info-bubble-shift, 0px));
  border: 6px solid transparent;
  transform: translateX(-50%);
}
.shop-info-bubble__bubble[data-placement='top']::after {
  top: 100%;
  border-top-color: var(--shop-color-tooltip, #1f1f1f);
}
.shop-info-bubble__bubble[data-placement='bottom']::after {
  bottom: 100%;
  border-bottom-color: var(--shop-color-tooltip, #1f1f1f);
}
`;
