import type { Locator, Page } from '@playwright/test';
import { expectFocusOn, press, recordLiveRegions, tabTo, takeAnnouncements } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The post-purchase review page (page type new_review) on the demo shop: order W100312's three
 * products reviewed by mouse with axe at each state (the required-rating notice, the reasons modal,
 * the completion), by keyboard only (the arrow keys in the star group, the modal), the unverified path,
 * and a failed save that loses nothing typed.
 */

const REVIEWED = '/api/review/reviewed';
const widget = (page: Page) => page.locator('product-review-form');
const product = (page: Page, name: RegExp) => widget(page).getByRole('article', { name });
const CURT = /^Curt Class III Ball Mount/;
const POLLAK = /^Pollak 7-Way RV Blade/;
const CAMCO = /^Camco FasTen RV Leveling Blocks/;
const submitButton = (form: Locator) => form.getByRole('button', { name: 'Submit Review' });
const stars = (form: Locator, count: number) =>
  form.getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` });

test.describe('the post-purchase review page', () => {
  test('three products reviewed: the rating notice, the reasons modal, the counter and Reviews complete', async ({
    page,
    shop,
  }) => {
    await recordLiveRegions(page);
    await page.goto('/new-review');
    const curt = product(page, CURT);
    await expect(curt.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
    await expect(widget(page).getByRole('article')).toHaveCount(3);
    await expectNoAxeViolations(page);

    // No star: the notice appears and is announced; nothing is sent.
    await submitButton(curt).click();
    await expect(curt.getByText('Please select a star rating from 1-5')).toBeVisible();
    await expect(curt.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect((await takeAnnouncements(page)).assertive).toContain('Please select a star rating from 1-5');
    await expectNoAxeViolations(page);
    expect(await shop.requests(REVIEWED)).toHaveLength(0);

    await stars(curt, 5).check({ force: true });
    await curt
      .getByRole('textbox', { name: 'Your review (optional)' })
      .fill('Solid, and the pin fits snugly.');
    await submitButton(curt).click();
    await expect(curt.getByText('Thank you for your review!')).toBeVisible();
    await expect(widget(page).locator('[part="counter"]')).toHaveText('2 products still need review');
    expect((await takeAnnouncements(page)).polite).toContain('2 products still need review');

    // The Camco blocks come rated 2 stars, without a text: the modal asks for the main reason.
    const camco = product(page, CAMCO);
    await expect(stars(camco, 2)).toBeChecked();
    await submitButton(camco).click();
    const dialog = widget(page).getByRole('dialog', {
      name: 'Thanks for giving all 1 products a 2 star rating',
    });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(370);
    await expect(dialog).toContainText(
      "We're sorry that you weren't completely satisfied with your purchase. Your feedback helps us to improve. Please indicate your main reason for this rating*",
    );
    await expect(dialog.getByRole('radio')).toHaveCount(6);
    await expectNoAxeViolations(page);
    await dialog.getByRole('radio', { name: 'Installation was harder than expected' }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(camco.getByText('Thank you for your review!')).toBeVisible();
    await expect(widget(page).locator('[part="counter"]')).toHaveText('1 product still needs a review');

    const pollak = product(page, POLLAK);
    await stars(pollak, 4).check({ force: true });
    await submitButton(pollak).click();
    await expect(widget(page).getByRole('heading', { name: 'Reviews complete' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);

    const sent = await shop.requests(REVIEWED);
    expect(sent.map((request) => request.method)).toEqual(['POST', 'POST', 'PUT', 'POST']);
    expect(sent[0]?.body).toEqual({
      reviewReasonId: 0,
      review: {
        stars: 5,
        websku: 'C45036',
        reviewer: 'Jordan M.',
        orderId: 100312,
        oneYear: false,
        reviewText: 'Solid, and the pin fits snugly.',
        reviewType: 'POST',
        emailVariant: 'B',
        userSession: '',
        isReviewLive: true,
      },
    });
    expect(sent[2]?.body).toMatchObject({
      reviewReasonId: 4,
      review: { websku: 'CAM44505', stars: 2, reviewType: 'PUT', reviewText: '' },
    });
  });

  test('keyboard only: one Tab stop per star group, arrow keys to rate, the reasons modal, Reviews complete', async ({
    page,
  }) => {
    await page.goto('/new-review');
    const curt = product(page, CURT);
    await expect(curt.getByRole('radiogroup')).toBeVisible();

    // Enter the first group: one Tab stop, on the first star (none is checked yet).
    await tabTo(page, stars(curt, 1));
    await press(page, 'ArrowRight');
    await expectFocusOn(stars(curt, 2));
    await expect(stars(curt, 2)).toBeChecked();
    await press(page, 'ArrowRight');
    await press(page, 'ArrowRight');
    await press(page, 'ArrowLeft');
    await expect(stars(curt, 3)).toBeChecked();
    await press(page, 'ArrowRight');
    await press(page, 'ArrowRight');
    await expect(stars(curt, 5)).toBeChecked();
    // Tab leaves the group at once, to the review text.
    await press(page, 'Tab');
    await expectFocusOn(curt.getByRole('textbox', { name: 'Your review (optional)' }));
    await page.keyboard.type('Easy install, no rattle.');
    await press(page, 'Tab');
    await expectFocusOn(submitButton(curt));
    await press(page, 'Enter');
    const curtOutcome = curt.locator('[part="outcome"]');
    await expectFocusOn(curtOutcome);
    await expect(curtOutcome).toContainText('Thank you for your review!');

    // The next group, again one Tab stop.
    const pollak = product(page, POLLAK);
    await tabTo(page, stars(pollak, 1));
    await press(page, 'ArrowRight');
    await press(page, 'ArrowRight');
    await press(page, 'ArrowRight');
    await expect(stars(pollak, 4)).toBeChecked();
    await tabTo(page, submitButton(pollak));
    await press(page, 'Enter');
    await expectFocusOn(pollak.locator('[part="outcome"]'));

    // The pre-rated Camco blocks: Tab lands on the checked star; Enter on Submit opens the modal.
    const camco = product(page, CAMCO);
    await tabTo(page, stars(camco, 2));
    await tabTo(page, submitButton(camco));
    await press(page, 'Enter');
    const dialog = widget(page).getByRole('dialog');
    await expect(dialog).toBeVisible();
    const firstReason = dialog.getByRole('radio').first();
    await tabTo(page, firstReason, 'Tab', 10);
    await press(page, 'ArrowDown');
    await expect(dialog.getByRole('radio').nth(1)).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Submit' }), 'Tab', 10);
    await press(page, 'Enter');
    await expect(dialog).toBeHidden();
    const complete = widget(page).locator('[part="complete"]');
    await expectFocusOn(complete);
    await expect(complete).toContainText('Reviews complete');
  });

  test('the unverified path: found order, already submitted, verification email', async ({ page, shop }) => {
    await page.goto('/new-review?unverified');
    const curt = product(page, CURT);
    await expect(curt.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The toggle is off on the demo: the email is required.
    await stars(curt, 5).check({ force: true });
    await submitButton(curt).click();
    await expect(curt.getByText('Please enter your email address.')).toBeVisible();
    await curt.getByRole('textbox', { name: 'Email address' }).fill('pat.pending@example.com');
    await submitButton(curt).click();
    await expect(curt).toHaveAttribute('data-state', 'already-submitted');
    await expect(curt).toContainText('already submitted');

    const pollak = product(page, POLLAK);
    await stars(pollak, 5).check({ force: true });
    await pollak.getByRole('textbox', { name: 'Email address' }).fill('jordan.miles@example.com');
    await submitButton(pollak).click();
    await expect(pollak.getByText('Thank you for your review!')).toBeVisible();
    const [saved] = await shop.requests(REVIEWED);
    expect(saved?.body).toMatchObject({ review: { orderId: 100312, websku: 'PK12704' } });

    const camco = product(page, CAMCO);
    await camco.getByRole('textbox', { name: 'Email address' }).fill('new.buyer@example.com');
    await submitButton(camco).click();
    await expect(camco).toContainText(
      'We sent an email to new.buyer@example.com. Please click on the link to verify your email address',
    );
    await expect(widget(page).getByRole('heading', { name: 'Reviews complete' })).toBeVisible();
    const pending = await shop.requests('/api/review/needs-email-verification');
    expect(pending[0]?.body).toMatchObject({
      email: 'new.buyer@example.com',
      productRating: 2,
      websku: 'CAM44505',
    });
    await expectNoAxeViolations(page);
  });

  test('a failed save says so and loses nothing typed; the next try saves', async ({ page, shop }) => {
    await page.goto('/new-review');
    const curt = product(page, CURT);
    await expect(curt.getByRole('radiogroup')).toBeVisible();
    await shop.fault({ method: 'POST', path: REVIEWED, status: 500 });
    await stars(curt, 4).check({ force: true });
    const text = curt.getByRole('textbox', { name: 'Your review (optional)' });
    await text.fill('Fits my 2019 Silverado; finish is a bit thin.');
    await submitButton(curt).click();
    await expect(curt.getByRole('alert').filter({ hasText: 'An error has occured.' })).toBeVisible();
    await expect(stars(curt, 4)).toBeChecked();
    await expect(text).toHaveValue('Fits my 2019 Silverado; finish is a bit thin.');
    await expect(submitButton(curt)).toBeEnabled();
    await expectNoAxeViolations(page);
    await submitButton(curt).click();
    await expect(curt.getByText('Thank you for your review!')).toBeVisible();
    const saved = (await shop.requests(REVIEWED)).filter((request) => request.method === 'POST');
    expect(saved.at(-1)?.body).toMatchObject({
      review: { stars: 4, reviewText: 'Fits my 2019 Silverado; finish is a bit thin.' },
    });
  });

  test('at phone width it fits and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/new-review');
    await expect(product(page, CURT).getByRole('radiogroup')).toBeVisible();
    const overflow = await widget(page).evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/e2e/new-review-phone.png', fullPage: true });
    await expectNoAxeViolations(page);
  });
});
