import { visuallyHiddenStyles } from '../../../ui/shared/visually-hidden.styles';

/** `<custom-dealer-metrics>`: the figures and the messages (the chart's own styles load with the chart). */
export const dealerMetricsStyles = `
${visuallyHiddenStyles}
:host { display: block; }
.shop-metrics { display: grid; gap: var(--shop-space-3, 0.75rem); min-width: 0; }
.shop-metrics__head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 0.75rem; }
.shop-metrics h2 { margin: 0; font-size: 1.375rem; }
.shop-metrics h2:focus { outline: none; }
.shop-metrics h2:focus-visible { outline: 3px solid var(--shop-color-focus, #0b57d0); outline-offset: 2px; }
.shop-metrics p { margin: 0; }
.shop-metrics__period { color: var(--shop-color-text-muted, #4a4f55); }
.shop-metrics__message { display: grid; gap: 0.5rem; justify-items: start; }
.shop-metrics__figures {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--shop-metrics-tile-min, 9rem)), 1fr));
  gap: var(--shop-space-2, 0.5rem);
  margin: 0;
}
.shop-metrics__figure {
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
}
.shop-metrics__figure dt { font-size: 0.875rem; color: var(--shop-color-text-muted, #4a4f55); }
.shop-metrics__figure dd { display: grid; margin: 0; }
.shop-metrics__value { font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; line-height: 1.25; }
.shop-metrics__detail { font-size: 0.875rem; }
.shop-metrics__button {
  min-height: 32px;
  padding: 0.25rem 0.75rem;
  border: 1px solid currentColor;
  border-radius: var(--shop-radius-1, 4px);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.shop-metrics__button:focus-visible { outline: 3px solid var(--shop-color-focus, #0b57d0); outline-offset: 2px; }
@media (forced-colors: active) {
  .shop-metrics__figure { border-color: CanvasText; }
}
`;
