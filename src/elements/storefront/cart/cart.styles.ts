/**
 * The shared cart view's CSS. `CartContainer` adds it (and the checkout panel its own) to
 * the shadow root it renders in, so the cart page and the cart side bar both get it.
 *
 * Lines lay themselves out by the width of the list (a container query), so the same view fits a
 * 400 px side bar and a wide page. On the page at phone widths (575 px or less) the checkout panel
 * is fixed at the bottom of the screen.
 */
export const cartViewStyles = `
.shop-cart {
  display: flex;
  flex-direction: column;
  gap: var(--shop-space-3, 0.75rem);
  color: var(--shop-color-text, #1f2328);
}
.shop-cart[data-placement='sidebar'] { height: 100%; min-height: 0; }
.shop-cart__header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--shop-space-2, 0.5rem);
  padding-bottom: var(--shop-space-2, 0.5rem);
  border-bottom: 1px solid var(--shop-color-border, #d0d4d9);
}
.shop-cart__heading { margin: 0; font-size: 1.25rem; line-height: 1.3; }
.shop-cart__heading:focus { outline: none; }
.shop-cart__heading:focus-visible { outline: 3px solid var(--shop-color-focus, #1a73e8); outline-offset: 2px; }
.shop-cart-icon-button { --shop-icon-button-radius: 50%; }
.shop-cart__loading { display: flex; justify-content: center; padding: 2.5rem 0; }
.shop-cart__error {
  margin: 0;
  padding: var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-danger, #b3261e);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-danger-surface, #fdecea);
  color: var(--shop-color-danger, #b3261e);
}
.shop-cart__error a { color: inherit; font-weight: 700; }
.shop-cart__empty {
  margin: 0;
  padding: 2rem 0;
  text-align: center;
  color: var(--shop-color-text-muted, #4a4f55);
  font-size: 1.0625rem;
}
.shop-cart__body { display: grid; gap: var(--shop-space-3, 0.75rem); }
.shop-cart__main { container-type: inline-size; min-width: 0; }
.shop-cart[data-placement='sidebar'] .shop-cart__body {
  flex: 1;
  min-height: 0;
  grid-template-rows: minmax(0, 1fr) auto;
}
.shop-cart[data-placement='sidebar'] .shop-cart__main { overflow-y: auto; overscroll-behavior: contain; }
@media (min-width: 992px) {
  .shop-cart[data-placement='page'] .shop-cart__body {
    grid-template-columns: minmax(0, 1fr) minmax(260px, 320px);
    align-items: start;
    gap: 2rem;
  }
  .shop-cart[data-placement='page'] .shop-cart__summary { position: sticky; top: var(--shop-space-3, 0.75rem); }
}
@media (max-width: 575px) {
  .shop-cart[data-placement='page'] { padding-bottom: 10rem; }
  .shop-cart[data-placement='page'] .shop-cart__summary {
    position: fixed;
    inset: auto 0 0 0;
    z-index: 10;
    padding: var(--shop-space-2, 0.5rem);
    background: var(--shop-color-surface, #ffffff);
    box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.16);
  }
  .shop-cart[data-placement='page'] .shop-checkout-panel { border: 0; padding: var(--shop-space-1, 0.25rem); }
}

.shop-cart__holiday {
  margin-bottom: var(--shop-space-2, 0.5rem);
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border-left: 4px solid var(--shop-color-primary, #c8102e);
  border-radius: var(--shop-radius-1, 4px);
  background: #fdf1e3;
}
.shop-cart__holiday-text { margin: 0; font-weight: 700; color: #8f0b21; }
.shop-cart__holiday-message { margin: 0.125rem 0 0; font-size: 0.875rem; }

.shop-cart__lines { list-style: none; margin: 0; padding: 0; }
.shop-cart-line,
.shop-cart-undo {
  border-bottom: 1px solid var(--shop-color-border, #d0d4d9);
}
.shop-cart-line {
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  grid-template-areas:
    'image details details'
    'image actions price';
  gap: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  padding: var(--shop-space-3, 0.75rem) 0;
}
.shop-cart-line[data-state='restoring'] { opacity: 0.6; }
@container (min-width: 640px) {
  .shop-cart-line {
    grid-template-columns: 96px minmax(0, 1fr) auto 9rem;
    grid-template-areas: 'image details actions price';
    align-items: start;
  }
}
.shop-cart-line__image { grid-area: image; }
.shop-cart-line__image img {
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: contain;
  border: 1px solid var(--shop-color-border, #e3e6ea);
  border-radius: var(--shop-radius-1, 4px);
  background: #ffffff;
}
.shop-cart-line__details { grid-area: details; min-width: 0; }
.shop-cart-line__title { margin: 0; font-size: 1rem; line-height: 1.35; }
.shop-cart-line__title a { color: var(--shop-color-link, #0b57d0); text-decoration: none; }
.shop-cart-line__title a:hover { text-decoration: underline; }
.shop-cart-line__code,
.shop-cart-line__stock { margin: 0.25rem 0 0; font-size: 0.875rem; color: var(--shop-color-text-muted, #4a4f55); }
.shop-cart-line__stock { display: flex; flex-wrap: wrap; gap: 0 0.75rem; }
.shop-cart-line__stock-status { font-weight: 600; color: #1e7e34; }
.shop-cart-line__stock-status[data-state='awaiting'] { color: #8a4b00; }
.shop-cart-line__stock-quantity { color: var(--shop-color-text, #1f2328); }
.shop-cart-line__case-pack {
  margin-top: var(--shop-space-2, 0.5rem);
  min-height: 32px;
  padding: 0.25rem 0.625rem;
  border: 1px solid var(--shop-color-link, #0b57d0);
  border-radius: var(--shop-radius-1, 4px);
  background: #ffffff;
  color: var(--shop-color-link, #0b57d0);
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
}
.shop-cart-line__case-pack:hover:not(:disabled) { background: #eef3fd; }
.shop-cart-line__actions {
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--shop-space-2, 0.5rem);
}
.shop-cart-line__remove,
.shop-cart-undo__undo,
.shop-cart-undo__save {
  min-height: 32px;
  padding: 0.25rem 0.375rem;
  border: 0;
  background: transparent;
  color: var(--shop-color-link, #0b57d0);
  text-decoration: underline;
  cursor: pointer;
}
.shop-cart-line__remove:disabled { color: var(--shop-color-text-muted, #4a4f55); cursor: not-allowed; }
.shop-cart-line__price { grid-area: price; text-align: right; }
.shop-cart-line__total { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.shop-cart-line__each { margin: 0.125rem 0 0; font-size: 0.8125rem; color: var(--shop-color-text-muted, #4a4f55); }
.shop-cart-line__prices { margin: 0; display: grid; gap: 0.125rem; }
.shop-cart-line__prices div { display: flex; justify-content: flex-end; gap: 0.5rem; }
.shop-cart-line__prices dt { color: var(--shop-color-text-muted, #4a4f55); font-size: 0.875rem; }
.shop-cart-line__prices dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }

.shop-cart-undo {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--shop-space-2, 0.5rem);
  margin: var(--shop-space-2, 0.5rem) 0;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border-radius: var(--shop-radius-1, 4px);
  background: #f1f3f5;
}
.shop-cart-undo__text { margin: 0; font-weight: 600; }
.shop-cart-undo__actions { display: flex; align-items: center; gap: var(--shop-space-1, 0.25rem); }
.shop-cart-undo__undo { font-weight: 700; }
.shop-cart-undo__saved { padding: 0 0.375rem; font-weight: 600; color: #1e7e34; }
.shop-cart-line__error { flex-basis: 100%; margin: 0; color: var(--shop-color-danger, #b3261e); }
.shop-cart-undo__error { flex-basis: 100%; margin: 0; color: var(--shop-color-danger, #b3261e); }

.shop-cart__list-actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--shop-space-2, 0.5rem);
  padding-top: var(--shop-space-3, 0.75rem);
}
.shop-cart__secondary {
  min-height: 40px;
  padding: 0.375rem 0.875rem;
  border: 1px solid var(--shop-color-text, #1f2328);
  border-radius: var(--shop-radius-1, 4px);
  background: #ffffff;
  color: var(--shop-color-text, #1f2328);
  font-weight: 600;
  cursor: pointer;
}
.shop-cart__secondary:hover:not(:disabled) { background: #f1f3f5; }
.shop-cart__empty-cart { border-color: var(--shop-color-danger, #b3261e); color: var(--shop-color-danger, #b3261e); }
.shop-cart__secondary:disabled { opacity: 0.6; cursor: progress; }
`;
