import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The specialist actions of the reply form on the demo shop (community §4, staff §4.2, §8), with the
 * keyboard only: Tab to a control, type, Enter.
 */
const PRODUCT_PAGE = '/ask-the-experts/C13130';

async function signInAsSpecialist(page: Page): Promise<void> {
  const answer = await page.request.post('/__fake-shop/role', { data: { role: 'specialist' } });
  expect(answer.ok()).toBe(true);
}

/** The reply form of a comment (`comment-502`) or a reply (`reply-7011`). */
const replyForm = (page: Page, itemId: string) =>
  page.locator(`[id="${itemId}"] > article > comment-reply-form-element`);

const isFocused = (target: Locator) =>
  target.evaluate((element) => element.matches(':focus')).catch(() => false);

/** Presses Tab until `target` has the focus (as a keyboard user would), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 400): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Opens the reply form with the keyboard; focus lands in its Reply box. */
async function openWithKeyboard(page: Page, form: Locator): Promise<Locator> {
  await tabTo(page, form.getByRole('button', { name: 'Reply', exact: true }));
  await page.keyboard.press('Enter');
  const text = form.getByLabel('Reply', { exact: true });
  await expect(text).toBeFocused();
  return text;
}

/** Replaces the Reply box's text by typing. */
async function typeReply(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function pressButton(page: Page, form: Locator, name: string): Promise<void> {
  await tabTo(page, form.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

test.describe('specialist actions with the keyboard only', () => {
  test("a specialist answers a customer's pending comment, which is approved with the answer", async ({
    page,
    shop,
  }) => {
    await signInAsSpecialist(page);
    await page.goto(PRODUCT_PAGE);
    await expect(page.locator('[id="comment-502"]')).toContainText('Waiting for moderation');
    const form = replyForm(page, 'comment-502');
    const text = await openWithKeyboard(page, form);
    await expect(text).toHaveValue(
      'Does the kit come with the bolts, or do I have to order them separately?',
    );
    await typeReply(page, 'Yes: the kit includes grade 8 bolts, so you do not need to order them.');
    await expectNoAxeViolations(page);
    await pressButton(page, form, 'Submit');
    await page.waitForLoadState('load');
    await expect(page.locator('[id="comment-502"]')).toContainText('Approved');
    await expect(page.locator('[id="comment-502"]')).toContainText('Marcus T. (Expert)');
    const [answer] = await shop.requests('/api/comment-moderation/replies');
    expect(answer?.body).toMatchObject({
      parentId: 502,
      isComment: true,
      replyToId: -1,
      replySource: 'Expert',
      replyText: 'Yes: the kit includes grade 8 bolts, so you do not need to order them.',
    });
  });

  test('a specialist answering a reply approves its parent comment; a failure says so and only retries the approval', async ({
    page,
    shop,
  }) => {
    await signInAsSpecialist(page);
    await shop.fault({ method: 'PUT', path: '/api/comment-moderation/comments/501/approve', status: 500 });
    await page.goto(PRODUCT_PAGE);
    const form = replyForm(page, 'reply-7002');
    await openWithKeyboard(page, form);
    await typeReply(page, 'Yes: for a 2 inch drop, the Curt 45036 ball mount.');
    await pressButton(page, form, 'Submit');
    await expect(form.getByRole('alert')).toHaveText(
      'Reply submitted, but failed to approve parent comment. Reload page and try approving parent comment.',
    );
    await expect(form.getByRole('alert')).toBeFocused();
    await expectNoAxeViolations(page);
    await pressButton(page, form, 'Try approving again');
    await page.waitForLoadState('load');
    await expect(page.locator('[id="reply-7002"]')).toContainText('Approved');
    expect(await shop.requests('/api/comment-moderation/replies')).toHaveLength(1);
    expect(await shop.requests('/api/comment-moderation/comments/501/approve')).toHaveLength(2);
  });

  test('a specialist holds a reply, which saves the answer as a draft first', async ({ page, shop }) => {
    await signInAsSpecialist(page);
    await page.goto('/faq-trailer-wiring.aspx');
    let form = replyForm(page, 'reply-7011');
    await openWithKeyboard(page, form);
    await typeReply(page, 'Checking the Jeep wiring diagram with the warehouse first.');
    await pressButton(page, form, 'Hold');
    await page.waitForLoadState('load');
    await expect(page.locator('[id="reply-7011"]')).toContainText('Held');
    const calls = await shop.requests('/api/comment-moderation/*');
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
    ).toEqual(['POST /api/comment-moderation/reply-drafts', 'PUT /api/comment-moderation/replies/7011/hold']);
    form = replyForm(page, 'reply-7011');
    const text = await openWithKeyboard(page, form);
    await expect(text).toHaveValue('Checking the Jeep wiring diagram with the warehouse first.');
  });

  test('a failed forward to CS says so and keeps the note typed', async ({ page, shop }) => {
    await signInAsSpecialist(page);
    await shop.fault({
      method: 'PUT',
      path: '/api/comment-moderation/comments/531/forward-to-cs',
      status: 500,
    });
    await page.goto('/question-123.html');
    const form = replyForm(page, 'comment-531');
    const text = await openWithKeyboard(page, form);
    await typeReply(page, 'Customer asks about a warranty claim for the connector.');
    await pressButton(page, form, 'Forward to CS');
    await expect(form.getByRole('alert')).toHaveText('Failed to forward to CS. Please try again.');
    await expect(text).toHaveValue('Customer asks about a warranty claim for the connector.');
    await expectNoAxeViolations(page);
    // The same note goes again (the fault was for one call) and the page shows it forwarded.
    await pressButton(page, form, 'Forward to CS');
    await page.waitForLoadState('load');
    await expect(page.locator('[id="comment-531"]')).toContainText('Forwarded to CS');
    const forwards = await shop.requests('/api/comment-moderation/comments/531/forward-to-cs');
    expect(forwards.map((call) => call.body)).toEqual([
      {
        specialistName: 'Marcus T.',
        specialistComment: 'Customer asks about a warranty claim for the connector.',
      },
      {
        specialistName: 'Marcus T.',
        specialistComment: 'Customer asks about a warranty claim for the connector.',
      },
    ]);
  });
});
