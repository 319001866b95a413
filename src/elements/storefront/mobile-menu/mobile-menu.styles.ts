import { MEDIUM_MIN_WIDTH_PX } from './menu-breakpoint';

/** The closed menu: only the toggle. Hidden from the medium width on, where the menu closes too. */
export const mobileMenuStyles = `
:host { display: inline-block; }
@media (min-width: ${MEDIUM_MIN_WIDTH_PX}px) { :host { display: none; } }
.shop-mobile-menu__toggle {
  display: inline-flex;
  align-items: center;
  gap: var(--shop-space-1, 0.25rem);
  min-width: 44px;
  min-height: 44px;
  padding: var(--shop-space-1, 0.25rem) var(--shop-space-2, 0.5rem);
  border: 1px solid transparent;
  border-radius: var(--shop-radius-1, 4px);
  background: transparent;
  color: var(--shop-mobile-menu-toggle-color, inherit);
  font-weight: 600;
  cursor: pointer;
}
.shop-mobile-menu__toggle:hover { background: rgba(0, 0, 0, 0.06); }
.shop-mobile-menu__panel-host[hidden] { display: none; }
`;
