import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { widgetTagOfStories } from '../../.storybook/widget-tag';

/**
 * Storybook's docs page of every widget shows the same reference as `docs/widgets/<tag>.md` (issue 10):
 * in the static build, each widget's docs page renders the reference section with every attribute,
 * event and part named on the page, and the hand-written sections.
 */
interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  importPath: string;
}

const BUILD = resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');
const PAGES = resolve('docs/widgets');
const tags = readdirSync(PAGES)
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.slice(0, -3));
const docsEntries = Object.values(
  (JSON.parse(readFileSync(resolve(BUILD, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> })
    .entries,
).filter((entry) => entry.type === 'docs');

/** The names in the first column of the page's reference tables (attributes, events, properties, parts). */
function namesOnPage(tag: string): string[] {
  const page = readFileSync(resolve(PAGES, `${tag}.md`), 'utf8');
  const generated = page.slice(0, page.indexOf('<!-- generated:end'));
  return [...generated.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1] as string);
}

/**
 * One preview frame per worker, switched from docs page to docs page through the preview's channel as the
 * Storybook UI does: a fresh frame per page took about five seconds a page here, most of it the frame's
 * own start.
 */
const test = base.extend<object, { docsFrame: Page }>({
  docsFrame: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
      await page.goto(`/iframe.html?id=${encodeURIComponent(docsEntries[0]?.id ?? '')}&viewMode=docs`);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * How long a check waits on a docs page, which goes on rendering every story of the widget below the
 * reference: on CI's loaded two cores an "Attributes" heading that the failure's snapshot showed on the
 * page was not found within the 5 s default.
 */
const WHILE_THE_PAGE_RENDERS = { timeout: 20_000 };

/** Shows a docs page in the frame, the way the Storybook UI does. */
async function showDocs(page: Page, id: string): Promise<void> {
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  await page.evaluate((docsId) => {
    const channel = (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(...args: unknown[]): void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('setCurrentStory', { storyId: docsId, viewMode: 'docs' });
  }, id);
}

test('every widget page has a Storybook docs page', () => {
  const known = new Set(tags);
  const shown = new Set(docsEntries.map((entry) => widgetTagOfStories(entry.importPath, known)));
  expect(tags.filter((tag) => !shown.has(tag))).toEqual([]);
});

for (const tag of tags) {
  test(`<${tag}>: the docs page shows docs/widgets/${tag}.md`, async ({ docsFrame: page }) => {
    const known = new Set(tags);
    const entry = docsEntries.find((docs) => widgetTagOfStories(docs.importPath, known) === tag);
    test.skip(!entry, 'no docs page (the test above fails for it)');
    await showDocs(page, entry?.id ?? '');
    const reference = page.locator(`[data-widget-reference="${tag}"]`);
    await expect(reference).toBeVisible(WHILE_THE_PAGE_RENDERS);
    await expect(reference.getByRole('heading', { name: `Reference: <${tag}>` })).toBeVisible(
      WHILE_THE_PAGE_RENDERS,
    );
    for (const heading of ['Attributes', 'Events', 'CSS custom properties', 'CSS parts', 'Slots', 'Calls'])
      await expect(reference.getByRole('heading', { name: heading, exact: true })).toBeAttached(
        WHILE_THE_PAGE_RENDERS,
      );
    const text = (await reference.textContent()) ?? '';
    const names = namesOnPage(tag);
    expect(names.length, 'the page lists attributes, events, properties or parts').toBeGreaterThan(0);
    expect(names.filter((name) => !text.includes(name))).toEqual([]);
  });
}

/**
 * Inline stories share the docs page's one fake shop, so a story that injects a fault or chooses another role
 * is shown in a frame of its own (`.storybook/widget-docs-page.tsx`): the install request selector's first
 * story spun forever behind a later story's 500s.
 */
test('a story that sets up the fake shop its own way has a frame and a fake shop of its own', async ({
  docsFrame: page,
}) => {
  const framedStory = 'iframe[src*="id=dealer-install-request-selector--server-error"]';
  const firstStoryLists = page
    .locator('.docs-story')
    .first()
    .getByText(/\d+ requests/);
  await showDocs(page, 'dealer-install-request-selector--docs');
  await expect(firstStoryLists).toBeVisible(WHILE_THE_PAGE_RENDERS);
  await page.locator(framedStory).scrollIntoViewIfNeeded(WHILE_THE_PAGE_RENDERS);
  await expect(
    page.frameLocator(framedStory).getByText('We could not load your install requests.'),
  ).toBeVisible(WHILE_THE_PAGE_RENDERS);
  // The inline stories still show the requests the shared fake shop holds.
  await expect(firstStoryLists).toBeVisible();
});
