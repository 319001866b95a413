/** The buy boxes: 'full' (the product page's), then 'full-slim' and 'full-modern'. */
export const fullViewStyles = `
.shop-atc-full { display: grid; gap: 0.75rem; max-width: 26rem; }
.shop-atc-full__price { margin: 0; font-size: 1.5rem; font-weight: 800; }
.shop-atc-full__price-note { color: var(--shop-color-text-muted, #4a4f55); font-size: 0.875rem; font-weight: 400; }
.shop-atc-full__row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: stretch; }
.shop-atc-full__quantity { --shop-quantity-height: 48px; flex: none; }
.shop-atc-full__button {
  flex: 1 1 9rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0 1.25rem;
  border: 0;
  border-radius: var(--shop-radius-1, 4px);
  background: var(--atc-color);
  color: #fff;
  font-size: 1.0625rem;
  font-weight: 700;
}
.shop-atc-full__button:hover:not(:disabled) { background: var(--atc-hover); }
.shop-atc-full__button[data-state='added'] { background: var(--atc-added); }
.shop-atc-full__case-pack {
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  text-align: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0 1rem;
  border: 2px solid var(--atc-color);
  border-radius: var(--shop-radius-1, 4px);
  background: #fff;
  color: var(--atc-color);
  font-weight: 700;
}
.shop-atc-full__case-pack:hover:not(:disabled) { background: #fdf1f3; }
.shop-atc-full__case-pack[data-state='added'] { border-color: var(--atc-added); color: var(--atc-added); }
.shop-atc-full__case-price { font-weight: 600; }

`;

/** 'full-slim'. */
export const fullSlimViewStyles = `
.shop-atc-slim { display: grid; gap: 0.5rem; max-width: 22rem; container-type: inline-size; }
.shop-atc-slim__row { display: flex; align-items: stretch; }
.shop-atc-slim__quantity { --shop-quantity-height: 36px; border-radius: 4px 0 0 4px; border-right: 0; }
.shop-atc-slim__button {
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 36px;
  padding: 0 0.875rem;
  border: 0;
  border-radius: 0 4px 4px 0;
  background: var(--atc-color);
  color: #fff;
  font-size: 0.9375rem;
  font-weight: 700;
  white-space: nowrap;
}
.shop-atc-slim__button:hover:not(:disabled) { background: var(--atc-hover); }
.shop-atc-slim__button[data-state='added'] { background: var(--atc-added); }
/* Too narrow for one row (a slim box in a small card): the button goes under the quantity. */
@container (max-width: 13.5rem) {
  .shop-atc-slim__row { flex-direction: column; align-items: flex-start; gap: 0.375rem; }
  .shop-atc-slim__quantity { border-radius: 4px; border-right: 1px solid var(--shop-color-border, #c4c4c4); }
  .shop-atc-slim__button { border-radius: 4px; }
}

`;

/** 'full-modern'. */
export const fullModernViewStyles = `
.shop-atc-modern { container-type: inline-size; }
.shop-atc-modern__inner {
  display: grid;
  gap: 1rem;
  max-width: 24rem;
  padding: 1.25rem;
  border: 1px solid #e3e6ea;
  border-radius: 16px;
  background: #fff;
  box-shadow: 0 6px 20px rgba(16, 24, 40, 0.08);
}
.shop-atc-modern__price { margin: 0; font-size: 2rem; font-weight: 800; letter-spacing: -0.02em; }
.shop-atc-modern__row { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.shop-atc-modern__quantity { --shop-quantity-height: 48px; border-radius: 999px; overflow: hidden; flex: none; }
.shop-atc-modern__quantity .shop-quantity__input { width: 3em; }
.shop-atc-modern__button {
  flex: 1 1 10rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0 1.5rem;
  border: 0;
  border-radius: 999px;
  background: var(--shop-color-text, #1f2328);
  color: #fff;
  font-size: 1rem;
  font-weight: 700;
  letter-spacing: 0.01em;
}
.shop-atc-modern__button:hover:not(:disabled) { background: #000; }
.shop-atc-modern__button[data-state='added'] { background: var(--atc-added); }
/* A modern box in a small card: less padding, a smaller stepper. */
@container (max-width: 16rem) {
  .shop-atc-modern__inner { padding: 0.875rem; }
}
`;
