import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { AXE_RUN_OPTIONS } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe (WCAG 2.2 AA and best practice) on the cart page element only. At phone width the shared demo
 * footer's event log overflows sideways (a demo-layout matter, reported), so the phone check looks
 * at the cart alone.
 */
async function expectCartWithoutAxeViolations(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (options) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: { id: string }[] }> };
      }
    ).axe;
    const result = await axe.run({ include: [['cart-page']] }, options);
    return result.violations.map((violation) => violation.id);
  }, AXE_RUN_OPTIONS);
  expect(violations).toEqual([]);
}

const cart = (page: Page) => page.locator('cart-page');
const lines = (page: Page) =>
  cart(page).getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
const hitchLine = (page: Page) => lines(page).filter({ hasText: 'Product Code: C13130' });

async function serverCart(page: Page): Promise<{ webSku: string; quantity: number }[]> {
  const response = await page.request.get('/api/cart/details');
  return ((await response.json()) as { items: { webSku: string; quantity: number }[] }).items.map(
    ({ webSku, quantity }) => ({ webSku, quantity }),
  );
}

async function switchRole(page: Page, label: 'Shopper' | 'Dealer installer' | 'Internal staff') {
  await page.getByLabel('Signed in as').selectOption({ label });
  await page.getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByLabel('Signed in as')).toHaveValue(
    { Shopper: 'shopper', 'Dealer installer': 'dealer', 'Internal staff': 'staff' }[label],
  );
}

