import { OPTION_ROW_HEIGHT } from './options';

export const optionSelectorStyles = `
.shop-option-selector {
  --shop-option-accent: var(--shop-color-success, #1e7e34);
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: var(--shop-space-sm, 8px);
  min-width: 0;
  max-width: var(--shop-option-selector-max-width, none);
  margin: 0;
  padding: 0;
  border: 0;
  font-family: var(--shop-font-family, system-ui, sans-serif);
  color: var(--shop-color-text, #1a1a1a);
}
.shop-option-selector[data-color='black'] {
  --shop-option-accent: var(--shop-color-black, #000000);
}
.shop-option-selector__legend {
  padding: 0;
  margin-bottom: var(--shop-space-sm, 8px);
  font-weight: var(--shop-font-weight-bold, 700);
}
.shop-option {
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: var(--shop-space-md, 12px);
  min-height: ${OPTION_ROW_HEIGHT}px;
  padding: var(--shop-space-sm, 8px) var(--shop-space-md, 16px);
  border: 2px solid var(--shop-color-border, #d9d9d9);
  border-radius: var(--shop-radius-md, 8px);
  background: var(--shop-color-surface, #ffffff);
  cursor: pointer;
}
.shop-option[data-selected] {
  border-color: var(--shop-option-accent);
}
.shop-option-selector:disabled .shop-option {
  cursor: not-allowed;
  opacity: 0.6;
}
.shop-option-selector[data-invalid] .shop-option {
  border-color: var(--shop-color-error, #b00020);
}
.shop-option__input {
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: var(--shop-option-accent);
}
.shop-option__text {
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
}
.shop-option__title {
  font-weight: var(--shop-font-weight-bold, 700);
}
.shop-option__subtitle {
  color: var(--shop-color-text-muted, #5f5f5f);
  font-size: var(--shop-font-size-sm, 0.875rem);
}
.shop-option__aside {
  display: flex;
  flex: none;
  align-items: center;
  gap: var(--shop-space-sm, 8px);
  font-weight: var(--shop-font-weight-bold, 700);
}
.shop-option__image {
  display: block;
  max-width: 64px;
  max-height: 48px;
  object-fit: contain;
}
.shop-option-selector__error {
  margin: 0;
  color: var(--shop-color-error, #b00020);
  font-size: var(--shop-font-size-sm, 0.875rem);
}
`;
