import type { Page } from '@playwright/test';
import { axeViolations, press, tabTo, waitForWidgets } from './a11y-support';
import { expect, test } from './fixtures';

/**
 * The image carousel on the demo's product page (issue 12): axe, a keyboard-only journey with focus
 * checked after every key, pausing (hover, focus, the rotation control, reduced motion), and a real
 * touch swipe and tap in touch emulation, with Embla (the engine) running.
 */

test.use({ bypassCSP: true });

const PRODUCT_PAGE = '/p-C13130.html';

const carousel = (page: Page) => page.locator('image-carousel');
const region = (page: Page) => carousel(page).getByRole('region', { name: 'Parts for this hitch' });
const counter = (page: Page) => carousel(page).locator('[part="counter"]');

/** The slides a user perceives (the others are inert). */
async function visibleSlides(page: Page): Promise<string[]> {
  return carousel(page)
    .locator('[aria-roledescription="slide"]:not([inert])')
    .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label') ?? ''));
}

/**
 * The product page with its carousel's autoplay interval at the attribute's maximum, so that a journey
 * which must start on the first slide is not raced by the 5-second rotation on a loaded machine.
 */
async function slowAutoplay(page: Page): Promise<void> {
  await page.route(`**${PRODUCT_PAGE}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<image-carousel /,
      '<image-carousel data-autoplay-interval="600000" ',
    );
    expect(body, 'the route sets the interval').toContain('data-autoplay-interval="600000"');
    await route.fulfill({ response, body });
  });
}

async function openWithEngine(page: Page): Promise<void> {
  await page.goto(PRODUCT_PAGE);
  await region(page).scrollIntoViewIfNeeded();
  // Embla arrives after the first paint; the journeys below run on it.
  await expect(region(page)).toHaveAttribute('data-engine', 'embla');
}

test.describe('image carousel on the product page', () => {
  test('shows three 115x175 cells with arrows, dots and the counter, and passes axe', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.setViewportSize({ width: 1280, height: 900 });
    await slowAutoplay(page);
    await openWithEngine(page);
    expect(await visibleSlides(page)).toEqual(['1 of 6', '2 of 6', '3 of 6']);
    const first = carousel(page).locator('[aria-roledescription="slide"]').first();
    const box = await first.boundingBox();
    expect(box?.width).toBe(115);
    expect(box?.height).toBe(175);
    await expect(carousel(page).locator('img').first()).toHaveCSS('object-fit', 'cover');
    await expect(counter(page)).toHaveText('1 / 4');
    await expect(carousel(page).getByRole('button', { name: 'Next slide' })).toBeVisible();
    await waitForWidgets(page);
    const violations = await axeViolations(page, { include: 'image-carousel' });
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  test('has no arrows at 768 px and below, and passes axe there', async ({ page, shop }) => {
    void shop;
    await page.setViewportSize({ width: 768, height: 900 });
    await openWithEngine(page);
    await expect(carousel(page).getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    await expect(carousel(page).getByRole('group', { name: 'Choose a slide' })).toBeVisible();
    const violations = await axeViolations(page, { include: 'image-carousel' });
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  test('by keyboard only: pause, next, arrow keys and a dot, focus kept on each control', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.setViewportSize({ width: 1280, height: 900 });
    await slowAutoplay(page);
    await openWithEngine(page);
    await page.mouse.move(5, 5); // not over the carousel, which would hold it still
    await expect(region(page)).toHaveAttribute('data-state', 'rotating');
    const pause = carousel(page).getByRole('button', { name: 'Pause automatic slide show' });
    await tabTo(page, pause);
    await expect(counter(page)).toHaveText('1 / 4');
    await press(page, 'Enter');
    const play = carousel(page).getByRole('button', { name: 'Start automatic slide show' });
    await expect(play).toBeFocused();
    await expect(region(page)).toHaveAttribute('data-state', 'still');
    await expect(carousel(page).locator('[part="viewport"]')).toHaveAttribute('aria-live', 'polite');

    await press(page, 'Tab'); // Previous, marked disabled at the start
    await expect(carousel(page).getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await press(page, 'Tab');
    const next = carousel(page).getByRole('button', { name: 'Next slide' });
    await expect(next).toBeFocused();
    await press(page, 'Enter');
    await expect(counter(page)).toHaveText('2 / 4');
    await expect.poll(() => visibleSlides(page)).toEqual(['2 of 6', '3 of 6', '4 of 6']);
    await press(page, 'ArrowRight');
    await expect(counter(page)).toHaveText('3 / 4');
    await press(page, 'Enter');
    await press(page, 'Enter');
    await expect(counter(page)).toHaveText('4 / 4');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    await press(page, 'Tab');
    const firstDot = carousel(page).getByRole('button', { name: 'Slide 1 of 4' });
    await expect(firstDot).toBeFocused();
    await press(page, 'Enter');
    await expect(counter(page)).toHaveText('1 / 4');
    await expect(firstDot).toHaveAttribute('aria-current', 'true');
  });

  test('plays every 5 seconds, pauses while hovered or focused, and not at all with reduced motion', async ({
    page,
    shop,
  }) => {
    void shop;
    test.setTimeout(45_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openWithEngine(page);
    await page.mouse.move(5, 5);
    await expect(region(page)).toHaveAttribute('data-state', 'rotating');
    await expect(carousel(page).locator('[part="viewport"]')).toHaveAttribute('aria-live', 'off');
    await expect(counter(page)).toHaveText('2 / 4', { timeout: 7_000 });

    await region(page).hover();
    await expect(region(page)).toHaveAttribute('data-state', 'still');
    await page.waitForTimeout(5_500);
    await expect(counter(page)).toHaveText('2 / 4');
    await page.mouse.move(5, 5);
    await expect(region(page)).toHaveAttribute('data-state', 'rotating');

    await carousel(page).getByRole('button', { name: 'Next slide' }).focus();
    await expect(region(page)).toHaveAttribute('data-state', 'still');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await region(page).scrollIntoViewIfNeeded();
    await expect(carousel(page).getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await expect(region(page)).toHaveAttribute('data-state', 'still');
  });

  test('swipes and taps with touch (emulated), Embla running', async ({ browser, shop }) => {
    void shop;
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: only the swipes move it
    await openWithEngine(page);
    await expect(carousel(page).getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    const viewport = carousel(page).locator('[part="viewport"]');
    const box = await viewport.boundingBox();
    if (!box) throw new Error('no viewport box');
    const client = await context.newCDPSession(page);
    const y = box.y + box.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 8; step += 1) {
        const x = fromX + ((toX - fromX) * step) / 8;
        await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // A swipe right to left of more than a cell moves to the next position.
    await swipe(box.x + box.width - 20, box.x + box.width - 170);
    await expect(counter(page)).toHaveText('2 / 4');
    // A move under the swipe minimum (10 px) moves nothing.
    await swipe(box.x + 60, box.x + 55);
    await page.waitForTimeout(400);
    await expect(counter(page)).toHaveText('2 / 4');
    // A tap on the third visible cell brings it into place.
    const third = carousel(page).locator('[aria-roledescription="slide"]:not([inert])').nth(2);
    await third.tap();
    await expect(counter(page)).toHaveText('4 / 4');
    expect(await visibleSlides(page)).toEqual(['4 of 6', '5 of 6', '6 of 6']);
    await context.close();
  });
});
