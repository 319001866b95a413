import type { Page } from '@playwright/test';
import { press, tabTo } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The installer review on the demo shop (page type installer): a shopper writes a review of the busy
 * dealer Tow Masters by keyboard only (the required-rating message first), edits it, and the dealer's
 * dashboard shows it in its reviews section, waiting for a link, and links it to the request.
 */

const form = (page: Page) => page.locator('installer-review-form');

test.describe('installer review', () => {
  test('a shopper reviews the installer by keyboard; the dealer links it to the request', async ({
    page,
    shop,
  }) => {
    await page.goto('/installer/review');
    const widget = form(page);
    await expect(widget.getByRole('heading', { name: 'Review Tow Masters' })).toBeVisible();
    const text = widget.getByRole('textbox', { name: 'Your review (optional)' });
    await expect(text).toHaveAttribute('placeholder', 'How was your call with the installer?');
    await expectNoAxeViolations(page);

    // Submit without a star: the spec's message, focus on the stars.
    const submit = widget.getByRole('button', { name: 'Submit Review' });
    await tabTo(page, submit);
    await press(page, 'Enter');
    await expect(widget.getByText('Please select a star rating from 1-5')).toBeVisible();
    await expect(widget.getByRole('radio', { name: '1 star' })).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await shop.requests('/api/installers/reviews')).toHaveLength(0);

    // Space checks the first star, the arrow keys move the choice to four.
    await press(page, 'Space');
    for (let step = 0; step < 3; step += 1) await press(page, 'ArrowRight');
    await expect(widget.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(widget.getByText('Please select a star rating from 1-5')).toBeHidden();
    await tabTo(page, text);
    await page.keyboard.type('Fitted the ball mount in twenty minutes and explained the pin.');
    await tabTo(page, submit);
    await press(page, 'Enter');
    const saved = widget.getByRole('status').filter({ hasText: 'Thank you!' });
    await expect(saved).toHaveText(
      'Thank you! Your review of Tow Masters has been saved. You can still change it here.',
    );
    await expect(saved).toBeFocused();
    const [create] = await shop.requests('/api/installers/reviews');
    expect(create?.body).toEqual({
      dealerInstallerId: 5230,
      rating: 4,
      reviewText: 'Fitted the ball mount in twenty minutes and explained the pin.',
      webSKU: 'C45036',
      name: 'Isabella G.',
      email: 'isabella.garcia@example.com',
      dealerInstallRequestId: 1009,
    });
    await expectNoAxeViolations(page);

    // The form is now an edit of that review.
    const update = widget.getByRole('button', { name: 'Update Review' });
    await expect(widget.getByRole('heading', { name: 'Your review of Tow Masters' })).toBeVisible();
    await tabTo(page, widget.getByRole('radio', { name: '4 stars' }), 'Shift+Tab');
    await press(page, 'ArrowRight');
    await tabTo(page, update);
    await press(page, 'Enter');
    await expect(widget.getByText('Your review has been updated.')).toBeVisible();
    const updates = await shop.requests('/api/installers/update-review/');
    expect(updates.map((call) => (call.body as { rating: number }).rating)).toEqual([5]);

    // The dealer's dashboard: the review waits for a link, the request is suggested, the link is made.
    await page.request.post('/__fake-shop/role', { data: { role: 'busy-dealer' } });
    await page.goto('/dealer-dashboard');
    const reviews = page.locator('custom-dealer-dashboard').locator('[data-section="reviews"]');
    const item = reviews.getByRole('listitem').filter({ hasText: 'Fitted the ball mount in twenty minutes' });
    await expect(item).toContainText('Isabella G.');
    await expect(item.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
    const choice = item.getByRole('combobox', { name: 'Request of this review' });
    await choice.selectOption('1009');
    await item.getByRole('button', { name: 'Link review' }).click();
    await expect(
      reviews
        .getByRole('listitem')
        .filter({ hasText: 'Fitted the ball mount' })
        .getByText('Linked to request #1009'),
    ).toBeVisible();
    expect(await shop.requests('/api/dealer-install-request/request/1009/review/905')).toHaveLength(1);
  });

  test('a failed save says so in the spec words and keeps the review', async ({ page, shop }) => {
    await page.goto('/installer/review');
    const widget = form(page);
    await widget.getByRole('radio', { name: '2 stars' }).focus();
    await page.keyboard.press('Space');
    await widget.getByRole('textbox', { name: 'Your review (optional)' }).fill('Late, but fine.');
    await shop.fault({ method: 'POST', path: '/api/installers/reviews', status: 400 });
    await widget.getByRole('button', { name: 'Submit Review' }).click();
    await expect(widget.getByRole('alert').filter({ hasText: 'An error has occured.' })).toBeVisible();
    await expect(widget.getByRole('textbox', { name: 'Your review (optional)' })).toHaveValue(
      'Late, but fine.',
    );
    await expect(widget.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expectNoAxeViolations(page);
  });
});
