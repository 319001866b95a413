import type { FileChooser, Page } from '@playwright/test';
import { samplePhotoPng } from '../../src/mocks/media/png';
import { isFocused, press, recordLiveRegions, tabTo, takeAnnouncements } from './a11y-support';
import { sendAnswerWithPhotoByKeyboard } from './answer-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Issue 13's moderation chain as one story on the demo shop, keyboard only, across the pages and roles
 * of the fake shop: Marcus T. (specialist) pulls the next item of his queue with 'Help Next Neighbor',
 * lands on the neighbor's question 8801 and answers it with a photo and its alt text; the fake shop puts
 * his answer on the moderator queue as a SpecialistReview (as a real shop does); Priya K. (moderator)
 * pulls it with 'Pull Next Review', lands on the answer and sends feedback with follow-up (staff §4.4);
 * the fake shop puts the answer back on Marcus's queue; he pulls it, reads the feedback and saves his
 * response; it returns to Priya's queue; she pulls it, reads the response and approves; then her queue
 * is empty and says so.
 */
const QUEUE_PAGE = '/staff/help-next-neighbor';
const ANSWER_PAGE = '/moderation/answer-question';
const PHOTO = Buffer.from(samplePhotoPng({ width: 120, height: 90 }));
const PHOTO_NAME = 'factory-7-way-plug.png';
const ANSWER = 'Yes. It plugs into the factory 7-way under the bumper; no splicing needed.';
const ALT_TEXT = 'Factory 7-way plug under the rear bumper of a 2019 Ram 1500';
const FEEDBACK = 'Please name the harness part number so the neighbor can order it.';
const RESPONSE = 'Added: the Curt 56070 harness plugs into the factory 7-way.';
const REVIEW_URL = `**${'/moderation/answer-question'}?queueItemType=7&answerId=7700#answer-7700`;
const SPECIALIST_NEXT = '/api/specialist-queue/specialist/3187/marcus.tran/next';
const MODERATOR_NEXT = '/api/moderator-queue/moderator/1420/priya.kapoor/next';

const bar = (page: Page) => page.locator('help-next-neighbor');
/** The answer under review on its question's page (the #answer-7700 anchor) and its edit form. */
const reviewed = (page: Page) => page.locator('#answer-7700 specialist-answer-edit-form');

/** Works the items ahead of the chain's one off a queue, as other staff would (the queue call itself). */
async function workQueue(page: Page, path: string, pulls: number): Promise<void> {
  for (let pulled = 0; pulled < pulls; pulled += 1) {
    const response = await page.request.get(path);
    expect(await response.json()).not.toBeNull();
  }
}

