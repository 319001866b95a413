import type { FileChooser, Locator, Page } from '@playwright/test';
import { samplePhotoPng } from '../../src/mocks/media/png';
import { focusPath, focusProblem, isFocused, recordLiveRegions, takeAnnouncements } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Issue 13's moderation chain as one story on the demo shop, keyboard only, across the pages and roles
 * of the fake shop: Marcus T. (specialist) pulls the next item of his queue with 'Help Next Neighbor',
 * lands on the neighbor's question 8801 and answers it with a photo and its alt text; the fake shop puts
 * his answer on the moderator queue as a SpecialistReview (as a real shop does); Priya K. (moderator)
 * pulls it with 'Pull Next Review' and lands on the answer; then her queue is empty and says so.
 *
 * Not in this chain yet (see the branch report): the feedback stages on the answer (send feedback with
 * follow-up, the specialist's response, the approval). The answer edit form has no feedback workflow yet;
 * those stages are proven on a comment in comment-edit-form.spec.ts.
 */
const QUEUE_PAGE = '/staff/help-next-neighbor';
const ANSWER_PAGE = '/moderation/answer-question';
const PHOTO = Buffer.from(samplePhotoPng({ width: 120, height: 90 }));
const PHOTO_NAME = 'factory-7-way-plug.png';
const ANSWER = 'Yes. It plugs into the factory 7-way under the bumper; no splicing needed.';
const ALT_TEXT = 'Factory 7-way plug under the rear bumper of a 2019 Ram 1500';

const bar = (page: Page) => page.locator('help-next-neighbor');

async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expect.poll(() => focusProblem(page), { message: `focus after ${key}`, timeout: 2_000 }).toBe('');
}

async function tabTo(page: Page, control: Locator, key = 'Tab', limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(control)) return;
    await press(page, key);
  }
  throw new Error(`${key} never reached the control; focus is on ${await focusPath(page)}`);
}

/** Works the items ahead of the chain's one off a queue, as other staff would (the queue call itself). */
async function workQueue(page: Page, path: string, pulls: number): Promise<void> {
  for (let pulled = 0; pulled < pulls; pulled += 1) {
    const response = await page.request.get(path);
    expect(await response.json()).not.toBeNull();
  }
}

test('the moderation chain: a specialist answers the next item with a photo, a moderator pulls it for review, the queue empties (keyboard only)', async ({
  page,
  shop,
}) => {
  // A long story (two roles, an upload, several pages and axe runs) on a shared two-core machine.
  test.setTimeout(150_000);
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  await recordLiveRegions(page);

  // 1. The specialist's queue: the four items ahead of the neighbor's question are worked by others.
  await shop.role('specialist');
  await workQueue(page, '/api/specialist-queue/specialist/3187/marcus.tran/next', 4);
  await page.goto(QUEUE_PAGE);
  await expect(bar(page).getByText('Waiting in your queue: 1 · Held by you: 1')).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, bar(page).getByRole('button', { name: 'Help Next Neighbor' }));
  await page.keyboard.press('Enter');
  // The question, through GET /api/address/question/8801, with its queue item type (4 Question).
  await page.waitForURL(`**${ANSWER_PAGE}?queueItemType=4`);
  expect(await shop.requests('/api/address/question/8801')).toHaveLength(1);
  await expect(page.getByText('status: pending · answers: 0')).toBeVisible();
  await expect(bar(page).getByText('Waiting in your queue: 0 · Held by you: 1')).toBeVisible();

  // 2. He answers it with a photo and its alt text.
  const form = page.locator('question-answer-form');
  const open = form.getByRole('button', { name: 'Write an answer to this question' });
  await expectNoAxeViolations(page);
  await tabTo(page, open);
  await press(page, 'Enter');
  await expect(form.getByRole('heading', { name: 'What Do You Think?' })).toBeVisible();
  await tabTo(page, form.getByLabel('Answer', { exact: true }));
  await page.keyboard.type(ANSWER);
  await tabTo(page, form.getByRole('button', { name: 'Add Photos' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => choosers.length).toBe(1);
  await choosers[0]?.setFiles({ name: PHOTO_NAME, mimeType: 'image/png', buffer: PHOTO });
  await expect(form.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 10_000 });
  const send = form.getByRole('button', { name: 'Send it!' });
  await tabTo(page, send);
  await press(page, 'Enter');
  await expect(form.getByText('Failed to submit. All answer images need valid alt-text.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: `Alt text for ${PHOTO_NAME}` })).toBeFocused();
  await page.keyboard.type(ALT_TEXT);
  await expectNoAxeViolations(page);
  await tabTo(page, send);
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  await expect(page.getByText('status: answered · answers: 1')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Answers given' }).getByText(ANSWER)).toBeVisible();
  const [sent] = await shop.requests('/api/question-moderation/questions/8801/specialist-answers');
  expect(sent?.body).toMatchObject({
    submitAnswerRequest: {
      questionId: 8801,
      answer: ANSWER,
      authorId: 3187,
      images: [{ altText: ALT_TEXT }],
    },
    specialistId: 3187,
  });

  // 3. The moderator's queue: the answer waits behind the seed's five items, which others work.
  await shop.role('moderator');
  await workQueue(page, '/api/moderator-queue/moderator/1420/priya.kapoor/next?startingSource=1', 5);
  await page.goto(QUEUE_PAGE);
  await expect(bar(page).getByText('Waiting in your queue: 1 · Held by you: 1')).toBeVisible();
  // The fake shop's list of the moderator queue names the answer as a specialist review.
  await expect(page.getByText('Moderator queue (1)')).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, bar(page).getByRole('button', { name: 'Pull Next Review' }));
  await page.keyboard.press('Enter');
  // The answer on its question's page: answerId, queue item type 7 (SpecialistReview) and #answer-{id}.
  await page.waitForURL(`**${ANSWER_PAGE}?queueItemType=7&answerId=7700#answer-7700`);
  const pulls = await shop.requests('/api/moderator-queue/moderator/1420/priya.kapoor/next');
  expect(pulls).toHaveLength(6);
  await expect(page.getByRole('region', { name: 'Answers given' }).getByText(ANSWER)).toBeVisible();
  await expect(page.getByText('Signed in as Priya K. (employee 1420, moderator)')).toBeVisible();
  await expectNoAxeViolations(page);

  // 4. The queue is empty, and says so.
  await expect(bar(page).getByText('Waiting in your queue: 0 · Held by you: 1')).toBeVisible();
  await takeAnnouncements(page);
  const pull = bar(page).getByRole('button', { name: 'Pull Next Review' });
  await tabTo(page, pull);
  await press(page, 'Enter');
  await expect(bar(page).getByRole('status')).toHaveText('Content Queue Empty, Way To Go!');
  await expect
    .poll(async () => (await takeAnnouncements(page)).polite)
    .toContain('Content Queue Empty, Way To Go!');
  expect(await isFocused(pull)).toBe(true);
  await expect(page).toHaveURL(/#answer-7700$/);
  await expectNoAxeViolations(page);
});
