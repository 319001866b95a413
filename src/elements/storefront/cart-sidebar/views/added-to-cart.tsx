import { formatPrice, itemsLabel } from '../../../../core/format';
import { LoadingCircle } from '../../../../ui/loading/loading';
import { SidebarHeader } from './sidebar-header';

/** Storefront §4: the default added message. */
export const ADDED_TO_CART_TITLE = 'Added to Cart';
export const ITEMS_ADDED_MESSAGE = 'Items added to cart';

export interface AddedLine {
  webSku: string;
  quantity: number;
  name: string;
  /** Checked links only (relative, http or https); null shows no image or link. */
  imageUrl: string | null;
  productUrl: string | null;
  /** Unit price as the cart shows it (dealer price for dealers); null while unknown. */
  unitPrice: number | null;
}

export interface AddedToCartViewProps {
  loading: boolean;
  lines: AddedLine[];
  /** Units in the whole cart and its subtotal; null while unknown. */
  cartItemCount: number | null;
  cartSubtotal: number | null;
  onViewCart: () => void;
  onClose: () => void;
}

/** What the last add put in the cart, with the way on: continue shopping or view the cart. */
export function AddedToCartView({
  loading,
  lines,
  cartItemCount,
  cartSubtotal,
  onViewCart,
  onClose,
}: AddedToCartViewProps) {
  return (
    <>
      <SidebarHeader title={ADDED_TO_CART_TITLE} onClose={onClose} />
      <div className="shop-cart-sidebar__body" part="body">
        {/* Not a live region: focus moves into this panel and reads it; the add button announced the add. */}
        <p className="shop-cart-sidebar__confirmation">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          {ITEMS_ADDED_MESSAGE}
        </p>
        {loading ? (
          <LoadingCircle label="Loading the cart" className="shop-cart-sidebar__loading" />
        ) : (
          <ul className="shop-cart-sidebar__lines" aria-label="Added items">
            {lines.map((line) => (
              <li key={line.webSku} className="shop-cart-sidebar__line">
                {line.imageUrl ? (
                  <img
                    className="shop-cart-sidebar__thumb"
                    src={line.imageUrl}
                    alt=""
                    width="64"
                    height="64"
                  />
                ) : (
                  <span className="shop-cart-sidebar__thumb" aria-hidden="true" />
                )}
                <div className="shop-cart-sidebar__line-text">
                  {line.productUrl ? (
                    <a className="shop-cart-sidebar__line-name" href={line.productUrl}>
                      {line.name}
                    </a>
                  ) : (
                    <span className="shop-cart-sidebar__line-name">{line.name}</span>
                  )}
                  <span className="shop-cart-sidebar__muted">Part {line.webSku}</span>
                  <span className="shop-cart-sidebar__muted">Qty {line.quantity}</span>
                </div>
                {line.unitPrice !== null && (
                  <span className="shop-cart-sidebar__price">
                    {formatPrice(line.unitPrice * line.quantity)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {cartItemCount !== null && cartSubtotal !== null && (
          <p className="shop-cart-sidebar__subtotal">
            <span>
              Cart subtotal ({cartItemCount} {itemsLabel(cartItemCount)})
            </span>
            <strong>{formatPrice(cartSubtotal)}</strong>
          </p>
        )}
      </div>
      <div className="shop-cart-sidebar__actions" part="actions">
        <button
          type="button"
          className="shop-cart-sidebar__button"
          data-variant="primary"
          onClick={onViewCart}
        >
          View Cart
        </button>
        <button type="button" className="shop-cart-sidebar__button" onClick={onClose}>
          Continue Shopping
        </button>
      </div>
    </>
  );
}
