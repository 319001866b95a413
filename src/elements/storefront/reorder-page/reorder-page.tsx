import { useId } from 'react';
import type { ReorderAlternative, ReorderProduct } from '../../../api/orders';
import { isSafeUrl } from '../../../core/attributes';
import { formatPrice } from '../../../core/format';
import { LoadingCircle } from '../../../ui/loading/loading';
import { isAvailable, type ReplacementChoices, reorderLineKind, usableAlternative } from './reorder-rules';
import { orderHeading, REORDER_TEXTS } from './reorder-texts';

export interface ReorderPageViewProps {
  state: 'missing' | 'loading' | 'failed' | 'empty' | 'ready';
  orderNumber: string;
  previousOrderTotal: number;
  products: readonly ReorderProduct[];
  /** Whether each replaceable product (by index) is replaced. */
  choices: ReplacementChoices;
  newOrderSubtotal: number;
  /** At least one product or replacement goes to the cart. */
  canContinue: boolean;
  /** Continue is running (validation, the add, then the way to the cart). */
  adding: boolean;
  /** Why the last Continue failed; empty when it did not. */
  error: string;
  onChoose: (index: number, replace: boolean) => void;
  onContinue: () => void;
  onRetry: () => void;
}

/** A product's picture, name (a link to its page), number, quantity and price; `named` false leaves the name to a label nearby. */
function ProductSummary({
  product,
  status,
  named = true,
}: {
  product: ReorderProduct | ReorderAlternative;
  status?: string;
  named?: boolean;
}) {
  const link = product.productURL && isSafeUrl(product.productURL) ? product.productURL : '';
  const image = product.thumbnailURL && isSafeUrl(product.thumbnailURL) ? product.thumbnailURL : '';
  return (
    <div className="shop-reorder__product">
      {image ? <img className="shop-reorder__image" src={image} alt="" width={64} height={64} /> : null}
      <div className="shop-reorder__details">
        {!named ? null : link ? (
          <a className="shop-reorder__name" href={link}>
            {product.name}
          </a>
        ) : (
          <span className="shop-reorder__name">{product.name}</span>
        )}
        <span className="shop-reorder__meta">
          {REORDER_TEXTS.itemNumber}
          {product.webSku} · {REORDER_TEXTS.quantity} {product.quantity} · {formatPrice(product.price)}
        </span>
        {status ? <span className="shop-reorder__status">{status}</span> : null}
      </div>
    </div>
  );
}

function unavailableStatus(product: ReorderProduct): string {
  return product.active ? REORDER_TEXTS.outOfStock : REORDER_TEXTS.discontinued;
}

function ReplacePanel({
  product,
  index,
  replace,
  disabled,
  onChoose,
}: {
  product: ReorderProduct;
  index: number;
  replace: boolean;
  disabled: boolean;
  onChoose: (index: number, replace: boolean) => void;
}) {
  const name = useId();
  const alternative = usableAlternative(product);
  if (!alternative) {
    return (
      <li className="shop-reorder__panel" data-kind="unavailable" aria-disabled="true">
        <ProductSummary product={product} status={unavailableStatus(product)} />
        <p className="shop-reorder__note">{REORDER_TEXTS.noReplacement}</p>
      </li>
    );
  }
  return (
    <li className="shop-reorder__panel" data-kind="replaceable" data-replaced={replace}>
      <ProductSummary product={product} status={unavailableStatus(product)} />
      <fieldset className="shop-reorder__choice" disabled={disabled}>
        <legend className="shop-visually-hidden">{`${REORDER_TEXTS.itemsToReplace}: ${product.name}`}</legend>
        <label className="shop-reorder__option">
          <input type="radio" name={name} checked={replace} onChange={() => onChoose(index, true)} />
          <span>
            {REORDER_TEXTS.replaceWith} {alternative.name}
          </span>
        </label>
        <div className="shop-reorder__alternative">
          <ProductSummary product={alternative} named={false} />
        </div>
        <label className="shop-reorder__option">
          <input type="radio" name={name} checked={!replace} onChange={() => onChoose(index, false)} />
          <span>{REORDER_TEXTS.noThanks}</span>
        </label>
      </fieldset>
    </li>
  );
}

