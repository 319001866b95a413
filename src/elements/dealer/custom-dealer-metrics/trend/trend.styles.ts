import { visuallyHiddenStyles } from '../../../../ui/shared/visually-hidden.styles';

/** The trend chart's look, loaded with the chart (not with the element). */
export const trendStyles = `
${visuallyHiddenStyles}
.shop-metrics-trend { display: grid; gap: var(--shop-space-3, 0.75rem); min-width: 0; }
.shop-metrics-trend__controls { display: flex; flex-wrap: wrap; align-items: end; gap: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem); }
.shop-metrics-trend__series { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; border: 0; min-width: 0; }
.shop-metrics-trend__series legend { float: left; width: 100%; margin: 0 0 0.25rem; padding: 0; font-size: 0.875rem; font-weight: 600; }
.shop-metrics-trend__toggle {
  min-height: 32px;
  padding: 0.25rem 0.75rem;
  border: 1px solid var(--shop-color-border-strong, #6b7075);
  border-radius: var(--shop-radius-1, 4px);
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.9375rem;
  cursor: pointer;
}
.shop-metrics-trend__toggle[aria-pressed='true'] {
  border-color: var(--shop-metrics-bar-color, var(--shop-color-primary, #c8102e));
  box-shadow: inset 0 0 0 1px var(--shop-metrics-bar-color, var(--shop-color-primary, #c8102e));
  font-weight: 700;
}
.shop-metrics-trend__toggle[aria-pressed='true']::before { content: '✓ '; }
.shop-metrics-trend__toggle:focus-visible, .shop-metrics-trend__scroll:focus-visible {
  outline: 3px solid var(--shop-color-focus, #0b57d0);
  outline-offset: 2px;
}
.shop-metrics-trend__figure { display: grid; gap: 0.5rem; margin: 0; min-width: 0; }
.shop-metrics-trend__caption { font-weight: 600; }
.shop-metrics-trend__plot { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 0.5rem; }
.shop-metrics-trend__axis {
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  height: 10rem;
  margin-top: -0.5em;
  margin-bottom: calc(1.5rem - 0.5em);
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
  text-align: right;
  color: var(--shop-color-text-muted, #4a4f55);
}
.shop-metrics-trend__canvas { container-type: inline-size; min-width: 0; }
.shop-metrics-trend__svg { display: block; width: 100%; height: 10rem; overflow: visible; }
.shop-metrics-trend__grid { stroke: var(--shop-color-border, #d0d4d9); stroke-width: 1; }
.shop-metrics-trend__bar { fill: var(--shop-metrics-bar-color, var(--shop-color-primary, #c8102e)); }
.shop-metrics-trend__months {
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  height: 1.5rem;
  align-items: end;
  font-size: 0.75rem;
  text-align: center;
  color: var(--shop-color-text-muted, #4a4f55);
}
.shop-metrics-trend__month-short { display: none; }
@container (max-width: 22rem) {
  .shop-metrics-trend__month-long { display: none; }
  .shop-metrics-trend__month-short { display: inline; }
}
.shop-metrics-trend__scroll { overflow-x: auto; max-width: 100%; }
.shop-metrics-trend__table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; font-variant-numeric: tabular-nums; }
.shop-metrics-trend__table caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
.shop-metrics-trend__table th, .shop-metrics-trend__table td {
  padding: 0.375rem 0.5rem;
  border-bottom: 1px solid var(--shop-color-border, #d0d4d9);
  text-align: right;
  white-space: nowrap;
}
.shop-metrics-trend__table th[scope='row'], .shop-metrics-trend__table thead th:first-child { text-align: left; }
.shop-metrics-trend__table thead th { font-size: 0.8125rem; }
@media (forced-colors: active) {
  .shop-metrics-trend__bar { fill: CanvasText; }
  .shop-metrics-trend__grid { stroke: GrayText; }
  .shop-metrics-trend__toggle[aria-pressed='true'] { border: 3px solid Highlight; }
}
`;
