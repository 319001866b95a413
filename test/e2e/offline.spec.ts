import type { Page } from '@playwright/test';
import { samplePhotoPng } from '../../src/mocks/media/png';
import { expect, test } from './fixtures';
import { usePageVariant } from './page-variants';

/**
 * Offline (`context.setOffline`): the widget that acted says so, nothing the shopper typed or chose
 * is lost, other add buttons stay usable, and the action goes through once the connection is back.
 */

const OFFLINE_MESSAGE = "You're offline. We'll try again when you're back online.";
const PRODUCT_PAGE = '/p-C13130.html';

const buyBox = (page: Page) => page.locator('section[aria-label="Product"] add-to-cart');
const cart = (page: Page) => page.locator('cart-page');
const hitchLine = (page: Page) =>
  cart(page)
    .getByRole('list', { name: 'Items in your cart' })
    .getByRole('listitem')
    .filter({ hasText: 'Product Code: C13130' });

async function serverQuantity(page: Page, webSku: string): Promise<number | undefined> {
  const response = await page.request.get('/api/cart/details');
  const { items } = (await response.json()) as { items: { webSku: string; quantity: number }[] };
  return items.find((item) => item.webSku === webSku)?.quantity;
}

test.describe('offline', () => {
  test('add: the button that acted says so, the other add buttons stay usable, and it adds when back', async ({
    page,
    shop,
  }) => {
    await page.goto(PRODUCT_PAGE);
    const box = buyBox(page);
    await expect(box.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await page.context().setOffline(true);
    await box.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(box.getByRole('alert')).toHaveText(OFFLINE_MESSAGE);
    // Only waiting: no page-wide lock.
    const otherButton = page.locator('add-to-cart').nth(1).getByRole('button', { name: /Add/ }).first();
    await expect(otherButton).toBeEnabled();
    expect(await shop.requests('/api/cart/item')).toEqual([]);

    await page.context().setOffline(false);
    await expect(box.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
    await expect.poll(() => serverQuantity(page, 'C13130')).toBe(2);
    expect(await shop.requests('/api/cart/item')).toHaveLength(1);
  });

  test('quantity: the line says so, keeps the chosen quantity, and sends it when back', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/cart');
    await expect(hitchLine(page).getByRole('textbox')).toHaveValue('1');
    await page.context().setOffline(true);
    await hitchLine(page).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(hitchLine(page).getByRole('alert')).toHaveText(OFFLINE_MESSAGE);
    await expect(hitchLine(page).getByRole('textbox')).toHaveValue('2');
    await page.context().setOffline(false);
    await expect.poll(() => serverQuantity(page, 'C13130')).toBe(2);
    await expect(hitchLine(page).getByRole('alert')).toHaveCount(0);
    await expect(hitchLine(page).getByRole('textbox')).toHaveValue('2');
  });

  test('comment: the form says so, keeps what was typed, and posts it when back', async ({ page, shop }) => {
    await page.goto('/ask-the-experts/C13130');
    const form = page.locator('comment-submission-form-element');
    await form.getByLabel('Name', { exact: true }).fill('Morgan Diaz');
    await form.getByLabel('E-mail', { exact: true }).fill('morgan.diaz@example.com');
    await form.getByLabel('Comment', { exact: true }).fill('Does the C13130 fit a 2019 Silverado?');
    await page.context().setOffline(true);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(OFFLINE_MESSAGE)).toBeVisible();
    await expect(form.getByLabel('Comment', { exact: true })).toHaveValue(
      'Does the C13130 fit a 2019 Silverado?',
    );
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Morgan Diaz');
    expect(await shop.requests('/api/contentreply/comment')).toEqual([]);
    await page.context().setOffline(false);
    await expect(form.getByText('Thanks, your comment has been successfully submitted.')).toBeVisible();
    expect(await shop.requests('/api/contentreply/comment')).toHaveLength(1);
  });

  test('upload: the chosen photo is kept and goes up when the connection is back', async ({ page, shop }) => {
    await page.goto('/ask-an-expert');
    const uploader = page.locator('customer-media-upload');
    await expect(uploader.getByRole('button', { name: 'Add Photos' })).toBeVisible();
    await page.context().setOffline(true);
    await uploader.locator('input[type="file"]').setInputFiles({
      name: 'hitch-offline.png',
      mimeType: 'image/png',
      buffer: Buffer.from(samplePhotoPng({ width: 60, height: 60 })),
    });
    const row = uploader.locator('li').filter({ hasText: 'hitch-offline.png' });
    await expect(row).toBeVisible();
    await expect(row.getByText(OFFLINE_MESSAGE)).toBeVisible();
    await page.waitForTimeout(500);
    await expect(row).toBeVisible();
    await page.context().setOffline(false);
    await expect(uploader.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(row.getByText(OFFLINE_MESSAGE)).toHaveCount(0);
    expect((await shop.requests('/api/media/uploads/customer-media-blobs')).length).toBeGreaterThan(0);
  });

  test('upload: still offline after the bounded wait, the file fails with its message and is kept', async ({
    page,
    shop,
  }) => {
    await usePageVariant(page, { config: { offlineWaitMs: 1_000 } });
    await page.goto('/ask-an-expert');
    const uploader = page.locator('customer-media-upload');
    await expect(uploader.getByRole('button', { name: 'Add Photos' })).toBeVisible();
    await page.context().setOffline(true);
    await uploader.locator('input[type="file"]').setInputFiles({
      name: 'hitch-late.png',
      mimeType: 'image/png',
      buffer: Buffer.from(samplePhotoPng({ width: 60, height: 60 })),
    });
    const row = uploader.locator('li').filter({ hasText: 'hitch-late.png' });
    await expect(row.getByText(OFFLINE_MESSAGE)).toBeVisible();
    await expect(row.getByText('hitch-late.png upload failed')).toBeVisible({ timeout: 10_000 });
    await expect(row.getByText(OFFLINE_MESSAGE)).toHaveCount(0);
    expect(await shop.requests('/api/media/uploads/customer-media-blobs')).toEqual([]);
    await page.context().setOffline(false);
    await row.getByRole('button', { name: 'Try again to upload hitch-late.png' }).click();
    await expect(row.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 10_000 });
  });
});
