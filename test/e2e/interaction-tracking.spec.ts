import type { Page } from '@playwright/test';
import {
  interactionEventBatchSchema,
  performanceMetricBatchSchema,
} from '../../src/api/interaction-tracking';
import { expect, type FakeShop, test } from './fixtures';

/**
 * Interaction tracking on the demo's product page (issue 12): click, hover, scroll and view events
 * reach the fake shop's logger in batches that match the contract, the performance timing arrives
 * as metric entries, a batch still pending when the page goes away is sent (sendBeacon), and the
 * demo's panel lists what arrived.
 */

const PRODUCT_PAGE = '/p-C13130.html';
const EVENTS = '/api/logger/logevententry';
const METRICS = '/api/logger/v1/logmetricentries';

async function trackedEvents(shop: FakeShop) {
  const requests = await shop.requests(EVENTS);
  return requests.flatMap((request) => {
    const parsed = interactionEventBatchSchema.safeParse(request.body);
    return parsed.success ? parsed.data.entries : [];
  });
}

async function names(shop: FakeShop): Promise<string[]> {
  return (await trackedEvents(shop)).map((entry) => entry.name);
}

async function openTracked(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PRODUCT_PAGE);
  await expect(page.locator('interaction-tracking')).toHaveAttribute('data-tracking', 'on');
}

test.describe('interaction tracking on the product page', () => {
  test('click, hover, scroll and view events reach the logger, and the panel shows them', async ({
    page,
    shop,
  }) => {
    await openTracked(page);

    // View: the carousel's section, marked data-ref, comes into view.
    await page.locator('[data-ref="setup-carousel"]').scrollIntoViewIfNeeded();
    await expect.poll(() => names(shop), { timeout: 5_000 }).toContain('ViewTracking');

    // Scroll: reported once the scrolling has stopped for 500 ms.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => names(shop), { timeout: 5_000 }).toContain('ScrollTracking');

    // Hover over 2.5 s, reported when it ends.
    const heading = page.getByRole('heading', { name: 'Complete the setup' });
    const next = page.locator('image-carousel').getByRole('button', { name: 'Next slide' });
    await next.hover();
    await page.waitForTimeout(2_700);
    await heading.hover();
    await expect.poll(() => names(shop), { timeout: 5_000 }).toContain('HoverTracking');
    const hover = (await trackedEvents(shop)).find((entry) => entry.name === 'HoverTracking');
    expect(hover?.properties).toMatchObject({
      tagName: 'button',
      domPath: expect.stringContaining('image-carousel >>'),
    });
    expect(hover?.properties.hoverMs).toBeGreaterThan(2_500);

    // Click, inside a widget's shadow root: the button itself is described, with the pointer and the count.
    await next.click();
    await expect.poll(() => names(shop), { timeout: 5_000 }).toContain('ClickTracking');
    const click = (await trackedEvents(shop)).find((entry) => entry.name === 'ClickTracking');
    expect(click?.properties).toMatchObject({
      tagName: 'button',
      parentClass: 'shop-carousel__controls',
      grandparentClass: 'shop-carousel',
      clickCount: 1,
      pageType: 'default',
    });
    expect(click?.properties.x).toBeGreaterThan(0);
    expect(click?.url).toContain(PRODUCT_PAGE);

    // Every batch matches the contract (the fake shop refuses one that does not).
    for (const request of await shop.requests(EVENTS)) {
      expect(interactionEventBatchSchema.safeParse(request.body).success).toBe(true);
    }
    // The performance timing, about a second after start, as metric entries.
    const metrics = await shop.requests(METRICS);
    expect(metrics.length).toBeGreaterThan(0);
    const timing = performanceMetricBatchSchema.parse(metrics[0]?.body);
    expect(timing.entries.map((entry) => entry.tags.timing)).toContain('timeToFirstByte');

    // The demo's panel lists what reached the logger.
    const panel = page.getByRole('log', { name: 'Interaction tracking (what reached the logger)' });
    await expect(panel).toContainText('ClickTracking');
    await expect(panel).toContainText('HoverTracking');
  });

  test('a click just before leaving the page is still sent (pagehide flush)', async ({ page, shop }) => {
    await openTracked(page);
    await page.waitForTimeout(1_200); // the load batch and the timing have gone
    const before = (await names(shop)).filter((name) => name === 'ClickTracking').length;
    await page.getByRole('heading', { name: 'Complete the setup' }).click();
    // Leave at once: the 500 ms batch timer has not run, the pagehide flush sends it.
    await page.goto('/');
    await expect
      .poll(async () => (await names(shop)).filter((name) => name === 'ClickTracking').length, {
        timeout: 5_000,
      })
      .toBe(before + 1);
  });
});
