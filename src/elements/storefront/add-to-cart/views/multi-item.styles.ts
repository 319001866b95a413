/** 'multi-item-add-btn' and 'multi-item-add-btn-product': adding several products at once. */
export const multiItemViewStyles = `
.shop-atc-multi { display: grid; gap: 0.375rem; max-width: 24rem; }
.shop-atc-multi__button {
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0 0.375rem;
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 2px solid var(--shop-color-text, #1f2328);
  border-radius: var(--shop-radius-1, 4px);
  background: #fff;
  color: var(--shop-color-text, #1f2328);
  font-weight: 800;
}
.shop-atc-multi__button:hover:not(:disabled) { background: var(--shop-color-text, #1f2328); color: #fff; }
.shop-atc-multi__count { font-weight: 500; white-space: nowrap; }

.shop-atc-bundle {
  display: grid;
  gap: 0.75rem;
  max-width: 24rem;
  padding: 1rem;
  border: 1px solid #dde1e6;
  border-left: 4px solid var(--atc-color);
  border-radius: 6px;
  background: #fff;
}
.shop-atc-bundle__items { display: grid; margin: 0; padding: 0; list-style: none; }
.shop-atc-bundle__item {
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.375rem 0;
  border-bottom: 1px solid #eef0f2;
  font-size: 0.875rem;
}
.shop-atc-bundle__sku { font-weight: 600; }
.shop-atc-bundle__qty { color: var(--shop-color-text-muted, #4a4f55); font-variant-numeric: tabular-nums; }
.shop-atc-bundle__button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0 1rem;
  border: 0;
  border-radius: var(--shop-radius-1, 4px);
  background: var(--atc-color);
  color: #fff;
  font-weight: 700;
}
.shop-atc-bundle__button:hover:not(:disabled) { background: var(--atc-hover); }
`;
