import type { ReorderAlternative, ReorderProduct } from '../../../../src/api/orders';
import {
  chosenLines,
  defaultReplacementChoices,
  newOrderSubtotal,
  reorderLineKind,
} from '../../../../src/elements/storefront/reorder-page/reorder-rules';

function product(webSku: string, overrides: Partial<ReorderProduct> = {}): ReorderProduct {
  return {
    webSku,
    name: webSku,
    quantity: 1,
    price: 10,
    inStock: true,
    active: true,
    thumbnailURL: '',
    productURL: '',
    inStockAlternative: null,
    useInStockAlternative: false,
    ...overrides,
  };
}
function alternative(webSku: string, overrides: Partial<ReorderAlternative> = {}): ReorderAlternative {
  const { inStockAlternative: _none, ...fields } = product(webSku);
  return { ...fields, ...overrides };
}

describe('reorder rules (storefront §4 "Reorder item")', () => {
  it('available = active and in stock; otherwise replaceable with a usable alternative, else unavailable', () => {
    expect(reorderLineKind(product('A'))).toBe('available');
    expect(reorderLineKind(product('A', { inStock: false }))).toBe('unavailable');
    expect(reorderLineKind(product('A', { active: false }))).toBe('unavailable');
    expect(reorderLineKind(product('A', { inStock: false, inStockAlternative: alternative('B') }))).toBe(
      'replaceable',
    );
    // An alternative that cannot be bought either is no alternative.
    expect(
      reorderLineKind(
        product('A', { active: false, inStockAlternative: alternative('B', { inStock: false }) }),
      ),
    ).toBe('unavailable');
  });

  it('replaced by default; No Thanks (false) leaves it out; unavailable items never go in', () => {
    const products = [
      product('A', { quantity: 2, price: 5.5 }),
      product('B', { inStock: false, inStockAlternative: alternative('B2', { quantity: 3, price: 1.1 }) }),
      product('C', { inStock: false }),
    ];
    const choices = defaultReplacementChoices(products);
    expect(choices).toEqual({ 1: true });
    expect(chosenLines(products, choices).map((line) => [line.webSku, line.quantity])).toEqual([
      ['A', 2],
      ['B2', 3],
    ]);
    expect(newOrderSubtotal(chosenLines(products, choices))).toBe(14.3);
    expect(chosenLines(products, { 1: false }).map((line) => line.webSku)).toEqual(['A']);
  });

  it('merges an alternative that is also in the order into one line', () => {
    const products = [
      product('A'),
      product('B', { inStock: false, inStockAlternative: alternative('a', { quantity: 2 }) }),
    ];
    expect(chosenLines(products, defaultReplacementChoices(products))).toEqual([
      { webSku: 'A', name: 'A', quantity: 3, price: 10 },
    ]);
  });

  it('adds in cents (no floating-point drift)', () => {
    const lines = [
      { webSku: 'A', name: 'A', quantity: 3, price: 0.1 },
      { webSku: 'B', name: 'B', quantity: 1, price: 0.2 },
    ];
    expect(newOrderSubtotal(lines)).toBe(0.5);
  });
});
