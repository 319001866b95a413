import type { Locator, Page } from '@playwright/test';
import { press, tabTo } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The feedback workflow of staff §4.4 on the moderation demo page, by keyboard only: a moderator sends
 * feedback with follow-up on Marcus T.'s comment 541, the specialist responds, the moderator approves.
 * Every key press is followed by a check that focus settled on something visible.
 */
const PAGE = '/moderation/comments';

const form541 = (page: Page) => page.locator('#comment-541 custom-comment-edit-form');
const feedbackOf = (form: Locator) => form.locator('[part="feedback"]');

test('a moderator sends feedback with follow-up, the specialist responds, the moderator approves (keyboard only)', async ({
  page,
  shop,
}) => {
  await shop.role('moderator');
  await page.goto(PAGE);
  const feedback = feedbackOf(form541(page));
  await expect(feedback.getByRole('button', { name: 'Send Feedback & Follow Up' })).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, feedback.getByLabel('Feedback', { exact: true }));
  await page.keyboard.type('Please name the connector adapter so the neighbor can order it.');
  await tabTo(page, feedback.getByRole('button', { name: 'Send Feedback & Follow Up' }));
  await press(page, 'Enter');
  await expect(feedback.getByText('Comment Feedback Added')).toBeVisible();
  await expect(
    feedback.getByText('Please name the connector adapter so the neighbor can order it.'),
  ).toBeVisible();
  expect((await shop.requests('/api/comment-moderation/comment-feedback'))[0]?.body).toMatchObject({
    commentID: 541,
    requeue: true,
    moderatorEmployeeID: 1420,
  });

  await shop.role('specialist');
  await page.reload();
  const response = feedbackOf(form541(page));
  await expect(
    response.getByText('Please name the connector adapter so the neighbor can order it.'),
  ).toBeVisible();
  await tabTo(page, response.getByRole('button', { name: 'Save Response' }));
  await press(page, 'Enter');
  await expect(response.getByText('Must enter a response')).toBeVisible();
  await tabTo(page, response.getByLabel('Response', { exact: true }), 'Shift+Tab');
  await page.keyboard.type('Added: the 4-pole adapter, part 118044.');
  await tabTo(page, response.getByRole('button', { name: 'Save Response' }));
  await press(page, 'Enter');
  await expect(response.getByText('Comment Feedback Response Sent')).toBeVisible();
  await expectNoAxeViolations(page);

  await shop.role('moderator');
  await page.reload();
  const review = feedbackOf(form541(page));
  await expect(review.getByText('Added: the 4-pole adapter, part 118044.')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Send Feedback & Follow Up' })).toHaveCount(0);
  await tabTo(page, review.getByRole('button', { name: 'Approve' }));
  await press(page, 'Enter');
  await expect(review.getByText('Comment Feedback Approved')).toBeVisible();
  const puts = (await shop.requests('/api/comment-moderation/*')).filter((entry) => entry.method === 'PUT');
  expect(puts.map((entry) => entry.path)).toEqual([
    '/api/comment-moderation/comment-feedback/100/resolve',
    '/api/comment-moderation/comment-feedback/100/resolve',
    '/api/comment-moderation/comments/541/approve',
  ]);
  await expectNoAxeViolations(page);
});

test('the moderator sees the inactive specialist and the owner view on the same page; mobile width', async ({
  page,
  shop,
}) => {
  await shop.role('moderator');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(PAGE);
  await expect(
    feedbackOf(page.locator('#reply-7102 custom-comment-edit-form')).getByText(
      'This specialist is no longer active.',
    ),
  ).toBeVisible();
  await expect(
    feedbackOf(page.locator('#reply-7101 custom-comment-edit-form')).getByRole('button', {
      name: 'Save Response',
    }),
  ).toBeVisible();
  const flagged = page.locator('#comment-542 custom-comment-edit-form');
  await flagged.getByRole('button', { name: 'Edit' }).click();
  await expect(flagged.getByRole('group', { name: 'Moderate this comment' }).getByRole('button')).toHaveText([
    'Approve',
    'Deny',
    'Hold',
    'Close',
  ]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/comment-edit-form-mobile.png', fullPage: true });
});
