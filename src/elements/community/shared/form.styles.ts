/**
 * The look shared by the comment and reply forms (and the staff edit forms later): fields, buttons,
 * messages and the part and link rows. Only `--shop-*` tokens; every target at least 24 px high
 * (buttons 40 px).
 */
export const communityFormStyles = `
:host { display: block; }
.shop-form { display: grid; gap: var(--shop-space-3, 0.75rem); margin: 0; }
.shop-form[aria-busy='true'] { cursor: progress; }
.shop-form__row { display: grid; gap: var(--shop-space-3, 0.75rem); grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.shop-field { display: grid; gap: var(--shop-space-1, 0.25rem); min-width: 0; }
.shop-field__label-row { display: flex; align-items: center; gap: var(--shop-space-1, 0.25rem); }
.shop-field__label { font-weight: 600; font-size: 0.9375rem; }
.shop-field__hint { margin: 0; font-size: 0.8125rem; color: var(--shop-color-text-muted, #4a4f55); }
.shop-field__input {
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  padding: var(--shop-space-2, 0.5rem);
  border: 1px solid var(--shop-color-border, #767b82);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-surface, #ffffff);
  color: inherit;
  font: inherit;
}
textarea.shop-field__input { min-height: 8rem; resize: vertical; line-height: 1.45; }
.shop-field__input[aria-invalid='true'] { border-color: var(--shop-color-danger, #b3261e); border-width: 2px; }
.shop-field__input:disabled { background: var(--shop-color-disabled-surface, #f1f2f4); }
.shop-field__error { margin: 0; color: var(--shop-color-danger, #b3261e); font-size: 0.875rem; font-weight: 600; }
.shop-check { display: flex; align-items: center; gap: var(--shop-space-2, 0.5rem); min-height: 24px; }
.shop-check input { width: 20px; height: 20px; margin: 0; accent-color: var(--shop-color-primary, #c8102e); }
fieldset.shop-actions { border: 0; margin: 0; padding: 0; min-width: 0; }
.shop-actions { display: flex; flex-wrap: wrap; gap: var(--shop-space-2, 0.5rem); align-items: center; }
.shop-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--shop-space-1, 0.25rem);
  min-height: 40px;
  min-width: 40px;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border: 1px solid transparent;
  border-radius: var(--shop-radius-1, 4px);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.shop-button:disabled, .shop-button[aria-disabled='true'] { cursor: not-allowed; opacity: 0.65; }
.shop-button--primary { background: var(--shop-color-primary, #c8102e); color: #ffffff; }
.shop-button--primary:hover:not(:disabled) { filter: brightness(0.92); }
.shop-button--secondary {
  background: var(--shop-color-surface, #ffffff);
  color: var(--shop-color-text, #1f2328);
  border-color: var(--shop-color-border, #767b82);
}
.shop-button--secondary:hover:not(:disabled) { background: var(--shop-color-hover, #f1f2f4); }
.shop-button--danger { background: var(--shop-color-danger, #b3261e); color: #ffffff; }
.shop-button--link {
  min-height: 24px;
  padding: 0 var(--shop-space-1, 0.25rem);
  background: none;
  color: var(--shop-color-link, #0b57d0);
  text-decoration: underline;
}
.shop-message {
  margin: 0;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border-radius: var(--shop-radius-1, 4px);
  border: 1px solid transparent;
}
.shop-message:empty { display: none; }
.shop-message--success { background: var(--shop-color-success-surface, #e7f4ea); border-color: var(--shop-color-success, #1e6b34); color: var(--shop-color-success, #1e6b34); }
.shop-message--error { background: var(--shop-color-danger-surface, #fdecea); border-color: var(--shop-color-danger, #b3261e); color: var(--shop-color-danger, #b3261e); }
.shop-message--info { background: var(--shop-color-info-surface, #eef3fc); border-color: var(--shop-color-link, #0b57d0); color: var(--shop-color-text, #1f2328); }
.shop-media-session { display: grid; gap: var(--shop-space-2, 0.5rem); justify-items: start; }
.shop-media-session__text { margin: 0; }
.shop-message__list { margin: var(--shop-space-1, 0.25rem) 0 0; padding-left: 1.25rem; overflow-wrap: anywhere; }
.shop-busy { display: inline-flex; align-items: center; gap: var(--shop-space-2, 0.5rem); color: var(--shop-color-text-muted, #4a4f55); }
.shop-busy .shop-loading-circle__spinner { width: 20px; height: 20px; }

.shop-part-links { display: grid; gap: var(--shop-space-2, 0.5rem); margin: 0; padding: var(--shop-space-3, 0.75rem); border: 1px solid var(--shop-color-border-subtle, #d0d4d9); border-radius: var(--shop-radius-1, 4px); min-width: 0; }
.shop-part-links__legend { padding: 0 var(--shop-space-1, 0.25rem); font-weight: 600; }
.shop-part-links__rows { display: grid; gap: var(--shop-space-3, 0.75rem); margin: 0; padding: 0; list-style: none; }
.shop-part-links__row { display: grid; gap: var(--shop-space-2, 0.5rem); grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto; align-items: end; }
.shop-part-links__remove { min-height: 40px; }
.shop-part-links__add { justify-self: start; max-width: 100%; }
@media (max-width: 576px) {
  .shop-part-links__row { grid-template-columns: minmax(0, 1fr); padding-bottom: var(--shop-space-2, 0.5rem); border-bottom: 1px solid var(--shop-color-border-subtle, #d0d4d9); }
  .shop-part-links__remove { justify-self: start; }
  .shop-actions .shop-button { flex: 1 1 auto; }
}
`;
