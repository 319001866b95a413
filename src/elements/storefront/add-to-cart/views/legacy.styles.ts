/** 'legacy-btn', 'legacy-btn-qty' and 'legacy-btn-round': the older site's controls. */
export const legacyViewStyles = `
.shop-atc-legacy { display: inline-grid; gap: 0.375rem; justify-items: start; }
.shop-atc-legacy__row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.shop-atc-legacy__button {
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 32px;
  padding: 0.25rem 1rem;
  border: 1px solid #6b7078;
  border-radius: 2px;
  background: linear-gradient(#ffffff, #dcdfe3);
  box-shadow: inset 0 1px 0 #fff, 0 1px 1px rgba(0, 0, 0, 0.15);
  color: #1f2328;
  font-size: 0.8125rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
}
.shop-atc-legacy__button:hover:not(:disabled) { background: linear-gradient(#f4f5f6, #cdd1d6); }
.shop-atc-legacy__button:active:not(:disabled) { box-shadow: inset 0 2px 3px rgba(0, 0, 0, 0.2); }
.shop-atc-legacy__button[data-state='added'] { color: var(--atc-added); }
.shop-atc__legacy-qty { display: inline-flex; align-items: center; gap: 0.375rem; font-size: 0.8125rem; font-weight: 700; }
.shop-atc__legacy-qty abbr { text-decoration: none; }
.shop-atc__legacy-qty-input {
  width: 3.25rem;
  min-height: 32px;
  padding: 0 0.375rem;
  border: 1px solid #6b7078;
  border-radius: 2px;
  box-shadow: inset 0 1px 2px rgba(0, 0, 0, 0.12);
  font: inherit;
  text-align: center;
}

.shop-atc-round { display: inline-grid; justify-items: center; gap: 0.25rem; }
.shop-atc-round__button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid #fff;
  border-radius: 50%;
  background: radial-gradient(circle at 30% 30%, #e0344f, var(--atc-hover));
  box-shadow: 0 2px 4px rgba(0, 0, 0, 0.3);
  color: #fff;
}
.shop-atc-round__button:hover:not(:disabled) { background: var(--atc-hover); }
.shop-atc-round__button[data-state='added'] { background: var(--atc-added); }
`;
