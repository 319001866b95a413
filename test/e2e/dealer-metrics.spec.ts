import type { Page } from '@playwright/test';
import { press, tabTo } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * <custom-dealer-metrics> on the demo shop's installer page and in the dealer dashboard, keyboard only:
 * the busy dealer reads the numbers, switches the chart's series, shows the table; the sample dealer has
 * no data yet; a failed load says so and 'Try Again' loads the numbers.
 */

const metrics = (page: Page) => page.locator('custom-dealer-metrics');
const METRICS_PATH = '/api/installers/5230/metrics';

async function signIn(page: Page, role: 'busy-dealer' | 'dealer'): Promise<void> {
  await page.request.post('/__fake-shop/role', { data: { role } });
}

test.describe('dealer metrics', () => {
  test('keyboard only: the numbers first, the chart series switched, the table shown; axe passes', async ({
    page,
    shop,
  }) => {
    await signIn(page, 'busy-dealer');
    await page.goto('/installer/metrics');
    const widget = metrics(page);
    await expect(widget.getByRole('heading', { level: 2, name: 'Metrics for Tow Masters' })).toBeVisible();
    await expect(widget.getByText('Last 12 months', { exact: true })).toBeVisible();
    for (const label of [
      'Requests received',
      'Answered',
      'Average response time',
      'Conversion to jobs',
      'Review average',
    ])
      await expect(widget.locator('dt', { hasText: label })).toBeVisible();
    await expect(widget.locator('dt', { hasText: 'Review average' }).locator('+ dd')).toHaveText(
      '4.0 of 53 reviews',
    );
    expect(await shop.requests(METRICS_PATH)).toHaveLength(1);

    const received = widget.getByRole('button', { name: 'Requests received' });
    await expect(received).toHaveAttribute('aria-pressed', 'true');
    await expect(widget.locator('rect')).toHaveCount(12);

    const jobsWon = widget.getByRole('button', { name: 'Jobs won' });
    await tabTo(page, jobsWon);
    await press(page, 'Enter');
    await expect(jobsWon).toHaveAttribute('aria-pressed', 'true');
    await expect(received).toHaveAttribute('aria-pressed', 'false');
    await expect(widget.getByText('Jobs won per month')).toBeVisible();
    await expect(jobsWon).toBeFocused();

    const responseTime = widget.getByRole('button', { name: 'Response time' });
    await tabTo(page, responseTime);
    await press(page, 'Space');
    await expect(widget.getByText('Average response time per month, in hours')).toBeVisible();
    // This month's requests carry no answer time: eleven bars.
    await expect(widget.locator('rect')).toHaveCount(11);
    await expectNoAxeViolations(page);

    const asTable = widget.getByRole('button', { name: 'Show as table' });
    await tabTo(page, asTable);
    await press(page, 'Enter');
    await expect(asTable).toHaveAttribute('aria-pressed', 'true');
    const table = widget.getByRole('table', { name: 'Per month, the last 12 months' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(widget.locator('svg')).toHaveCount(0);
    await expect(asTable).toBeFocused();
    await press(page, 'Tab');
    await expect(widget.getByRole('region', { name: 'Per month, the last 12 months' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('at 320px the numbers and the chart fit without sideways scrolling of the page; axe passes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await signIn(page, 'busy-dealer');
    await page.goto('/installer/metrics');
    const widget = metrics(page);
    await expect(widget.locator('rect').first()).toBeAttached();
    await expect(widget.locator('dt', { hasText: 'Conversion to jobs' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const toggle = widget.getByRole('button', { name: 'Jobs won' });
    const box = await toggle.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    await page.screenshot({ path: '/tmp/metrics-320.png', fullPage: true });
    await expectNoAxeViolations(page);
  });

  test('an installer without data yet is told so; a failed load says so and Try Again loads the numbers', async ({
    page,
    shop,
  }) => {
    await signIn(page, 'dealer');
    await page.goto('/installer/metrics');
    await expect(
      metrics(page).getByText(
        'No metrics yet. Your numbers show here once shoppers send you install requests.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await signIn(page, 'busy-dealer');
    await shop.fault({ method: 'GET', path: METRICS_PATH, status: 500, times: 10 });
    await page.goto('/installer/metrics');
    const widget = metrics(page);
    await expect(widget.getByRole('alert')).toHaveText(/We could not load your metrics\./, {
      timeout: 15_000,
    });
    await shop.clearFaults();
    const retry = widget.getByRole('button', { name: 'Try Again' });
    await tabTo(page, retry);
    await press(page, 'Enter');
    // Focus moves to the widget's heading, not to the page, while the button goes away.
    await expect(widget.getByRole('heading', { name: 'Metrics for Tow Masters' })).toBeFocused();
    await expect(widget.locator('dt', { hasText: 'Requests received' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the dealer dashboard shows the dealer's metrics in its Metrics section", async ({ page, shop }) => {
    await signIn(page, 'busy-dealer');
    await page.goto('/dealer-dashboard');
    const inner = page.locator('custom-dealer-dashboard').locator('custom-dealer-metrics');
    await expect(inner.getByRole('heading', { name: 'Metrics for Tow Masters' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(inner.locator('dt', { hasText: 'Requests received' })).toBeVisible();
    await expect(inner.getByRole('button', { name: 'Show as table' })).toBeVisible();
    expect(await shop.requests(METRICS_PATH)).toHaveLength(1);
    await page.screenshot({ path: '/tmp/metrics-dashboard.png', fullPage: true });
  });
});
