/** The zip-code form's CSS; every widget that shows the form (or the ZIP modal) adds it. */
export const zipCodeFormStyles = `
.shop-zip-form {
  display: flex;
  flex-direction: column;
  gap: var(--shop-space-2, 0.5rem);
}
.shop-zip-form__heading {
  margin: 0;
  font-size: var(--shop-zip-code-entry-heading-size, 1.125rem);
  line-height: 1.3;
}
.shop-zip-form__label { font-weight: 600; font-size: 0.875rem; }
.shop-zip-form__input {
  width: 100%;
  min-height: 44px;
  padding: 0 var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border-strong, #767676);
  border-radius: var(--shop-radius-1, 4px);
  font: inherit;
  font-size: 1rem;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  background: var(--shop-color-surface, #ffffff);
  color: inherit;
}
.shop-zip-form__input[aria-invalid='true'] {
  border-color: var(--shop-color-danger, #b3261e);
  box-shadow: 0 0 0 1px var(--shop-color-danger, #b3261e);
}
.shop-zip-form__error,
.shop-zip-form__notice {
  margin: 0;
  font-size: 0.875rem;
}
.shop-zip-form__error:empty,
.shop-zip-form__notice:empty { display: none; }
.shop-zip-form__error { color: var(--shop-color-danger, #b3261e); font-weight: 600; }
.shop-zip-form__notice { color: var(--shop-color-text-muted, #4a4f55); }
.shop-zip-form__notice[data-tone='problem'] { color: var(--shop-color-danger, #b3261e); }
.shop-zip-form__locate {
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  min-height: 24px;
  padding: 2px 0;
  border: 0;
  background: none;
  color: var(--shop-color-link, #0b57d0);
  text-decoration: underline;
  text-align: start;
  cursor: pointer;
}
.shop-zip-form__locate:disabled { color: var(--shop-color-text-muted, #4a4f55); cursor: progress; }
.shop-zip-form__actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--shop-space-2, 0.5rem);
  margin-top: var(--shop-space-1, 0.25rem);
}
.shop-button {
  min-height: 44px;
  min-width: 80px;
  padding: 0 var(--shop-space-3, 0.75rem);
  border-radius: var(--shop-radius-1, 4px);
  font-weight: 600;
  cursor: pointer;
}
.shop-button--primary {
  border: 1px solid var(--shop-color-primary, #c8102e);
  background: var(--shop-color-primary, #c8102e);
  color: var(--shop-color-on-primary, #ffffff);
}
.shop-button--secondary {
  border: 1px solid var(--shop-color-border-strong, #767676);
  background: var(--shop-color-surface, #ffffff);
  color: var(--shop-color-text, #1f2328);
}
.shop-button:disabled { opacity: 0.6; cursor: not-allowed; }
`;
