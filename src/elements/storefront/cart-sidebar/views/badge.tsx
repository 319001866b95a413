/**
 * A small pill. Screen readers hear `label` after a comma ("Shop Stock, default list"); the pill
 * itself is only seen.
 */
export function Badge({ text, label }: { text: string; label: string }) {
  return (
    <>
      <span className="shop-visually-hidden">{`, ${label}`}</span>
      <span className="shop-cart-sidebar__badge" aria-hidden="true">
        {text}
      </span>
    </>
  );
}
