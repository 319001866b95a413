import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Two tabs of one browser (one context, two pages): a change in one shows in the other without a
 * reload, and a tab that has not caught up yet can never lower the other tab's quantity.
 */

const cart = (page: Page) => page.locator('cart-page');
const lines = (page: Page) =>
  cart(page).getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
const hitchLine = (page: Page) => lines(page).filter({ hasText: 'Product Code: C13130' });
const cartLink = (page: Page) => page.locator('header cart-link').getByRole('link');

async function serverQuantity(page: Page, webSku: string): Promise<number | undefined> {
  const response = await page.request.get('/api/cart/details');
  const { items } = (await response.json()) as { items: { webSku: string; quantity: number }[] };
  return items.find((item) => item.webSku === webSku)?.quantity;
}

async function twoTabs(page: Page, path: string, otherPath = path): Promise<[Page, Page]> {
  const other = await page.context().newPage();
  await page.goto(path);
  await other.goto(otherPath);
  return [page, other];
}

test.describe('two tabs of the shop', () => {
  test('quantity: + twice in A shows in B, and + in B adds on top of the server quantity', async ({
    page,
    shop,
  }) => {
    void shop;
    const [a, b] = await twoTabs(page, '/cart');
    await expect(hitchLine(b).getByRole('textbox')).toHaveValue('1');
    const increaseInA = hitchLine(a).getByRole('button', { name: 'Increase quantity' });
    await increaseInA.click();
    await increaseInA.click();
    await expect.poll(() => serverQuantity(a, 'C13130')).toBe(3);
    await expect(hitchLine(b).getByRole('textbox')).toHaveValue('3');
    await expect(cartLink(b)).toHaveAccessibleName('Cart, 4 items');

    await hitchLine(b).getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => serverQuantity(a, 'C13130')).toBe(4);
    await expect(hitchLine(a).getByRole('textbox')).toHaveValue('4');
    await expect(cartLink(a)).toHaveAccessibleName('Cart, 5 items');
  });

  test('quantity: a tab that missed the change (hidden, then clicked at once) still adds on top', async ({
    page,
    shop,
  }) => {
    void shop;
    const [a, b] = await twoTabs(page, '/cart');
    await expect(hitchLine(b).getByRole('textbox')).toHaveValue('1');
    // Behind both tabs' backs (another device): the server now has 5.
    const put = await a.request.put('/api/cart/items/1', {
      data: { lineID: 1, quantity: 5, cartItemSlimList: [] },
    });
    expect(put.ok()).toBe(true);
    await hitchLine(b).getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => serverQuantity(a, 'C13130')).toBe(6);
    await expect(hitchLine(b).getByRole('textbox')).toHaveValue('6');
  });

  test('remove: a line removed in A disappears in B', async ({ page, shop }) => {
    void shop;
    const [a, b] = await twoTabs(page, '/cart');
    await expect(lines(b)).toHaveCount(2);
    await hitchLine(a)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(lines(b)).toHaveCount(1);
    await expect(hitchLine(b)).toHaveCount(0);
    await expect(cartLink(b)).toHaveAccessibleName('Cart, 1 item');
  });

  test('add: an add on the product page in A shows in the cart in B', async ({ page, shop }) => {
    void shop;
    const [a, b] = await twoTabs(page, '/p-C13130.html', '/cart');
    await expect(hitchLine(b).getByRole('textbox')).toHaveValue('1');
    const box = a.locator('section[aria-label="Product"] add-to-cart');
    await box.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(box.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
    await expect(hitchLine(b).getByRole('textbox')).toHaveValue('2');
    await expect(cartLink(b)).toHaveAccessibleName('Cart, 3 items');
  });

  test('ZIP: a ZIP code entered in A is used by the estimates in B', async ({ page, shop }) => {
    void shop;
    const [a, b] = await twoTabs(page, '/delivery');
    const box = a.locator('zip-code-entry');
    await box.getByLabel('ZIP or postal code').pressSequentially('65201');
    await box.getByRole('button', { name: 'Submit' }).click();
    await expect(box.getByRole('status')).toHaveText('Delivery estimates now use ZIP code 65201.');
    await expect(b.locator('local-pickup[data-websku="C13130"]')).toContainText(
      'Estimated Delivery to 65201',
    );
    // B did not save it again: the one save is A's.
    expect(await shop.requests('/api/shopper/zipcode')).toHaveLength(1);
  });

  test('a tab that becomes visible again fetches the cart', async ({ page, shop }) => {
    void shop;
    const [, b] = await twoTabs(page, '/cart');
    await expect(hitchLine(b).getByRole('textbox')).toHaveValue('1');
    await b.request.put('/api/cart/items/1', { data: { lineID: 1, quantity: 7, cartItemSlimList: [] } });
    await b.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(hitchLine(b).getByRole('textbox')).toHaveValue('7');
  });
});
