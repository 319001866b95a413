import { SIDEBAR_FULL_WIDTH_BREAKPOINT_PX, SIDEBAR_WIDTH_PX } from './sidebar-geometry';

/**
 * The side bar's CSS. The panel width and duration come from the attributes as the custom
 * properties --shop-cart-sidebar-panel-width and --shop-cart-sidebar-panel-duration (set on the root).
 */
const frameStyles = `
:host { display: contents; }
.shop-cart-sidebar {
  --_duration: var(--shop-cart-sidebar-panel-duration, 250ms);
  --_z: var(--shop-cart-sidebar-z-index, 900);
}
.shop-cart-sidebar__overlay {
  position: fixed;
  inset: 0;
  z-index: var(--_z);
  background: var(--shop-cart-sidebar-overlay, rgba(0, 0, 0, 0.5));
  opacity: 0;
  visibility: hidden;
  transition: opacity var(--_duration) ease, visibility 0s linear var(--_duration);
}
.shop-cart-sidebar[data-state='open'] .shop-cart-sidebar__overlay {
  opacity: 1;
  visibility: visible;
  transition: opacity var(--_duration) ease;
}
.shop-cart-sidebar__panel {
  position: fixed;
  top: 0;
  bottom: 0;
  right: 0;
  z-index: calc(var(--_z) + 1);
  display: flex;
  flex-direction: column;
  width: var(--shop-cart-sidebar-panel-width, ${SIDEBAR_WIDTH_PX}px);
  max-width: 100%;
  background: var(--shop-cart-sidebar-background, var(--shop-color-surface, #ffffff));
  color: var(--shop-color-text, #1f2328);
  box-shadow: -4px 0 24px rgba(0, 0, 0, 0.2);
  overscroll-behavior: contain;
  transform: translateX(100%);
  visibility: hidden;
  transition: transform var(--_duration) ease, visibility 0s linear var(--_duration);
}
.shop-cart-sidebar[data-direction='left'] .shop-cart-sidebar__panel {
  right: auto;
  left: 0;
  box-shadow: 4px 0 24px rgba(0, 0, 0, 0.2);
  transform: translateX(-100%);
}
.shop-cart-sidebar[data-state='open'] .shop-cart-sidebar__panel {
  transform: none;
  visibility: visible;
  transition: transform var(--_duration) ease;
}
/* The panel takes focus only to be announced; its controls show the focus ring. */
.shop-cart-sidebar__panel:focus { outline: none; }
@media (max-width: ${SIDEBAR_FULL_WIDTH_BREAKPOINT_PX}px) {
  .shop-cart-sidebar__panel { width: 100%; }
}
@media (prefers-reduced-motion: reduce) {
  .shop-cart-sidebar__overlay,
  .shop-cart-sidebar__panel,
  .shop-cart-sidebar[data-state='open'] .shop-cart-sidebar__overlay,
  .shop-cart-sidebar[data-state='open'] .shop-cart-sidebar__panel { transition: none; }
}
`;

/** The frame only: the contents' CSS loads with them, on intent (views/sidebar-content.styles.ts). */
export const cartSidebarStyles = frameStyles;
