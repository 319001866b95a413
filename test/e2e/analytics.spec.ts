import type { Page } from '@playwright/test';
import { FEATURE_TOGGLES } from '../../src/core/toggles';
import { expect, test } from './fixtures';

/**
 * The host page's dataLayer hears the shop's ecommerce moments in the GA4 shape (docs/analytics.md),
 * while the tag-manager toggle is on; nothing is pushed while it is off.
 */
const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; ecommerce?: unknown }[] }).dataLayer ?? []).filter(
      (entry) => entry.event !== undefined,
    ),
  );

test('add to cart and a confirmed order reach the page’s dataLayer', async ({ page, shop }) => {
  await shop.toggle(FEATURE_TOGGLES.analyticsTagManager, true);
  await page.goto('/p-C13130.html');
  const buyBox = page.locator('section[aria-label="Product"] add-to-cart');
  await buyBox.getByRole('button', { name: 'Add to Cart' }).click();
  await expect
    .poll(() => dataLayerEvents(page))
    .toContainEqual({
      event: 'add_to_cart',
      ecommerce: expect.objectContaining({
        currency: 'USD',
        items: [expect.objectContaining({ item_id: 'C13130', quantity: 1 })],
      }),
    });

  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('shop:order-completed', {
        detail: {
          id: 'W100200',
          affiliation: 'Web',
          revenue: 199.99,
          tax: 12,
          shipping: 0,
          coupon: '',
          paymentType: 'PayPal',
          products: [{ id: 'C13130', quantity: 1, name: 'Hitch', price: 199.99 }],
        },
      }),
    ),
  );
  await expect
    .poll(() => dataLayerEvents(page))
    .toContainEqual({
      event: 'purchase',
      ecommerce: expect.objectContaining({
        transaction_id: 'W100200',
        value: 199.99,
        payment_type: 'PayPal',
      }),
    });
});

test('nothing reaches the dataLayer while the tag-manager toggle is off', async ({ page, shop }) => {
  void shop;
  await page.goto('/p-C13130.html');
  const reported: string[] = [];
  await page.exposeFunction('noteReported', (event: string) => reported.push(event));
  await page.evaluate(() =>
    window.addEventListener('shop:analytics-reported', (event) =>
      (window as unknown as { noteReported: (name: string) => void }).noteReported(
        (event as CustomEvent<{ event: string }>).detail.event,
      ),
    ),
  );
  await page
    .locator('section[aria-label="Product"] add-to-cart')
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  // The moment is on the bus; the page's tag manager is not given it.
  await expect.poll(() => reported).toEqual(['add_to_cart']);
  expect(await dataLayerEvents(page)).toEqual([]);
});
