import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { usePageVariant } from './page-variants';

/**
 * An add that timed out on our side but succeeded on the server (issue 9, point 2): the widget says
 * its failure, the cart is reconciled with the server, and the shopper's second click reuses the
 * first add's idempotency key, so the server adds once. The page runs with a short `requestTimeoutMs`
 * from its configuration, so the hang costs about a second.
 */

const REQUEST_TIMEOUT_MS = 1_000;
/** The add's answer comes this late: past the deadline; the server adds when it answers. */
const ADD_ANSWERS_AFTER_MS = REQUEST_TIMEOUT_MS + 1_500;

const buyBox = (page: Page) => page.locator('section[aria-label="Product"] add-to-cart');
const cartLink = (page: Page) => page.locator('header cart-link').getByRole('link');

async function serverItemCount(page: Page): Promise<number> {
  const answer = await page.request.get('/api/cart/item-count');
  return ((await answer.json()) as { count: number }).count;
}

test('a timed-out add says its failure, reconciles the cart, and a second click adds once', async ({
  page,
  shop,
}) => {
  await usePageVariant(page, { config: { requestTimeoutMs: REQUEST_TIMEOUT_MS } });
  await page.goto('/p-C13130.html');
  const before = await serverItemCount(page);
  await expect(cartLink(page)).toHaveText(`Cart(${before})`);
  await shop.fault({ method: 'POST', path: '/api/cart/item', latencyMs: ADD_ANSWERS_AFTER_MS, times: 1 });

  const cartFetches = async () => (await shop.requests('/api/cart/details-for-cart')).length;
  const fetchesBefore = await cartFetches();
  const addButton = buyBox(page).getByRole('button', { name: 'Add to Cart' });
  await addButton.click();
  await expect(buyBox(page).getByRole('alert')).toHaveText('Error adding to cart');
  await expect(addButton).toBeEnabled();

  // Reconciled before the widget said so: the link shows what the server has now (the late add has
  // not landed yet), and the cart was fetched again after the timeout.
  await expect(cartLink(page)).toHaveText(`Cart(${await serverItemCount(page)})`);
  expect(await cartFetches()).toBeGreaterThan(fetchesBefore);
  // The late answer lands on the server: the add did happen there.
  await expect.poll(() => serverItemCount(page), { timeout: 5_000 }).toBe(before + 1);

  // The shopper tries again: the same key, so the server answers the first add again.
  await addButton.click();
  await expect(buyBox(page).getByRole('button', { name: 'Added to Cart' })).toBeVisible();
  await expect(buyBox(page).getByRole('alert')).toHaveCount(0);
  expect(await serverItemCount(page)).toBe(before + 1);
  await expect(cartLink(page)).toHaveText(`Cart(${before + 1})`);
  expect(await shop.requests('/api/cart/item')).toHaveLength(2);
});
