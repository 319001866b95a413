import type { Page } from '@playwright/test';
import { press, tabTo } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The order pages on the demo shop: the reorder page (a replaced item and a declined replacement
 * reaching /cart with the right lines) and the invoice page's Save Order as List (landing on
 * /Home?savedlistid=), each by mouse with axe, and by keyboard only.
 */

const reorder = (page: Page) => page.locator('reorder-page');
const replacePanels = (page: Page) =>
  reorder(page).getByRole('region', { name: 'Items to Replace' }).getByRole('listitem');

async function serverCart(page: Page): Promise<{ webSku: string; quantity: number }[]> {
  const response = await page.request.get('/api/cart/details');
  return ((await response.json()) as { items: { webSku: string; quantity: number }[] }).items.map(
    ({ webSku, quantity }) => ({ webSku, quantity }),
  );
}

/** The sample cart (C13130, 90195) plus the reorder: C13130 merges, the B&W replaces the Gen-Y, the Camco is declined. */
const CART_AFTER_REORDER = [
  { webSku: 'C13130', quantity: 2 },
  { webSku: '90195', quantity: 1 },
  { webSku: 'TS32', quantity: 2 },
  { webSku: 'BWTS10048', quantity: 1 },
];

test.describe('the reorder page', () => {
  test('a replaced item and a declined replacement reach /cart with the right lines', async ({
    page,
    shop,
  }) => {
    await page.goto('/reorder?orderid=100245&invoicenumber=310245');
    await expect(reorder(page).getByRole('heading', { name: 'Reorder Order W100245' })).toBeVisible();
    await expect(replacePanels(page)).toHaveCount(3);
    await expect(reorder(page).getByText('$519.48')).toBeVisible();
    await expect(reorder(page).getByText('$770.35')).toBeVisible();
    await expectNoAxeViolations(page);

    const lippert = replacePanels(page).filter({ hasText: 'Lippert Waste Master' });
    await lippert.getByRole('radio', { name: 'No Thanks' }).check();
    await expect(reorder(page).getByText('$474.73')).toBeVisible();
    await reorder(page).getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/cart');
    expect(await serverCart(page)).toEqual(CART_AFTER_REORDER);
    const lines = page
      .locator('cart-page')
      .getByRole('list', { name: 'Items in your cart' })
      .getByRole('listitem');
    await expect(lines).toHaveCount(4);
    await expect(lines.filter({ hasText: 'Product Code: BWTS10048' })).toBeVisible();
    await expect(lines.filter({ hasText: 'Product Code: CAM39761' })).toHaveCount(0);
    const adds = await shop.requests('/api/cart/items');
    expect(adds.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  test('at phone width it fits and passes axe', async ({ page, shop }) => {
    await shop.reset();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/reorder');
    await expect(reorder(page).getByRole('button', { name: 'Continue' })).toBeVisible();
    const overflow = await reorder(page).evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('keyboard only: decline a replacement with the arrow keys, then Continue with Enter', async ({
    page,
  }) => {
    await page.goto('/reorder');
    const lippert = replacePanels(page).filter({ hasText: 'Lippert Waste Master' });
    const replaceWithCamco = lippert.getByRole('radio', { name: /^Replace with Camco/ });
    await expect(replaceWithCamco).toBeChecked();
    await tabTo(page, replaceWithCamco);
    await press(page, 'ArrowDown');
    await expect(lippert.getByRole('radio', { name: 'No Thanks' })).toBeChecked();
    await expect(reorder(page).getByText('$474.73')).toBeVisible();
    await tabTo(page, reorder(page).getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cart');
    expect(await serverCart(page)).toEqual(CART_AFTER_REORDER);
  });
});

test.describe('the invoice page', () => {
  test('Save Order as List makes the list and lands on /Home?savedlistid= with the side bar notice', async ({
    page,
    shop,
  }) => {
    await shop.role('dealer');
    await page.goto('/invoice?ordernumber=W100245');
    const button = page.locator('save-order-as-list').getByRole('button', { name: 'Save Order as List' });
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);
    await button.click();
    await page.waitForURL(/\/Home\?savedlistid=\d+$/);
    await expect(page.getByRole('heading', { name: 'W100245' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Products in this list' }).getByRole('row')).toHaveCount(6);
    await expect(
      page.locator('cart-sidebar').getByText('Items were added to your list "W100245".'),
    ).toBeVisible();
    const [items] = (await shop.requests('/api/saved-product-list/*')).filter((request) =>
      request.path.endsWith('/items'),
    );
    expect(items?.body).toEqual([
      { webSku: 'C13130', quantity: 1, source: 3 },
      { webSku: 'TS32', quantity: 2, source: 3 },
      { webSku: 'GH-523', quantity: 1, source: 3 },
      { webSku: 'LS-SC-3', quantity: 1, source: 3 },
      { webSku: 'RP7055', quantity: 1, source: 3 },
    ]);
  });

  test('a shopper does not see the button', async ({ page, shop }) => {
    await shop.role('shopper');
    await page.goto('/invoice');
    await expect(page.locator('save-order-as-list [part="save"]')).toHaveAttribute('data-state', 'hidden');
    await expect(page.locator('save-order-as-list').getByRole('button')).toHaveCount(0);
  });

  test('keyboard only: Tab to Save Order as List, Enter, and land on the list', async ({ page, shop }) => {
    await shop.role('dealer');
    await page.goto('/invoice?ordernumber=W100312');
    const button = page.locator('save-order-as-list').getByRole('button', { name: 'Save Order as List' });
    await expect(button).toBeVisible();
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/Home\?savedlistid=\d+$/);
    await expect(page.getByRole('heading', { name: 'W100312' })).toBeVisible();
  });
});
