import type { Locator, Page } from '@playwright/test';
import { samplePhotoPng } from '../../src/mocks/media/png';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PRODUCT_PAGE = '/ask-the-experts/C13130';
const COMMUNITY_PAGES = [
  PRODUCT_PAGE,
  '/faq-trailer-wiring.aspx',
  '/tv-curt-hitch-installation.aspx',
  '/question-123.html',
];

/** 180 x 180 pixels, stored uncompressed: three chunks of 40960 bytes. */
const PHOTO = Buffer.from(samplePhotoPng({ width: 180, height: 180 }));
const PHOTO_NAME = 'my-ram-1500-rear.png';

async function signIn(page: Page, role: 'shopper' | 'specialist' | 'moderator'): Promise<void> {
  const answer = await page.request.post('/__fake-shop/role', { data: { role } });
  expect(answer.ok()).toBe(true);
}

const commentForm = (page: Page) => page.locator('comment-submission-form-element');
/** The reply form of a comment (`comment-501`) or a reply (`reply-7002`). */
const replyForm = (page: Page, itemId: string) =>
  page.locator(`[id="${itemId}"] > article > comment-reply-form-element`);

async function openReply(form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(form.getByRole('form')).toBeVisible();
}

test.describe('customer comments and replies', () => {
  test('a customer posts a comment with a photo (one chunk failing once) and a link', async ({
    page,
    shop,
  }) => {
    await page.goto(PRODUCT_PAGE);
    const form = commentForm(page);
    await expect(form.getByRole('heading', { name: 'What Do You Think?' })).toBeVisible();
    await form.getByLabel('Name', { exact: true }).fill('Morgan Diaz');
    await form.getByLabel('E-mail', { exact: true }).fill('morgan.diaz@example.com');
    await form
      .getByLabel('Comment', { exact: true })
      .fill('Here is my bumper. Will the C13130 fit without cutting?');
    await form.getByLabel('Part Number', { exact: true }).fill('C13130');
    await form
      .getByLabel('Link URL', { exact: true })
      .fill(`${new URL(page.url()).origin}/FAQ-Trailer-Wiring.aspx`);
    await form.getByRole('button', { name: 'Add More Parts/Links' }).click();
    await expect(form.getByLabel('Part Number 2', { exact: true })).toBeFocused();
    await form.getByLabel('Link URL 2', { exact: true }).fill('/TV-Curt-Hitch-Installation.aspx');

    const fault = await page.request.post('/__fake-shop/media/chunk-faults', {
      data: { blobIndex: 2, times: 1 },
    });
    expect(fault.status()).toBe(201);
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: PHOTO_NAME, mimeType: 'image/png', buffer: PHOTO });
    await expect(form.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 10_000 });
    const chunks = (await shop.requests('/api/media/uploads/customer-media-blobs')).map(
      (call) => call.body as Record<string, string>,
    );
    expect(chunks.map((body) => body.blobIndex).sort()).toEqual(['1', '2', '2', '3']);
    expect(new Set(chunks.map((body) => body.guid))).toEqual(
      new Set(['fake-session-shopper-comment-C13130']),
    );

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Thanks' })).toHaveText(
      'Thanks, your comment has been successfully submitted.',
    );
    const [posted] = await shop.requests('/api/contentreply/comment');
    expect(posted?.body).toEqual({
      parentId: 'C13130',
      contentType: 'Review',
      author: 'Morgan Diaz',
      authorEmail: 'morgan.diaz@example.com',
      commentText: 'Here is my bumper. Will the C13130 fit without cutting?',
      notifyCustomer: true,
      webSku: 'C13130',
      replyById: 0,
      commentLinks: ['faq-trailer-wiring.aspx', 'tv-curt-hitch-installation.aspx'],
      commentProductWebskus: ['C13130'],
    });
    const [associated] = await shop.requests('/api/media/uploads/associate');
    expect(associated?.body).toMatchObject({ guid: 'fake-session-shopper-comment-C13130', entityId: '600' });
    await expectNoAxeViolations(page);

    // A specialist sees the new comment, waiting for moderation, with its photo and links.
    await signIn(page, 'specialist');
    await page.goto(PRODUCT_PAGE);
    const comment = page.locator('[id="comment-600"]');
    await expect(comment).toContainText('Waiting for moderation');
    await expect(comment.getByRole('img', { name: `Photo: ${PHOTO_NAME}` })).toBeVisible();
    await expect(comment.getByRole('link', { name: 'faq-trailer-wiring.aspx' })).toHaveAttribute(
      'href',
      '/faq-trailer-wiring.aspx',
    );
  });

  test('a returning customer is approved at once: the page reloads on the new comment', async ({
    page,
    shop,
  }) => {
    void shop;
    await page.goto('/faq-trailer-wiring.aspx');
    const form = commentForm(page);
    await form.getByLabel('Name', { exact: true }).fill('Jordan Miles');
    await form.getByLabel('E-mail', { exact: true }).fill('jordan.miles@example.com');
    await form
      .getByLabel('Comment', { exact: true })
      .fill('Follow-up: the powered converter works perfectly.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/faq-trailer-wiring\.aspx\?commentId=600#comment-600$/);
    await expect(page.locator('[id="comment-600"]')).toContainText('the powered converter works perfectly');
  });

  test('invalid links are listed and block the save; a foreign link never goes out', async ({
    page,
    shop,
  }) => {
    await page.goto('/faq-trailer-wiring.aspx');
    const form = commentForm(page);
    await form.getByLabel('Name', { exact: true }).fill('Morgan Diaz');
    await form.getByLabel('E-mail', { exact: true }).fill('morgan.diaz@example.com');
    await form.getByLabel('Comment', { exact: true }).fill('These pages helped me.');
    await form.getByLabel('Link URL', { exact: true }).fill('https://evil.example/free-hitch');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('* only links to pages on this site are accepted')).toBeVisible();
    await expect(form.getByLabel('Link URL', { exact: true })).toBeFocused();

    await form.getByLabel('Link URL', { exact: true }).fill('/Some-Page-That-Does-Not-Exist');
    await form.getByRole('button', { name: 'Add More Parts/Links' }).click();
    await form.getByLabel('Link URL 2', { exact: true }).fill('question-123.html');
    await form.getByRole('button', { name: 'Submit' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('The following links are invalid:');
    await expect(alert.getByRole('listitem')).toHaveText(['some-page-that-does-not-exist']);
    expect(await shop.requests('/api/contentreply/comment')).toEqual([]);
    const checks = await shop.requests('/api/comment-moderation/helpful-links/validate');
    expect(checks.map((call) => call.body)).toEqual([
      { links: ['some-page-that-does-not-exist', 'question-123.html'] },
    ]);
    await expectNoAxeViolations(page);
  });

  test('a failed post keeps everything typed, and the retry goes through', async ({ page, shop }) => {
    await page.goto('/tv-curt-hitch-installation.aspx');
    await shop.fault({ path: '/api/contentreply/comment', status: 500 });
    const form = commentForm(page);
    await form.getByLabel('Name', { exact: true }).fill('Morgan Diaz');
    await form.getByLabel('E-mail', { exact: true }).fill('morgan.diaz@example.com');
    await form.getByLabel('Comment', { exact: true }).fill('How long did it take you?');
    await form.getByLabel('Part Number', { exact: true }).fill('C13130');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to submit reply. Please try again.');
    await expect(form.getByLabel('Comment', { exact: true })).toHaveValue('How long did it take you?');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Morgan Diaz');
    await expect(form.getByLabel('Part Number', { exact: true })).toHaveValue('C13130');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Thanks, your comment has been successfully submitted.')).toBeVisible();
    expect(await shop.requests('/api/contentreply/comment')).toHaveLength(2);
  });

  test('a customer replies to a comment and the page reloads with the reply waiting for moderation', async ({
    page,
    shop,
  }) => {
    await page.goto('/faq-trailer-wiring.aspx');
    const form = replyForm(page, 'comment-511');
    await openReply(form);
    await expect(form.getByLabel('Reply', { exact: true })).toHaveValue('@Sam O. ');
    await expect(form.getByLabel('Reply', { exact: true })).toBeFocused();
    await form.getByLabel('Name', { exact: true }).fill('Morgan Diaz');
    await form.getByLabel('E-mail', { exact: true }).fill('morgan.diaz@example.com');
    await form
      .getByLabel('Reply', { exact: true })
      .fill('@Sam O. I used the Tekonsha converter on my Wrangler.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForLoadState('load');
    await expect.poll(async () => (await shop.requests('/api/contentreply/reply')).length).toBe(1);
    const [sent] = await shop.requests('/api/contentreply/reply');
    expect(sent?.body).toMatchObject({
      parentId: 511,
      replyToId: -1,
      isComment: true,
      replySource: 'Comment',
    });
  });
});

test.describe('photos with replies', () => {
  test("a reply answered with 'true' gets its photo by the upload guid, after one failed attempt said so", async ({
    page,
    shop,
  }) => {
    const answer = await page.request.post('/__fake-shop/content/reply-answer', { data: { answer: 'true' } });
    expect(answer.ok()).toBe(true);
    await page.goto(PRODUCT_PAGE);
    const form = replyForm(page, 'comment-501');
    await openReply(form);
    await form.getByLabel('Name', { exact: true }).fill('Morgan Diaz');
    await form.getByLabel('E-mail', { exact: true }).fill('morgan.diaz@example.com');
    await form.getByLabel('Reply', { exact: true }).fill('@Jordan M. Mine clears the spare, see the photo.');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'reply-photo.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(form.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 10_000 });

    await shop.fault({ method: 'PUT', path: '/api/media/uploads/associate', status: 500 });
    await form.getByRole('button', { name: 'Submit' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText('Your reply was posted, but your photos could not be attached.');
    await expect(alert).toBeFocused();
    await expect(form.getByLabel('Reply', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Attached, the form reloads the page: wait for that reload before going anywhere else.
    const reloaded = page.waitForEvent('load');
    await form.getByRole('button', { name: 'Try attaching photos again' }).click();
    await reloaded;
    await expect.poll(async () => (await shop.requests('/api/media/uploads/associate')).length).toBe(2);
    expect(await shop.requests('/api/contentreply/reply')).toHaveLength(1);
    const associations = (await shop.requests('/api/media/uploads/associate')).map((call) => call.body);
    expect(associations[1]).toEqual({
      guid: 'fake-session-shopper-reply-501',
      context: expect.objectContaining({ mediaSource: 'Reply' }),
    });

    // A specialist sees the new reply, waiting for moderation, with its photo.
    await signIn(page, 'specialist');
    await page.goto(PRODUCT_PAGE);
    const reply = page.locator('[id="reply-8000"]');
    await expect(reply).toContainText('Mine clears the spare');
    await expect(reply.getByRole('img', { name: 'Photo: reply-photo.png' })).toBeVisible();
  });

  test('when the session cannot be confirmed, the form says so, uploads nothing, and Try again brings the uploader', async ({
    page,
    shop,
  }) => {
    // Every lookup fails until the shop is back (each form that opens asks again).
    await shop.fault({ path: '/api/contentreply/session', status: 500, times: 'Infinity' });
    await page.goto(PRODUCT_PAGE);
    const form = replyForm(page, 'comment-501');
    await openReply(form);
    await form.getByLabel('Reply', { exact: true }).fill('@Jordan M. Keep this.');
    await expect(form.getByRole('alert')).toContainText(
      'Photos cannot be added right now: the shop could not confirm your session. Your reply can still be sent without them.',
    );
    await expect(form.locator('input[type="file"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(await shop.requests('/api/media/uploads/customer-media-blobs')).toEqual([]);
    await shop.clearFaults();
    await form.getByRole('button', { name: 'Try again' }).click();
    await expect(form.getByRole('button', { name: /Add Photos/ })).toBeVisible();
    await expect(form.getByLabel('Reply', { exact: true })).toHaveValue('@Jordan M. Keep this.');
    // The session is the page's: the comment form above gets its uploader back too. No other key is used.
    await expect(commentForm(page).getByRole('button', { name: /Add Photos/ })).toBeVisible();
    const loads = (await shop.requests('/api/media/uploads/load/*')).map((call) => call.path).sort();
    expect(loads).toEqual([
      '/api/media/uploads/load/fake-session-shopper-comment-C13130/file-revisions',
      '/api/media/uploads/load/fake-session-shopper-reply-501/file-revisions',
    ]);
  });
});

test.describe('specialists', () => {
  test('a specialist saves a draft, holds, and then answers with an expert reply', async ({ page, shop }) => {
    await signIn(page, 'specialist');
    await page.goto(PRODUCT_PAGE);

    // Jordan's pending reply: save a draft, then hold it.
    let form = replyForm(page, 'reply-7002');
    await openReply(form);
    await expect(form.getByText('Answering Jordan M.')).toBeVisible();
    await expect(form.getByLabel('Reply', { exact: true })).toHaveValue(
      'Thanks! Would I also need a ball mount for a 2 inch drop? My trailer sits low.',
    );
    await form
      .getByLabel('Reply', { exact: true })
      .fill('Yes: for a 2 inch drop, the Curt 45036 ball mount.');
    await form.getByLabel('Part Number', { exact: true }).fill('C45036');
    await form.getByRole('button', { name: 'Save Draft' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'draft' })).toHaveText(
      'Your draft has been successfully saved.',
    );
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Hold' }).click();
    await page.waitForLoadState('load');
    await expect(page.locator('[id="reply-7002"]')).toContainText('Held');
    const draftSaves = (await shop.requests('/api/comment-moderation/reply-drafts*')).filter(
      (call) => call.method !== 'GET',
    );
    expect(draftSaves.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/comment-moderation/reply-drafts',
      'PUT /api/comment-moderation/reply-drafts/501/7002',
    ]);
    expect(await shop.requests('/api/comment-moderation/replies/7002/hold')).toHaveLength(1);

    // The draft comes back, and Submit posts it as the expert answer.
    form = replyForm(page, 'reply-7002');
    await openReply(form);
    await expect(form.getByLabel('Reply', { exact: true })).toHaveValue(
      'Yes: for a 2 inch drop, the Curt 45036 ball mount.',
    );
    await expect(form.getByLabel('Part Number', { exact: true })).toHaveValue('C45036');
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForLoadState('load');
    await expect(page.locator('[id="reply-8000"]')).toContainText('Marcus T. (Expert)');
    await expect(page.locator('[id="reply-7002"]')).toContainText('Approved');
    const [answer] = await shop.requests('/api/comment-moderation/replies');
    expect(answer?.body).toMatchObject({
      parentId: 501,
      replyToId: 7002,
      isComment: false,
      replyId: -1,
      replySource: 'Expert',
      author: 'Marcus T.',
      authorEmail: 'marcus.tran@example.com',
      replyById: 3187,
      replyProductWebskus: ['C45036'],
    });
    expect(await shop.requests('/api/comment-moderation/comments/501/approve')).toHaveLength(1);
  });

  test('a specialist turns a reply into a question, which opens in a new tab', async ({ page, shop }) => {
    await signIn(page, 'specialist');
    await page.goto('/faq-trailer-wiring.aspx');
    const form = replyForm(page, 'reply-7011');
    await openReply(form);
    const question = 'Do most Jeeps with separate turn signals need a powered 3-to-2 converter?';
    const subject = question.slice(0, 50);
    await form.getByLabel('Reply', { exact: true }).fill(question);
    await form.getByRole('button', { name: 'Turn into Question' }).click();
    const dialog = form.getByRole('dialog', { name: 'Turn into question' });
    await expect(dialog).toContainText('Are you sure you want to turn this comment into its own question?');
    await expectNoAxeViolations(page);
    const [questionTab] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('button', { name: 'Yes' }).click(),
    ]);
    await expect(questionTab).toHaveURL(/\/question-4001\.html$/);
    await expect(questionTab.getByRole('heading', { level: 1 })).toHaveText(subject.trim());
    await expect(questionTab.getByText(question)).toBeVisible();
    await expect(form.getByRole('link', { name: 'Open question-4001.html' })).toBeVisible();
    const [created] = await shop.requests('/api/questions');
    expect(created?.body).toMatchObject({
      questionName: 'Casey L.',
      questionEmail: 'casey.lee@example.com',
      questionSubject: subject,
      question,
      status: 5,
      active: true,
      autoApproved: true,
      createdByEmployeeId: 3187,
    });
    expect(await shop.requests('/api/comment-moderation/replies/7011/deny')).toHaveLength(1);
    await questionTab.close();
  });

  test('a specialist posts a comment; a failed reply post keeps the text', async ({ page, shop }) => {
    await signIn(page, 'specialist');
    await page.goto('/question-123.html');
    const form = commentForm(page);
    await form.getByRole('button', { name: 'Add a Comment' }).click();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Marcus T.');
    await form
      .getByLabel('Comment', { exact: true })
      .fill('The 90195 harness fits; the 4-pole adapter is included.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/question-123\.html\?commentId=600#comment-600$/);
    await expect(page.locator('[id="comment-600"]')).toContainText('(Expert)');
    const [posted] = await shop.requests('/api/comment-moderation/comments');
    expect(posted?.body).toMatchObject({ foreignKey: '123', replyType: 'Answer', employeeId: 3187 });

    await shop.fault({ path: '/api/comment-moderation/replies', status: 500 });
    const reply = replyForm(page, 'comment-531');
    await openReply(reply);
    await reply.getByLabel('Reply', { exact: true }).fill('Yes, the adapter is in the box.');
    await reply.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(reply.getByRole('alert')).toHaveText('Failed to submit reply. Try again.');
    await expect(reply.getByLabel('Reply', { exact: true })).toHaveValue('Yes, the adapter is in the box.');
  });
});

test.describe('accessibility of the community pages', () => {
  for (const role of ['shopper', 'specialist'] as const) {
    for (const path of COMMUNITY_PAGES) {
      test(`${path} as ${role}, with a reply form open`, async ({ page, shop }) => {
        void shop;
        await signIn(page, role);
        await page.goto(path);
        const form = commentForm(page);
        await expect(form.getByRole('button').first()).toBeVisible();
        await openReply(page.locator('comment-reply-form-element').first());
        await expectNoAxeViolations(page);
      });
    }
  }
});
