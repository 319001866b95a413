/**
 * The carousel's look. Per instance the view sets the cell size, margin, viewport width and
 * transition as custom properties on the region; a host themes it with the documented properties.
 */
export const imageCarouselStyles = `
:host { display: block; max-width: 100%; }
.shop-carousel {
  display: inline-grid;
  grid-template-columns: auto minmax(0, auto) auto;
  grid-template-areas:
    'rotation rotation rotation'
    'previous viewport next'
    'dots dots dots'
    'counter counter counter';
  align-items: center;
  justify-items: center;
  gap: var(--shop-space-1, 0.25rem);
  max-width: 100%;
  color: var(--shop-color-text, #1f2328);
  font-family: var(--shop-font-family, system-ui, sans-serif);
}
.shop-carousel__controls { display: contents; }
.shop-carousel__viewport {
  grid-area: viewport;
  width: var(--shop-carousel-viewport-width);
  max-width: 100%;
  overflow: hidden;
}
.shop-carousel__cells {
  display: flex;
  touch-action: pan-y pinch-zoom;
  backface-visibility: hidden;
}
.shop-carousel[data-engine='static'] .shop-carousel__cells {
  transition: transform var(--shop-carousel-transition, 200ms) ease-out;
}
.shop-carousel__cell {
  flex: 0 0 var(--shop-carousel-cell-width);
  min-width: 0;
  width: var(--shop-carousel-cell-width);
  height: var(--shop-carousel-cell-height);
  margin-right: var(--shop-carousel-margin);
  border-radius: var(--shop-carousel-cell-radius, var(--shop-radius-1, 4px));
  overflow: hidden;
  background: var(--shop-color-surface-muted, #f1f3f5);
}
.shop-carousel__link { display: block; width: 100%; height: 100%; }
.shop-carousel__image, .shop-carousel__placeholder {
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  user-select: none;
  -webkit-user-drag: none;
}
.shop-carousel__button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 var(--shop-space-2, 0.5rem);
  border: 1px solid var(--shop-carousel-button-border, var(--shop-color-border, #6b7280));
  border-radius: 999px;
  background: var(--shop-carousel-button-background, var(--shop-color-surface, #ffffff));
  color: inherit;
  font: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
}
.shop-carousel__button[aria-disabled='true'] { opacity: 0.45; cursor: default; }
.shop-carousel__rotation { grid-area: rotation; justify-self: start; font-size: 0.875rem; }
.shop-carousel__previous { grid-area: previous; }
.shop-carousel__next { grid-area: next; }
.shop-carousel__dots { grid-area: dots; display: flex; flex-wrap: wrap; justify-content: center; }
.shop-carousel__dot {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
}
.shop-carousel__dot::before {
  content: '';
  width: 10px;
  height: 10px;
  border: 1px solid var(--shop-carousel-dot-color, var(--shop-color-text, #1f2328));
  border-radius: 50%;
}
.shop-carousel__dot[aria-current='true']::before { background: var(--shop-carousel-dot-color, var(--shop-color-text, #1f2328)); }
.shop-carousel__counter { grid-area: counter; margin: 0; font-variant-numeric: tabular-nums; }
.shop-carousel__empty { margin: 0; color: var(--shop-color-text-muted, #4b5563); }
@media (prefers-reduced-motion: reduce) {
  .shop-carousel[data-engine='static'] .shop-carousel__cells { transition: none; }
}
`;
