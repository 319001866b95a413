import type { Page } from '@playwright/test';
import { SEED_STAFF_BIOS } from '../../src/mocks/data/staff-bios';
import { axeViolations, expectFocusOn, press, tabTo, waitForWidgets } from './a11y-support';
import { expect, test } from './fixtures';

/**
 * The staff bios on the demo shop: the who-is-that page (list, pictures, internal summary for internal
 * staff, the error state and its retry) and the account page's 'View Bio' dialog, by keyboard only:
 * focus is checked after every key (never on body, never hidden).
 */

test.use({ bypassCSP: true });

async function expectNoViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

const bios = (page: Page) => page.locator('who-is-that-bios');

test.describe('who-is-that page', () => {
  test('lists every specialist with a loaded picture, and passes axe at 1280 and 320 px', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/who-is-that');
    const list = bios(page).getByRole('list', { name: 'Staff bios' });
    await expect(list.getByRole('article')).toHaveCount(SEED_STAFF_BIOS.length);
    for (const bio of SEED_STAFF_BIOS) {
      const article = list.getByRole('article', { name: bio.displayName });
      await expect(article.getByRole('heading', { level: 2, name: bio.displayName })).toBeVisible();
      const picture = article.locator('img');
      await expect(picture).toHaveJSProperty('complete', true);
      expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      const box = await picture.boundingBox();
      expect(box?.width).toBe(150);
      expect(box?.height).toBe(150);
    }
    await expect(list.getByText('more than 2,000 hitches')).toBeVisible();
    // A shopper never sees an internal summary.
    await expect(bios(page).getByText('Internal summary (staff only)')).toHaveCount(0);
    await waitForWidgets(page);
    await expectNoViolations(page);
    await page.screenshot({ path: test.info().outputPath('who-is-that-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 320, height: 900 });
    await expectNoViolations(page);
    await page.screenshot({ path: test.info().outputPath('who-is-that-320.png'), fullPage: true });
  });

  test('internal staff see each internal summary', async ({ page, shop }) => {
    await shop.role('staff');
    await page.goto('/who-is-that');
    const marcus = bios(page).getByRole('article', { name: 'Marcus T.' });
    await expect(marcus.getByRole('heading', { name: 'Internal summary (staff only)' })).toBeVisible();
    await expect(marcus.getByText(SEED_STAFF_BIOS[0]?.internalSummary ?? '')).toBeVisible();
    await expectNoViolations(page);
  });

  test('says the bios could not be loaded, and Try again by keyboard loads them', async ({ page, shop }) => {
    await shop.fault({ path: '/api/accounts/whoisthat-bios', status: 500 });
    await page.goto('/who-is-that');
    const alert = bios(page).getByRole('alert');
    await expect(alert).toHaveText(/Staff bios could not be loaded\./);
    await expectNoViolations(page);
    const retry = alert.getByRole('button', { name: 'Try again' });
    await tabTo(page, retry);
    await press(page, 'Enter');
    await expect(bios(page).getByRole('article')).toHaveCount(SEED_STAFF_BIOS.length);
    // Focus stayed in the widget while the button went away, and Tab goes on into the list.
    await expectFocusOn(bios(page).locator('[part="bios"]'));
    await press(page, 'Tab');
    await expectFocusOn(bios(page).getByRole('link', { name: 'weight distribution hitch' }));
  });

  test('says so when there are no bios', async ({ page, shop }) => {
    await shop.fault({ path: '/api/accounts/whoisthat-bios', body: [] });
    await page.goto('/who-is-that');
    await expect(bios(page).getByRole('status')).toHaveText('No staff bios to show right now.');
    await expectNoViolations(page);
  });
});

test.describe('account bio viewer', () => {
  test('keyboard only: View Bio opens the dialog, Escape closes it and focus returns', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/account/specialists');
    const row = page.getByRole('row', { name: /Marcus T\./ });
    const viewBio = row.locator('account-bio-viewer').getByRole('button', { name: 'View Bio, Marcus T.' });
    await expect(viewBio).toHaveText('View Bio');
    // Jen O.'s bio has no summary: no button.
    await expect(page.getByRole('row', { name: /Jen O\./ }).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^View Bio/ })).toHaveCount(SEED_STAFF_BIOS.length - 1);
    await waitForWidgets(page);
    await expectNoViolations(page);

    await tabTo(page, viewBio);
    await press(page, 'Enter');
    const dialog = row.getByRole('dialog', { name: 'Marcus T.' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('more than 2,000 hitches')).toBeVisible();
    // 60% of the width the modal's backdrop leaves it, and the 150x150 picture, loaded.
    const share = await dialog.evaluate((node) => {
      const backdrop = node.parentElement as HTMLElement;
      const style = getComputedStyle(backdrop);
      const room =
        backdrop.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return node.getBoundingClientRect().width / room;
    });
    expect(share).toBeCloseTo(0.6, 2);
    const picture = dialog.locator('img');
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await picture.boundingBox()).toMatchObject({ width: 150, height: 150 });
    // Focus is in the dialog and stays there.
    await expectFocusOn(dialog.getByRole('button', { name: 'Close' }));
    await press(page, 'Tab');
    await expect
      .poll(() =>
        dialog.evaluate((node) => {
          let active: Element | null = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return node.contains(active);
        }),
      )
      .toBe(true);
    await expectNoViolations(page);
    await page.screenshot({ path: test.info().outputPath('bio-dialog.png') });

    await press(page, 'Escape');
    await expect(dialog).toHaveCount(0);
    await expectFocusOn(viewBio);

    // Again with Space, closed with the Close button by keyboard.
    await press(page, 'Space');
    await expect(dialog).toBeVisible();
    await expectFocusOn(dialog.getByRole('button', { name: 'Close' }));
    await press(page, 'Enter');
    await expect(dialog).toHaveCount(0);
    await expectFocusOn(viewBio);
  });
});