/**
 * The reorder page: 'Items to Replace' (a panel per unavailable product: its alternative and 'No
 * Thanks', or shown disabled without one), the products reordered as they are, the previous order
 * total, the new order subtotal and Continue.
 */
export function ReorderPageView(props: ReorderPageViewProps) {
  const { state, orderNumber, products, choices, adding, error } = props;
  const replaceHeading = useId();
  const reorderHeading = useId();
  const unavailable = products
    .map((product, index) => ({ product, index }))
    .filter(({ product }) => !isAvailable(product));
  const available = products.filter((product) => reorderLineKind(product) === 'available');
  return (
    <section
      className="shop-reorder"
      part="page"
      data-state={state}
      aria-busy={state === 'loading' || adding}
    >
      <h2 className="shop-reorder__heading">{orderHeading(orderNumber)}</h2>
      {state === 'loading' ? <LoadingCircle label={REORDER_TEXTS.loading} /> : null}
      {state === 'missing' ? (
        // A page set up without an order: said as it loads, not announced as a failure.
        <p className="shop-reorder__problem">{REORDER_TEXTS.missingOrder}</p>
      ) : null}
      {state === 'failed' ? (
        <div className="shop-reorder__problem" role="alert">
          <p>{REORDER_TEXTS.loadFailed}</p>
          <button type="button" className="shop-reorder__secondary" onClick={props.onRetry}>
            {REORDER_TEXTS.tryAgain}
          </button>
        </div>
      ) : null}
      {state === 'empty' ? <p className="shop-reorder__note">{REORDER_TEXTS.empty}</p> : null}
      {state === 'ready' ? (
        <>
          {unavailable.length > 0 ? (
            <section aria-labelledby={replaceHeading}>
              <h3 id={replaceHeading}>{REORDER_TEXTS.itemsToReplace}</h3>
              <ul className="shop-reorder__list">
                {unavailable.map(({ product, index }) => (
                  <ReplacePanel
                    key={`${index}-${product.webSku}`}
                    product={product}
                    index={index}
                    replace={choices[index] !== false}
                    disabled={adding}
                    onChoose={props.onChoose}
                  />
                ))}
              </ul>
            </section>
          ) : null}
          {available.length > 0 ? (
            <section aria-labelledby={reorderHeading}>
              <h3 id={reorderHeading}>{REORDER_TEXTS.itemsToReorder}</h3>
              <ul className="shop-reorder__list">
                {available.map((product) => (
                  <li key={product.webSku} className="shop-reorder__panel" data-kind="available">
                    <ProductSummary product={product} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <dl className="shop-reorder__totals">
            <div>
              <dt>{REORDER_TEXTS.previousOrderTotal}</dt>
              <dd>{formatPrice(props.previousOrderTotal)}</dd>
            </div>
            <div>
              <dt>{REORDER_TEXTS.newOrderSubtotal}</dt>
              <dd aria-live="polite" data-total="new">
                {formatPrice(props.newOrderSubtotal)}
              </dd>
            </div>
          </dl>
          {!props.canContinue ? <p className="shop-reorder__note">{REORDER_TEXTS.nothingChosen}</p> : null}
          {error ? (
            <p className="shop-reorder__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="shop-reorder__actions">
            <button
              type="button"
              className="shop-reorder__continue"
              part="continue"
              aria-disabled={!props.canContinue || adding}
              onClick={props.onContinue}
            >
              {REORDER_TEXTS.continue}
            </button>
            {adding ? <LoadingCircle label={REORDER_TEXTS.adding} size={24} /> : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
