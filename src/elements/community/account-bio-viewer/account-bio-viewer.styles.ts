import { bioPartsStyles } from '../who-is-that-bios/bio-parts.styles';

export const accountBioViewerStyles = `
:host { display: inline-block; }
.shop-bio-viewer { display: inline-flex; align-items: center; gap: var(--shop-space-2, 0.5rem); flex-wrap: wrap; }
.shop-bio-viewer__button {
  min-height: 40px;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-bio-viewer-button-border, var(--shop-color-link, #0b57d0));
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-surface, #ffffff);
  color: var(--shop-bio-viewer-button-color, var(--shop-color-link, #0b57d0));
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.shop-bio-viewer__button:hover { background: var(--shop-color-hover, #f1f2f4); }
.shop-bio-viewer__button:focus-visible { outline: 2px solid var(--shop-color-focus, #1a73e8); outline-offset: 2px; }
.shop-bio-viewer__error { color: var(--shop-color-danger, #b3261e); }
.shop-bio-viewer__body {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--shop-space-4, 1rem);
  color: var(--shop-color-text, #1f2328);
}
.shop-bio-viewer__summary { flex: 1 1 12rem; min-width: 0; }
${bioPartsStyles}
`;
