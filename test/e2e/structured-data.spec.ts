import type { Page } from '@playwright/test';
import { focusPath } from './a11y-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The structured data of the demo's FAQ, video and question pages: the JSON-LD in the head parses,
 * describes what the fake shop holds and what the page shows, is shown in the demo panel, follows the
 * shop's state, stays inert with hostile text, and fails silently.
 */

type Node = Record<string, unknown>;

const HOSTILE = '</script><script>window.__ldXss=1</script><!-- & \u2028\u2029 -->';

async function headJsonLd(page: Page, owner: string): Promise<Node> {
  const script = page.locator(
    `head script[type="application/ld+json"][data-shop-structured-data="${owner}"]`,
  );
  await expect(script).toHaveCount(1);
  return JSON.parse((await script.textContent()) ?? '') as Node;
}

async function settled(page: Page, tag: string, state = 'written'): Promise<void> {
  await expect(page.locator(tag)).toHaveAttribute('data-json-ld', state);
}

const graph = (document: Node) => document['@graph'] as Node[];
const ofType = (document: Node, type: string) => graph(document).filter((node) => node['@type'] === type);

/** The page's comments as the JSON-LD must describe them: the fake shop's public ones, with replies. */
async function shopComments(page: Page, prefix: string, id: string) {
  const answer = await page.request.get(`/api/comment/${prefix}/${id}/content-metadata`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { comments: Node[] }).comments as {
    commentId: number;
    commentText: string;
    friendlyName: string;
    children: { replyId: number; replyText: string; friendlyName: string }[];
  }[];
}

async function expectCommentsMatch(page: Page, prefix: string, id: string): Promise<void> {
  await settled(page, 'comment-structured-data');
  const document = await headJsonLd(page, 'comment-structured-data');
  expect(document['@context']).toBe('https://schema.org');
  const expected = await shopComments(page, prefix, id);
  const pageUrl = new URL(page.url());
  const base = `${pageUrl.origin}${pageUrl.pathname}`;
  expect(graph(document)).toHaveLength(expected.length);
  for (const [index, comment] of expected.entries()) {
    const node = graph(document)[index] as Node;
    expect(node).toMatchObject({
      '@type': 'Comment',
      '@id': `${base}#comment-${comment.commentId}`,
      text: comment.commentText,
      author: { '@type': 'Person', name: comment.friendlyName },
    });
    expect(typeof node.dateCreated).toBe('string');
    // The page shows the same comment at the address the JSON-LD gives it.
    await expect(page.locator(`#comment-${comment.commentId} > article > p`).nth(1)).toHaveText(
      comment.commentText,
    );
    const replies = (node.comment ?? []) as Node[];
    expect(replies.map((reply) => [reply['@id'], reply.text])).toEqual(
      comment.children.map((reply) => [`${base}#reply-${reply.replyId}`, reply.replyText]),
    );
  }
}

