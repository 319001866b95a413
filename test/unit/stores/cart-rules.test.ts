import {
  cartTotals,
  casePackUpgrade,
  dealerView,
  isAwaitingStock,
  isCheckoutPath,
  isInStock,
  lineTotal,
  showsStockQuantity,
  stockQuantityText,
} from '../../../src/elements/storefront/cart/cart-rules';

describe('cart totals (storefront §3)', () => {
  it('dealer total = sum of (price + option price) x quantity; retail total with retailPrice', () => {
    const totals = cartTotals([
      { price: 164.93, retailPrice: 274.87, quantity: 2, option: null },
      { price: 104.96, retailPrice: 174.94, quantity: 3, option: { price: 24.95 } },
    ]);
    // 164.93 x 2 + (104.96 + 24.95) x 3 and 274.87 x 2 + (174.94 + 24.95) x 3
    expect(totals).toEqual({ cartTotal: 719.59, retailCartTotal: 1149.41 });
  });

  it('adds no float drift and totals an empty cart to 0', () => {
    expect(cartTotals([{ price: 0.1, retailPrice: 0.2, quantity: 3 }])).toEqual({
      cartTotal: 0.3,
      retailCartTotal: 0.6,
    });
    expect(cartTotals([])).toEqual({ cartTotal: 0, retailCartTotal: 0 });
  });

  it('prices one line with its option', () => {
    expect(lineTotal(139.95, { price: 24.95 }, 2)).toBe(329.8);
    expect(lineTotal(19.99, null, 1)).toBe(19.99);
  });
});

describe('dealer view (storefront §4)', () => {
  it('a shopper sees one subtotal and CHECKOUT', () => {
    expect(dealerView(0, false)).toEqual({ showDealerPrices: false, checkoutAsDealer: false });
    expect(dealerView(0, true)).toEqual({ showDealerPrices: false, checkoutAsDealer: false });
  });

  it('a dealer not viewing as customer sees dealer and retail prices and checks out as dealer', () => {
    expect(dealerView(4711, false)).toEqual({ showDealerPrices: true, checkoutAsDealer: true });
  });

  it('a dealer viewing as customer sees customer prices and still checks out as dealer', () => {
    expect(dealerView(4711, true)).toEqual({ showDealerPrices: false, checkoutAsDealer: true });
  });
});

describe('stock (storefront §9)', () => {
  const off = { showStockQuantity: false, threshold: 0 };

  it('a sku is in stock when its quantity is above 0', () => {
    expect(isInStock(1)).toBe(true);
    expect(isInStock(0)).toBe(false);
    expect(isInStock(null)).toBe(false);
  });

  it('shows the quantity when the show flag is on, or at or below the threshold, and only above 0', () => {
    expect(showsStockQuantity(312, { showStockQuantity: true, threshold: 0 })).toBe(true);
    expect(showsStockQuantity(312, off)).toBe(false);
    expect(showsStockQuantity(10, { showStockQuantity: false, threshold: 10 })).toBe(true);
    expect(showsStockQuantity(11, { showStockQuantity: false, threshold: 10 })).toBe(false);
    expect(showsStockQuantity(0, { showStockQuantity: true, threshold: 10 })).toBe(false);
    expect(stockQuantityText(7)).toBe('7 In Stock');
  });

  it('ready-to-ship statuses are not awaiting stock, whatever the quantity', () => {
    expect(isAwaitingStock(0, 'Ready for direct ship')).toBe(false);
    expect(isAwaitingStock(0, 'Ready to ship')).toBe(false);
    expect(isAwaitingStock(0, 'Awaiting stock')).toBe(true);
    expect(isAwaitingStock(0, null)).toBe(true);
    expect(isAwaitingStock(5, 'Awaiting stock')).toBe(false);
  });
});

describe('case-pack upgrade (storefront §5)', () => {
  it('is offered only when installerId is above 0 and the case holds more than the quantity', () => {
    expect(casePackUpgrade(4711, 12, 2)).toBe(12);
    expect(casePackUpgrade(4711, 12, 12)).toBeNull();
    expect(casePackUpgrade(4711, 12, 13)).toBeNull();
    expect(casePackUpgrade(0, 12, 2)).toBeNull();
    expect(casePackUpgrade(4711, null, 2)).toBeNull();
  });
});

describe('checkout mode', () => {
  it('is on for paths starting with /checkout', () => {
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/checkout/shipping')).toBe(true);
    expect(isCheckoutPath('/Checkout/payment')).toBe(true);
    expect(isCheckoutPath('/cart')).toBe(false);
    expect(isCheckoutPath('/p-checkout.html')).toBe(false);
  });
});
