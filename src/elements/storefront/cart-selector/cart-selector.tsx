import { type MouseEvent, useState } from 'react';
import { cartLinkLabel } from '../cart-link/cart-link';

export interface CartSelectorViewProps {
  iconUrl: string;
  href: string;
  itemCount: number | null;
  /** The cart side bar is open. */
  expanded?: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Drawn when the icon image cannot be loaded, so the header never shows a broken image. */
function FallbackCartIcon() {
  return (
    <svg className="shop-cart-selector__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM6.2 6l.9 2H20l-3.4 6.2a2 2 0 0 1-1.8 1H8.1L7 17.2V17h12v2H7a2 2 0 0 1-1.8-3l1.4-2.4L3 4H1V2h3.3l1 2H6.2Z"
      />
    </svg>
  );
}

/** The badge shows '99+' above 99: the name says what is seen (WCAG 2.5.3, label in name). */
function selectorLabel(itemCount: number | null): string {
  return itemCount !== null && itemCount > 99 ? 'Cart, 99+ items' : cartLinkLabel('Cart', itemCount);
}

export function CartSelectorView({
  iconUrl,
  href,
  itemCount,
  expanded = false,
  onClick,
}: CartSelectorViewProps) {
  const [iconFailed, setIconFailed] = useState(false);
  return (
    <a
      className="shop-cart-selector"
      part="link"
      href={href}
      onClick={onClick}
      aria-label={selectorLabel(itemCount)}
      data-state={expanded ? 'open' : 'closed'}
    >
      {iconFailed || iconUrl === '' ? (
        <FallbackCartIcon />
      ) : (
        <img
          className="shop-cart-selector__icon"
          part="icon"
          src={iconUrl}
          alt=""
          onError={() => setIconFailed(true)}
        />
      )}
      {itemCount !== null && itemCount > 0 && (
        <span className="shop-cart-selector__badge" part="badge" aria-hidden="true">
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      )}
    </a>
  );
}
