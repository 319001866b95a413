import type { Page } from '@playwright/test';
import { budgetedPageLoads } from '../../scripts/cdn-build/demo-pages';
import { readBundleInfo } from '../../scripts/cdn-build/read-bundle-info';
import { STOREFRONT_FAMILIES } from '../../scripts/cdn-build/widget-families';
import { press, tabTo } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The dealer dashboard on the demo shop, keyboard only (no click, no fill): the busy dealer sees a new
 * request, marks it seen, changes its status, opts a product in to same-day pickup and sets its stock
 * status. And the storefront pages' JavaScript carries no dealer code (the build's bundle-info, and
 * what a browser loads).
 */

async function signInAsBusyDealer(page: Page): Promise<void> {
  await page.request.post('/__fake-shop/role', { data: { role: 'busy-dealer' } });
}

const dashboard = (page: Page) => page.locator('custom-dealer-dashboard');

test.describe('dealer dashboard', () => {
  // Keyboard journeys through a table of 24 requests (four controls a row) on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('keyboard only: a new request is marked seen and its status changed; a product is opted in and its stock set', async ({
    page,
    shop,
  }) => {
    await signInAsBusyDealer(page);
    await page.goto('/dealer-dashboard');
    const board = dashboard(page);
    await expect(board.getByText('Showing 24 of 24 requests')).toBeVisible();
    await expect(board.getByText(/Needs your action:/).locator('..')).toContainText('3 new requests, 7 open');
    const firstRow = board.locator('tbody tr').first();
    await expect(firstRow.getByRole('rowheader')).toHaveText('#1001, newNew');

    const markSeen = board.getByRole('button', { name: 'Mark seen request #1001' });
    await tabTo(page, markSeen);
    await press(page, 'Enter');
    await expect(board.getByText('Request #1001 marked seen.')).toBeVisible();
    await expect(board.getByRole('button', { name: 'Mark unseen request #1001' })).toBeFocused();
    expect(await shop.requests('/api/dealer-install-request/request/1001/seen/true')).toHaveLength(1);

    const status = board.getByRole('combobox', { name: 'Status of request #1001' });
    await tabTo(page, status, 'Shift+Tab');
    await press(page, 'ArrowDown');
    await expect(status).toHaveValue('Contacted');
    await expect(board.getByText('Request #1001 is now Contacted.')).toBeVisible();
    const statusCalls = await shop.requests('/api/dealer-install-request/request/statuses');
    expect(statusCalls.map((call) => call.body)).toEqual([
      { requests: [{ dealerInstallRequestId: 1001, status: 'Contacted' }] },
    ]);

    const partNumber = board.getByRole('textbox', { name: 'Part number to offer for same-day pickup' });
    await tabTo(page, partNumber);
    await page.keyboard.type('PK12704');
    const starting = board.getByRole('combobox', { name: 'Starting stock status' });
    await tabTo(page, starting);
    await press(page, 'ArrowDown');
    await expect(starting).toHaveValue('LowStock');
    await tabTo(page, board.getByRole('button', { name: 'Add product' }));
    await press(page, 'Enter');
    const stock = board.getByRole('combobox', { name: 'Stock status of PK12704' });
    await expect(stock).toHaveValue('LowStock');
    const added = await shop.requests('/api/same-day-pickup');
    expect(added.map((call) => [call.method, call.body])).toEqual([
      ['POST', { dealerInstallerId: 5230, webSku: 'PK12704', stockStatus: 'LowStock' }],
    ]);
    await tabTo(page, stock, 'Shift+Tab');
    await press(page, 'ArrowDown');
    await expect(stock).toHaveValue('OutOfStock');
    await expect(board.getByText('PK12704 is now marked Out of stock.')).toBeVisible();
    expect(
      await shop.requests('/api/same-day-pickup/opt-in-products/5230/PK12704/stock-status/OutOfStock'),
    ).toHaveLength(1);

    await expectNoAxeViolations(page);
  });

  test("keyboard only: the dealer corrects a request's phone, sets its appointment and links a colleague's account", async ({
    page,
    shop,
  }) => {
    await signInAsBusyDealer(page);
    await page.goto('/dealer-dashboard');
    const board = dashboard(page);
    await expect(board.getByText('Showing 24 of 24 requests')).toBeVisible();

    // Liam Nguyen (#1004) left no phone number: the dealer adds the one he called from, and the appointment.
    const edit = board.getByRole('button', { name: 'Edit request #1004' });
    await tabTo(page, edit);
    await press(page, 'Enter');
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = board.getByRole('form', { name: 'Edit request #1004' });
    await expect(form.getByLabel('Customer name')).toBeFocused();
    await press(page, 'Tab');
    await expect(form.getByLabel('Phone (optional)')).toBeFocused();
    await page.keyboard.type('512-555-0777');
    await tabTo(page, form.getByLabel('Appointment date (optional)'));
    await page.keyboard.type('12042026');
    await expect(form.getByLabel('Appointment date (optional)')).toHaveValue('2026-12-04');
    await tabTo(page, form.getByLabel('Appointment time (optional)'));
    await page.keyboard.type('1030A');
    await expect(form.getByLabel('Appointment time (optional)')).toHaveValue('10:30');
    await expectNoAxeViolations(page);
    await press(page, 'Enter');
    await expect(board.getByText('Request #1004 saved.')).toBeVisible();
    await expect(edit).toBeFocused();
    await expect(form).toHaveCount(0);
    await expect(board.getByText('Appointment Fri, Dec 4, 2026, 10:30 AM')).toBeVisible();
    const edits = (await shop.requests('/api/dealer-install-request/request')).filter(
      (call) => call.method === 'PUT',
    );
    expect(edits.map((call) => call.body)).toEqual([
      {
        dealerInstallRequestId: 1004,
        customerName: 'Liam Nguyen',
        customerEmail: 'liam.nguyen@example.com',
        customerPhone: '5125550777',
        appointmentOn: '2026-12-04T10:30',
      },
    ]);

    // Settings: the front desk's login is looked up by its number and linked to the shop.
    const accounts = board.getByRole('region', { name: 'Accounts for this installer' });
    await expect(accounts.getByText(/Signed in as/)).toContainText('account #705230, for Tow Masters.');
    const number = accounts.getByRole('textbox', { name: 'Account number to link' });
    await tabTo(page, number);
    await page.keyboard.type('705231');
    await press(page, 'Enter');
    const link = accounts.getByRole('button', { name: 'Link account #705231 to my installer' });
    await expect(link).toBeVisible();
    await tabTo(page, link);
    await press(page, 'Enter');
    await expect(accounts.getByText('Account #705231 now signs in for your installer.')).toBeVisible();
    // The Link button is gone: the focus is on the account's line, which now says it signs in for the shop.
    await expect(accounts.getByText(/Signs in for your installer\./)).toBeFocused();
    expect((await shop.requests('/api/accounts/705231/installer')).map((call) => call.body)).toEqual([
      { dealerInstallerId: 5230 },
    ]);
    await expectNoAxeViolations(page);
  });

  test('the install-request selector marks the new requests and passes axe at mobile width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsBusyDealer(page);
    await page.goto('/dealer-install-requests');
    const selector = page.locator('dealer-install-requests-selector-element');
    await expect(selector.locator('.shop-requests-selector__count')).toHaveText(/^24 requests, [1-3] new$/);
    await expect(selector.getByRole('article', { name: /, new$/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('storefront pages carry no dealer code', () => {
  test("the budgeted storefront pages' files (bundle-info of the build) hold no dealer file or module", () => {
    const info = readBundleInfo();
    const dealerFiles = Object.entries(info.chunks)
      .filter(([, chunk]) => chunk.group.startsWith('dealer'))
      .map(([file]) => file);
    expect(dealerFiles.length).toBeGreaterThan(0);
    for (const { budget, load } of budgetedPageLoads(info)) {
      if (budget.forbiddenFamilies.includes('community')) {
        // A storefront page: only storefront families, and no dealer file among what it loads.
        expect(
          load.families.every((family) => STOREFRONT_FAMILIES.includes(family as never)),
          budget.path,
        ).toBe(true);
      }
      expect(
        load.files.filter((file) => dealerFiles.includes(file)),
        budget.path,
      ).toEqual([]);
      for (const file of load.files) {
        const sources = Object.keys(info.chunks[file]?.sources ?? {});
        expect(
          sources.filter((source) => source.startsWith('src/elements/dealer')),
          `${budget.path} ${file}`,
        ).toEqual([]);
      }
    }
  });

  test('a product page loads no dealer file in the browser, the dashboard page does', async ({
    page,
    shop,
  }) => {
    void shop;
    const info = readBundleInfo();
    const dealerFiles = new Set(
      Object.entries(info.chunks)
        .filter(([, chunk]) => chunk.group.startsWith('dealer'))
        .map(([file]) => `/assets/${file}`),
    );
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/')) loaded.push(new URL(request.url()).pathname);
    });
    await page.goto('/p-C13130.html');
    await expect(page.locator('cart-link').getByRole('link')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((file) => dealerFiles.has(file))).toEqual([]);

    await signInAsBusyDealer(page);
    await page.goto('/dealer-dashboard');
    await expect(dashboard(page).getByText('Showing 24 of 24 requests')).toBeVisible();
    expect(loaded.filter((file) => dealerFiles.has(file)).length).toBe(2);
  });
});
