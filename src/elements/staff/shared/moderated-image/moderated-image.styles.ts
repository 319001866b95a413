/**
 * The moderated image's look (added to the shadow root it renders in). Only `--shop-*` tokens; every
 * target at least 24 px; the picture never wider than its box (320 px screens).
 */
export const moderatedImageStyles = `
.shop-moderated-image {
  display: grid;
  gap: var(--shop-space-2, 0.5rem);
  min-width: 0;
  margin: 0;
  padding: var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border-subtle, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
}
.shop-moderated-image__legend { font-weight: 600; padding: 0 var(--shop-space-1, 0.25rem); overflow-wrap: anywhere; }
.shop-moderated-image__picture {
  display: block;
  max-width: 100%;
  max-height: 240px;
  height: auto;
  object-fit: contain;
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-disabled-surface, #f1f2f4);
}
.shop-moderated-image__note { margin: 0; color: var(--shop-color-text-muted, #4a4f55); }
.shop-moderated-image__buttons { display: flex; flex-wrap: wrap; gap: var(--shop-space-2, 0.5rem); }
.shop-moderated-image__check { display: flex; align-items: center; gap: var(--shop-space-2, 0.5rem); min-height: 24px; }
.shop-moderated-image__check input { width: 24px; height: 24px; margin: 0; }
.shop-moderated-image__field { display: grid; gap: var(--shop-space-1, 0.25rem); }
.shop-moderated-image__label { font-weight: 600; font-size: 0.9375rem; }
.shop-moderated-image__input {
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
.shop-moderated-image__input[aria-invalid='true'] { border-color: var(--shop-color-danger, #b3261e); border-width: 2px; }
.shop-moderated-image__error { margin: 0; color: var(--shop-color-danger, #b3261e); font-size: 0.875rem; font-weight: 600; }
.shop-moderated-image__button {
  min-height: 40px;
  padding: 0 var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border, #767b82);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-surface, #ffffff);
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.shop-moderated-image__button--danger {
  border-color: var(--shop-color-danger, #b3261e);
  background: var(--shop-color-danger, #b3261e);
  color: var(--shop-color-on-danger, #ffffff);
}
.shop-moderated-image__button:focus-visible,
.shop-moderated-image__input:focus-visible,
.shop-moderated-image__check input:focus-visible,
.shop-moderated-image__message:focus-visible {
  outline: 3px solid var(--shop-color-focus, #1a5fb4);
  outline-offset: 2px;
}
.shop-moderated-image__message { margin: 0; }
.shop-moderated-image__message:empty { display: none; }
.shop-moderated-image__message--success { color: var(--shop-color-success, #1e6b34); font-weight: 600; }
.shop-moderated-image__message--error { color: var(--shop-color-danger, #b3261e); font-weight: 600; }
.shop-moderated-image__details { margin: var(--shop-space-1, 0.25rem) 0 0; padding-left: 1.25rem; font-weight: 400; }
.shop-moderated-image__confirm-text { margin: 0 0 var(--shop-space-3, 0.75rem); overflow-wrap: anywhere; }
`;
