import type { Page } from '@playwright/test';
import { focusWithoutIndicator, measureTargets } from './a11y-measure';
import {
  axeViolations,
  isFocused,
  press,
  recordLiveRegions,
  tabTo,
  takeAnnouncements,
  waitForWidgets,
} from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The staff queue bar on the demo's moderation page, keyboard only (no mouse, no click): a specialist
 * pulls the next item and lands on it; a moderator pulls the next review; the queue empties with its
 * message. Focus is checked after every key press.
 */
const QUEUE_PAGE = '/staff/help-next-neighbor';

const bar = (page: Page) => page.locator('help-next-neighbor');

async function openQueuePage(page: Page): Promise<void> {
  await page.goto(QUEUE_PAGE);
  await expect(bar(page).getByText(/^Waiting in your queue:/)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await recordLiveRegions(page);
});

test.describe('<help-next-neighbor> by keyboard', () => {
  test('a specialist pulls the next item and goes to it; the queue empties with its message', async ({
    page,
    shop,
  }) => {
    await shop.role('specialist');
    await openQueuePage(page);
    await expect(bar(page).getByText('Waiting in your queue: 5 · Held by you: 1')).toBeVisible();
    await expect(bar(page).getByRole('button', { name: 'Pull Next Review' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const help = bar(page).getByRole('button', { name: 'Help Next Neighbor' });
    await tabTo(page, help);
    await page.keyboard.press('Enter');
    // The comment on the product review, through GET /api/address/productfromreview/88412.
    await page.waitForURL('**/ask-the-experts/C13130?commentId=502&queueItemType=2&revId=88412');
    await expect(page.locator('#comment-502')).toBeVisible();

    // On the item's page the bar is there too: 'Reload Page' reloads it at #comment-502.
    const reload = bar(page).getByRole('button', { name: 'Reload Page' });
    await expect(reload).toBeVisible();
    await expect(bar(page).getByText(/^Waiting in your queue: 4 /)).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, reload);
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    expect(page.url()).toMatch(
      /\/ask-the-experts\/C13130\?commentId=502&queueItemType=2&revId=88412#comment-502$/,
    );
    const navigation = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    );
    expect(navigation).toBe('reload');
    await expect(page.locator('#comment-502')).toBeInViewport();

    // The rest of the queue is worked (four more pulls by the same specialist).
    for (let pulled = 0; pulled < 4; pulled += 1) {
      const response = await page.request.get('/api/specialist-queue/specialist/3187/marcus.tran/next');
      expect(await response.json()).not.toBeNull();
    }

    await openQueuePage(page);
    await expect(bar(page).getByText('Waiting in your queue: 0 · Held by you: 1')).toBeVisible();
    await takeAnnouncements(page);
    await tabTo(page, bar(page).getByRole('button', { name: 'Help Next Neighbor' }));
    await press(page, 'Enter');
    await expect(bar(page).getByRole('status')).toHaveText('Content Queue Empty, Way To Go!');
    await expect
      .poll(async () => (await takeAnnouncements(page)).polite)
      .toContain('Content Queue Empty, Way To Go!');
    // Focus stayed on the button, which works again.
    expect(await isFocused(bar(page).getByRole('button', { name: 'Help Next Neighbor' }))).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${QUEUE_PAGE}$`));
    await expectNoAxeViolations(page);
  });

  test('a moderator pulls the next review (startingSource=1) and goes to it', async ({ page, shop }) => {
    await shop.role('moderator');
    await openQueuePage(page);
    await expect(bar(page).getByText('Waiting in your queue: 5 · Held by you: 1')).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, bar(page).getByRole('button', { name: 'Pull Next Review' }));
    await page.keyboard.press('Enter');
    // The first review of the moderator queue: a specialist's reply on the product review.
    await page.waitForURL('**/ask-the-experts/C13130?commentId=501&replyId=7001&queueItemType=7&revId=88412');
    const pulls = await shop.requests('/api/moderator-queue/moderator/1420/priya.kapoor/next');
    expect(pulls).toHaveLength(1);
    await expect(page.locator('#reply-7001')).toBeVisible();
  });

  test("a held item opens by keyboard, and a failed lookup says so with 'Try again'", async ({
    page,
    shop,
  }) => {
    await shop.role('specialist');
    await shop.fault({ method: 'GET', path: '/api/address/faq/trailer-wiring', status: 500, times: 1 });
    await openQueuePage(page);
    const held = bar(page).getByRole('button', { name: 'Reply ID 7011 · Assigned comment' });
    await tabTo(page, held);
    await press(page, 'Enter');
    const alert = bar(page).getByRole('alert');
    await expect(alert).toContainText(/^Failed to get address for reply ID 7011: /);
    await expectNoAxeViolations(page);
    // Focus stays on the held item; Try again is just before the list.
    await tabTo(page, bar(page).getByRole('button', { name: 'Try again' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/faq-trailer-wiring.aspx?commentId=511&replyId=7011&queueItemType=2');
  });

  test('fits a 375 px screen, also with a long failure message', async ({ page, shop }) => {
    await shop.role('moderator');
    await shop.fault({ method: 'GET', path: '/api/address/faq/trailer-wiring', status: 500, times: 1 });
    await page.setViewportSize({ width: 375, height: 800 });
    await openQueuePage(page);
    await tabTo(page, bar(page).getByRole('button', { name: 'Help Next Neighbor' }));
    await press(page, 'Enter');
    await expect(bar(page).getByRole('alert')).toContainText('Failed to get address for comment ID 511: ');
    const overflow = await bar(page).evaluate((element) => {
      const root = element.shadowRoot?.querySelector('[part="root"]') as HTMLElement;
      return {
        scroll: root.scrollWidth,
        client: root.clientWidth,
        right: root.getBoundingClientRect().right,
      };
    });
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
    expect(overflow.right).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});

test.describe('<help-next-neighbor> measured', () => {
  // axeViolations injects axe as a script: the demo's strict CSP is bypassed for it.
  test.use({ bypassCSP: true });

  test('axe at 320 px and in forced colours; every control 24x24 with a visible focus indicator (moderator, all buttons)', async ({
    page,
    shop,
  }) => {
    await shop.role('moderator');
    await shop.toggle('PullInactiveProductContent', true);
    const found: Record<string, unknown> = {};
    for (const mode of [
      { width: 320, forcedColors: 'none' as const },
      { width: 1280, forcedColors: 'active' as const },
    ]) {
      await page.setViewportSize({ width: mode.width, height: 900 });
      await page.emulateMedia({ forcedColors: mode.forcedColors });
      await openQueuePage(page);
      await expect(bar(page).getByRole('button', { name: 'Get Inactive Product Content' })).toBeVisible();
      await waitForWidgets(page);
      const violations = await axeViolations(page);
      if (violations.length > 0) found[`${mode.width} ${mode.forcedColors}`] = violations;
      const { tooSmall, controls } = await measureTargets(page);
      const mine = (descriptions: string[]) =>
        descriptions.filter((description) => description.startsWith('help-next-neighbor '));
      // Four buttons, the portal link and the held item: the measure must have seen them.
      expect(mine(controls.map((control) => control.id))).toHaveLength(6);
      const { unmarked } = await focusWithoutIndicator(page, controls);
      expect(mine(tooSmall)).toEqual([]);
      expect(mine(unmarked)).toEqual([]);
    }
    expect(found, JSON.stringify(found, null, 2)).toEqual({});
  });
});
