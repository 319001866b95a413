import type { Page } from '@playwright/test';
import { tabTo } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The fast-pay buttons on the demo's checkout pages, with the payment SDKs' test doubles (scripted by the
 * page address: ?googlepay=…&applepay=…&paypal=…): Google Pay and Apple Pay, the happy path and each
 * failing path; PayPal's routing by skip-shipping bucket; axe; a keyboard-only payment.
 */

const buttons = (page: Page) => page.locator('fast-pay-buttons');
const googlePay = (page: Page) => buttons(page).getByRole('button', { name: 'Pay with Google Pay' });
const applePay = (page: Page) => buttons(page).getByRole('button', { name: 'Pay with Apple Pay' });
const payPal = (page: Page) => buttons(page).getByRole('button', { name: 'Pay with PayPal' });
const sheetLog = (page: Page) => page.locator('#payment-double-log');
const failure = (page: Page) => buttons(page).getByRole('alert');
const FAILED = 'Your payment could not be completed. Please try again or choose another way to pay.';

async function open(page: Page, query = ''): Promise<void> {
  await page.goto(`/checkout/payment${query}`);
  await expect(payPal(page)).toBeVisible();
}

async function setBucket(page: Page, bucket: number): Promise<void> {
  const response = await page.request.post('/__fake-shop/experiments', {
    data: { name: 'SkipShippingStep', bucket },
  });
  expect(response.ok()).toBe(true);
}

test.describe('fast pay: Google Pay', () => {
  test('happy path: address, a second shipping option with its tax, paid, on to the confirmation', async ({
    page,
    shop,
  }) => {
    await open(page);
    await expectNoAxeViolations(page);
    await googlePay(page).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\?ordernumber=W\d+$/);
    await expect(page.getByText(/Order W\d+ is placed, paid with Google Pay/)).toBeVisible();
    const taxes = await shop.requests('/api/checkout/calculatetaxes');
    expect(taxes).toHaveLength(2);
    const codes = taxes.map(
      (call) => (call.body as { SelectedShippingChargeCode: string }).SelectedShippingChargeCode,
    );
    expect(codes[0]).not.toBe(codes[1]);
    const [payment] = await shop.requests('/api/checkout/fastpay/payment');
    expect(payment?.body).toMatchObject({ paymentType: 1, selectedShippingChargeCode: codes[1] });
    await expectNoAxeViolations(page);
  });

  test("an address without its state: 'Cannot ship to the selected address', the shopper closes the sheet, no error", async ({
    page,
    shop,
  }) => {
    await open(page, '?googlepay=unserviceable-address');
    await googlePay(page).click();
    await expect(sheetLog(page)).toContainText('error: Cannot ship to the selected address');
    await expect(sheetLog(page)).toContainText('Google Pay: sheet-closed');
    await expect(failure(page)).toHaveCount(0);
    await expect(googlePay(page)).toBeEnabled();
    expect(await shop.requests('/api/checkout/fastpay/payment')).toEqual([]);
  });

  test("no nonce: 'Nonce not found' is logged, the sheet shows the authorization error, the shopper stays", async ({
    page,
    shop,
  }) => {
    await open(page, '?googlepay=no-nonce');
    await googlePay(page).click();
    await expect(failure(page)).toHaveText(FAILED);
    await expect(sheetLog(page)).toContainText(
      'error: Error sending nonce, address information, and shipping charge code',
    );
    await expect(page).toHaveURL(/\/checkout\/payment/);
    await expect
      .poll(async () =>
        (await shop.requests('/api/logger/errors')).map((entry) => JSON.stringify(entry.body)).join(),
      )
      .toContain('Nonce not found');
    expect(await shop.requests('/api/checkout/fastpay/payment')).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('the order call fails: the authorization error in the sheet, the overlay goes, the message says so', async ({
    page,
    shop,
  }) => {
    await open(page);
    await shop.fault({ method: 'POST', path: '/api/checkout/fastpay/payment', status: 500 });
    await googlePay(page).click();
    await expect(failure(page)).toHaveText(FAILED);
    await expect(buttons(page).locator('[part="overlay"]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout\/payment/);
  });

  test('the shopper closes the sheet: nothing is said or logged', async ({ page, shop }) => {
    await open(page, '?googlepay=cancel');
    await googlePay(page).click();
    await expect(sheetLog(page)).toContainText('Google Pay: sheet-closed (by: shopper)');
    await expect(failure(page)).toHaveCount(0);
    await expect(googlePay(page)).toBeEnabled();
    expect(await shop.requests('/api/logger/errors')).toEqual([]);
  });

  test('not shown when pay.js says the shopper cannot pay, or while its toggle is off', async ({
    page,
    shop,
  }) => {
    await open(page, '?googlepay=not-ready');
    await expect(googlePay(page)).toHaveCount(0);
    await shop.toggle('PaymentType-GooglePay', false);
    await open(page);
    await expect(applePay(page)).toBeVisible();
    await expect(googlePay(page)).toHaveCount(0);
  });
});

test.describe('fast pay: Apple Pay', () => {
  test('a cart change on the page reloads what the sheet charges; a repeat of the known count does not', async ({
    page,
  }) => {
    const cartLoads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/cart/details') cartLoads.push(request.url());
    });
    await open(page);
    await expect(applePay(page)).toBeVisible();
    await expect.poll(() => cartLoads.length).toBe(1);
    const known = (
      (await (await page.request.get('/api/cart/details')).json()) as { TotalCartItemQuantity: number }
    ).TotalCartItemQuantity;
    const announce = (itemCount: number) =>
      page.evaluate((count) => {
        window.dispatchEvent(new CustomEvent('shop:cart-updated', { detail: { itemCount: count } }));
      }, itemCount);
    await announce(known);
    await announce(known + 1);
    await expect.poll(() => cartLoads.length).toBe(2);
    await page.waitForTimeout(500);
    expect(cartLoads).toHaveLength(2);
  });

  test('happy path: validation, contact, method (tax pending at 0.00), authorised, on to the confirmation', async ({
    page,
    shop,
  }) => {
    await open(page);
    await applePay(page).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\?ordernumber=W\d+$/);
    await expect(page.getByText(/Order W\d+ is placed, paid with Apple Pay/)).toBeVisible();
    const [payment] = await shop.requests('/api/checkout/fastpay/payment');
    expect(payment?.body).toMatchObject({ paymentType: 2, email: 'pat.shopper@example.com' });
  });

  for (const [scenario, expected] of [
    ['no-nonce', 'Apple Pay: payment-completed (status: failure)'],
    ['validation-fails', 'Apple Pay: session-aborted'],
  ] as const) {
    test(`${scenario}: the session ends in failure, the shopper stays and is told`, async ({
      page,
      shop,
    }) => {
      await open(page, `?applepay=${scenario}`);
      await applePay(page).click();
      await expect(sheetLog(page)).toContainText(expected);
      await expect(failure(page)).toHaveText(FAILED);
      await expect(page).toHaveURL(/\/checkout\/payment/);
      expect(await shop.requests('/api/checkout/fastpay/payment')).toEqual([]);
    });
  }

  test('the order call fails: the session completes with failure', async ({ page, shop }) => {
    await open(page);
    await shop.fault({ method: 'POST', path: '/api/checkout/fastpay/payment', status: 500 });
    await applePay(page).click();
    await expect(sheetLog(page)).toContainText('Apple Pay: payment-completed (status: failure)');
    await expect(failure(page)).toHaveText(FAILED);
  });

  test('the shopper closes the sheet: nothing is said or logged', async ({ page, shop }) => {
    await open(page, '?applepay=cancel');
    await applePay(page).click();
    await expect(sheetLog(page)).toContainText('Apple Pay: sheet-closed (by: shopper)');
    await expect(failure(page)).toHaveCount(0);
    expect(await shop.requests('/api/logger/errors')).toEqual([]);
  });

  test('not shown where the device cannot pay with Apple Pay', async ({ page }) => {
    await open(page, '?applepay=unavailable');
    await expect(googlePay(page)).toBeVisible();
    await expect(applePay(page)).toHaveCount(0);
  });
});

