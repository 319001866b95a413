import type { Page } from '@playwright/test';
import { isFocused, press, tabTo } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The question and answer edit forms (staff §2.5, §2.6) on the moderation demo pages, by keyboard: a
 * moderator gives an approved image its alt text and approves the question (a failure first, which keeps
 * every edit); a base64 image opens in a new tab from a blob URL; an image is removed after the in-page
 * confirmation; the answer form saves, fails and holds. After each success the page reloads to its path.
 */
const questionForm = (page: Page) => page.locator('specialist-question-edit-form');
const answerForm = (page: Page) => page.locator('specialist-answer-edit-form');

test('a moderator approves the question after giving an approved image its alt text; a failure keeps the edits (keyboard only)', async ({
  page,
  shop,
}) => {
  await shop.role('moderator');
  await page.goto('/moderation/question');
  const form = questionForm(page);
  await expect(form.getByText('Status: Disproved')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Deactivate Image' })).toHaveCount(3);
  await expectNoAxeViolations(page);

  const receiver = form.getByRole('group', { name: 'receiver-photo' });
  const altText = receiver.getByLabel('Alt text');
  await tabTo(page, form.getByLabel('Title'));
  await press(page, 'End');
  await page.keyboard.type(' (5.5 ft bed)');
  await tabTo(page, altText);
  await press(page, 'ControlOrMeta+A');
  await press(page, 'Backspace');
  await tabTo(page, form.getByRole('button', { name: 'Approve' }));
  await press(page, 'Enter');
  await expect(form.getByRole('alert')).toHaveText('Invalid fields');
  await expect(receiver.getByText('* approved images need alt text')).toBeVisible();
  await expect.poll(() => isFocused(altText)).toBe(true);
  await page.keyboard.type('Hitch receiver behind the rear bumper of a 2019 F-150');

  await shop.fault({ method: 'PUT', path: '/api/question-moderation/questions/7001/approve', status: 500 });
  await tabTo(page, form.getByRole('button', { name: 'Approve' }));
  await press(page, 'Enter');
  await expect(form.getByRole('alert')).toContainText('Failed to approve question.');
  await expect(form.getByLabel('Title')).toHaveValue('Will this hitch fit my 2019 Ford F-150? (5.5 ft bed)');
  await expect(altText).toHaveValue('Hitch receiver behind the rear bumper of a 2019 F-150');
  await expectNoAxeViolations(page);

  await tabTo(page, form.getByRole('button', { name: 'Approve' }), 'Shift+Tab');
  const reloaded = page.waitForEvent('load');
  await press(page, 'Enter');
  await expect(form.getByText('Successfully approved question.')).toBeVisible();
  await reloaded;
  await expect(page).toHaveURL(/\/moderation\/question$/);
  await expect(questionForm(page).getByText('Status: Approved')).toBeVisible();
  await expect(questionForm(page).getByRole('button', { name: 'Disapprove' })).toBeVisible();
  const approves = await shop.requests('/api/question-moderation/questions/7001/approve');
  expect(approves.at(-1)?.body).toMatchObject({
    title: 'Will this hitch fit my 2019 Ford F-150? (5.5 ft bed)',
    yearFrom: 2019,
    make: 'Ford',
    model: 'F-150',
    approvedImages: [
      { fileRevisionId: 55102, altText: 'Hitch receiver behind the rear bumper of a 2019 F-150' },
      { fileRevisionId: 55103, altText: 'Installed hitch seen from the side' },
    ],
  });
});

test('a base64 image opens in a new tab from a blob URL; an image is removed after the in-page confirmation', async ({
  page,
  shop,
}) => {
  await shop.role('specialist');
  await page.goto('/moderation/question');
  await page.screenshot({ path: 'test-results/question-edit-form.png', fullPage: true });
  const bumper = questionForm(page).getByRole('group', { name: 'bumper-photo' });
  const opened = page.context().waitForEvent('page');
  await bumper.getByRole('button', { name: 'Open Image In New Tab' }).click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  await tab.close();

  await bumper.getByRole('button', { name: 'Deactivate Image' }).focus();
  await press(page, 'Enter');
  const dialog = questionForm(page).getByRole('dialog', { name: 'Remove this image?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await press(page, 'Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => isFocused(bumper.getByRole('button', { name: 'Deactivate Image' }))).toBe(true);
  await press(page, 'Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Remove image' }));
  await press(page, 'Enter');
  await expect(bumper.getByText('Image successfully removed')).toBeVisible();
  expect((await shop.requests('/api/question-moderation/question/*')).map((entry) => entry.path)).toEqual([
    '/api/question-moderation/question/image-delete/7001/bumper-photo_1/0',
  ]);
  await page.reload();
  await expect(questionForm(page).getByRole('group', { name: 'bumper-photo' })).toHaveCount(0);
});

test('the answer form: a failed save keeps the edits, the save succeeds, a moderator holds it; mobile width', async ({
  page,
  shop,
}) => {
  await shop.role('specialist');
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/moderation/answer');
  const form = answerForm(page);
  await expect(form.getByRole('button', { name: 'Moderator Hold' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await tabTo(page, form.getByLabel('Answer', { exact: true }));
  await press(page, 'ControlOrMeta+End');
  await page.keyboard.type(' Use the included carriage bolts.');
  await shop.fault({ method: 'PUT', path: '/api/question-moderation/answers/9101', status: 500 });
  await tabTo(page, form.getByRole('button', { name: 'Save' }));
  await press(page, 'Enter');
  await expect(form.getByRole('alert')).toContainText('Failed to save answer.');
  await expect(form.getByLabel('Answer', { exact: true })).toHaveValue(/Use the included carriage bolts\.$/);
  await tabTo(page, form.getByRole('button', { name: 'Save' }), 'Shift+Tab');
  const reloaded = page.waitForEvent('load');
  await press(page, 'Enter');
  await expect(form.getByText('Successfully saved answer.')).toBeVisible();
  await reloaded;
  await expect(answerForm(page).getByLabel('Answer', { exact: true })).toHaveValue(
    /Use the included carriage bolts\.$/,
  );
  await page.screenshot({ path: 'test-results/answer-edit-form-320.png', fullPage: true });

  await shop.role('moderator');
  await page.reload();
  await answerForm(page).getByRole('button', { name: 'Moderator Hold' }).click();
  await expect(answerForm(page).getByText('Successfully held answer.')).toBeVisible();
  await expect(page.getByText('held as moderator')).toBeVisible();
});
