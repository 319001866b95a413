import { formatPrice } from '../../../core/format';
import { QuantitySelector } from '../../../ui/quantity-selector/quantity-selector';

/** One cart line as the view shows it (storefront §3 "Cart line item"). */
export interface CartLineModel {
  lineId: number;
  webSku: string;
  title: string;
  /** Checked with isSafeUrl; empty when unsafe. */
  productUrl: string;
  imageUrl: string;
  quantity: number;
  /** (price + option price) x quantity: the dealer price for dealers, the regular price otherwise. */
  lineTotal: number;
  /** price + option price. */
  unitPrice: number;
  /** (retailPrice + option price) x quantity. */
  retailLineTotal: number;
  stockStatusMessage: string;
  awaitingStock: boolean;
  /** '{n} In Stock', or null when the stock quantity is not shown. */
  stockQuantityText: string | null;
  /** The case size to offer, or null (storefront §5). */
  casePackOffer: number | null;
  /** Being put back by Undo: not editable until the server answers. */
  busy: boolean;
  /** Why the line's last change failed; the line shows the server's quantity. */
  error: string | null;
}

export interface CartLineProps {
  line: CartLineModel;
  showDealerPrices: boolean;
  onQuantityChange: (lineId: number, quantity: number) => void;
  onRemove: (lineId: number) => void;
}

export function CartLine({ line, showDealerPrices, onQuantityChange, onRemove }: CartLineProps) {
  const titleId = `shop-cart-line-${line.lineId}-title`;
  return (
    <li
      className="shop-cart-line"
      part="line"
      aria-labelledby={titleId}
      aria-busy={line.busy || undefined}
      data-line-id={line.lineId}
      data-state={line.busy ? 'restoring' : undefined}
    >
      <div className="shop-cart-line__image">
        {line.imageUrl && <img src={line.imageUrl} alt="" width={80} height={80} loading="lazy" />}
      </div>
      <div className="shop-cart-line__details">
        <h3 className="shop-cart-line__title" id={titleId}>
          {line.productUrl ? <a href={line.productUrl}>{line.title}</a> : line.title}
        </h3>
        <p className="shop-cart-line__code">
          Product Code: <span className="shop-cart-line__sku">{line.webSku}</span>
        </p>
        <p className="shop-cart-line__stock">
          {line.stockStatusMessage && (
            <span
              className="shop-cart-line__stock-status"
              data-state={line.awaitingStock ? 'awaiting' : 'ready'}
            >
              {line.stockStatusMessage}
            </span>
          )}
          {line.stockQuantityText && (
            <span className="shop-cart-line__stock-quantity">{line.stockQuantityText}</span>
          )}
        </p>
        {line.casePackOffer !== null && (
          <button
            type="button"
            className="shop-cart-line__case-pack"
            disabled={line.busy}
            onClick={() => onQuantityChange(line.lineId, line.casePackOffer ?? line.quantity)}
          >
            Upgrade to a case of {line.casePackOffer}
          </button>
        )}
      </div>
      <div className="shop-cart-line__actions">
        <QuantitySelector
          value={line.quantity}
          sku={line.webSku}
          label={`Quantity of ${line.title}`}
          disabled={line.busy}
          onChange={(quantity) => onQuantityChange(line.lineId, quantity)}
        />
        <button
          type="button"
          className="shop-cart-line__remove"
          aria-label={`Remove ${line.title}`}
          disabled={line.busy}
          onClick={() => onRemove(line.lineId)}
        >
          Remove
        </button>
        {line.error && (
          <p className="shop-cart-line__error" part="line-error" role="alert">
            {line.error}
          </p>
        )}
      </div>
      <div className="shop-cart-line__price">
        {showDealerPrices ? (
          <dl className="shop-cart-line__prices">
            <div>
              <dt>Dealer</dt>
              <dd>{formatPrice(line.lineTotal)}</dd>
            </div>
            <div>
              <dt>Retail</dt>
              <dd>{formatPrice(line.retailLineTotal)}</dd>
            </div>
          </dl>
        ) : (
          <p className="shop-cart-line__total">{formatPrice(line.lineTotal)}</p>
        )}
        {line.quantity > 1 && <p className="shop-cart-line__each">{formatPrice(line.unitPrice)} each</p>}
      </div>
    </li>
  );
}
