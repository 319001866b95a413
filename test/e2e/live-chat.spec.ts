import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The live chat on the demo shop: the LIVE CHAT tab in every page's header, opened, started and closed
 * by keyboard alone (focus tracked at every step), the toggles of the spec, the host page's own markup
 * before the code loads, and the options call failing.
 */

const PHONE = '1-800-555-0142';

const chat = (page: Page) => page.locator('live-chat');
/** The widget's own tab (the host page's markup has a checkbox named LIVE CHAT too, until the widget takes over). */
const tab = (page: Page) => chat(page).locator('[part="toggle"]');
const panel = (page: Page) => chat(page).getByRole('region', { name: 'Connect with a Product Expert now' });

/** The focused element, through open shadow roots, as `host > tag "name"`. */
async function focusPath(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    let active: Element | null = document.activeElement;
    while (active) {
      parts.push(
        `${active.localName}${active.getAttribute('aria-label') ? `[${active.getAttribute('aria-label')}]` : ''}`,
      );
      active = active.shadowRoot?.activeElement ?? null;
    }
    return parts.join(' > ');
  });
}

async function isFocused(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

async function expectFocused(control: Locator): Promise<void> {
  await expect.poll(() => isFocused(control), { message: 'focus' }).toBe(true);
}

async function tabTo(page: Page, control: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(control)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the control; focus is on ${await focusPath(page)}`);
}

async function setToggle(page: Page, key: string, on: boolean): Promise<void> {
  const response = await page.request.post('/__fake-shop/toggles', { data: { key, on } });
  expect(response.ok()).toBe(true);
}

test.describe('live chat', () => {
  test('keyboard only: open, Start Chat, Escape back to the tab, close; with axe', async ({ page, shop }) => {
    await page.goto('/');
    await expect(tab(page)).toBeVisible();
    await expect(panel(page)).toBeHidden();
    expect(await shop.requests('/api/chat/options')).toHaveLength(1);

    await tabTo(page, tab(page));
    await expect(tab(page)).toHaveRole('checkbox');
    await expect(tab(page)).toHaveAccessibleName('LIVE CHAT');
    await expect(tab(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(panel(page)).toBeVisible();
    await expect(tab(page)).toBeChecked();
    await expect(tab(page)).toHaveAttribute('aria-expanded', 'true');
    await expectFocused(tab(page));

    await expect(
      panel(page).getByRole('heading', { name: 'Connect with a Product Expert now' }),
    ).toBeVisible();
    await expect(panel(page).getByText('Jenna R.')).toBeVisible();
    await expect(panel(page).getByText('ONLINE NOW')).toBeVisible();
    const picture = panel(page).locator('img');
    await expect(picture).toBeVisible();
    expect(
      await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).toBe(true);
    const call = panel(page).getByRole('link', { name: `CALL US ${PHONE}` });
    await expect(call).toHaveAttribute('href', `tel:${PHONE}`);
    await expectNoAxeViolations(page);

    // Tab moves into the panel; Enter on Start Chat opens the chat window with no handle back to the shop.
    const start = panel(page).getByRole('button', { name: 'Start Chat' });
    await page.keyboard.press('Tab');
    await expectFocused(start);
    const popupPromise = page.context().waitForEvent('page');
    await page.keyboard.press('Enter');
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/live-chat');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(popup.getByRole('heading', { name: 'Live chat' })).toBeVisible();
    await popup.close();

    await page.bringToFront();
    await expectFocused(start);
    await page.keyboard.press('Tab');
    await expectFocused(call);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expectFocused(tab(page));
    await expect(tab(page)).not.toBeChecked();

    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeHidden();
    await expectFocused(tab(page));
  });

  test('is on every demo page, in the header', async ({ page, shop }) => {
    void shop;
    for (const path of ['/', '/cart', '/p-C13130.html', '/search', '/live-chat']) {
      await page.goto(path);
      await expect(page.locator('header live-chat')).toHaveCount(1);
      await expect(tab(page)).toBeVisible();
    }
  });

  test('shows nothing while WebChat_Queue_OnlineSales is off', async ({ page, shop }) => {
    await setToggle(page, 'WebChat_Queue_OnlineSales', false);
    await page.goto('/');
    await expect.poll(async () => (await shop.requests('/api/chat/options')).length).toBe(1);
    await expect(chat(page).locator('label', { hasText: 'LIVE CHAT' })).toBeHidden();
    await expect(tab(page)).toHaveCount(0);
  });

  test('with WebChat_Queue_Mobile on it shows at 375 px, with axe', async ({ page, shop }) => {
    void shop;
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(tab(page)).toBeVisible();
    await tab(page).click();
    await expect(panel(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("sits above the cart page's fixed CHECKOUT bar at 375 px, and back at the bottom without it", async ({
    page,
    shop,
  }) => {
    void shop;
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/cart');
    const cart = page.locator('cart-page');
    const checkout = cart.getByRole('button', { name: 'CHECKOUT' });
    await expect(checkout).toBeInViewport();
    await expect(tab(page)).toBeVisible();
    const tabBottom = async () => {
      const box = await chat(page).locator('[part="tab"]').boundingBox();
      return Math.round((box?.y ?? 0) + (box?.height ?? 0));
    };
    /** The tab rests on the summary: its bottom at the summary's top (the bar's height is rounded up). */
    const tabOnSummary = async () => {
      const summaryTop = (await cart.locator('.shop-cart__summary').boundingBox())?.y ?? 0;
      const gap = summaryTop - (await tabBottom());
      return gap > -0.5 && gap < 1.5 ? 'on the summary' : `${gap} px from the summary's top`;
    };
    await expect.poll(tabOnSummary).toBe('on the summary');
    // The whole CHECKOUT button takes a click, its right end too (where the tab sat before).
    const box = await checkout.boundingBox();
    await checkout.click({ trial: true, position: { x: (box?.width ?? 0) - 8, y: (box?.height ?? 0) / 2 } });

    // Wider, the summary is beside the lines and the tab goes back to the bottom of the window.
    await page.setViewportSize({ width: 1280, height: 740 });
    await expect.poll(tabBottom).toBe(740);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(tabOnSummary).toBe('on the summary');

    // An empty cart has no summary: the tab goes back down.
    const removeButtons = cart.getByRole('button', { name: /^Remove/ });
    await removeButtons.first().click();
    await expect(removeButtons).toHaveCount(1);
    await removeButtons.first().click();
    await expect(removeButtons).toHaveCount(0);
    await expect(cart.getByText('Your cart is currently empty')).toBeVisible();
    await expect.poll(tabBottom).toBe(740);
  });

  test('without WebChat_Queue_Mobile it is hidden below 768 px only', async ({ page, shop }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await setToggle(page, 'WebChat_Queue_Mobile', false);
    await page.goto('/');
    await expect.poll(async () => (await shop.requests('/api/chat/options')).length).toBe(1);
    // Rendered (the CSS hides it below 768 px), so a wider window shows it without a reload.
    await expect(tab(page)).toHaveCount(1);
    await expect(tab(page)).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(tab(page)).toBeVisible();
    await page.setViewportSize({ width: 767, height: 740 });
    await expect(tab(page)).toBeHidden();
  });

  test("the host page's markup opens by its checkbox while the options load, and the widget keeps it open and focused", async ({
    page,
    shop,
  }) => {
    await shop.fault({ path: '/api/chat/options', latencyMs: 2500 });
    await page.goto('/');
    const hostToggle = chat(page).locator('input.live-chat-fallback__toggle');
    const hostPanel = chat(page).locator('.live-chat-fallback__panel');
    await expect(hostToggle).toBeVisible();
    await expect(hostPanel).toBeHidden();
    await hostToggle.focus();
    await page.keyboard.press('Space');
    await expect(hostPanel).toBeVisible();
    await expect(hostPanel.getByRole('link', { name: `CALL US ${PHONE}` })).toBeVisible();

    await expect(panel(page)).toBeVisible({ timeout: 10_000 });
    await expect(hostPanel).toBeHidden();
    await expect(tab(page)).toBeChecked();
    await expectFocused(tab(page));
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
  });

  test('the options call failing (retried twice) leaves the chat off', async ({ page, shop }) => {
    await shop.fault({ path: '/api/chat/options', status: 500, times: 3 });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await expect.poll(async () => (await shop.requests('/api/chat/options')).length).toBe(3);
    await expect
      .poll(() => warnings.some((text) => text.includes('chat options could not be loaded')))
      .toBe(true);
    await expect(tab(page)).toHaveCount(0);
    await expect(chat(page).locator('label', { hasText: 'LIVE CHAT' })).toBeHidden();
  });
});

test.describe('live chat without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the host page's markup opens and closes by its checkbox alone", async ({ page, shop }) => {
    void shop;
    await page.goto('/');
    const hostToggle = chat(page).locator('input.live-chat-fallback__toggle');
    const hostPanel = chat(page).locator('.live-chat-fallback__panel');
    await expect(hostPanel).toBeHidden();
    await hostToggle.focus();
    await page.keyboard.press('Space');
    await expect(hostPanel).toBeVisible();
    await expect(hostPanel.getByText('Connect with a Product Expert now')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(hostPanel).toBeHidden();
  });
});
