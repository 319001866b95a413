import type { FileChooser, Locator, Page } from '@playwright/test';
import { samplePhotoPng } from '../../src/mocks/media/png';
import { press, tabTo } from './a11y-support';
import { sendAnswerWithPhotoByKeyboard } from './answer-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The specialist's answer form (staff §2.4, §4.5) on the demo question page, by keyboard only: Marcus T.
 * opens the form, picks the vehicle, answers with a photo and its alt text, presses 'Send it!', and the
 * page reloads with the question answered. Every key press is followed by a check that focus settled on
 * something visible.
 */
const PAGE = '/moderation/answer-question';
const PHOTO = Buffer.from(samplePhotoPng({ width: 120, height: 90 }));
const PHOTO_NAME = 'factory-7-way-plug.png';

/** Chooses an option of a focused select with the keyboard (type-ahead on the option's text). */
async function chooseByKeyboard(page: Page, select: Locator, text: string): Promise<void> {
  // As a user would, wait for the list ('Loading…' while it comes).
  await expect(select.locator(`option[value="${text}"]`)).toHaveCount(1);
  await tabTo(page, select);
  await page.keyboard.type(text);
  await expect(select).toHaveValue(text);
}

test('a specialist answers a question with the vehicle, a photo and its alt text (keyboard only)', async ({
  page,
  shop,
}) => {
  // A long journey (an upload, two axe runs, a reload) on a shared two-core machine.
  test.setTimeout(90_000);
  // Listening from the start turns on the file-chooser interception before the key press that needs it.
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  await shop.role('specialist');
  await page.goto(PAGE);
  const form = page.locator('question-answer-form');
  const open = form.getByRole('button', { name: 'Write an answer to this question' });
  await expect(open).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, open);
  await press(page, 'Enter');
  await expect(form.getByRole('heading', { name: 'What Do You Think?' })).toBeVisible();
  await expect(form.getByLabel('Title')).toBeFocused();
  await expect(form.getByRole('link', { name: 'View the question page' })).toHaveAttribute(
    'href',
    '/question-8801.html',
  );

  // The vehicle: a new year clears make and model; make enables model.
  const year = form.getByLabel('Year');
  const make = form.getByLabel('Make');
  const model = form.getByLabel('Model');
  await expect(year).toHaveValue('2019');
  await chooseByKeyboard(page, year, '2020');
  await expect(make).toHaveValue('');
  await expect(model).toBeDisabled();
  await chooseByKeyboard(page, make, 'Ram');
  await expect(model).toBeEnabled();
  await chooseByKeyboard(page, model, '2500');
  await expect(form.getByRole('link', { name: 'View the vehicle page' })).toHaveAttribute(
    'href',
    '/vehicle/2020/Ram/2500',
  );

  await tabTo(page, form.getByLabel('Answer', { exact: true }));
  await page.keyboard.type('Yes. It plugs into the factory 7-way under the bumper; no splicing needed.');

  // The photo: the file chooser opens from the keyboard; without alt text Send it! stops with the spec's
  // message; then its alt text, and Send it! again.
  await sendAnswerWithPhotoByKeyboard(page, form, choosers, {
    name: PHOTO_NAME,
    buffer: PHOTO,
    altText: 'Factory 7-way plug under the rear bumper of a 2020 Ram 2500',
  });

  await expect(page.getByText('status: answered · answers: 1')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Write an answer to this question' })).toBeVisible();
  const [sent] = await shop.requests('/api/question-moderation/questions/8801/specialist-answers');
  expect(sent?.body).toMatchObject({
    submitAnswerRequest: {
      questionId: 8801,
      answer: 'Yes. It plugs into the factory 7-way under the bumper; no splicing needed.',
      authorId: 3187,
      images: [{ altText: 'Factory 7-way plug under the rear bumper of a 2020 Ram 2500' }],
    },
    updateQuestionRequest: { yearFrom: 2020, make: 'Ram', model: '2500' },
    specialistId: 3187,
  });
});

test('a partial success keeps the form open and lists the problems', async ({ page, shop }) => {
  await shop.role('specialist');
  await shop.fault({
    path: '/api/question-moderation/questions/8801/specialist-answers',
    mergeBody: { emailResult: false, deleteDraftResult: false },
  });
  await page.goto(PAGE);
  const form = page.locator('question-answer-form');
  await form.getByRole('button', { name: 'Write an answer to this question' }).click();
  await form.getByLabel('Answer', { exact: true }).fill('It fits the 2019 Ram 1500.');
  await form.getByRole('button', { name: 'Send it!' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(
    'Thanks, your answer has been submitted but there were problems processing the request:',
  );
  await expect(alert).toContainText('The email notice failed to send.');
  await expect(alert).toContainText('The draft answer failed to be deleted.');
  await expect(form.getByRole('heading', { name: 'What Do You Think?' })).toBeVisible();
  await expectNoAxeViolations(page);
});
