import type { ReactNode } from 'react';
import { useComponentStyles } from '../../../../core/widget-context';
import { iconButtonStyles } from '../../../../ui/shared/icon-button.styles';

export interface SidebarHeaderProps {
  title: ReactNode;
  onClose: () => void;
  /** The heading's id, for regions it names. */
  titleId?: string;
}

/** The heading of a side-bar view with its close icon. */
export function SidebarHeader({ title, onClose, titleId }: SidebarHeaderProps) {
  return (
    <div className="shop-cart-sidebar__header" part="header">
      <h2 className="shop-cart-sidebar__title" id={titleId}>
        {title}
      </h2>
      <CloseButton onClose={onClose} />
    </div>
  );
}

export function CloseButton({ onClose }: { onClose: () => void }) {
  useComponentStyles(iconButtonStyles, 'icon-button');
  return (
    <button
      type="button"
      className="shop-icon-button shop-cart-sidebar__close"
      aria-label="Close"
      onClick={onClose}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
