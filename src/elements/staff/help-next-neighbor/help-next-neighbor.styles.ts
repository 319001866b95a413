export const helpNextNeighborStyles = `
:host { display: block; }
.shop-hnn {
  display: grid;
  gap: var(--shop-space-2, 0.5rem);
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 1rem);
  background: var(--shop-hnn-background, #f4f6fa);
  border: 1px solid var(--shop-color-border, #c9ced6);
  border-radius: var(--shop-radius-2, 6px);
  font-family: var(--shop-font-family, system-ui, sans-serif);
}
.shop-hnn__actions { display: flex; flex-wrap: wrap; gap: var(--shop-space-2, 0.5rem); }
.shop-hnn__button {
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
  padding: 0 var(--shop-space-3, 1rem);
  border: 1px solid var(--shop-hnn-accent, var(--shop-color-primary, #0b57d0));
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-hnn-accent, var(--shop-color-primary, #0b57d0));
  color: #fff;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
}
.shop-hnn__button[part~='reload-button'],
.shop-hnn__button[part~='portal-link'] {
  background: #fff;
  color: var(--shop-hnn-accent, var(--shop-color-primary, #0b57d0));
}
.shop-hnn__button:focus-visible,
.shop-hnn__link-button:focus-visible {
  outline: 3px solid var(--shop-color-focus, #1a73e8);
  outline-offset: 2px;
}
[aria-disabled='true'] { opacity: 0.65; cursor: progress; }
.shop-hnn__status { margin: 0; font-weight: 600; }
.shop-hnn__error { display: grid; gap: var(--shop-space-1, 0.25rem); justify-items: start; color: var(--shop-color-error, #b3261e); }
.shop-hnn__error p { margin: 0; overflow-wrap: anywhere; }
.shop-hnn__note, .shop-hnn__counts, .shop-hnn__status { margin: 0; overflow-wrap: anywhere; }
.shop-hnn__held { margin: 0; padding-left: 1.25rem; }
.shop-hnn__overview[data-state='loading'] { min-height: 2lh; }
.shop-hnn__link-button {
  min-height: 24px;
  padding: 2px 0;
  border: 0;
  background: none;
  color: var(--shop-color-link, #0b57d0);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
}
@media (forced-colors: active) {
  .shop-hnn__button { border: 1px solid ButtonText; }
}
`;
