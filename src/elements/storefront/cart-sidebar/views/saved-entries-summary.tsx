import { itemsLabel } from '../../../../core/format';

export interface EntrySummary {
  webSku: string;
  quantity: number;
  /** The product's name when the page knows it (from the cart). */
  name: string | null;
}

/** How many of the saved products are listed before "and n more". */
export const SUMMARY_VISIBLE = 3;

/** What is about to be saved: the first products by name (or part number), then a count of the rest. */
export function SavedEntriesSummary({
  entries,
  orderNumber,
}: {
  entries: EntrySummary[];
  orderNumber: string | null;
}) {
  const units = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  const rest = entries.length - SUMMARY_VISIBLE;
  return (
    <div className="shop-cart-sidebar__saving">
      <p className="shop-cart-sidebar__saving-title">
        {orderNumber ? `Saving order ${orderNumber}: ` : 'Saving '}
        {units} {itemsLabel(units)}
      </p>
      <ul className="shop-cart-sidebar__saving-list">
        {entries.slice(0, SUMMARY_VISIBLE).map((entry) => (
          <li key={entry.webSku}>
            {entry.name ?? `Part ${entry.webSku}`}
            <span className="shop-cart-sidebar__muted"> × {entry.quantity}</span>
          </li>
        ))}
        {rest > 0 && <li className="shop-cart-sidebar__muted">and {rest} more</li>}
      </ul>
    </div>
  );
}