test.describe('structured data on the demo pages', () => {
  // Every test starts from a fresh shop: no fault or comment left by an earlier one.
  test.beforeEach(async ({ shop }) => {
    await shop.reset();
  });

  test('FAQ page: FAQPage, Article and Comments in the head match the shop and the page, and show in the panel', async ({
    page,
  }) => {
    await page.goto('/faq-trailer-wiring.aspx');
    await settled(page, 'faq-structured-data');
    const faq = await headJsonLd(page, 'faq-structured-data');
    const answer = await page.request.get('/api/faq/trailer-wiring/content-metadata');
    const shop = (await answer.json()) as {
      status: number;
      faq: Record<string, string>;
      faqCommentCount: number;
    };
    expect(shop.status).toBe(1);

    const faqPage = ofType(faq, 'FAQPage')[0] ?? {};
    const question = ((faqPage.mainEntity ?? []) as Node[])[0] ?? {};
    expect(question.name).toBe(shop.faq.title);
    const article = page.getByRole('article', { name: shop.faq.title });
    const shownParagraphs = await article
      .locator('p')
      .evaluateAll((paragraphs) => paragraphs.slice(1).map((paragraph) => paragraph.textContent?.trim()));
    expect((question.acceptedAnswer as Node).text).toBe(shownParagraphs.join('\n'));
    expect(ofType(faq, 'Article')[0]).toMatchObject({
      headline: shop.faq.title,
      description: shop.faq.metaDescription,
      datePublished: shop.faq.approvedOn,
      commentCount: shop.faqCommentCount,
      publisher: { '@type': 'Organization', name: 'Hitch & Tow Supply' },
    });
    const [shownArticle] = ofType(faq, 'Article');
    const publisher = shownArticle?.publisher as { logo: { url: string } };
    const logoUrl = publisher.logo.url;
    const logo = await page.request.get(logoUrl);
    expect(logo.ok()).toBe(true);
    expect(logo.headers()['content-type']).toContain('image/svg+xml');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`FAQ: ${shop.faq.title}`);

    await expectCommentsMatch(page, 'faq', 'trailer-wiring');

    // The demo panel shows both scripts, parsed, as they are in the head.
    const panel = page.locator('#demo-json-ld');
    await expect(panel.locator('details')).toHaveCount(2);
    await expect(panel.locator('summary')).toHaveText([
      '<faq-structured-data>: FAQPage, Article',
      '<comment-structured-data>: Comment',
    ]);
    const shown = await panel.locator('details[data-owner="faq-structured-data"] pre').textContent();
    expect(JSON.parse(shown ?? '')).toEqual(faq);
    await expect(panel.locator('details[data-owner="faq-structured-data"] summary')).toHaveText(
      '<faq-structured-data>: FAQPage, Article',
    );
    await expect(panel.locator('details[data-owner="comment-structured-data"] summary')).toHaveText(
      '<comment-structured-data>: Comment',
    );

    // The elements themselves show nothing and take no focus.
    for (const tag of ['faq-structured-data', 'comment-structured-data']) {
      const focusable = await page.locator(tag).evaluate((element) => ({
        tabIndex: element.tabIndex,
        box: element.getBoundingClientRect().height,
        inside: element.shadowRoot?.querySelectorAll('a, button, input, [tabindex]').length ?? -1,
      }));
      expect(focusable).toEqual({ tabIndex: -1, box: 0, inside: 0 });
    }
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/structured-data-faq-page.png', fullPage: true });
  });

  test('video page: the comments in the head match the shop', async ({ page }) => {
    await page.goto('/tv-curt-hitch-installation.aspx');
    await expectCommentsMatch(page, 'video', 'curt-hitch-installation');
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page.locator('#demo-json-ld summary')).toHaveText(['<comment-structured-data>: Comment']);
  });

  test('question page: a comment approved on the shop is in the JSON-LD of the next page view', async ({
    page,
  }) => {
    await page.goto('/question-123.html');
    await expectCommentsMatch(page, 'question', '123');
    const before = graph(await headJsonLd(page, 'comment-structured-data')).length;

    const posted = await page.request.post('/api/contentreply/comment', {
      data: {
        parentId: '123',
        contentType: 'Answer',
        author: 'Jordan Miles',
        authorEmail: 'jordan.miles@example.com',
        commentText: 'The 4-pole adapter was not needed on my 2018 F-150.',
        notifyCustomer: false,
        webSku: '90195',
        replyById: 0,
        commentLinks: [],
        commentProductWebskus: [],
      },
    });
    expect(((await posted.json()) as { autoApproved: boolean }).autoApproved).toBe(true);

    await page.reload();
    await expectCommentsMatch(page, 'question', '123');
    const after = graph(await headJsonLd(page, 'comment-structured-data'));
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.text).toBe('The 4-pole adapter was not needed on my 2018 F-150.');
    await expectNoAxeViolations(page);
  });

  test('hostile server text stays text: escaped in the script, nothing runs, the JSON reads it back', async ({
    page,
    shop,
  }) => {
    await shop.fault({
      method: 'GET',
      path: '/api/faq/trailer-wiring/content-metadata',
      hostileText: HOSTILE,
    });
    await shop.fault({
      method: 'GET',
      path: '/api/comment/faq/trailer-wiring/content-metadata',
      hostileText: HOSTILE,
    });
    await page.goto('/faq-trailer-wiring.aspx');
    await settled(page, 'faq-structured-data');
    await settled(page, 'comment-structured-data');
    const texts = await page.locator('head script[type="application/ld+json"]').allTextContents();
    expect(texts).toHaveLength(2);
    for (const text of texts) expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    const faq = await headJsonLd(page, 'faq-structured-data');
    expect(ofType(faq, 'Article')[0]?.headline).toBe(`How do I choose trailer wiring?${HOSTILE}`);
    expect(await page.evaluate(() => (window as { __ldXss?: number }).__ldXss)).toBeUndefined();
    expect(await page.locator('head script').count()).toBe(
      (await page.locator('head script[type="application/ld+json"]').count()) +
        (await page.locator('head script:not([type="application/ld+json"])').count()),
    );
    // The head serialised and parsed again still has exactly two JSON-LD scripts.
    const reparsedCount = await page.evaluate(
      () =>
        new DOMParser()
          .parseFromString(document.head.outerHTML, 'text/html')
          .querySelectorAll('script[type="application/ld+json"]').length,
    );
    expect(reparsedCount).toBe(2);
  });

  test('a failing call is silent: retried 2 times, then nothing written and nothing shown', async ({
    page,
    shop,
  }) => {
    const path = '/api/comment/video/curt-hitch-installation/content-metadata';
    await shop.fault({ method: 'GET', path, status: 500, times: 'Infinity' });
    await page.goto('/tv-curt-hitch-installation.aspx');
    await settled(page, 'comment-structured-data', 'none');
    expect(await shop.requests(path)).toHaveLength(3);
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('comment-structured-data').getByRole('alert')).toHaveCount(0);
    await expect(page.locator('#demo-json-ld details')).toHaveCount(0);
    await expect(page.locator('#demo-json-ld')).toContainText('<comment-structured-data>: none');
  });

  test('keyboard only: the elements are no tab stop; the panel folds and opens with the keyboard', async ({
    page,
  }) => {
    await page.goto('/tv-curt-hitch-installation.aspx');
    await settled(page, 'comment-structured-data');
    const summary = page.locator('#demo-json-ld summary');
    await expect(summary).toHaveCount(1);
    const seen: string[] = [];
    for (let press = 0; press < 120; press += 1) {
      await page.keyboard.press('Tab');
      const path = await focusPath(page);
      seen.push(path);
      if (await summary.evaluate((element) => element === document.activeElement)) break;
    }
    // Focus never lands on or inside a structured-data element (the focus path names each element).
    expect(seen.filter((path) => /(^|> )(faq|comment)-structured-data\b/.test(path))).toEqual([]);
    expect(seen.length).toBeGreaterThan(3);
    await expect(summary).toBeFocused();
    const details = page.locator('#demo-json-ld details');
    await expect(details).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(details).not.toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(details).toHaveAttribute('open', '');
  });
});
