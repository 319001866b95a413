import { type CSSProperties, type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useEscapeToClose, usePanelFocus } from './use-panel-focus';

export interface CartSidebarViewProps {
  open: boolean;
  /** Names the dialog (the view shown). */
  label: string;
  /** The view's key: focus starts again from the panel when it changes. */
  viewKey: string;
  direction: 'right' | 'left';
  /** Panel width as CSS (400px by default). */
  width: string;
  /** Animation duration as CSS (250ms by default). */
  duration: string;
  onClose: () => void;
  /** The view's content; kept while the panel slides out, absent while closed. */
  children?: ReactNode;
}

/**
 * The side bar's frame: the dimmed overlay (a click closes) and the panel, a modal dialog fixed to
 * the right (or left) edge. Always rendered, hidden while closed, so it can slide in and out.
 */
export function CartSidebarView({
  open,
  label,
  viewKey,
  direction,
  width,
  duration,
  onClose,
  children,
}: CartSidebarViewProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  usePanelFocus(panelRef, open, viewKey);
  useEscapeToClose(open, onClose);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  const style = {
    '--shop-cart-sidebar-panel-width': width,
    '--shop-cart-sidebar-panel-duration': duration,
  } as CSSProperties;

  return (
    <div
      className="shop-cart-sidebar"
      data-state={open ? 'open' : 'closed'}
      data-direction={direction}
      style={style}
    >
      {/* The overlay is a pointer convenience; keyboard users close with Escape or the close button. */}
      <div className="shop-cart-sidebar__overlay" part="overlay" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className="shop-cart-sidebar__panel"
        part="panel"
        role="dialog"
        aria-modal={open ? 'true' : undefined}
        aria-label={label}
        aria-hidden={open ? undefined : 'true'}
        tabIndex={-1}
        data-state={open ? 'open' : 'closed'}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
