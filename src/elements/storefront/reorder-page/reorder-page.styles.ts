import { visuallyHiddenStyles } from '../../../ui/shared/visually-hidden.styles';

/** The reorder page's look; loaded with its content (the element itself carries only `:host`). */
export const reorderPageStyles = `
${visuallyHiddenStyles}
.shop-reorder { display: grid; gap: var(--shop-space-3, 1rem); max-width: var(--shop-reorder-max-width, 48rem); }
.shop-reorder h2, .shop-reorder h3, .shop-reorder p { margin: 0; }
.shop-reorder__heading { font-size: 1.5rem; }
.shop-reorder h3 { font-size: 1.125rem; margin-bottom: var(--shop-space-2, 0.5rem); }
.shop-reorder__list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--shop-space-2, 0.5rem); }
.shop-reorder__panel {
  display: grid;
  gap: var(--shop-space-2, 0.5rem);
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 1rem);
  border: 1px solid var(--shop-color-border, #c4c7c5);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-surface, #fff);
}
.shop-reorder__panel[data-kind='unavailable'] { background: var(--shop-color-disabled-surface, #f1f3f4); color: var(--shop-color-muted, #444746); }
.shop-reorder__product { display: flex; gap: var(--shop-space-2, 0.5rem); align-items: flex-start; }
.shop-reorder__image { flex: none; object-fit: contain; }
.shop-reorder__details { display: grid; gap: 0.125rem; }
.shop-reorder__name { font-weight: 600; color: inherit; }
a.shop-reorder__name { color: var(--shop-color-link, #0b57d0); }
.shop-reorder__meta { font-size: 0.875rem; }
.shop-reorder__status { font-size: 0.875rem; font-weight: 600; color: var(--shop-color-danger, #b3261e); }
.shop-reorder__choice { border: 0; margin: 0; padding: 0; display: grid; gap: var(--shop-space-1, 0.25rem); }
.shop-reorder__option { display: inline-flex; align-items: center; gap: var(--shop-space-2, 0.5rem); min-height: 24px; font-weight: 600; cursor: pointer; }
.shop-reorder__option input { width: 20px; height: 20px; margin: 0; }
.shop-reorder__alternative { padding-left: 28px; }
.shop-reorder__totals { display: grid; gap: var(--shop-space-1, 0.25rem); margin: 0; }
.shop-reorder__totals div { display: flex; justify-content: space-between; gap: var(--shop-space-3, 1rem); max-width: 24rem; }
.shop-reorder__totals dt { font-weight: 600; }
.shop-reorder__totals dd { margin: 0; font-variant-numeric: tabular-nums; }
.shop-reorder__totals [data-total='new'] { font-weight: 700; }
.shop-reorder__actions { display: flex; align-items: center; gap: var(--shop-space-2, 0.5rem); }
.shop-reorder__continue, .shop-reorder__secondary {
  min-height: 44px;
  padding: 0.5rem 1.5rem;
  border-radius: var(--shop-radius-1, 4px);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}
.shop-reorder__continue { border: 0; background: var(--shop-color-primary, #0b57d0); color: var(--shop-color-on-primary, #fff); }
.shop-reorder__continue[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
.shop-reorder__secondary { border: 1px solid currentColor; background: #fff; color: var(--shop-color-link, #0b57d0); }
.shop-reorder__problem { display: grid; gap: var(--shop-space-2, 0.5rem); justify-items: start; }
.shop-reorder__problem, .shop-reorder__error { color: var(--shop-color-danger, #b3261e); font-weight: 600; }
:focus-visible { outline: 2px solid var(--shop-color-focus, #0b57d0); outline-offset: 2px; }
@media (max-width: 576px) {
  .shop-reorder__panel { padding: var(--shop-space-2, 0.5rem); }
  .shop-reorder__alternative { padding-left: 0; }
  .shop-reorder__continue { width: 100%; }
}
`;
