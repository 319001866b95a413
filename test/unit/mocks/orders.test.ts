import {
  fetchReorderProducts,
  fetchWebOrderItems,
  ORDERS_PATHS,
  reorderOrderSchema,
  validateOrderAction,
} from '../../../src/api/orders';
import { seedFakeShop } from '../../../src/mocks/controls';
import { createOrdersSeed } from '../../../src/mocks/data/orders';
import { state } from '../../../src/mocks/state';
import { shopFetch } from './shop-fetch';

describe('fake shop: /api/orders', () => {
  it('answers the reorder products of an order with today’s prices, stock and alternatives', async () => {
    const order = await fetchReorderProducts('100245', '310245');
    expect(order.orderNumber).toBe('W100245');
    expect(order.orderTotal).toBe(770.35);
    expect(
      order.reorderProducts.map((product) => [
        product.webSku,
        product.quantity,
        product.price,
        product.active,
        product.inStock,
        product.inStockAlternative?.webSku ?? null,
        product.useInStockAlternative,
      ]),
    ).toEqual([
      ['C13130', 1, 219.9, true, true, null, false],
      ['TS32', 2, 27.42, true, true, null, false],
      ['GH-523', 1, 329.95, true, false, 'BWTS10048', true],
      ['LS-SC-3', 1, 84.99, true, false, 'CAM39761', true],
      ['RP7055', 1, 21.96, true, false, null, false],
    ]);
  });

  it('follows the shop: a product that runs out becomes unavailable, an alternative that runs out is dropped', async () => {
    const products = state.products.map((product) =>
      product.webSku === 'TS32' || product.webSku === 'BWTS10048'
        ? { ...product, stockQuantity: 0 }
        : product,
    );
    seedFakeShop({ products });
    const order = await fetchReorderProducts('100245', '310245');
    const bySku = Object.fromEntries(order.reorderProducts.map((product) => [product.webSku, product]));
    expect(bySku.TS32?.inStock).toBe(false);
    expect(bySku['GH-523']?.inStockAlternative).toBeNull();
  });

  it('gives dealer prices to the dealer', async () => {
    seedFakeShop({ role: 'dealer' });
    const order = await fetchReorderProducts('100245', '310245');
    const dealerPrice = state.products.find((product) => product.webSku === 'C13130')?.dealerPrice;
    expect(order.reorderProducts[0]?.price).toBe(dealerPrice);
  });

  it('marks products no longer sold as not active', async () => {
    const order = await fetchReorderProducts('100377', '310377');
    expect(order.reorderProducts[0]).toMatchObject({ webSku: 'PM-V840', active: false, inStock: true });
    expect(order.reorderProducts[0]?.inStockAlternative?.webSku).toBe('TLL90RK');
  });

  it('answers 404 for an unknown order (order id and invoice number must both match)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await shopFetch(ORDERS_PATHS.reorderProducts('100245', '310312'));
    expect(response.status).toBe(404);
  });

  it('answers the lines of an order by its number', async () => {
    expect(await fetchWebOrderItems('W100312')).toEqual([
      { webSku: 'C45036', quantity: 1, name: expect.stringContaining('Curt Class III Ball Mount') },
      { webSku: 'PK12704', quantity: 2, name: expect.stringContaining('Pollak') },
      { webSku: 'CAM44505', quantity: 1, name: expect.stringContaining('Camco FasTen') },
    ]);
    const response = await shopFetch(`${ORDERS_PATHS.webOrderItems}?ordernumber=W1`);
    expect(response.status).toBe(404);
  });

  it('validates order actions: known orders pass, a refusal and an unknown order do not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      validateOrderAction({ orderId: '100245', invoiceNumber: '310245', action: 'reorder' }),
    ).resolves.toBeUndefined();
    await expect(
      validateOrderAction({ orderId: '1', invoiceNumber: '2', action: 'reorder' }),
    ).rejects.toThrow('Order Modify Validation Exception');
    const seed = createOrdersSeed();
    (seed.orders[1] as (typeof seed.orders)[number]).actionRefusal = 'On hold';
    seedFakeShop({ orders: seed });
    await expect(
      validateOrderAction({ orderId: '100312', invoiceNumber: '310312', action: 'reorder' }),
    ).rejects.toThrow('Order Modify Validation Exception');
  });

  it('refuses a malformed validation body with 400', async () => {
    const response = await shopFetch(ORDERS_PATHS.orderActionValidation, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: '100245' }),
    });
    expect(response.status).toBe(400);
  });

  it('its answers parse with the library schema (the contract)', async () => {
    const response = await shopFetch(ORDERS_PATHS.reorderProducts('100312', '310312'));
    expect(reorderOrderSchema.safeParse(await response.json()).success).toBe(true);
  });
});
