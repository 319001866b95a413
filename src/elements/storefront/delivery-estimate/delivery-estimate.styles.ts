/** The delivery panels' CSS (also used by the pickup and checkout widgets, which show the same parts). */
export const deliveryPanelStyles = `
.shop-delivery {
  display: flex;
  flex-direction: column;
  gap: var(--shop-space-1, 0.25rem);
  font-size: var(--shop-delivery-font-size, 0.9375rem);
}
.shop-delivery p { margin: 0; }
/* Wraps the panel's text for its ZIP announcement; lays out as if it were not there. */
.shop-delivery__content { display: contents; }
.shop-delivery__primary { display: flex; align-items: center; gap: var(--shop-space-2, 0.5rem); }
.shop-delivery__primary svg { flex: none; color: var(--shop-delivery-accent, #1e7e34); }
.shop-delivery__prefix { font-weight: 700; color: var(--shop-delivery-accent, #1e7e34); }
.shop-delivery__prefix[data-prefix='fast'] { color: var(--shop-delivery-fast-color, #0b57d0); }
.shop-delivery__date { font-weight: 700; }
.shop-delivery__secondary { color: var(--shop-color-text-muted, #4a4f55); font-size: 0.875rem; }
.shop-delivery__secondary[data-awaiting-stock] { color: var(--shop-delivery-warning-color, #8a4b00); }
.shop-delivery__holiday {
  align-self: flex-start;
  padding: 2px var(--shop-space-2, 0.5rem);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-delivery-holiday-background, #e6f4ea);
  color: var(--shop-delivery-holiday-color, #0d5323);
  font-weight: 600;
  font-size: 0.875rem;
}
.shop-delivery__problem { color: var(--shop-color-text-muted, #4a4f55); }
.shop-delivery__note { color: var(--shop-color-text-muted, #4a4f55); font-size: 0.8125rem; }
.shop-delivery__title {
  display: flex;
  align-items: center;
  gap: var(--shop-space-1, 0.25rem);
  font-weight: 700;
  font-size: 1.0625rem;
}
.shop-delivery__dates { display: grid; gap: var(--shop-space-2, 0.5rem); margin: var(--shop-space-1, 0.25rem) 0 0; }
.shop-delivery__row { display: flex; flex-direction: column; }
.shop-delivery__row dt { font-size: 0.8125rem; color: var(--shop-color-text-muted, #4a4f55); }
.shop-delivery__row dd { margin: 0; font-size: 1.0625rem; }
.shop-delivery__edit,
.shop-delivery__add-zip {
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  min-width: 24px;
  min-height: 24px;
  padding: 2px 4px;
  border: 0;
  border-radius: var(--shop-radius-1, 4px);
  background: none;
  color: var(--shop-color-link, #0b57d0);
  cursor: pointer;
}
.shop-delivery__edit:hover,
.shop-delivery__add-zip:hover { text-decoration: underline; }
.shop-delivery__add-zip {
  align-self: flex-start;
  padding-inline: 0;
  text-decoration: underline;
  text-align: start;
  font-weight: 600;
}
.shop-delivery__zip { font-size: 0.875rem; }
.shop-delivery--large {
  padding: var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border, #d9d9d9);
  border-radius: var(--shop-radius-2, 8px);
}
`;

export const deliveryEstimateStyles = `
:host { display: block; }
${deliveryPanelStyles}
`;
