import { visuallyHiddenStyles } from '../../../ui/shared/visually-hidden.styles';

/** The selector's look: one card per request, the New mark and the selected card stand out. */
export const installRequestsSelectorStyles = `
${visuallyHiddenStyles}
:host { display: block; }
.shop-requests-selector { display: grid; gap: var(--shop-space-2, 0.5rem); }
.shop-requests-selector__count { margin: 0; font-variant-numeric: tabular-nums; }
.shop-requests-selector__message { margin: 0; display: grid; gap: 0.5rem; justify-items: start; }
.shop-requests-selector__message p { margin: 0; }
.shop-requests-selector__requests {
  display: grid;
  gap: var(--shop-space-3, 0.75rem);
  grid-template-columns: repeat(auto-fill, minmax(var(--shop-requests-selector-card-min, 16rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
}
.shop-requests-selector__request {
  display: grid;
  gap: var(--shop-space-2, 0.5rem);
  align-content: start;
  height: 100%;
  box-sizing: border-box;
  padding: var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-surface, #fff);
}
.shop-requests-selector__request[data-new] { border-left: 4px solid var(--shop-color-primary, #c8102e); }
.shop-requests-selector__request[data-selected] { outline: 2px solid var(--shop-color-link, #0b57d0); }
.shop-requests-selector__request-title { margin: 0; font-size: 1rem; }
.shop-requests-selector__facts { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0; font-size: 0.875rem; }
.shop-requests-selector__facts dt { color: var(--shop-color-text-muted, #4a4f55); }
.shop-requests-selector__facts dd { margin: 0; overflow-wrap: anywhere; }
.shop-requests-selector__facts a { color: var(--shop-color-link, #0b57d0); display: inline-block; min-height: 24px; }
.shop-requests-selector__muted { color: var(--shop-color-text-muted, #4a4f55); }
.shop-requests-selector__badge {
  display: inline-block;
  margin-left: 0.5em;
  padding: 0 0.45em;
  border-radius: 999px;
  background: var(--shop-color-primary, #c8102e);
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.5;
  vertical-align: middle;
}
.shop-requests-selector__select, .shop-requests-selector__button {
  justify-self: start;
  min-height: 32px;
  min-width: 44px;
  padding: 0.25rem 1rem;
  border: 1px solid var(--shop-color-link, #0b57d0);
  border-radius: var(--shop-radius-1, 4px);
  background: #fff;
  color: var(--shop-color-link, #0b57d0);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.shop-requests-selector__select[aria-pressed='true'] { background: var(--shop-color-link, #0b57d0); color: #fff; }
.shop-requests-selector__select:focus-visible, .shop-requests-selector__button:focus-visible {
  outline: 3px solid var(--shop-color-focus, #0b57d0);
  outline-offset: 2px;
}
`;
