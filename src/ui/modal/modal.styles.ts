/** Width of the dialog in px when no `width` is given. */
export const MODAL_DEFAULT_WIDTH = 500;

export const modalStyles = `
.shop-modal {
  position: fixed;
  inset: 0;
  z-index: var(--shop-z-modal, 1000);
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--shop-space-md, 16px);
  background: var(--shop-color-backdrop, rgba(0, 0, 0, 0.5));
}
.shop-modal__dialog {
  position: relative;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  width: ${MODAL_DEFAULT_WIDTH}px;
  max-width: 100%;
  max-height: 100%;
  overflow: hidden;
  background: var(--shop-color-surface, #ffffff);
  color: var(--shop-color-text, #1a1a1a);
  border-radius: var(--shop-radius-md, 8px);
  box-shadow: var(--shop-shadow-modal, 0 8px 32px rgba(0, 0, 0, 0.25));
  font-family: var(--shop-font-family, system-ui, sans-serif);
}
.shop-modal__dialog:focus:not(:focus-visible) {
  outline: none;
}
.shop-modal__progress {
  position: absolute;
  inset: 0 0 auto 0;
}
.shop-modal__header {
  display: flex;
  align-items: flex-start;
  gap: var(--shop-space-sm, 8px);
  padding: var(--shop-space-md, 16px) var(--shop-space-md, 16px) 0;
}
.shop-modal__title {
  flex: 1;
  margin: 0;
  font-size: var(--shop-font-size-lg, 1.25rem);
  font-weight: var(--shop-font-weight-bold, 700);
  line-height: 1.3;
}
.shop-modal__close {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin-left: auto;
  padding: 0;
  border: 0;
  border-radius: var(--shop-radius-sm, 4px);
  background: transparent;
  color: inherit;
  cursor: pointer;
}
.shop-modal__close:hover {
  background: var(--shop-color-hover, rgba(0, 0, 0, 0.06));
}
.shop-modal__close:focus-visible {
  outline: 2px solid var(--shop-color-focus, #1a73e8);
  outline-offset: 2px;
}
.shop-modal__error {
  margin: var(--shop-space-sm, 8px) var(--shop-space-md, 16px) 0;
  padding: var(--shop-space-sm, 8px) var(--shop-space-md, 16px);
  border-radius: var(--shop-radius-sm, 4px);
  background: var(--shop-color-error-subtle, #fdecee);
  color: var(--shop-color-error, #b00020);
}
.shop-modal__body {
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: var(--shop-space-md, 16px);
}
`;
