import { useId, useRef, useState } from 'react';
import {
  type OptInProduct,
  SAME_DAY_ORDERS_MONTH_CHOICES,
  SAME_DAY_STOCK_LABELS,
  SAME_DAY_STOCK_STATUSES,
  type SameDayStockStatus,
} from '../../../../api/dealer-same-day-pickup';
import { LoadingCircle } from '../../../../ui/loading/loading';
import { formatRequestDate } from '../../dealer-install-requests-selector-element/install-request-list';
import { LoadFailed } from './load-failed';
import type { SameDayModel } from './use-same-day';

export const SAME_DAY_NOT_APPROVED_TEXT =
  'Your shop is not approved for same-day pickup yet. Once it is, you choose here which products shoppers can pick up the same day.';
export const OPT_IN_PRODUCTS_ERROR_TEXT = 'We could not load your same-day pickup products.';
export const OPT_IN_PRODUCTS_EMPTY_TEXT =
  'No product is offered for same-day pickup yet. Add one by part number or from your orders.';
export const ORDERS_ERROR_TEXT = 'We could not load the products of your orders.';
export const PICKUP_TIMES_ERROR_TEXT = 'We could not load your pickup times.';

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** '2026-11-25' → 'Wed, Nov 25' (read as a local calendar date, never shifted by time zones). */
export function formatPickupDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return dayFormat.format(new Date(year, month - 1, day));
}

/** '07:30' → '7:30 AM' */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

interface AddDraft {
  sku: string;
  status: SameDayStockStatus;
}
const EMPTY_DRAFT: AddDraft = { sku: '', status: 'InStock' };

/**
 * "Part number to offer for same-day pickup" with its "Starting stock status": sent as one product body. What was
 * typed and chosen stays on a refusal or failure; an offered product empties the form unless it was edited meanwhile.
 */
function AddForm({ model, id }: { model: SameDayModel; id: string }) {
  const [draft, setDraft] = useState<AddDraft>(EMPTY_DRAFT);
  const skuRef = useRef<HTMLInputElement>(null);
  return (
    <form
      className="shop-dealer__add"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (model.adding) return;
        const sent = draft;
        // A refused or failed add puts the focus on the field its error is tied to.
        void model
          .add(sent.sku, sent.status)
          .then((added) =>
            added
              ? setDraft((current) => (current === sent ? EMPTY_DRAFT : current))
              : skuRef.current?.focus(),
          );
      }}
    >
      <div className="shop-dealer__inline shop-dealer__add-row">
        <div className="shop-dealer__field">
          <label htmlFor={`${id}-sku`}>Part number to offer for same-day pickup</label>
          <input
            id={`${id}-sku`}
            ref={skuRef}
            value={draft.sku}
            autoComplete="off"
            aria-invalid={model.addError !== '' || undefined}
            aria-describedby={model.addError ? `${id}-sku-error` : undefined}
            onChange={(event) => {
              const sku = event.target.value;
              setDraft((current) => ({ ...current, sku }));
            }}
          />
        </div>
        <div className="shop-dealer__field">
          <label htmlFor={`${id}-stock`}>Starting stock status</label>
          <select
            id={`${id}-stock`}
            value={draft.status}
            onChange={(event) => {
              const status = event.target.value as SameDayStockStatus;
              setDraft((current) => ({ ...current, status }));
            }}
          >
            {SAME_DAY_STOCK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SAME_DAY_STOCK_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="shop-dealer__button" aria-disabled={model.adding || undefined}>
          Add product
        </button>
      </div>
      {model.addError && (
        <p id={`${id}-sku-error`} className="shop-dealer__error">
          {model.addError}
        </p>
      )}
    </form>
  );
}

const STOCK_ORDER: Record<SameDayStockStatus, number> = { OutOfStock: 0, LowStock: 1, InStock: 2 };

/** Same-day pickup opt-in products: the ones offered (stock to fix first), add one, pickup times. */
export function SameDaySection(model: SameDayModel) {
  const id = useId();
  const { products, orders } = model;
  // What needs action first: out of stock, then low, then in stock; by part number within.
  const sorted = [...products.data].sort(
    (a, b) => STOCK_ORDER[a.stockStatus] - STOCK_ORDER[b.stockStatus] || a.webSku.localeCompare(b.webSku),
  );
  return (
    <section className="shop-dealer__section" aria-labelledby={`${id}-title`} data-section="same-day">
      <h2 id={`${id}-title`}>Same-day pickup products</h2>
      <p className="shop-dealer__announcement" role="status">
        {model.announcement}
      </p>
      <PickupTimesLine model={model} />
      {products.status === 'loading' && <LoadingCircle label="Loading same-day pickup products" />}
      {products.status === 'error' && (
        <LoadFailed text={OPT_IN_PRODUCTS_ERROR_TEXT} onRetry={products.reload} />
      )}
      {products.status === 'ready' &&
        (sorted.length === 0 ? (
          <p className="shop-dealer__message">{OPT_IN_PRODUCTS_EMPTY_TEXT}</p>
        ) : (
          <div className="shop-dealer__scroll">
            <table className="shop-dealer__table">
              <caption className="shop-visually-hidden">Products offered for same-day pickup</caption>
              <thead>
                <tr>
                  <th scope="col">Part</th>
                  <th scope="col">Product</th>
                  <th scope="col">Stock status</th>
                  <th scope="col">Offered since</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {sorted.map((product) => (
                  <OptInRow key={product.webSku} product={product} model={model} />
                ))}
              </tbody>
            </table>
          </div>
        ))}
      <AddForm model={model} id={id} />
      {orders && <OrdersTable model={model} headingId={`${id}-orders`} />}
    </section>
  );
}

