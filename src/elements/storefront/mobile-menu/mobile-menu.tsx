import { type RefObject, Suspense } from 'react';
import { LoadingBar } from '../../../ui/loading/loading';
import { preloadFocusTrap } from '../../../ui/shared/keep-focus-inside';
import { lazyPart } from '../../../ui/shared/lazy-part';
import type { MenuPanelProps } from './views/menu-panel';

export const MOBILE_MENU_TEXT = {
  toggle: 'Menu',
  navigation: 'Mobile menu',
  loadingPanel: 'Loading menu',
} as const;

export interface MobileMenuViewProps {
  open: boolean;
  /** The id of the panel the toggle controls. */
  panelId: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  panel: MenuPanelProps;
}

/**
 * The open menu (its links, banner, sub nav, focus trap and the header calls) loads on intent: a
 * pointer over, a touch or focus on the toggle, or the first open. The closed menu is only the toggle.
 */
export const menuPanel = lazyPart<MenuPanelProps>(
  () => Promise.all([import('./views/menu-panel'), preloadFocusTrap()]).then(([module]) => module.MenuPanel),
  'the mobile menu',
);

const prefetchPanel = () => void menuPanel.prefetch();

function HamburgerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The disclosure: a toggle button and the panel it shows and hides. */
export function MobileMenuView({ open, panelId, toggleRef, onToggle, panel }: MobileMenuViewProps) {
  return (
    <nav
      className="shop-mobile-menu"
      part="nav"
      aria-label={MOBILE_MENU_TEXT.navigation}
      data-state={open ? 'open' : 'closed'}
    >
      <button
        ref={toggleRef}
        type="button"
        className="shop-mobile-menu__toggle"
        part="toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        onPointerOver={prefetchPanel}
        onFocus={prefetchPanel}
        onTouchStart={prefetchPanel}
      >
        <HamburgerIcon />
        <span>{MOBILE_MENU_TEXT.toggle}</span>
      </button>
      <div id={panelId} className="shop-mobile-menu__panel-host" hidden={!open}>
        {open ? (
          <Suspense fallback={<LoadingBar label={MOBILE_MENU_TEXT.loadingPanel} />}>
            <menuPanel.Part {...panel} />
          </Suspense>
        ) : null}
      </div>
    </nav>
  );
}
