import type { Page } from '@playwright/test';
import { PAGE_BUDGETS } from '../../scripts/cdn-build/budgets';
import { recordJsRequests } from '../../scripts/cdn-build/js-requests';
import { readBundleInfo } from '../../scripts/cdn-build/read-bundle-info';
import { expect, test } from './fixtures';

const isLibraryFile = (url: string) => new URL(url).pathname.startsWith('/assets/');
/** The demo page's own panels read the fake shop's control endpoints (the tracking panel polls them): not the library's. */
const isDemoControl = (url: string) => new URL(url).pathname.startsWith('/__fake-shop/');

/**
 * Loads a page and waits until its widgets have rendered and no request has started for 750 ms (not
 * 'networkidle': a demo page may hold a slow request open on purpose).
 */
async function loadPage(page: Page, path: string): Promise<void> {
  let lastRequest = Date.now();
  page.on('request', (request) => {
    if (!isDemoControl(request.url())) lastRequest = Date.now();
  });
  await page.goto(path);
  await expect(page.locator('cart-link').getByRole('link')).toBeVisible();
  await expect.poll(() => Date.now() - lastRequest, { timeout: 10_000 }).toBeGreaterThan(750);
}

// Each distinct GET at most once per page load, on every demo page as every role: checked on the loads of
// the fault matrix's inventory (test/e2e/fault-matrix-inventory.spec.ts), which records every request of
// each page's load for its own check.

test.describe('network: the script-tag build at load', () => {
  for (const budget of PAGE_BUDGETS) {
    test(`${budget.label} ${budget.path}: at most ${budget.requests} library files, in a chain of at most ${budget.chain?.limit ?? 2}, no ${budget.forbiddenFamilies.join(' or ')} code`, async ({
      page,
      browser,
      shop,
    }) => {
      void shop;
      const info = readBundleInfo();
      const measure = async (on: Page) => {
        const summary = await recordJsRequests(on, isLibraryFile);
        await loadPage(on, budget.path);
        return summary();
      };
      let { requests, chain } = await measure(page);
      // The chain is read by timing, an upper bound that a loaded machine can inflate: measure a second
      // cold load (a fresh context, no cache) and keep the shorter chain.
      if (chain > (budget.chain?.limit ?? 2)) {
        const context = await browser.newContext();
        try {
          const second = await measure(await context.newPage());
          if (second.chain < chain) ({ requests, chain } = second);
        } finally {
          await context.close();
        }
      }
      const files = requests.map((request) => new URL(request.url).pathname.replace('/assets/', ''));
      expect(files).toContain(info.entry);
      expect(files.length).toBeLessThanOrEqual(budget.requests);
      expect(new Set(files).size).toBe(files.length);
      expect(chain, budget.chain?.reason).toBeLessThanOrEqual(budget.chain?.limit ?? 2);
      const families = files.map((file) => info.chunks[file]?.group ?? file);
      for (const family of budget.forbiddenFamilies) {
        expect(families.filter((group) => group === family || group === `${family}-lazy`)).toEqual([]);
      }
    });
  }

  test('a page without widgets loads the loader and nothing else; a tag added later still loads', async ({
    page,
    shop,
  }) => {
    void shop;
    // A host page of its own, served from the demo's address so the loader's relative files resolve.
    await page.route('**/__host/no-widgets.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>No widgets</title><script type="module" src="/assets/shop-widgets.js"></script><main><h1>Nothing here</h1></main></html>',
      }),
    );
    const summary = await recordJsRequests(page, isLibraryFile);
    await page.goto('/__host/no-widgets.html');
    await page.waitForTimeout(750);
    const atLoad = (await summary()).requests.map((request) => new URL(request.url).pathname);
    expect(atLoad).toEqual(['/assets/shop-widgets.js']);

    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('cart-link')));
    await expect(page.locator('cart-link').getByRole('link')).toBeVisible();
  });
});

test('network: ten quick quantity clicks in the side bar send one request', async ({ page, shop }) => {
  await page.goto('/p-C13130.html');
  await page.locator('cart-link').getByRole('link').click();
  const panel = page.locator('cart-sidebar').getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'Cart (2 Items)' })).toBeVisible();
  const increase = panel.getByRole('button', { name: 'Increase quantity' }).first();
  await expect(increase).toBeEnabled();
  // Ten clicks 30 ms apart, timed inside the page: a busy test machine cannot stretch the gaps.
  await increase.evaluate(async (button: HTMLElement) => {
    for (let click = 0; click < 10; click += 1) {
      button.click();
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await expect(panel.getByRole('heading', { name: 'Cart (12 Items)' })).toBeVisible();
  await expect.poll(async () => (await shop.requests('/api/cart/items/*')).length).toBe(1);
  // Well past another quiet period (the spec's 500 ms debounce): still the one request.
  await page.waitForTimeout(900);
  expect(await shop.requests('/api/cart/items/*')).toHaveLength(1);
});

test("network: a refused call's request ends in the browser (its error answer is read), and the page goes network-idle", async ({
  page,
  shop,
}) => {
  void shop;
  // A shopper on the checkout panel is refused the dealer's saved list: 401, and the widget says so.
  const refused = page.waitForEvent('requestfinished', {
    predicate: (request) => new URL(request.url()).pathname === '/api/saved-product-list/12',
    timeout: 10_000,
  });
  await page.goto('/checkout-panel');
  await expect(page.locator('checkout-panel').getByText('We could not load this list.')).toBeVisible();
  expect((await (await refused).response())?.status()).toBe(401);
  await page.waitForLoadState('networkidle', { timeout: 5_000 });
});
