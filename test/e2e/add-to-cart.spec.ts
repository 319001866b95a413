import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PRODUCT_PAGE = '/p-C13130.html';
const ADD_ITEM = '/api/cart/item';

const buyBox = (page: Page) => page.locator('section[aria-label="Product"] add-to-cart');
const eventLog = (page: Page) => page.locator('#demo-event-log');
const cartLink = (page: Page) => page.locator('header cart-link').getByRole('link');

test.describe('add-to-cart on the product page', () => {
  test('adds the product: the count updates, the host hears it and the side bar opens on the added item', async ({
    page,
    shop,
  }) => {
    await page.goto(PRODUCT_PAGE);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    const box = buyBox(page);
    await box.getByRole('button', { name: 'Increase quantity' }).click();
    await box.getByRole('button', { name: 'Add to Cart' }).click();

    await expect(box.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
    await expect(eventLog(page)).toContainText('shop:item-added {"webSku":"C13130","quantity":2}');
    await expect(eventLog(page)).toContainText('shop:cart-updated {"itemCount":4}');
    await expect(eventLog(page)).toContainText(
      'shop:sidebar-changed {"showSideBar":true,"loadCart":false,"loadInstallRequests":false,"loadAddedToCart":true',
    );
    expect((await shop.requests(ADD_ITEM)).map((call) => call.body)).toEqual([
      { webSku: 'C13130', quantity: 2, attribute: null, flag: true },
    ]);
    const sidebar = page.locator('cart-sidebar').getByRole('dialog', { name: 'Added to Cart' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toContainText('Curt Trailer Hitch Receiver - Custom Fit - Class III - 2"');
  });

  test('an add with attributes asks for the required choice, then sends the selected attributes', async ({
    page,
    shop,
  }) => {
    await page.goto(PRODUCT_PAGE);
    const brakeController = page.locator('add-to-cart[data-websku="90195"]');
    await brakeController.getByRole('button', { name: 'Add to Cart' }).click();
    const adapter = brakeController.getByRole('combobox', { name: /Vehicle wiring adapter/ });
    await expect(
      brakeController.getByText('Please select an option for Vehicle wiring adapter.'),
    ).toBeVisible();
    await expect(adapter).toBeFocused();
    expect(await shop.requests(ADD_ITEM)).toEqual([]);

    await adapter.selectOption('3035-P');
    await expect(brakeController.locator('[part="price"]')).toHaveText('$169.90');
    await brakeController.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(brakeController.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
    expect((await shop.requests(ADD_ITEM)).map((call) => call.body)).toEqual([
      {
        webSku: '90195',
        quantity: 1,
        attribute: JSON.stringify([
          { attributeCode: 'harness', optionCode: '3035-P', data: null, price: 29.95 },
        ]),
        flag: true,
      },
    ]);
  });

  test('adds a whole case pack', async ({ page, shop }) => {
    await page.goto(PRODUCT_PAGE);
    const lock = page.locator('add-to-cart[data-websku="TS32"]');
    await lock.getByRole('button', { name: /Add Case of 6/ }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 8 items');
    expect((await shop.requests(ADD_ITEM)).map((call) => call.body)).toEqual([
      { webSku: 'TS32', quantity: 6, attribute: null, flag: true },
    ]);
  });

  test('adds the bundle of the multi-item view at once', async ({ page, shop }) => {
    await page.goto(PRODUCT_PAGE);
    const bundle = page.locator('add-to-cart[data-view="multi-item-add-btn-product"]').first();
    await bundle.getByRole('button', { name: 'Add 3 Items to Cart' }).click();
    await expect(bundle.getByText('*Items added to cart')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 5 items');
    expect((await shop.requests('/api/cart/items/multiple')).map((call) => call.body)).toEqual([
      { multiProductValue: 'sku=C13130|qty=1&sku=C45036|qty=1&sku=TS32|qty=1', webSku: 'C13130' },
    ]);
  });

  test("shows 'Error adding to cart' when the shop fails the add, and the cart stays as it was", async ({
    page,
    shop,
  }) => {
    await shop.fault({ method: 'POST', path: ADD_ITEM, status: 500 });
    await page.goto(PRODUCT_PAGE);
    const box = buyBox(page);
    await box.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(box.getByRole('alert')).toHaveText('Error adding to cart');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(box.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("a successful add answered with err: 404 is a success, not 'Error adding to cart'", async ({
    page,
    shop,
  }) => {
    await shop.fault({ method: 'POST', path: ADD_ITEM, mergeBody: { err: 404 } });
    await page.goto(PRODUCT_PAGE);
    const box = buyBox(page);
    await box.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(box.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
    await expect(box.getByRole('alert')).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    // One add on the server: nothing retried, nothing added twice.
    expect(await shop.requests(ADD_ITEM)).toHaveLength(1);
    await expect
      .poll(async () =>
        (await shop.requests('/api/logger/warning'))
          .map((entry) => entry.body as { source?: string; details?: { field?: string } })
          .filter((entry) => entry.source === 'schema-drift')
          .map((entry) => entry.details?.field),
      )
      .toEqual(['cartAdd.err']);
  });

  test('a double click adds once', async ({ page, shop }) => {
    await page.goto(PRODUCT_PAGE);
    const box = buyBox(page);
    await box.getByRole('button', { name: 'Add to Cart' }).dblclick();
    await expect(box.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    expect(await shop.requests(ADD_ITEM)).toHaveLength(1);
  });

  test('has no accessibility violations, also at 375 px', async ({ page, shop }) => {
    void shop;
    await page.goto(PRODUCT_PAGE);
    await expect(buyBox(page).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The demo's own event log (page chrome, not a widget) scrolls sideways at this width.
    await page.evaluate(() => document.getElementById('demo-event-log')?.replaceChildren());
    await expectNoAxeViolations(page);
  });
});

test.describe('add-to-cart on the search listing', () => {
  test('disables every other add button while one adds, then enables them again', async ({ page, shop }) => {
    await shop.fault({ method: 'POST', path: ADD_ITEM, latencyMs: 1500 });
    await page.goto('/search');
    const buttons = page.locator('add-to-cart').getByRole('button', { name: 'Add to Cart' });
    await expect(buttons).toHaveCount(48);
    const adding = page.locator('add-to-cart[data-websku="C45036"]');
    await adding.getByRole('button', { name: 'Add to Cart' }).click();

    await expect(adding.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('add-to-cart').locator('button:disabled')).toHaveCount(47);
    await expect(adding.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
    await expect(page.locator('add-to-cart').locator('button:disabled')).toHaveCount(0);
    expect(await shop.requests(ADD_ITEM)).toHaveLength(1);
  });

  test('has no accessibility violations', async ({ page, shop }) => {
    void shop;
    await page.goto('/search');
    await expect(page.locator('add-to-cart').getByRole('button', { name: 'Add to Cart' })).toHaveCount(48);
    await expectNoAxeViolations(page);
  });
});
