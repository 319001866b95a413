import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** Whether the control has focus (inside the menu's shadow root or in the page). */
function isFocused(control: Locator): Promise<boolean> {
  return control.evaluate((element) =>
    element.getRootNode() instanceof ShadowRoot
      ? (element.getRootNode() as ShadowRoot).activeElement === element
      : document.activeElement === element,
  );
}

/** Presses Tab until the control has focus: the journey uses the keyboard alone. */
async function tabTo(page: Page, control: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(control)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

/** The text of the focused element and whether it is inside the open panel. */
function focusInPanel(page: Page): Promise<{ inside: boolean; text: string }> {
  return page.evaluate(() => {
    const host = document.querySelector('mobile-menu');
    const active = host?.shadowRoot?.activeElement ?? null;
    const panel = host?.shadowRoot?.querySelector('.shop-mobile-menu__panel') ?? null;
    return {
      inside: document.activeElement === host && active !== null && panel?.contains(active) === true,
      text: (active?.getAttribute('aria-label') || active?.textContent || '').trim(),
    };
  });
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe('mobile menu at 375 px, keyboard only', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
  });

  test('opens, keeps focus inside, closes on Escape with focus back on the toggle', async ({
    page,
    shop,
  }) => {
    await page.goto('/p-C13130.html');
    const menu = page.locator('mobile-menu');
    const toggle = menu.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Nothing is fetched for the menu before the shopper shows intent.
    expect(await shop.requests('/api/header/*')).toEqual([]);

    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const close = menu.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Find an Installer' })).toBeVisible();
    await expect(
      menu.getByRole('link', { name: 'Memorial Day Sale: up to 20% off hitches' }),
    ).toHaveAttribute('href', /\/Memorial-Deals$/);
    await expect(menu.getByRole('link', { name: 'Gifts' })).toBeVisible();
    await expect(menu.getByRole('progressbar')).toHaveCount(0);
    expect(await bodyOverflow(page)).toBe('hidden');

    // Tab goes round the panel's controls and never leaves it, both ways.
    const seen = new Set<string>();
    for (let presses = 0; presses < 30; presses += 1) {
      await page.keyboard.press('Tab');
      const focus = await focusInPanel(page);
      expect(focus.inside, `Tab ${presses + 1} left the menu`).toBe(true);
      seen.add(focus.text);
    }
    expect(seen).toContain('Close menu');
    expect(seen).toContain('Towing');
    expect(seen).toContain('Orders');
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusInPanel(page)).toEqual({ inside: true, text: 'Orders' });

    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(close).toHaveCount(0);
    expect(await bodyOverflow(page)).not.toBe('hidden');
    // One call each per page, however often it opens.
    await page.keyboard.press('Enter');
    await expect(close).toBeFocused();
    expect((await shop.requests('/api/header/mainnav')).length).toBe(1);
    expect((await shop.requests('/api/header/subnav')).length).toBe(1);
  });

  test('a resize to 1024 px closes it (after the 300 ms debounce) and hides the toggle', async ({ page }) => {
    await page.goto('/search');
    const menu = page.locator('mobile-menu');
    const toggle = menu.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.setViewportSize({ width: 1024, height: 740 });
    // Hidden from 768 px on, so out of the accessibility tree: found by its part.
    const hiddenToggle = menu.locator('[part="toggle"]');
    await expect(hiddenToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(hiddenToggle).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
    // Back to a phone width: closed until asked.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('#hamburger opens it; a signed-in dealer is greeted; following a link closes it', async ({
    page,
    shop,
  }) => {
    await shop.role('dealer');
    await page.goto('/p-C13130.html#hamburger');
    const menu = page.locator('mobile-menu');
    await expect(menu.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu.getByText('Hello, Jordan')).toBeVisible();
    await expectNoAxeViolations(page);
    const towing = menu.getByRole('link', { name: 'Towing' });
    await expect(towing).toHaveAttribute('href', /\/maindept-Towing\.aspx$/);
    await tabTo(page, towing);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/maindept-Towing\.aspx$/);
  });

  test('back to the page after following a link shows it closed', async ({ page }) => {
    await page.goto('/search');
    const menu = page.locator('mobile-menu');
    const toggle = menu.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const home = menu.getByRole('link', { name: 'About Us' });
    await tabTo(page, home);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about-us\.aspx$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect(
      page.locator('mobile-menu').getByRole('button', { name: 'Menu', exact: true }),
    ).toHaveAttribute('aria-expanded', 'false');
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });
});

test('mobile menu: screenshots at 375 px, closed and open', async ({ page, shop }) => {
  void shop;
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/p-C13130.html');
  await expect(page.locator('mobile-menu').getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/mobile-menu-closed-375.png' });
  await page.locator('mobile-menu').getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.locator('mobile-menu').getByRole('link', { name: 'Find an Installer' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/mobile-menu-open-375.png' });
});
