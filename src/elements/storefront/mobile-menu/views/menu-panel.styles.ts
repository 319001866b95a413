/** The open menu: a panel from the left over a dimmed page. Added when the panel first renders. */
export const menuPanelStyles = `
.shop-mobile-menu__backdrop {
  position: fixed;
  inset: 0;
  z-index: var(--shop-mobile-menu-z-index, 1000);
  background: rgba(0, 0, 0, 0.5);
}
.shop-mobile-menu__panel {
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: var(--shop-mobile-menu-z-index, 1000);
  display: flex;
  flex-direction: column;
  width: var(--shop-mobile-menu-width, min(360px, 88vw));
  overflow-y: auto;
  overscroll-behavior: contain;
  background: var(--shop-mobile-menu-background, #fff);
  color: var(--shop-color-text, #1f2328);
  box-shadow: 2px 0 12px rgba(0, 0, 0, 0.25);
}
.shop-mobile-menu__panel:focus { outline: none; }
.shop-mobile-menu__header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-2, 0.5rem) var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border-bottom: 1px solid #d0d7de;
}
.shop-mobile-menu__title { font-size: 1.125rem; font-weight: 700; }
.shop-mobile-menu__close { --shop-icon-button-size: 44px; }
.shop-mobile-menu__banner { padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem); }
.shop-mobile-menu__banner-link { display: block; }
.shop-mobile-menu__banner-image { display: block; max-width: 100%; height: auto; }
.shop-mobile-menu__account {
  padding: var(--shop-space-2, 0.5rem) 0;
  border-bottom: 1px solid #d0d7de;
}
.shop-mobile-menu__greeting {
  margin: 0;
  padding: var(--shop-space-1, 0.25rem) var(--shop-space-3, 0.75rem);
  font-weight: 700;
}
.shop-mobile-menu__links {
  margin: 0;
  padding: var(--shop-space-1, 0.25rem) 0;
  list-style: none;
  border-bottom: 1px solid #d0d7de;
}
.shop-mobile-menu__link,
.shop-mobile-menu__subnav a {
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: var(--shop-space-1, 0.25rem) var(--shop-space-3, 0.75rem);
  color: var(--shop-mobile-menu-link-color, var(--shop-color-text, #1f2328));
  text-decoration: none;
}
.shop-mobile-menu__link:hover,
.shop-mobile-menu__subnav a:hover { background: rgba(0, 0, 0, 0.05); text-decoration: underline; }
.shop-mobile-menu__subnav { border-bottom: 1px solid #d0d7de; }
.shop-mobile-menu__subnav ul { margin: 0; padding: var(--shop-space-1, 0.25rem) 0; list-style: none; }
.shop-mobile-menu__subnav p, .shop-mobile-menu__subnav h2, .shop-mobile-menu__subnav h3 {
  margin: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem) 0;
  font-size: 0.875rem;
  text-transform: uppercase;
  color: var(--shop-color-text-muted, #4a4f55);
}
@media (prefers-reduced-motion: no-preference) {
  .shop-mobile-menu__panel { animation: shop-mobile-menu-in 0.2s ease-out; }
  @keyframes shop-mobile-menu-in { from { transform: translateX(-100%); } to { transform: none; } }
}
`;
