import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { onWindowResized, RESIZE_DEBOUNCE_MS } from '../../../core/resize';
import { lockBodyScroll } from '../../../ui/modal/body-scroll-lock';
import { parseHashRoute } from '../../shared/hash-routes';
import { MEDIUM_MIN_WIDTH_PX } from './menu-breakpoint';
import type { MobileMenuViewProps } from './mobile-menu';
import type { MenuPanelData } from './views/menu-panel';

/** Spec storefront §9: "Window resize debounce 300 ms in cart and menu". */
export const MOBILE_MENU_RESIZE_DEBOUNCE_MS = RESIZE_DEBOUNCE_MS.cartAndMenu;

/** The hash route that opens the menu (storefront §2: "Enabled hash routes: ymm, hamburger, close"). */
export const MENU_HASH_ROUTE = 'hamburger';

/** Why the menu closed: only a shopper's own close gives focus back to the toggle. */
type CloseReason = 'shopper' | 'elsewhere';

export function isNarrowWindow(): boolean {
  return window.innerWidth < MEDIUM_MIN_WIDTH_PX;
}

function hashOpensMenu(): boolean {
  return parseHashRoute(window.location.hash)?.name === MENU_HASH_ROUTE;
}

/** Closing drops `#hamburger` from the address, so a reload does not open the menu again. */
function dropMenuRoute(): void {
  if (!hashOpensMenu()) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

export type MobileMenuProps = MenuPanelData;

/**
 * Open and closed (WAI-ARIA disclosure navigation): the toggle opens it; the close button, Escape,
 * the backdrop and the toggle's own route close it; it also closes on a resize to medium or large
 * width (300 ms debounce) and when navigation moves elsewhere (a link in it, another hash route, the
 * page being left). While open the page does not scroll.
 */
export function useMobileMenu({
  emit: _emit,
  ...data
}: MobileMenuProps & { emit?: unknown }): MobileMenuViewProps {
  const [open, setOpen] = useState(() => hashOpensMenu() && isNarrowWindow());
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusToggleOnClose = useRef(false);
  const panelId = useId();

  const close = useCallback((reason: CloseReason) => {
    focusToggleOnClose.current = reason === 'shopper';
    setOpen(false);
    dropMenuRoute();
  }, []);

  // `#hamburger` opens the menu; any other route or fragment means navigation moved elsewhere.
  useEffect(() => {
    const followHash = () => {
      if (hashOpensMenu()) {
        if (isNarrowWindow()) setOpen(true);
      } else {
        close('elsewhere');
      }
    };
    window.addEventListener('hashchange', followHash);
    window.addEventListener('popstate', followHash);
    return () => {
      window.removeEventListener('hashchange', followHash);
      window.removeEventListener('popstate', followHash);
    };
  }, [close]);

  useEffect(() => {
    if (!open) return;
    const unlockScroll = lockBodyScroll();
    const stopResize = onWindowResized(() => {
      if (!isNarrowWindow()) close('elsewhere');
    }, MOBILE_MENU_RESIZE_DEBOUNCE_MS);
    // Leaving the page (or going into the back-forward cache) closes it, so it is closed on return.
    const onPageHide = () => close('elsewhere');
    window.addEventListener('pagehide', onPageHide);
    return () => {
      unlockScroll();
      stopResize();
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [open, close]);

  useEffect(() => {
    if (open || !focusToggleOnClose.current) return;
    focusToggleOnClose.current = false;
    toggleRef.current?.focus();
  }, [open]);

  return {
    open,
    panelId,
    toggleRef,
    onToggle: () => (open ? close('shopper') : setOpen(true)),
    panel: {
      ...data,
      onClose: () => close('shopper'),
      onNavigate: () => close('elsewhere'),
    },
  };
}
