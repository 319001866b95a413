import type { MouseEvent } from 'react';
import { cartCountText } from '../../../core/format';

export interface CartLinkViewProps {
  linkText: string;
  itemCount: number | null;
  href: string;
  /** The cart side bar is open. */
  expanded?: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Accessible name of a cart link: "Cart, 1 item" / "Cart, 3 items", or just the text while unknown. */
export function cartLinkLabel(linkText: string, itemCount: number | null): string {
  if (itemCount === null) return linkText;
  return `${linkText}, ${cartCountText(itemCount)} ${itemCount === 1 ? 'item' : 'items'}`;
}

export function CartLinkView({ linkText, itemCount, href, expanded = false, onClick }: CartLinkViewProps) {
  return (
    <a
      className="shop-cart-link"
      part="link"
      href={href}
      onClick={onClick}
      aria-label={cartLinkLabel(linkText, itemCount)}
      data-state={expanded ? 'open' : 'closed'}
    >
      <span className="shop-cart-link__text">{linkText}</span>
      {itemCount !== null && (
        <span className="shop-cart-link__count" part="count" aria-hidden="true">
          ({cartCountText(itemCount)})
        </span>
      )}
    </a>
  );
}
