import { expect, type Page, test } from '@playwright/test';

/**
 * The same shopper's journey on each host (plain HTML by script tag, React, Vue), all built from
 * the packed tarball: the header cart link shows the count, add to cart opens the side bar on the
 * item, the count updates, the host hears the event, and the vehicle picker picks a vehicle.
 */
const PRODUCT_NAME = 'Curt Trailer Hitch Receiver - Custom Fit - Class III - 2"';

const cartLink = (page: Page) => page.locator('header cart-link').getByRole('link');
const buyBox = (page: Page) => page.locator('section[aria-label="Buy box"] add-to-cart');

/** Console errors and uncaught exceptions: a host that works shows none. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test.beforeEach(async ({ page }) => {
  const reset = await page.request.post('/__fake-shop/reset');
  expect(reset.ok(), 'the host forwards /__fake-shop to the fake shop').toBe(true);
});

test('the cart link counts, add to cart opens the side bar on the item and the count follows', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  await buyBox(page).getByRole('button', { name: 'Add to Cart' }).click();

  const sidebar = page.locator('cart-sidebar').getByRole('dialog', { name: 'Added to Cart' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar).toContainText(PRODUCT_NAME);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByText('The host heard: added 1 × C13130')).toBeAttached();
  expect(problems).toEqual([]);
});

test('the vehicle picker picks a vehicle, the host hears it, and the page would go to its route', async ({
  page,
}) => {
  const problems = watchProblems(page);
  // The picker then leaves for the vehicle's page: answer that navigation with 204 (the browser
  // stays), so the host's own display of the event can be read and the destination checked.
  const destinations: string[] = [];
  await page.route('**/vehicle/**', async (route) => {
    destinations.push(new URL(route.request().url()).pathname);
    await route.fulfill({ status: 204 });
  });
  await page.goto('/');
  const picker = page.locator('vehicle-picker');
  await picker.getByRole('button', { name: /Year/ }).click();
  await picker.getByRole('option', { name: '2020', exact: true }).click();
  await picker.getByRole('option', { name: 'Ford', exact: true }).click();
  await picker.getByRole('option', { name: 'F-150', exact: true }).click();

  await expect(page.getByText('The host heard: 2020 Ford F-150')).toBeVisible();
  await expect.poll(() => destinations).toEqual(['/vehicle/2020/Ford/F-150']);
  expect(problems).toEqual([]);
});

test('the host application binds attributes: its state changes the widget', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'html', 'the plain page has no application state');
  const problems = watchProblems(page);
  await page.goto('/');
  const root = buyBox(page).locator('[part="root"]');
  await expect(root).toHaveAttribute('data-view', 'full');
  await page.getByRole('checkbox', { name: 'Slim buy box' }).check();
  await expect(buyBox(page)).toHaveAttribute('data-view', 'full-slim');
  await expect(root).toHaveAttribute('data-view', 'full-slim');
  expect(problems).toEqual([]);
});