test.describe('the cart page', () => {
  test('ten quick quantity clicks send exactly one update request, with the final quantity', async ({
    page,
    shop,
  }) => {
    await page.goto('/cart');
    await expect(cart(page).getByRole('heading', { name: 'Cart (2 Items)' })).toBeVisible();
    const increase = hitchLine(page).getByRole('button', { name: 'Increase quantity' });
    await expect(increase).toBeEnabled();
    // Ten clicks 30 ms apart, timed inside the page: a busy test machine cannot stretch the gaps past
    // the 500 ms debounce (each of Playwright's own clicks waits on a round trip to the browser).
    await increase.evaluate(async (button: HTMLElement) => {
      for (let click = 0; click < 10; click += 1) {
        button.click();
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await expect(hitchLine(page).getByRole('textbox')).toHaveValue('11');
    await expect(cart(page).getByRole('heading', { name: 'Cart (12 Items)' })).toBeVisible();
    await expect.poll(async () => (await shop.requests('/api/cart/items/*')).length).toBe(1);
    // Well past another quiet period: still the one request.
    await page.waitForTimeout(900);
    const updates = (await shop.requests('/api/cart/items/*')).filter((entry) => entry.method === 'PUT');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.path).toBe('/api/cart/items/1');
    expect(updates[0]?.body).toMatchObject({ lineID: 1, quantity: 11 });
    expect((await serverCart(page))[0]).toEqual({ webSku: 'C13130', quantity: 11 });
    // Every cart link on the page shows the new count.
    await expect(page.locator('cart-link').getByRole('link')).toHaveAccessibleName('Cart, 12 items');
  });

  test("remove and undo: the line comes back in its place, and on the server through the spec's add call", async ({
    page,
    shop,
  }) => {
    await page.goto('/cart');
    await expect(lines(page)).toHaveCount(2);
    await hitchLine(page)
      .getByRole('button', { name: /^Remove/ })
      .click();
    const strip = cart(page).locator('[part="undo-strip"]');
    await expect(strip).toContainText('The item has been removed.');
    await expect(strip.getByRole('button', { name: /^Undo/ })).toBeFocused();
    await expect(cart(page).getByRole('heading', { name: 'Cart (1 Item)' })).toBeVisible();
    await expect.poll(async () => (await serverCart(page)).map((item) => item.webSku)).toEqual(['90195']);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Enter');
    await expect(strip).toHaveCount(0);
    await expect(lines(page).first()).toContainText('Product Code: C13130');
    await expect(lines(page).nth(1)).toContainText('Product Code: 90195');
    // Re-added with POST /api/cart/item (webSku, quantity, attribute): the server appends it.
    await expect
      .poll(async () => serverCart(page))
      .toEqual([
        { webSku: '90195', quantity: 1 },
        { webSku: 'C13130', quantity: 1 },
      ]);
    const adds = (await shop.requests('/api/cart/item')).filter((entry) => entry.method === 'POST');
    expect(adds.map((entry) => entry.body)).toEqual([
      { webSku: 'C13130', quantity: 1, attribute: null, flag: true },
    ]);
    expect(await shop.requests('/api/cart/restore-item')).toEqual([]);
    // The view keeps it where the shopper saw it, also after a quantity change reloads the cart.
    await expect(cart(page).getByRole('heading', { name: 'Cart (2 Items)' })).toBeVisible();
    await hitchLine(page).getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(async () => (await serverCart(page))[1]).toEqual({ webSku: 'C13130', quantity: 2 });
    await expect(lines(page).first()).toContainText('Product Code: C13130');
    // After a page reload the server's order shows, with both lines.
    await page.reload();
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).nth(1)).toContainText('Product Code: C13130');
  });

  test('internal staff empty the cart (role switcher)', async ({ page, shop }) => {
    void shop;
    await page.goto('/cart');
    await expect(cart(page).getByRole('button', { name: 'Empty Cart' })).toHaveCount(0);
    await switchRole(page, 'Internal staff');
    await cart(page).getByRole('button', { name: 'Empty Cart' }).click();
    await expect(cart(page).getByText('Your cart is currently empty')).toBeVisible();
    await expect(cart(page).getByRole('heading', { name: 'Cart (0 Items)' })).toBeVisible();
    expect(await serverCart(page)).toEqual([]);
    await expect(page.locator('cart-link').getByRole('link')).toHaveAccessibleName('Cart, 0 items');
  });

  test('a dealer viewing as customer is switched out of it and lands on /checkout', async ({
    page,
    shop,
  }) => {
    await shop.role('dealer');
    await page.request.put('/api/installers/view-as-customer/true');
    await page.goto('/cart');
    const panel = cart(page).getByRole('group', { name: 'Order summary' });
    await expect(panel.getByRole('button', { name: 'CHECKOUT AS DEALER' })).toBeVisible();
    await expect(panel).toContainText('Subtotal$384.80');
    await expect(panel).not.toContainText('Retail Subtotal');
    await panel.getByRole('button', { name: 'CHECKOUT AS DEALER' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const switches = await shop.requests('/api/installers/view-as-customer/*');
    expect(switches.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'PUT /api/installers/view-as-customer/true',
      'PUT /api/installers/view-as-customer/false',
    ]);
    expect((await shop.requests('/api/cart/refresh-cart-items')).map((entry) => entry.method)).toEqual([
      'PUT',
    ]);
    const login = await (await page.request.get('/api/installers/login')).json();
    expect(login.installerDetails.viewAsCustomer).toBe(false);
  });

  test('a dealer sees dealer and retail prices and Add All Items to List', async ({ page, shop }) => {
    await shop.role('dealer');
    await page.goto('/cart');
    const panel = cart(page).getByRole('group', { name: 'Order summary' });
    await expect(panel).toContainText('Dealer Subtotal$294.84');
    await expect(panel).toContainText('Retail Subtotal$474.76');
    await expect(cart(page).getByRole('button', { name: 'Add All Items to List' })).toBeVisible();
  });

  test('shows the cart load error text when the cart cannot be loaded', async ({ page, shop }) => {
    await shop.fault({ path: '/api/cart/details-for-cart', status: 500, times: 'Infinity' });
    await page.goto('/cart');
    await expect(cart(page).getByRole('alert')).toHaveText(
      'Sorry! We have encountered an error. Please try refreshing the page or call Customer Service at 1-800-555-0142 for assistance.',
    );
    // The GET was tried three times (two retries) and the failure logged.
    await expect.poll(async () => (await shop.requests('/api/cart/details-for-cart')).length).toBe(3);
    await expect
      .poll(async () =>
        (await shop.requests('/api/logger/errors')).some(
          (entry) => (entry.body as { source?: string }).source === 'cart',
        ),
      )
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  test('an extra field and a drifted field no widget reads (btToken: 12345) leave the cart working', async ({
    page,
    shop,
  }) => {
    await shop.fault({
      path: '/api/cart/*',
      method: 'GET',
      mergeBody: { promotionBanner: { text: 'new' }, btToken: 12345 },
      times: 'Infinity',
    });
    await page.goto('/cart');
    await expect(lines(page)).toHaveCount(2);
    await expect(hitchLine(page)).toBeVisible();
    await expect(cart(page)).not.toContainText('Sorry! We have encountered an error');
    await hitchLine(page).getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => serverCart(page)).toContainEqual({ webSku: 'C13130', quantity: 2 });
    await expect(hitchLine(page).getByRole('textbox')).toHaveValue('2');
    const drift = (await shop.requests('/api/logger/warning')).filter(
      (entry) => (entry.body as { source?: string }).source === 'schema-drift',
    );
    expect(drift).toEqual([]);
  });

  test('the cart page and the side bar show one cart', async ({ page, shop }) => {
    void shop;
    await page.goto('/cart');
    await expect(lines(page)).toHaveCount(2);
    await hitchLine(page).getByRole('button', { name: 'Increase quantity' }).click();
    await page.locator('cart-link').getByRole('link').click();
    const sidebar = page.locator('cart-sidebar');
    await expect(sidebar.getByRole('heading', { name: 'Cart (3 Items)' })).toBeVisible();
  });
});

test('a cart change announced by the host page (or another bundle) reloads the cart page', async ({
  page,
  shop,
}) => {
  void shop;
  await page.goto('/cart');
  await expect(lines(page)).toHaveCount(2);
  const added = await page.request.post('/api/cart/item', {
    data: { webSku: 'C45036', quantity: 2, attribute: null, flag: false },
  });
  expect(added.ok()).toBe(true);
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('shop:item-added', { detail: { webSku: 'C45036', quantity: 2 } })),
  );
  await expect(lines(page)).toHaveCount(3);
  await expect(cart(page).getByRole('heading', { name: 'Cart (4 Items)' })).toBeVisible();
  // One quiet reload, no echo loop.
  await page.waitForTimeout(300);
  expect(await shop.requests('/api/cart/details-for-cart')).toHaveLength(2);
});

test.describe('accessibility of the cart page', () => {
  for (const role of ['shopper', 'dealer', 'staff'] as const) {
    test(`/cart has no accessibility violations for the ${role}`, async ({ page, shop }) => {
      await shop.role(role);
      await page.goto('/cart');
      await expect(cart(page).getByRole('heading', { name: 'Cart (2 Items)' })).toBeVisible();
      await expect(cart(page).getByRole('group', { name: 'Order summary' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('/cart at 375 px keeps the checkout button on screen and has no violations', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/cart');
    const checkout = cart(page).getByRole('button', { name: 'CHECKOUT' });
    await expect(checkout).toBeInViewport();
    const box = await checkout.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(740 - 80);
    await expectCartWithoutAxeViolations(page);
  });

  test('/checkout-panel has no accessibility violations for a dealer', async ({ page, shop }) => {
    await shop.role('dealer');
    await page.goto('/checkout-panel');
    await expect(page.locator('checkout-panel').first().getByRole('button')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