function PickupTimesLine({ model }: { model: SameDayModel }) {
  const { pickupTimes } = model;
  if (pickupTimes.status === 'loading') return <p className="shop-dealer__muted">Loading pickup times…</p>;
  if (pickupTimes.status === 'error')
    return (
      <p className="shop-dealer__muted">
        {PICKUP_TIMES_ERROR_TEXT}{' '}
        <button type="button" className="shop-dealer__link-button" onClick={pickupTimes.reload}>
          Try again
        </button>
      </p>
    );
  return (
    <p>
      <span className="shop-dealer__strong">Pickup times: </span>
      {pickupTimes.data.length === 0
        ? 'none in the next days'
        : pickupTimes.data
            .map((time) => `${formatPickupDay(time.date)} ${formatClock(time.from)}–${formatClock(time.to)}`)
            .join('; ')}
    </p>
  );
}

function OptInRow({ product, model }: { product: OptInProduct; model: SameDayModel }) {
  const busy = model.pending.includes(product.webSku);
  return (
    <tr data-stock={product.stockStatus}>
      <th scope="row">{product.webSku}</th>
      <td>{product.name || '—'}</td>
      <td>
        <select
          aria-label={`Stock status of ${product.webSku}`}
          value={product.stockStatus}
          aria-disabled={busy || undefined}
          onChange={(event) => {
            if (!busy) void model.setStock(product, event.target.value as SameDayStockStatus);
          }}
        >
          {SAME_DAY_STOCK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {SAME_DAY_STOCK_LABELS[status]}
            </option>
          ))}
        </select>
      </td>
      <td>{product.addedOn ? formatRequestDate(product.addedOn) : '—'}</td>
      <td>
        <button
          type="button"
          className="shop-dealer__button"
          disabled={busy}
          aria-label={`Remove ${product.webSku} from same-day pickup`}
          onClick={() => void model.remove(product)}
        >
          Remove
        </button>
      </td>
    </tr>
  );
}

function OfferAll({ model, rows }: { model: SameDayModel; rows: readonly { isOptedIn?: boolean | null }[] }) {
  const count = rows.filter((row) => !row.isOptedIn).length;
  if (count === 0) return null;
  const busy = model.pending.length > 0;
  return (
    <button
      type="button"
      className="shop-dealer__button"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) void model.addAll();
      }}
    >
      {count === 1 ? 'Offer the 1 product not offered yet' : `Offer all ${count} products not offered yet`}
    </button>
  );
}

function OrdersTable({ model, headingId }: { model: SameDayModel; headingId: string }) {
  const orders = model.orders;
  if (!orders) return null;
  return (
    <div className="shop-dealer__orders">
      <h3 id={headingId}>Products from your orders</h3>
      <label className="shop-dealer__inline">
        <span>Ordered in the last</span>
        <select value={model.months} onChange={(event) => model.setMonths(Number(event.target.value))}>
          {SAME_DAY_ORDERS_MONTH_CHOICES.map((months) => (
            <option key={months} value={months}>
              {months === 1 ? '1 month' : `${months} months`}
            </option>
          ))}
        </select>
      </label>
      {orders.status === 'ready' && <OfferAll model={model} rows={orders.data} />}
      {orders.status === 'loading' && <LoadingCircle label="Loading the products of your orders" />}
      {orders.status === 'error' && <LoadFailed text={ORDERS_ERROR_TEXT} onRetry={orders.reload} />}
      {orders.status === 'ready' &&
        (orders.data.length === 0 ? (
          <p className="shop-dealer__message">You ordered no products in this period.</p>
        ) : (
          <div className="shop-dealer__scroll">
            <table className="shop-dealer__table">
              <thead>
                <tr>
                  <th scope="col">Part</th>
                  <th scope="col">Product</th>
                  <th scope="col">Units ordered</th>
                  <th scope="col">Last ordered</th>
                  <th scope="col">Same-day pickup</th>
                </tr>
              </thead>
              <tbody>
                {orders.data.map((row) => (
                  <tr key={row.webSku}>
                    <th scope="row">{row.webSku}</th>
                    <td>{row.name || '—'}</td>
                    <td className="shop-dealer__number">{row.quantityOrdered}</td>
                    <td>{row.lastOrderedOn ? formatRequestDate(row.lastOrderedOn) : '—'}</td>
                    <td>
                      {row.isOptedIn ? (
                        'Offered'
                      ) : (
                        <button
                          type="button"
                          className="shop-dealer__button"
                          disabled={model.pending.includes(row.webSku)}
                          aria-label={`Offer ${row.webSku} for same-day pickup`}
                          onClick={() => void model.offer(row.webSku)}
                        >
                          Offer
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}
