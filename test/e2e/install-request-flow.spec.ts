import type { Page } from '@playwright/test';
import { press, tabTo } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * <custom-dealer-install-request-form-flow> on the demo shop, keyboard only (no click, no fill): a shopper
 * near 78701 asks Tow Masters to fit a hitch; then, as that dealer (the fake shop's role switch), the
 * dashboard shows the request unseen, the dealer marks it seen and changes its status, and opts a product in
 * to same-day pickup and sets its stock status.
 */

const flow = (page: Page) => page.locator('custom-dealer-install-request-form-flow');

test.describe('install request form flow', () => {
  test('keyboard only: a shopper requests an install; the dealer sees it unseen, marks it seen, changes its status, opts a product in, and finds the request in the side bar', async ({
    page,
    shop,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/installer');
    const form = flow(page);
    await expect(form.getByText('4 installers within 25 miles of 78701.')).toBeVisible();
    await expect(form.getByRole('navigation', { name: 'Progress' })).toBeVisible();
    const card = form
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Tow Masters' }) });
    await expect(card.getByText(/Round Rock, TX · \d+\.\d miles away/)).toBeVisible();
    await expect(card.getByRole('img', { name: 'Bike rack on an SUV' })).toBeVisible();
    await expectNoAxeViolations(page);

    const towMasters = form.getByRole('checkbox', { name: 'Send my request to Tow Masters' });
    await tabTo(page, towMasters);
    await press(page, 'Space');
    await expect(towMasters).toBeChecked();
    await tabTo(page, form.getByRole('button', { name: 'Continue' }));
    await press(page, 'Enter');
    const vehicleHeading = form.getByRole('heading', { name: 'Your vehicle and the job' });
    await expect(vehicleHeading).toBeFocused();
    await expect(page).toHaveURL(/installstep=vehicle/);

    const year = form.getByRole('combobox', { name: 'Year' });
    await expect(year.getByRole('option', { name: '2021' })).toBeAttached();
    await tabTo(page, year);
    await page.keyboard.type('2021');
    await expect(year).toHaveValue('2021');
    const make = form.getByRole('combobox', { name: 'Make' });
    await expect(make.getByRole('option', { name: 'Ford' })).toBeAttached();
    await tabTo(page, make);
    await page.keyboard.type('Ford');
    await expect(make).toHaveValue('Ford');
    const model = form.getByRole('combobox', { name: 'Model' });
    await expect(model.getByRole('option', { name: 'F-150' })).toBeAttached();
    await tabTo(page, model);
    await page.keyboard.type('F-150');
    await expect(model).toHaveValue('F-150');
    await tabTo(page, form.getByRole('textbox', { name: 'Describe the job (optional)' }));
    await page.keyboard.type('Hitch and 4-pin wiring, mornings are best.');
    await expectNoAxeViolations(page);
    await tabTo(page, form.getByRole('button', { name: 'Continue' }));
    await press(page, 'Enter');
    await expect(form.getByRole('heading', { name: 'Your contact details' })).toBeFocused();

    // Sending with nothing filled in says what is missing.
    await tabTo(page, form.getByRole('button', { name: 'Send request' }));
    await press(page, 'Enter');
    await expect(form.getByText('Enter your name.')).toBeVisible();
    await expect(form.getByText('Please correct the fields marked above.')).toBeVisible();
    expect(await shop.requests('/api/dealer-install-request/request')).toHaveLength(0);

    await tabTo(page, form.getByRole('textbox', { name: 'Your name' }), 'Shift+Tab');
    await page.keyboard.type('Dana Reyes');
    await press(page, 'Tab');
    await page.keyboard.type('dana@example.com');
    await press(page, 'Tab');
    await page.keyboard.type('512 555 0199');
    await expect(form.getByText('Please correct the fields marked above.')).toBeHidden();
    await tabTo(page, form.getByRole('button', { name: 'Send request' }));
    await press(page, 'Enter');

    await expect(form.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect(form.getByText('Your request number is #4.')).toBeVisible();
    await expect(form.getByText('Tow Masters gets your request now.')).toBeVisible();
    await expect(page).toHaveURL(/installstep=done/);
    const sent = await shop.requests('/api/dealer-install-request/request');
    expect(sent.map((call) => call.body)).toEqual([
      expect.objectContaining({
        dealerInstallerId: 5230,
        customerName: 'Dana Reyes',
        customerPhone: '5125550199',
        vehicle: '2021 Ford F-150',
        webSku: 'C13130',
        productGroup: 'Trailer Hitch',
      }),
    ]);
    await expectNoAxeViolations(page);

    // Back shows the contact step with everything typed, and says the request was sent.
    await page.goBack();
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Dana Reyes');
    await expect(form.getByText(/^You already requested an install \(request #4\)/)).toBeVisible();
    await page.goForward();
    await expect(form.getByRole('heading', { name: 'Request sent' })).toBeVisible();

    // The dealer: the request is new on the dashboard.
    await page.request.post('/__fake-shop/role', { data: { role: 'busy-dealer' } });
    await page.goto('/dealer-dashboard');
    const board = page.locator('custom-dealer-dashboard');
    await expect(board.getByText('Showing 25 of 25 requests')).toBeVisible();
    const firstRow = board.locator('tbody tr').first();
    await expect(firstRow.getByRole('rowheader')).toHaveText('#4, newNew');
    await expect(firstRow).toContainText('Dana Reyes');
    await expect(firstRow).toContainText('2021 Ford F-150');

    const markSeen = board.getByRole('button', { name: 'Mark seen request #4' });
    await tabTo(page, markSeen);
    await press(page, 'Enter');
    await expect(board.getByText('Request #4 marked seen.')).toBeVisible();
    expect(await shop.requests('/api/dealer-install-request/request/4/seen/true')).toHaveLength(1);

    const status = board.getByRole('combobox', { name: 'Status of request #4' });
    await tabTo(page, status, 'Shift+Tab');
    await press(page, 'ArrowDown');
    await expect(status).toHaveValue('Contacted');
    await expect(board.getByText('Request #4 is now Contacted.')).toBeVisible();

    const partNumber = board.getByRole('textbox', { name: 'Part number to offer for same-day pickup' });
    await tabTo(page, partNumber);
    await page.keyboard.type('PK12704');
    await press(page, 'Enter');
    const stock = board.getByRole('combobox', { name: 'Stock status of PK12704' });
    await expect(stock).toHaveValue('InStock');
    await tabTo(page, stock, 'Shift+Tab');
    await press(page, 'ArrowDown');
    await expect(stock).toHaveValue('LowStock');
    await expect(board.getByText('PK12704 is now marked Low stock.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The side bar opens for the opted-in installer on the shopper's request (staff §2.8).
    // It asks the server first (staff §7.10 GET /show-dealer-install-requests, plus the page's query).
    const asked = page.waitForRequest((sent) => sent.url().includes('/show-dealer-install-requests'));
    await page.goto('/cart-sidebar?installrequestid=4');
    expect(new URL((await asked).url()).search).toBe('?installrequestid=4');
    const sidebarRequest = page.locator('cart-sidebar').getByRole('article', { name: 'Dana Reyes' });
    await expect(sidebarRequest).toBeVisible();
    await expect(sidebarRequest).toHaveAttribute('aria-current', 'true');
  });

  test('the side bar stays closed when GET /show-dealer-install-requests fails, and the cart still opens', async ({
    page,
    shop,
  }) => {
    await shop.role('dealer');
    await shop.fault({ path: '/api/dealer-install-request/show-dealer-install-requests', status: 500 });
    const answered = page.waitForResponse((sent) => sent.url().includes('/show-dealer-install-requests'));
    await page.goto('/cart-sidebar?installrequestid=2');
    expect((await answered).status()).toBe(500);
    const sidebar = page.locator('cart-sidebar');
    await page.waitForTimeout(300);
    await expect(sidebar.getByRole('dialog')).toBeHidden();
    expect(await shop.requests('/api/dealer-install-request/requests/unseen')).toHaveLength(0);
    await shop.clearFaults();
    await page.goto('/cart-sidebar?installrequestid=2');
    await expect(sidebar.getByRole('article', { name: 'James Carter' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test("the installer's page at 320px: details, photos, the page's vehicle, a failed send keeps everything", async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/installer/details');
    const form = flow(page);
    await expect(form.getByRole('heading', { name: 'Hitch Pros' })).toBeVisible();
    await expect(form.getByRole('img', { name: 'Our service bay' })).toBeVisible();
    await expect(form.getByText(/^You already requested an install \(request #3\)/)).toBeVisible();
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);

    await form.getByRole('button', { name: 'Request an install from Hitch Pros' }).click();
    await expect(form.getByText('Your vehicle: 2019 Toyota RAV4')).toBeVisible();
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('textbox', { name: 'Your name' }).fill('Lee Park');
    await form.getByRole('textbox', { name: 'Email' }).fill('lee@example.com');
    await shop.fault({ method: 'POST', path: '/api/dealer-install-request/request', status: 503 });
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(
      form.getByText('We couldn’t send your request. Everything you typed is still here: please try again.'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('lee@example.com');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText(/^Your request number is #\d+\.$/)).toBeVisible();
    await page.screenshot({ path: '/tmp/formflow-details-320.png', fullPage: true });
  });
});
