/**
 * The uploader's CSS. `<customer-media-upload>` adopts it; a widget that embeds `MediaUploader`
 * adds it to its own `styles` (the shadow root of the embedding widget is where it renders).
 *
 * Properties: --shop-media-upload-accent (button, progress; default --shop-color-primary),
 * --shop-media-upload-border (row border; default #d0d7de).
 */
export const mediaUploaderStyles = `
.shop-media-upload {
  display: grid;
  gap: var(--shop-space-2, 0.5rem);
  --shop-media-upload-accent-color: var(--shop-media-upload-accent, var(--shop-color-primary, #c8102e));
}
.shop-media-upload__picker {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--shop-space-1, 0.25rem) var(--shop-space-3, 0.75rem);
}
.shop-media-upload__add {
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 2px solid var(--shop-media-upload-accent-color);
  border-radius: var(--shop-radius-1, 4px);
  background: #fff;
  color: var(--shop-media-upload-accent-color);
  font-weight: 700;
  cursor: pointer;
}
.shop-media-upload__add:hover { background: var(--shop-color-danger-surface, #fdecea); }
.shop-media-upload__add--new {
  background: var(--shop-media-upload-accent-color);
  color: #fff;
  border-radius: 999px;
  padding-inline: 1.25rem;
}
.shop-media-upload__add--new:hover { background: var(--shop-media-upload-accent-color); filter: brightness(0.9); }
.shop-media-upload__help {
  margin: 0;
  flex: 1 1 12rem;
  font-size: 0.875rem;
  color: var(--shop-color-text-muted, #4a4f55);
}
.shop-media-upload__note {
  margin: 0;
  font-size: 0.875rem;
  color: var(--shop-color-text-muted, #4a4f55);
}
.shop-media-upload__list {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--shop-space-2, 0.5rem);
}
.shop-media-upload__item {
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  gap: var(--shop-space-3, 0.75rem);
  align-items: start;
  padding: var(--shop-space-2, 0.5rem);
  border: 1px solid var(--shop-media-upload-border, #d0d7de);
  border-radius: var(--shop-radius-1, 4px);
  background: #fff;
}
.shop-media-upload__item[data-state='failed'] {
  border-color: var(--shop-color-danger, #b3261e);
  background: var(--shop-color-danger-surface, #fdecea);
}
.shop-media-upload__thumb {
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: var(--shop-radius-1, 4px);
  background: #eef0f3;
  color: var(--shop-color-text-muted, #4a4f55);
  overflow: hidden;
}
.shop-media-upload__image { width: 64px; height: 64px; object-fit: cover; display: block; }
.shop-media-upload__body { display: grid; gap: var(--shop-space-1, 0.25rem); min-width: 0; }
.shop-media-upload__name { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.shop-media-upload__status { margin: 0; font-size: 0.875rem; color: var(--shop-color-text-muted, #4a4f55); }
.shop-media-upload__item[data-state='complete'] .shop-media-upload__status { color: #1e6b34; }
.shop-media-upload__progress-row { display: flex; align-items: center; gap: var(--shop-space-2, 0.5rem); }
.shop-media-upload__progress {
  flex: 1;
  height: 8px;
  border-radius: 4px;
  background: #dfe3e8;
  overflow: hidden;
}
.shop-media-upload__progress-fill {
  height: 100%;
  background: var(--shop-media-upload-accent-color);
  transition: width 0.2s ease-out;
}
.shop-media-upload__percent { font-size: 0.875rem; font-variant-numeric: tabular-nums; min-width: 3.5ch; text-align: right; }
.shop-media-upload__failure { display: grid; gap: var(--shop-space-1, 0.25rem); justify-items: start; }
.shop-media-upload__error { margin: 0; font-size: 0.875rem; color: var(--shop-color-danger, #b3261e); font-weight: 600; }
.shop-media-upload__retry {
  min-height: 32px;
  padding: 0.25rem 0.75rem;
  border: 1px solid currentColor;
  border-radius: var(--shop-radius-1, 4px);
  background: #fff;
  color: var(--shop-color-link, #0b57d0);
  cursor: pointer;
}
.shop-media-upload__alt { display: grid; gap: 2px; margin-top: var(--shop-space-1, 0.25rem); }
.shop-media-upload__alt-label { font-size: 0.875rem; font-weight: 600; }
.shop-media-upload__alt-input {
  width: 100%;
  min-height: 36px;
  padding: 0.375rem 0.5rem;
  border: 1px solid #8c959f;
  border-radius: var(--shop-radius-1, 4px);
  font: inherit;
  font-size: 0.9375rem;
}
.shop-media-upload__alt-input[aria-invalid='true'] { border-color: var(--shop-color-danger, #b3261e); }
.shop-media-upload__alt-state { font-size: 0.8125rem; color: #1e6b34; }
.shop-media-upload__alt-state--failed { color: var(--shop-color-danger, #b3261e); }
.shop-media-upload__remove {
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: 50%;
  background: transparent;
  color: var(--shop-color-text, #1f2328);
  cursor: pointer;
}
.shop-media-upload__remove:hover { background: #eef0f3; border-color: #d0d7de; }
.shop-media-upload__remove[aria-disabled='true'] { opacity: 0.5; cursor: progress; }
.shop-media-upload__confirm-text { margin: 0 0 var(--shop-space-3, 0.75rem); overflow-wrap: anywhere; }
.shop-media-upload__confirm-actions { display: flex; flex-wrap: wrap; gap: var(--shop-space-2, 0.5rem); }
.shop-media-upload__confirm-actions button {
  min-height: 44px;
  padding: 0.5rem 1rem;
  border-radius: var(--shop-radius-1, 4px);
  font-weight: 700;
  cursor: pointer;
}
.shop-media-upload__confirm-yes {
  border: 2px solid var(--shop-color-danger, #b3261e);
  background: var(--shop-color-danger, #b3261e);
  color: #fff;
}
.shop-media-upload__confirm-no {
  border: 2px solid #8c959f;
  background: #fff;
  color: var(--shop-color-text, #1f2328);
}
@media (max-width: 576px) {
  .shop-media-upload__item { grid-template-columns: 56px minmax(0, 1fr) auto; gap: var(--shop-space-2, 0.5rem); }
  .shop-media-upload__thumb, .shop-media-upload__image { width: 56px; height: 56px; }
  .shop-media-upload__add { width: 100%; justify-content: center; }
}
@media (prefers-reduced-motion: reduce) {
  .shop-media-upload__progress-fill { transition: none; }
}
`;

/** The element's own host rules on top of the uploader's. */
export const customerMediaUploadStyles = `
:host { display: block; }
${mediaUploaderStyles}
`;
