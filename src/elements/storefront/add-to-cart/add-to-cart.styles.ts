/**
 * What every view shares (outcome messages, spinner, the host's display), adopted by every
 * add-to-cart shadow root. Each view's own look is in `views/*.styles.ts` and the attribute inputs'
 * and save-to-list control's below: a shadow root adopts them only when it shows them. Colours come from the `--shop-*` tokens and these properties:
 * `--shop-add-to-cart-color` (main button, defaults to --shop-color-primary),
 * `--shop-add-to-cart-hover-color`, `--shop-add-to-cart-added-color` (the added state, green).
 */
const sharedStyles = `
:host { display: block; }
:host([data-view='legacy-btn']),
:host([data-view='legacy-btn-round']),
:host([data-view='btn-mini-plus']),
:host([data-view='btn-mini']),
:host([data-view='btn-simple']),
:host([data-view='core-primary-small']) { display: inline-block; vertical-align: top; }
.shop-atc {
  --atc-color: var(--shop-add-to-cart-color, var(--shop-color-primary, #c8102e));
  --atc-hover: var(--shop-add-to-cart-hover-color, #a50d26);
  --atc-added: var(--shop-add-to-cart-added-color, #1e6b34);
  --atc-border: #8a8f98;
}
.shop-atc button { cursor: pointer; }
.shop-atc button:disabled { cursor: not-allowed; opacity: 0.5; }
.shop-atc button[aria-busy='true'] { cursor: progress; }
.shop-atc__icon { flex: none; }
.shop-atc__icon-image { display: block; width: 18px; height: 18px; flex: none; }
.shop-atc__spinner {
  display: inline-block;
  flex: none;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: shop-atc-spin 0.7s linear infinite;
}
@keyframes shop-atc-spin { to { transform: rotate(360deg); } }
@keyframes shop-atc-pulse { 50% { opacity: 0.3; } }
@media (prefers-reduced-motion: reduce) {
  .shop-atc__spinner { animation: shop-atc-pulse 1.6s ease-in-out infinite; }
}
.shop-atc__added {
  margin: 0.25rem 0 0;
  color: var(--atc-added);
  font-size: 0.8125rem;
  font-weight: 700;
}
.shop-atc__error {
  margin: 0.375rem 0 0;
  padding: 0.25rem 0.5rem;
  border-left: 3px solid var(--shop-color-danger, #b3261e);
  background: var(--shop-color-danger-surface, #fdecea);
  color: var(--shop-color-danger, #b3261e);
  font-size: 0.875rem;
  font-weight: 700;
}
.shop-atc__note { margin: 0; color: var(--shop-color-text-muted, #4a4f55); font-size: 0.875rem; }
`;

export const addToCartStyles = sharedStyles;

/** The product attribute inputs (adopted when the element has attributes to offer). */
export const attributeFieldStyles = `
.shop-atc__attributes { display: grid; gap: 0.75rem; margin-bottom: 0.75rem; }
.shop-atc__field { display: grid; gap: 0.25rem; font-size: 0.875rem; }
.shop-atc__field > label, .shop-atc__choices > legend { font-weight: 600; }
.shop-atc__field--check { display: flex; align-items: center; gap: 0.5rem; }
.shop-atc__field--check > label { font-weight: 500; }
.shop-atc input[type='checkbox'], .shop-atc input[type='radio'] {
  width: 20px; height: 20px; margin: 2px; accent-color: var(--atc-color); flex: none;
}
.shop-atc__input {
  width: 100%;
  max-width: 28rem;
  min-height: 40px;
  padding: 0.375rem 0.5rem;
  border: 1px solid var(--atc-border);
  border-radius: var(--shop-radius-1, 4px);
  background: #fff;
  color: inherit;
  font: inherit;
}
textarea.shop-atc__input { resize: vertical; }
.shop-atc__input[aria-invalid='true'] {
  border: 2px solid var(--shop-color-danger, #b3261e);
}
.shop-atc__required { color: var(--shop-color-danger, #b3261e); }
.shop-atc__field-problem { margin: 0; color: var(--shop-color-danger, #b3261e); font-size: 0.8125rem; font-weight: 600; }
.shop-atc__group {
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0.5rem 0.75rem 0.75rem;
  border: 1px solid #dde1e6;
  border-radius: 6px;
}
.shop-atc__group > legend { padding: 0 0.25rem; font-size: 0.875rem; font-weight: 700; }
.shop-atc__choices { margin: 0; padding: 0; border: 0; display: grid; gap: 0.125rem; }
.shop-atc__choice { display: flex; align-items: center; gap: 0.5rem; min-height: 28px; }
`;

/** The dealers' save-to-list control. */
export const saveToListStyles = `
.shop-atc__save {
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  justify-self: start;
  min-height: 32px;
  padding: 0.25rem 0;
  border: 0;
  background: none;
  color: var(--shop-color-link, #0b57d0);
  font-weight: 600;
  font-size: 0.9375rem;
}
.shop-atc__save:hover { text-decoration: underline; }
`;