test('the moderation chain: a specialist answers the next item with a photo, a moderator sends feedback with follow-up, the specialist responds, the moderator approves, the queue empties (keyboard only)', async ({
  page,
  shop,
}) => {
  // A long story (two roles, an upload, several pages and axe runs) on a shared two-core machine.
  test.setTimeout(240_000);
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
  await sendAnswerWithPhotoByKeyboard(page, form, choosers, {
    name: PHOTO_NAME,
    buffer: PHOTO,
    altText: ALT_TEXT,
  });
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

  // 4. She sends feedback with follow-up; an empty feedback is refused first.
  const answerForm = reviewed(page);
  await expect(
    page.locator('#answer-7700').getByText('Shop status: pending · by employee 3187'),
  ).toBeVisible();
  await expect(answerForm.getByRole('heading', { name: 'Feedback' })).toBeVisible();
  await expect(answerForm.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const followUp = answerForm.getByRole('button', { name: 'Send Feedback & Follow Up' });
  await tabTo(page, followUp);
  await press(page, 'Enter');
  await expect(answerForm.getByText('Must enter feedback', { exact: true })).toBeVisible();
  expect(await shop.requests('/api/question-moderation/answer-feedback')).toHaveLength(0);
  await tabTo(page, answerForm.getByRole('textbox', { name: 'Feedback' }), 'Shift+Tab');
  await page.keyboard.type(FEEDBACK);
  await tabTo(page, followUp);
  await press(page, 'Enter');
  await expect(answerForm.getByRole('status').filter({ hasText: 'Feedback Added' })).toHaveText(
    'Feedback Added',
  );
  const added = (await shop.requests('/api/question-moderation/answer-feedback')).filter(
    (entry) => entry.method === 'POST',
  );
  expect(added).toHaveLength(1);
  expect(added[0]?.body).toMatchObject({
    onlineQuestionConversationID: 7700,
    feedback: FEEDBACK,
    requeue: true,
    moderatorEmployeeID: 1420,
    specialistEmployeeID: 3187,
  });
  await expect(answerForm.getByText('Follow-up requested')).toBeVisible();
  // The fake shop's thread of the answer: one open feedback, waiting for the specialist.
  const thread = (await (await page.request.get('/api/question-moderation/answer-feedback/7700')).json()) as {
    onlineQuestionConversationFeedbackID: number;
    requeue: boolean;
    resolved: boolean;
    response: string | null;
  }[];
  expect(thread).toMatchObject([{ requeue: true, resolved: false, response: null }]);
  const resolvePath = `/api/question-moderation/answer-feedback/resolve/${thread[0]?.onlineQuestionConversationFeedbackID}`;
  await expectNoAxeViolations(page);

  // 5. The follow-up is back on Marcus's queue as a specialist review; he pulls it and reads the feedback.
  await shop.role('specialist');
  await page.goto(QUEUE_PAGE);
  await expect(bar(page).getByText('Waiting in your queue: 1 · Held by you: 1')).toBeVisible();
  await tabTo(page, bar(page).getByRole('button', { name: 'Help Next Neighbor' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(REVIEW_URL);
  expect(await shop.requests(SPECIALIST_NEXT)).toHaveLength(6);
  const mine = reviewed(page);
  await expect(mine.getByText('Feedback from Priya K.')).toBeVisible();
  await expect(mine.getByText(FEEDBACK)).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Send Feedback', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // 6. He saves his response: an empty one is refused first.
  const saveResponse = mine.getByRole('button', { name: 'Save Response' });
  await tabTo(page, saveResponse);
  await press(page, 'Enter');
  await expect(mine.getByText('Must enter a response', { exact: true })).toBeVisible();
  await tabTo(page, mine.getByRole('textbox', { name: 'Response' }), 'Shift+Tab');
  await page.keyboard.type(RESPONSE);
  await tabTo(page, saveResponse);
  await press(page, 'Enter');
  await expect(mine.getByRole('status').filter({ hasText: 'Feedback Response Sent' })).toHaveText(
    'Feedback Response Sent',
  );
  const [responded] = await shop.requests(resolvePath);
  expect(responded?.body).toMatchObject({
    response: RESPONSE,
    requeue: true,
    onlineQuestionConversationID: 7700,
  });
  await expect(mine.getByRole('button', { name: 'Save Response' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // 7. The answer is back on Priya's queue; she pulls it, reads the response and approves.
  await shop.role('moderator');
  await page.goto(QUEUE_PAGE);
  await expect(bar(page).getByText('Waiting in your queue: 1 · Held by you: 1')).toBeVisible();
  await tabTo(page, bar(page).getByRole('button', { name: 'Pull Next Review' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(REVIEW_URL);
  expect(await shop.requests(MODERATOR_NEXT)).toHaveLength(7);
  const review = reviewed(page);
  await expect(review.getByText(`Specialist response: ${RESPONSE}`)).toBeVisible();
  // A response came: no second follow-up (staff §4.4).
  await expect(review.getByRole('button', { name: 'Send Feedback', exact: true })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Send Feedback & Follow Up' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await tabTo(page, review.getByRole('button', { name: 'Approve', exact: true }));
  await press(page, 'Enter');
  await expect(review.getByRole('status').filter({ hasText: 'Feedback Approved' })).toHaveText(
    'Feedback Approved',
  );
  const resolves = await shop.requests(resolvePath);
  expect(resolves).toHaveLength(2);
  expect(resolves[1]?.body).toMatchObject({ requeue: false, response: RESPONSE });
  const [saved] = await shop.requests('/api/question-moderation/answers/7700');
  expect(saved).toMatchObject({
    method: 'PUT',
    body: { answerUpdate: { answer: ANSWER }, specialistId: 1420 },
  });
  await expectNoAxeViolations(page);

  // 8. The queue is empty, and says so.
  await expect(bar(page).getByText('Waiting in your queue: 0 · Held by you: 1')).toBeVisible();
  await takeAnnouncements(page);
  const pull = bar(page).getByRole('button', { name: 'Pull Next Review' });
  // Focus is on the approval's message below the queue bar: back up to the bar.
  await tabTo(page, pull, 'Shift+Tab');
  await press(page, 'Enter');
  await expect(bar(page).getByRole('status')).toHaveText('Content Queue Empty, Way To Go!');
  await expect
    .poll(async () => (await takeAnnouncements(page)).polite)
    .toContain('Content Queue Empty, Way To Go!');
  expect(await isFocused(pull)).toBe(true);
  await expect(page).toHaveURL(/#answer-7700$/);
  await expectNoAxeViolations(page);
});
