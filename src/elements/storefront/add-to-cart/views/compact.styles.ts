/** 'btn-mini-plus', 'btn-mini', 'btn-simple' and 'core-primary-small': buttons for listings and tight spots. */
export const compactViewStyles = `
.shop-atc-mini-plus, .shop-atc-mini, .shop-atc-simple, .shop-atc-core {
  display: inline-grid;
  justify-items: start;
  gap: 0.25rem;
}
.shop-atc-mini-plus__button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 1px;
  min-width: 40px;
  height: 32px;
  padding: 0 4px;
  border: 1.5px solid var(--shop-color-text, #1f2328);
  border-radius: 6px;
  background: #fff;
  color: var(--atc-color);
}
.shop-atc-mini-plus__button:hover:not(:disabled) { background: #fdf1f3; }
.shop-atc-mini-plus__button[data-state='added'] { border-color: var(--atc-added); color: var(--atc-added); }

.shop-atc-mini__button {
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 28px;
  padding: 0 0.625rem 0 0.5rem;
  border: 1.5px solid var(--atc-color);
  border-radius: 999px;
  background: #fff;
  color: var(--atc-color);
  font-size: 0.8125rem;
  font-weight: 700;
}
.shop-atc-mini__button .shop-atc__icon-image { width: 16px; height: 16px; }
.shop-atc-mini__button:hover:not(:disabled) { background: #fdf1f3; }
.shop-atc-mini__button[data-state='added'] { border-color: var(--atc-added); color: var(--atc-added); }

.shop-atc-simple__button {
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--shop-color-link, #0b57d0);
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.15em;
}
.shop-atc-simple__button:hover:not(:disabled) { text-decoration-thickness: 2px; }
.shop-atc-simple__button[data-state='added'] { color: var(--atc-added); text-decoration: none; }

.shop-atc-core__button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  min-height: 32px;
  padding: 0.25rem 0.875rem;
  border: 0;
  border-radius: var(--shop-radius-1, 4px);
  background: var(--atc-color);
  color: #fff;
  font-size: 0.875rem;
  font-weight: 700;
  white-space: nowrap;
}
.shop-atc-core__button:hover:not(:disabled) { background: var(--atc-hover); }
.shop-atc-core__button[data-state='added'] { background: var(--atc-added); }
`;