test.describe('fast pay: PayPal routing by skip-shipping bucket', () => {
  for (const [bucket, step] of [
    [2, 'shipping'],
    [3, 'payment'],
    [4, 'payment'],
    [0, 'address'],
    [7, 'address'],
  ] as const) {
    test(`bucket ${bucket} goes to /checkout/${step}?paypalflow=true`, async ({ page, shop }) => {
      await setBucket(page, bucket);
      await open(page);
      await payPal(page).click();
      await expect(page).toHaveURL(new RegExp(`/checkout/${step}\\?paypalflow=true$`));
      const [approval] = await shop.requests('/api/cart/payment-approval');
      expect(approval?.body).toMatchObject({
        paymentNonce: 'fake-nonce-paypal',
        contact: { email: 'pat.shopper@example.com' },
      });
      // The PayPal flow's steps show no fast-pay buttons.
      await expect(page.locator('fast-pay-buttons')).toHaveCount(0);
      await expect(page.getByText('PayPal approved the payment for Pat Shopper')).toBeVisible();
    });
  }

  test('a closed PayPal window is not an error; a PayPal failure is said and logged', async ({
    page,
    shop,
  }) => {
    await open(page, '?paypal=popup-closed');
    await payPal(page).click();
    await expect(sheetLog(page)).toContainText('PayPal: window-closed');
    await expect(failure(page)).toHaveCount(0);
    await open(page, '?paypal=error');
    await payPal(page).click();
    await expect(failure(page)).toHaveText(FAILED);
    await expect.poll(async () => (await shop.requests('/api/logger/errors')).length).toBe(1);
  });
});

test.describe('fast pay by keyboard', () => {
  test('Tab to Google Pay, Enter, paid; at phone width, 42 px high', async ({ page, shop }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page);
    await page.locator('body').focus();
    await tabTo(page, googlePay(page));
    const box = await googlePay(page).boundingBox();
    expect(box?.height).toBe(42);
    // The page leaves: no focus check after this key.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/confirmation\?ordernumber=W\d+$/);
    expect(await shop.requests('/api/checkout/fastpay/payment')).toHaveLength(1);
  });

  test('Tab to PayPal, Enter: on to the address step', async ({ page }) => {
    await open(page);
    await page.locator('body').focus();
    await tabTo(page, payPal(page));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/address\?paypalflow=true$/);
  });
});
