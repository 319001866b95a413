import type { ReorderAlternative, ReorderProduct } from '../../../api/orders';

/**
 * The reorder rules (storefront §4 "Reorder item"): a product is available when it is active and in
 * stock; an unavailable one with an alternative is replaced by default ('No Thanks' keeps it out);
 * an unavailable one without an alternative is shown disabled and not reordered.
 */
export type ReorderLineKind = 'available' | 'replaceable' | 'unavailable';

export function isAvailable(product: { active: boolean; inStock: boolean }): boolean {
  return product.active && product.inStock;
}

/** The alternative a shopper can take instead: only one that is itself active and in stock. */
export function usableAlternative(product: ReorderProduct): ReorderAlternative | null {
  const alternative = product.inStockAlternative;
  return alternative && isAvailable(alternative) ? alternative : null;
}

export function reorderLineKind(product: ReorderProduct): ReorderLineKind {
  if (isAvailable(product)) return 'available';
  return usableAlternative(product) ? 'replaceable' : 'unavailable';
}

/** Whether each replaceable product (by its index in the order) is replaced: true unless declined. */
export type ReplacementChoices = Readonly<Record<number, boolean>>;

/** The starting choices: every replaceable product is replaced (the spec's default). */
export function defaultReplacementChoices(products: readonly ReorderProduct[]): ReplacementChoices {
  const choices: Record<number, boolean> = {};
  products.forEach((product, index) => {
    if (reorderLineKind(product) === 'replaceable') choices[index] = true;
  });
  return choices;
}

export interface ChosenLine {
  webSku: string;
  name: string;
  quantity: number;
  /** Today's unit price. */
  price: number;
}

/**
 * What Continue puts in the cart: the available products and the alternatives not declined, in the
 * order's order; the same sku twice (an alternative that is also in the order) becomes one line.
 */
export function chosenLines(products: readonly ReorderProduct[], choices: ReplacementChoices): ChosenLine[] {
  const lines: ChosenLine[] = [];
  products.forEach((product, index) => {
    const kind = reorderLineKind(product);
    const source: ReorderProduct | ReorderAlternative | null =
      kind === 'available'
        ? product
        : kind === 'replaceable' && choices[index] !== false
          ? usableAlternative(product)
          : null;
    if (!source) return;
    const same = lines.find((line) => line.webSku.toLowerCase() === source.webSku.toLowerCase());
    if (same) same.quantity += source.quantity;
    else
      lines.push({
        webSku: source.webSku,
        name: source.name,
        quantity: source.quantity,
        price: source.price,
      });
  });
  return lines;
}

/** The new order subtotal: today's price times quantity of every chosen line, to the cent. */
export function newOrderSubtotal(lines: readonly ChosenLine[]): number {
  const cents = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
  return cents / 100;
}
