import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** 'Tomorrow' or a date like 'Tue, Mar 5'. */
const DAY = /^(Tomorrow|(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2})$/;

async function setBucket(page: Page, name: string, bucket: number): Promise<void> {
  const response = await page.request.post('/__fake-shop/experiments', { data: { name, bucket } });
  expect(response.ok()).toBe(true);
}

async function saveZip(page: Page, zipCode: string): Promise<void> {
  const response = await page.request.post('/api/shopper/zipcode', {
    data: { userSession: '', pageType: 'default', zipCode },
  });
  expect(response.ok()).toBe(true);
}

/** The 'Delivery Arrives On' day of a large panel. */
function arrivesOn(panel: Locator): Locator {
  return panel.locator('dd').first();
}

async function enterZipInModal(page: Page, host: Locator, zipCode: string): Promise<void> {
  await host
    .getByRole('button', { name: /^Change ZIP code|Add ZIP code for delivery options/ })
    .first()
    .click();
  const dialog = host.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel('ZIP or postal code');
  await expect(input).toBeFocused();
  await input.pressSequentially(zipCode);
  await input.press('Enter');
  void page;
}

test.describe('delivery estimates', () => {
  test('a ZIP code entered once changes the dates on every panel of the page', async ({ page, shop }) => {
    void shop;
    await page.goto('/delivery');
    const box = page.locator('zip-code-entry');
    const cart = page.locator('li', { hasText: 'Your cart' }).locator('delivery-estimate');
    const hitch = page.locator('local-pickup[data-websku="C13130"]');
    const freight = page.locator('delivery-estimate[data-websku="C18153"]');

    await expect(cart.getByRole('button', { name: 'Add ZIP code for delivery options' })).toBeVisible();
    await expect(hitch.getByText('Estimated Delivery', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A valid ZIP code near the warehouse.
    await box.getByLabel('ZIP or postal code').pressSequentially('65201');
    await box.getByRole('button', { name: 'Submit' }).click();
    await expect(box.getByRole('status')).toHaveText('Delivery estimates now use ZIP code 65201.');
    await expect(cart).toContainText(/Free Delivery (by|Tomorrow)/);
    await expect(hitch).toContainText('Estimated Delivery to 65201');
    await expect(arrivesOn(hitch)).toHaveText(DAY);
    await expect(freight).toContainText('Estimated Delivery to 65201');
    const nearDay = await arrivesOn(hitch).textContent();
    const nearCart = await cart.textContent();
    expect((await shop.requests('/api/shopper/zipcode')).at(-1)?.body).toMatchObject({ zipCode: '65201' });

    // A far ZIP code through a panel's pencil: every panel loads again.
    await enterZipInModal(page, hitch, '98101');
    await expect(hitch.getByRole('dialog')).toBeHidden();
    await expect(hitch).toContainText('Estimated Delivery to 98101');
    await expect(freight).toContainText('Estimated Delivery to 98101');
    await expect(cart.getByRole('button', { name: 'Change ZIP code 98101' })).toBeVisible();
    await expect(arrivesOn(hitch)).not.toHaveText(nearDay ?? '');
    await expect(cart).not.toHaveText(nearCart ?? '');

    // A Canadian postal code: slower and paid, and freight cannot go there.
    await enterZipInModal(page, cart, 'k1a 0b1');
    await expect(cart).toContainText('Fast Delivery by');
    await expect(hitch).toContainText('Estimated Delivery to K1A 0B1');
    await expect(freight).toContainText('ships by truck freight, which cannot deliver to Canada');
    expect(
      (await shop.requests('/api/shopper/zipcode')).map((call) => (call.body as { zipCode: string }).zipCode),
    ).toEqual(['65201', '98101', 'K1A 0B1']);
    await expectNoAxeViolations(page);
  });

  test('an invalid code keeps the modal open with its message; the same code only closes it', async ({
    page,
    shop,
  }) => {
    await saveZip(page, '78701');
    await page.goto('/delivery');
    const panel = page.locator('delivery-estimate[data-websku="C56146"]');
    await expect(panel).toContainText('Estimated Delivery to 78701');
    await panel.getByRole('button', { name: 'Change ZIP code 78701' }).click();
    const dialog = panel.getByRole('dialog', { name: 'Estimated Delivery to 78701' });
    await expect(dialog).toHaveAttribute('id', 'zip-input-modal');
    expect((await dialog.boundingBox())?.width).toBe(343);
    const input = dialog.getByLabel('ZIP or postal code');
    await input.pressSequentially('1234');
    await input.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Invalid zip');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await input.fill('');
    await input.pressSequentially('78701');
    await input.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Change ZIP code 78701' })).toBeFocused();
    expect(await shop.requests('/api/shopper/zipcode')).toHaveLength(1);
  });

  test("the zip-code entry box's messages", async ({ page, shop }) => {
    void shop;
    await page.goto('/delivery');
    const box = page.locator('zip-code-entry');
    const input = box.getByLabel('ZIP or postal code');
    await box.getByRole('button', { name: 'Submit' }).click();
    await expect(box.getByRole('alert')).toHaveText('Zip code is required');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Zip code is required');

    await input.pressSequentially('12345-67890');
    await expect(box.getByRole('alert')).toHaveText('Max length of 10 characters');
    await input.fill('');
    await input.pressSequentially('ab#1c$2');
    await expect(input).toHaveValue('AB1C2');
    await input.press('Enter');
    await expect(box.getByRole('alert')).toHaveText('Invalid zip');

    await input.fill('');
    await page.evaluate(() => navigator.clipboard?.writeText('78701').catch(() => undefined));
    await input.dispatchEvent('paste');
    await expect(input).toHaveValue('');
    await expect(box.getByRole('status')).toHaveText(
      'Please type your ZIP code; pasting is turned off here.',
    );
    await expectNoAxeViolations(page);

    await box.getByRole('button', { name: 'Cancel' }).click();
    await expect(input).toHaveValue('');
    await expect(box.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('the cart page', () => {
  test('shows the small panel, which follows a ZIP code change', async ({ page, shop }) => {
    void shop;
    await saveZip(page, '65201');
    await page.goto('/cart');
    const panel = page.locator('main delivery-estimate');
    await expect(panel).toContainText(/Free Delivery (by|Tomorrow)/);
    await expectNoAxeViolations(page);
    await enterZipInModal(page, panel, 'M5V 2T6');
    await expect(panel).toContainText('Fast Delivery by');
    await expect(panel.getByRole('button', { name: 'Change ZIP code M5V 2T6' })).toBeVisible();
  });
});

test.describe('use my current location', () => {
  test('applies the ZIP code where the shopper is', async ({ page, context, shop }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 30.2672, longitude: -97.7431 });
    await page.goto('/delivery');
    const box = page.locator('zip-code-entry');
    await box.getByRole('button', { name: 'Use my current location' }).click();
    await expect(box.getByLabel('ZIP or postal code')).toHaveValue('78701');
    await expect(page.locator('delivery-estimate[data-websku="C56146"]')).toContainText(
      'Estimated Delivery to 78701',
    );
    const lookups = await shop.requests('/api/geography/closest-postal-code');
    expect(lookups).toHaveLength(1);
  });

  test('says so when the shopper does not allow it', async ({ page, context, shop }) => {
    void shop;
    // Granted none: refused without a prompt. A refused prompt would outlast the test (warm-context.ts).
    await context.grantPermissions([]);
    await page.goto('/delivery');
    const box = page.locator('zip-code-entry');
    await box.getByRole('button', { name: 'Use my current location' }).click();
    await expect(box.getByRole('status')).toHaveText(
      'Location access is blocked for this site. Allow it in your browser settings, or enter a ZIP code.',
    );
    await expect(box.getByLabel('ZIP or postal code')).toHaveAccessibleDescription(
      /Location access is blocked/,
    );
    await expect(box.getByLabel('ZIP or postal code')).toHaveValue('');
    await expectNoAxeViolations(page);
  });
});

test.describe('local pickup', () => {
  test('ship to a partnered store, then back to the door', async ({ page, shop }) => {
    await setBucket(page, 'ShipToShop', 2);
    await saveZip(page, '78701');
    await page.goto('/p-C13130.html');
    const pickup = page.locator('local-pickup');
    await expect(pickup.getByText('Local Pickup', { exact: true })).toBeVisible();
    await expect(arrivesOn(pickup)).toHaveText(DAY);
    await pickup.getByRole('button', { name: 'Select Hitch Pros partnered store' }).click();
    const dialog = pickup.getByRole('dialog', { name: 'Select Hitch Pros partnered store' });
    await expect(dialog.getByRole('button', { name: /^Pick up here/ })).toHaveCount(3);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Pick up here: Hitch Pros, Round Rock, TX 78664' }).click();

    await expect(dialog).toBeHidden();
    await expect(pickup).toContainText(
      /Ready for Pickup (on (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}|Tomorrow)/,
    );
    await expect(pickup).toContainText('With Hitch Pros');
    await expect(pickup).not.toContainText('TX31');
    await expect(pickup.getByText(/^Ready for Pickup/)).toBeFocused();
    expect(
      (await shop.requests('/api/installers/local-pickup-installer/*')).map((call) => call.method),
    ).toContain('POST');

    // The ZIP line is at the bottom for bucket 2.
    const zipLine = pickup.locator('[data-zip-line]');
    await expect(zipLine).toBeVisible();
    const readyBox = await pickup.getByText(/^Ready for Pickup/).boundingBox();
    expect((await zipLine.boundingBox())?.y ?? 0).toBeGreaterThan(readyBox?.y ?? 0);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(pickup).toContainText('With Hitch Pros');
    await pickup.getByRole('button', { name: 'Ship to your door instead' }).click();
    await expect(pickup.getByText('Delivery Arrives On')).toBeVisible();
    await expect(pickup.getByRole('button', { name: 'Select Hitch Pros partnered store' })).toBeFocused();
    expect(
      (await shop.requests('/api/installers/local-pickup-installer')).map((call) => call.method),
    ).toEqual(['DELETE']);
  });

  test('above bucket 6 the ZIP line is at the top', async ({ page, shop }) => {
    void shop;
    await setBucket(page, 'ShipToShop', 7);
    await saveZip(page, '78701');
    await page.request.post('/api/installers/local-pickup-installer/845120/dealer/4711');
    await page.goto('/delivery');
    const pickup = page.locator('local-pickup').first();
    await expect(pickup).toContainText('With Hitch Pros');
    const zipBox = await pickup.locator('[data-zip-line]').boundingBox();
    const readyBox = await pickup.getByText(/^Ready for Pickup/).boundingBox();
    expect(zipBox?.y ?? 0).toBeLessThan(readyBox?.y ?? 0);
  });

  test('same-day pickup near a store that has the part', async ({ page, shop }) => {
    void shop;
    await setBucket(page, 'SameDayPickup', 1);
    await saveZip(page, '78701');
    await page.goto('/p-C13130.html');
    const pickup = page.locator('local-pickup');
    await expect(pickup).toHaveAttribute('data-same-day-eligible', '');
    await expect(pickup.locator('[part="panel"]')).toHaveAttribute('data-mode', 'same-day');
    await expect(pickup).toContainText(
      /Ready (Today|Tomorrow|on [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}) at a store [\d.]+ mi away/,
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('checkout shipping dates', () => {
  test('choosing a method sends the PUT, and the page shows it saved', async ({ page, shop }) => {
    await saveZip(page, '78701');
    await page.goto('/checkout/shipping');
    const selector = page.locator('shipping-dates-selector');
    const options = selector.getByRole('radio');
    await expect(options).toHaveCount(3);
    await expect(options.first()).toBeChecked();
    await expect(selector.locator('.shop-option').first()).toContainText('Delivered by UPS');
    await expect(selector.locator('.shop-option').first()).toContainText('Free');
    expect((await selector.locator('fieldset').boundingBox())?.width).toBeLessThanOrEqual(400);
    await expectNoAxeViolations(page);

    await selector.locator('.shop-option').nth(1).click();
    await expect(options.nth(1)).toBeChecked();
    await expect
      .poll(async () =>
        (await shop.requests('/api/checkout/cart/shipping-method/*')).map((call) => call.path),
      )
      .toEqual(['/api/checkout/cart/shipping-method/FDX2DAY']);
    await page.reload();
    await expect(selector.getByRole('radio').nth(1)).toBeChecked();
  });

  test('a failed save removes the spinner, keeps the earlier choice and says so', async ({ page, shop }) => {
    await saveZip(page, '78701');
    await shop.fault({
      method: 'PUT',
      path: '/api/checkout/cart/shipping-method/*',
      status: 500,
      latencyMs: 400,
    });
    await page.goto('/checkout/shipping');
    const selector = page.locator('shipping-dates-selector');
    await expect(selector.getByRole('radio')).toHaveCount(3);
    await selector.locator('.shop-option').nth(2).click();
    await expect(selector.getByRole('status')).toContainText('Saving your delivery option');
    await expect(selector.getByRole('alert')).toHaveText(
      'We could not save your delivery option. Please try again.',
    );
    await expect(selector.getByRole('status')).toHaveCount(0);
    await expect(selector.getByRole('radio').first()).toBeChecked();
    await expect.poll(async () => (await shop.requests('/api/logger/errors')).length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('the estimate answer at the API edge (tolerant reader)', () => {
  const ESTIMATE = '/api/shipping/cartestimateddeliverydates';

  test("a drifted carrier (carrier: 77) keeps the product's delivery estimate, logged once as drift", async ({
    page,
    shop,
  }) => {
    await saveZip(page, '78701');
    await shop.fault({ path: ESTIMATE, mergeBody: { shipmentMethods: { carrier: 77 } }, times: 'Infinity' });
    await page.goto('/p-C13130.html');
    const panel = page.locator('local-pickup');
    await expect(panel).toContainText('Estimated Delivery to 78701');
    await expect(arrivesOn(panel)).toHaveText(DAY);
    await expect(panel).not.toContainText(/not available/);
    await expect
      .poll(async () =>
        (await shop.requests('/api/logger/warning'))
          .map((entry) => entry.body as { source?: string; details?: { field?: string } })
          .filter((entry) => entry.source === 'schema-drift')
          .map((entry) => entry.details?.field),
      )
      .toEqual(['shipmentMethods[].carrier']);
  });

  test('an answer without what the panel needs is a server fault, not a problem with the ZIP code', async ({
    page,
    shop,
  }) => {
    await saveZip(page, '78701');
    await shop.fault({ path: ESTIMATE, body: { unexpected: true }, times: 'Infinity' });
    await page.goto('/p-C13130.html');
    const panel = page.locator('local-pickup');
    await expect(panel.getByText('Delivery dates are not available right now.')).toBeVisible();
    await expect(panel).not.toContainText('Delivery dates are not available for this ZIP code.');
    await expectNoAxeViolations(page);
  });
});
