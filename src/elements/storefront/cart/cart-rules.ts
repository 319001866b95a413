/**
 * The cart's rules as pure functions (storefront §3 totals, §4 dealer view, §5 case pack, §9 stock),
 * shared by the cart view, the checkout panel and anyone else who needs them.
 */

/** What the totals need of a line. */
export interface PricedLine {
  price: number;
  retailPrice: number;
  quantity: number;
  option?: { price: number } | null;
}

export interface CartTotals {
  /** Sum of (price + option price) x quantity: the dealer total for dealers, the subtotal for shoppers. */
  cartTotal: number;
  /** Sum of (retailPrice + option price) x quantity. */
  retailCartTotal: number;
}

function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Spec storefront §3 "Cart totals", summed in whole cents so no float drift reaches the screen. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let cartCents = 0;
  let retailCents = 0;
  for (const line of lines) {
    const option = line.option?.price ?? 0;
    cartCents += toCents(line.price + option) * line.quantity;
    retailCents += toCents(line.retailPrice + option) * line.quantity;
  }
  return { cartTotal: cartCents / 100, retailCartTotal: retailCents / 100 };
}

/** One line's price: (unit price + option price) x quantity. */
export function lineTotal(unitPrice: number, option: { price: number } | null | undefined, quantity: number) {
  return (toCents(unitPrice + (option?.price ?? 0)) * quantity) / 100;
}

export interface DealerView {
  /** Dealer id above 0 and not viewing as customer: dealer and retail prices. */
  showDealerPrices: boolean;
  /** Any dealer (id above 0), also while viewing as customer: the button reads 'CHECKOUT AS DEALER'. */
  checkoutAsDealer: boolean;
}

/**
 * Storefront §4 "Dealer view": dealer id above 0 and not viewing as customer shows dealer and retail
 * prices; dealer id above 0 while viewing as customer shows checkout as dealer. §2 "Checkout panel"
 * gives dealers 'CHECKOUT AS DEALER' too, so every dealer checks out as dealer; only the prices
 * depend on view-as-customer (a dealer viewing as customer sees the one 'Subtotal' a shopper sees).
 */
export function dealerView(dealerInstallerId: number, viewAsCustomer: boolean): DealerView {
  const dealer = dealerInstallerId > 0;
  return { showDealerPrices: dealer && !viewAsCustomer, checkoutAsDealer: dealer };
}

/** Spec storefront §9 stock rules; `threshold` is 0 when it was not fetched. */
export interface StockSettings {
  showStockQuantity: boolean;
  threshold: number;
}

/** Spec storefront §2 "Ready-to-ship statuses ('Ready for direct ship', 'Ready to ship') are not awaiting stock". */
export const READY_TO_SHIP_STATUSES = ['Ready for direct ship', 'Ready to ship'] as const;

export function isReadyToShipStatus(status: string | null | undefined): boolean {
  const normalized = status?.trim().toLowerCase() ?? '';
  return READY_TO_SHIP_STATUSES.some((ready) => ready.toLowerCase() === normalized);
}

/** A sku is in stock when its quantity is above 0. */
export function isInStock(stockQuantity: number | null | undefined): boolean {
  return (stockQuantity ?? 0) > 0;
}

/** Not in stock and not in a ready-to-ship status. */
export function isAwaitingStock(stockQuantity: number | null | undefined, status: string | null | undefined) {
  return !isInStock(stockQuantity) && !isReadyToShipStatus(status);
}

/**
 * Whether a line shows '{n} In Stock': the quantity is above 0, and the show flag is on or the
 * quantity is at or below the threshold.
 */
export function showsStockQuantity(
  stockQuantity: number | null | undefined,
  settings: StockSettings,
): boolean {
  if (!isInStock(stockQuantity)) return false;
  const quantity = stockQuantity ?? 0;
  return settings.showStockQuantity || (settings.threshold > 0 && quantity <= settings.threshold);
}

export function stockQuantityText(stockQuantity: number): string {
  return `${stockQuantity} In Stock`;
}

/**
 * Spec storefront §5: the case-pack upgrade is offered only when installerId is above 0 and
 * quantityInCasePack is greater than the current quantity. Returns the case size to offer, or null.
 */
export function casePackUpgrade(
  installerId: number,
  quantityInCasePack: number | null | undefined,
  quantity: number,
): number | null {
  if (installerId <= 0 || quantityInCasePack == null) return null;
  return quantityInCasePack > quantity ? quantityInCasePack : null;
}

/** A path starting with /checkout puts the cart in checkout mode (main button Update). */
export function isCheckoutPath(pathname: string): boolean {
  return pathname.toLowerCase().startsWith('/checkout');
}
