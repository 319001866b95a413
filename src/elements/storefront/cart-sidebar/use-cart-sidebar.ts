import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { type Emit, useWidgetHost } from '../../../core/define-widget';
import { logger } from '../../../core/logger';
// The state module, not the saving (which loads with the contents): it must hear open commands from the start.
import { SIDEBAR_SOURCE } from '../../../stores/saved-lists-state';
import { type SidebarView, sidebarStore } from '../../../stores/sidebar';
import { lockBodyScroll } from '../../../ui/modal/body-scroll-lock';
import { applyLandingParameters } from './landing-parameters';
import { isCheckoutPath, pageLocation } from './page-location';
import { usePrimarySidebar } from './primary-sidebar';
import {
  DEFAULT_SIDEBAR_DURATION,
  panelWidth,
  parseDuration,
  SIDEBAR_DEFAULT_DURATION,
  type SidebarWidthType,
} from './sidebar-geometry';
import { SIDEBAR_LABELS } from './sidebar-labels';

export interface CartSidebarProps {
  width: number;
  duration: string;
  direction: 'right' | 'left';
  widthtype: SidebarWidthType;
  emit: Emit<'shop:cart-open' | 'shop:sidebar-close'>;
}

export interface CartSidebarModel {
  open: boolean;
  /** What to show: the open view, kept while the panel slides out; null while closed. */
  view: SidebarView | null;
  label: string;
  direction: 'right' | 'left';
  width: string;
  duration: string;
  onClose: () => void;
  onViewCart: () => void;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A malformed duration falls back to 0.25 s (the side bar keeps working) and is reported once. */
function useDuration(value: string) {
  const parsed = useMemo(() => parseDuration(value), [value]);
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (parsed || reported.current === value) return;
    reported.current = value;
    logger.warning(
      `cart-sidebar: data-duration must be a CSS time like 0.25s or 250ms, got "${value}"; using ${SIDEBAR_DEFAULT_DURATION}`,
      { source: 'cart-sidebar' },
    );
  }, [parsed, value]);
  return parsed ?? DEFAULT_SIDEBAR_DURATION;
}

/** The view to render: the open one, or the last one until the closing animation has run. */
function useShownView(open: boolean, view: SidebarView, closingMs: number): SidebarView | null {
  const [shown, setShown] = useState<SidebarView | null>(open ? view : null);
  useEffect(() => {
    if (open) {
      setShown(view);
      return;
    }
    const timer = setTimeout(() => setShown(null), prefersReducedMotion() ? 0 : closingMs);
    return () => clearTimeout(timer);
  }, [open, view, closingMs]);
  return open ? view : shown;
}

/**
 * The cart side bar's controller: driven entirely by the side-bar store (`shop:cart-open` and
 * `shop:sidebar-close` from any bundle or the host page). While open the page body cannot scroll
 * (`body.shop-modal-open`, shared with modals); closing on a /checkout page reloads it. On its first
 * mount it applies the page's installrequestid and savedlistid parameters.
 */
export function useCartSidebar({
  width,
  duration,
  direction,
  widthtype,
  emit,
}: CartSidebarProps): CartSidebarModel {
  const primary = usePrimarySidebar(useWidgetHost().host);
  const showSideBar = useStore(sidebarStore, (state) => state.showSideBar);
  const cartView = useStore(sidebarStore, (state) => state.cartView);
  const open = primary && showSideBar;
  const view = (cartView in SIDEBAR_LABELS ? cartView : 'cart') as SidebarView;
  const time = useDuration(duration);
  const shownView = useShownView(open, view, time.ms);

  useEffect(() => (open ? lockBodyScroll() : undefined), [open]);

  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open && isCheckoutPath(pageLocation.path())) pageLocation.reload();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (primary) void applyLandingParameters(pageLocation.search(), pageLocation.path());
  }, [primary]);

  return {
    open,
    view: shownView,
    label: SIDEBAR_LABELS[shownView ?? view],
    direction,
    width: panelWidth(width, widthtype),
    duration: time.css,
    onClose: () => emit('shop:sidebar-close', { source: SIDEBAR_SOURCE }),
    onViewCart: () => emit('shop:cart-open', { source: SIDEBAR_SOURCE, view: 'cart' }),
  };
}
