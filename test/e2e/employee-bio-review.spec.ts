import { tabTo } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The staff bio review (page type accountbio) on the demo shop: from the list of bios a reviewer opens
 * Jen O.'s submitted bio by keyboard, sees it rendered safely beside its fields, edits the summary,
 * approves with a note, goes back to the list (Jen now approved), and the bio is published on the
 * who-is-that page.
 */
test.describe('employee bio review', () => {
  test('staff approve a submitted bio, which is then published', async ({ page, shop }) => {
    await shop.role('staff');
    await page.goto('/accountbio/review');
    const review = page.locator('employee-bio-review');
    await expect(review.getByRole('heading', { name: 'Bios to review' })).toBeVisible();
    await expect(review.getByRole('row', { name: /Jen O\. Pending/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, review.getByRole('button', { name: 'Review the bio of Jen O.' }));
    await page.keyboard.press('Enter');
    await expect(review.getByRole('heading', { name: 'Bio review: Jen O.' })).toBeFocused();
    await expect(review.getByText('Status: Pending')).toBeVisible();
    await expect(review.locator('[part="summary"]')).toContainText(
      'Jen helps you choose the right bike rack',
    );
    expect(await review.locator('[part="summary"] script').count()).toBe(0);
    expect(await review.locator('[part="summary"] a[href^="javascript"]').count()).toBe(0);
    await expectNoAxeViolations(page);

    const summary = review.getByRole('textbox', { name: 'Summary (HTML)' });
    await summary.fill('<p>Jen helps you choose the <strong>right bike rack</strong>.</p>');
    await review.getByRole('textbox', { name: 'Note to the employee' }).fill('Removed the pasted markup.');
    await review.getByRole('button', { name: 'Approve bio' }).focus();
    await page.keyboard.press('Enter');
    await expect(review.getByRole('status')).toHaveText('The bio is approved and published.');
    await expect(review.getByText('Status: Approved')).toBeVisible();
    await expect(review.locator('[part="summary"]')).toHaveText('Jen helps you choose the right bike rack.');
    const decisions = await shop.requests('/api/accounts/bio-review-status/15');
    expect(decisions.map((call) => call.body)).toEqual([
      { status: 'Approved', note: 'Removed the pasted markup.' },
    ]);
    expect(await shop.requests('/api/accounts/employee-bio-review/15')).toHaveLength(2);
    await expectNoAxeViolations(page);

    await tabTo(page, review.getByRole('button', { name: 'Back to all bios' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(review.getByRole('heading', { name: 'Bios to review' })).toBeFocused();
    await expect(review.getByRole('row', { name: /Jen O\. Approved/ })).toBeVisible();

    await page.goto('/who-is-that');
    await expect(
      page.locator('who-is-that-bios').getByText('Jen helps you choose the right bike rack.'),
    ).toBeVisible();
  });

  test('a shopper is told to sign in as staff', async ({ page, shop }) => {
    await shop.role('shopper');
    await page.goto('/accountbio/review');
    const review = page.locator('employee-bio-review');
    await expect(review.getByText('Only staff can review bios. Please sign in as staff.')).toBeVisible();
    await expect(review.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
