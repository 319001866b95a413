import { readBundleInfo } from '../../scripts/cdn-build/read-bundle-info';
import { expect, expectNoAxeViolations, test } from './fixtures';

// axe on every demo page is a11y-pages.spec.ts (the same pages and more, in three looks).
test.describe('demo shop pages', () => {
  test('the header shows the cart link and the cart icon with the count', async ({ page, shop }) => {
    void shop;
    await page.goto('/');
    await expect(page.locator('cart-link').getByRole('link', { name: 'Cart, 2 items' })).toHaveText(
      'Cart(2)',
    );
    await expect(page.locator('cart-selector').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(page.locator('cart-selector img')).toHaveJSProperty('complete', true);
    expect(
      await page.locator('cart-selector img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
  });

  test('styles reach the shadow roots through adopted style sheets, and theming tokens apply', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/');
    const link = page.locator('cart-link').getByRole('link');
    await expect(link).toBeVisible();
    expect(
      await page.locator('cart-link').evaluate((element) => element.shadowRoot?.adoptedStyleSheets.length),
    ).toBeGreaterThan(0);
    await expect(link).toHaveCSS('color', 'rgb(11, 87, 208)');
    await page.evaluate(() =>
      document.documentElement.style.setProperty('--shop-color-link', 'rgb(0, 128, 0)'),
    );
    await expect(link).toHaveCSS('color', 'rgb(0, 128, 0)');
  });

  test('each widget family loads only when one of its tags appears, and React once', async ({
    page,
    shop,
  }) => {
    void shop;
    // The script-tag build groups tags into family files (scripts/cdn-build/widget-families.ts).
    const info = readBundleInfo();
    const fileOf = (tag: string) => `/assets/${info.tags[tag]?.files[0]}`;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.locator('cart-link').getByRole('link')).toBeVisible();
    expect(scripts).toContain(fileOf('cart-link'));
    expect(scripts).not.toContain(fileOf('my-vehicle-link'));

    await page.evaluate(() =>
      document.querySelector('main')?.append(document.createElement('my-vehicle-link')),
    );
    await expect(page.locator('my-vehicle-link').getByRole('link')).toBeVisible();
    expect(scripts.filter((path) => path === fileOf('my-vehicle-link'))).toHaveLength(1);
    expect(scripts.filter((path) => path.startsWith('/assets/react-'))).toHaveLength(1);
    expect(new Set(scripts).size).toBe(scripts.length);
  });

  test('the browser may keep every chunk of the build; the loader and the classic bundle it asks for afresh', async ({
    request,
  }) => {
    const info = readBundleInfo();
    const chunks = Object.keys(info.chunks).filter((file) => file !== info.entry);
    expect(chunks.length).toBeGreaterThan(5);
    for (const file of chunks) {
      const response = await request.get(`/assets/${file}`);
      expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
    for (const file of [info.entry, 'shop-widgets.classic.js']) {
      const response = await request.get(`/assets/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('no-store');
    }
  });

  test('a click on the cart link goes to the cart page when no side bar is on the page', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/');
    await expect(page.locator('cart-link').getByRole('link')).toBeVisible();
    // The demo header carries a side bar; a page without one is simulated by removing it.
    await page.evaluate(() => document.querySelector('cart-sidebar')?.remove());
    await page.locator('cart-link').getByRole('link').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('cart-page')).toBeVisible();
  });
});

test.describe('host page integration', () => {
  test('a host page opens the side-bar state with a window event and hears the change', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/');
    await expect(page.locator('cart-link').getByRole('link')).toBeVisible();
    await page.getByRole('button', { name: 'Open the cart (host sends shop:cart-open)' }).click();
    const log = page.locator('#demo-event-log');
    await expect(log).toContainText('shop:cart-open {"source":"host-page"}');
    await expect(log).toContainText('shop:sidebar-changed {"showSideBar":true,"loadCart":true');
    await expect(page.locator('cart-link').getByRole('link')).toHaveAttribute('data-state', 'open');
  });

  test('a cart link click with a side bar on the page opens it and tells the host page', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/');
    await page.locator('cart-link').getByRole('link').click();
    await expect(page.locator('cart-sidebar').getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#demo-event-log')).toContainText(
      'shop:cart-open {"source":"cart-link","view":"cart"}',
    );
  });

  test('the host page’s event log lists the latest 50 events, newest first', async ({ page, shop }) => {
    void shop;
    await page.goto('/');
    await expect(page.locator('cart-link').getByRole('link')).toBeVisible();
    await page.evaluate(() => {
      for (let index = 1; index <= 60; index += 1)
        window.dispatchEvent(
          new CustomEvent('shop:widget-failed', { detail: { tag: 'host-test', message: `event ${index}` } }),
        );
    });
    const entries = page.locator('#demo-event-log > li');
    await expect(entries).toHaveCount(50);
    // A widget's own late event (the session, say) may come after the 60 and sit above them: the list is
    // then those, followed by events 60, 59, … down to as many as are left of the 50.
    const texts = await entries.allTextContents();
    const firstOfOurs = texts.findIndex((text) => text.includes('"tag":"host-test"'));
    expect(firstOfOurs).toBeGreaterThanOrEqual(0);
    const ours = texts.slice(firstOfOurs).map((text) => /"message":"event (\d+)"/.exec(text)?.[1]);
    expect(ours).toEqual(Array.from({ length: ours.length }, (_, index) => String(60 - index)));
  });

  test('a malformed attribute shows an error in that widget only, logged once', async ({ page, shop }) => {
    await page.goto('/checkout');
    await expect(page.getByText('Payment options in checkout')).toBeVisible();
    await page.evaluate(() => {
      const broken = document.createElement('cart-selector');
      broken.setAttribute('data-cartlink', 'javascript:alert(1)');
      document.querySelector('main')?.append(broken);
    });
    await expect(page.locator('main cart-selector').getByRole('alert')).toContainText(
      'data-cartlink must be a relative, http(s), mailto or tel link',
    );
    await expect(page.locator('header cart-selector').getByRole('link')).toBeVisible();
    await expect(page.getByText('Payment options in checkout')).toBeVisible();
    await expect.poll(async () => (await shop.requests('/api/logger/errors')).length).toBe(1);
    await expect(page.locator('#demo-event-log')).toContainText('shop:widget-failed');
  });

  test('a 502 is retried and the count still arrives', async ({ page, shop }) => {
    await shop.fault({ path: '/api/cart/item-count', status: 502, times: 2 });
    await page.goto('/');
    await expect(page.locator('cart-link').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    expect(await shop.requests('/api/cart/item-count')).toHaveLength(3);
  });

  test('every cart link on the page shares one count request', async ({ page, shop }) => {
    await page.goto('/');
    await page.evaluate(() => {
      for (let i = 0; i < 5; i += 1)
        document.querySelector('main')?.append(document.createElement('cart-link'));
    });
    await expect(page.locator('main cart-link').getByRole('link', { name: 'Cart, 2 items' })).toHaveCount(5);
    expect(await shop.requests('/api/cart/item-count')).toHaveLength(1);
  });
});

test.describe('checkout payment icons', () => {
  test('shows the text and every payment icon', async ({ page, shop }) => {
    void shop;
    await page.goto('/checkout');
    const strip = page.locator('payment-icons');
    await expect(strip.getByText('Payment options in checkout')).toBeVisible();
    await expect(strip.getByRole('img')).toHaveCount(8);
    for (const name of [
      'Apple Pay',
      'Google Pay',
      'PayPal',
      'Mastercard',
      'Visa',
      'American Express',
      'Discover',
      'More payment options',
    ]) {
      await expect(strip.getByRole('img', { name, exact: true })).toBeVisible();
    }
  });

  test('is hidden when paypalflow=true', async ({ page, shop }) => {
    void shop;
    await page.goto('/checkout?paypalflow=true');
    await expect(page.locator('cart-link').getByRole('link')).toBeVisible();
    await expect(page.getByText('Payment options in checkout')).toHaveCount(0);
  });

  test('works from the classic bundle, and with both bundles on one page', async ({ page, shop }) => {
    void shop;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    for (const path of ['/classic', '/two-bundles']) {
      await page.goto(path);
      await expect(page.getByText('Payment options in checkout')).toBeVisible();
      await expect(page.locator('cart-link').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    }
    expect(warnings.filter((text) => text.includes('already defined'))).toEqual([]);
  });

  test('fits a 375 px phone', async ({ page, shop }) => {
    void shop;
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/checkout');
    const strip = page.locator('payment-icons');
    await expect(strip.getByRole('img', { name: 'Discover' })).toBeVisible();
    const box = await strip.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});

test.describe('role switcher', () => {
  test('signs in as a dealer installer or internal staff', async ({ page, shop }) => {
    void shop;
    await page.goto('/');
    await page.getByLabel('Signed in as').selectOption('dealer');
    await page.getByRole('button', { name: 'Switch' }).click();
    await expect(page.getByLabel('Signed in as')).toHaveValue('dealer');
    const state = await (await page.request.get('/__fake-shop/state')).json();
    expect(state.role).toBe('dealer');
    await page.getByLabel('Signed in as').selectOption('staff');
    await page.getByRole('button', { name: 'Switch' }).click();
    const config = JSON.parse((await page.locator('#shop-widgets-config').textContent()) ?? '{}');
    expect(config.internalStaff).toBe(true);
  });
});
