import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { BLANK_PAGE, BLANK_PAGE_HEADER, BLANK_PAGE_PATH } from '../../demo/blank-page';

/**
 * One browser context per worker (and per set of context options a file sets with `test.use`), kept from
 * test to test with its HTTP cache, and reset between tests the way Playwright's `reuseContext` resets
 * one, except for that cache.
 *
 * Why: Playwright's reset empties the context's HTTP cache, and with it the code cache of the library's
 * content-hashed chunks, so every test's first page load fetched and compiled every chunk again. Loading
 * the product page took 440 ms of Chromium's CPU that way against 320 ms with the chunks cached
 * (median of 25 loads); the journeys load about 970 pages. A new page per test would keep the cache too,
 * but starts a renderer process per test, which cost more than the cache saved.
 *
 * What a test leaves behind and the reset takes away: extra pages, the page's listeners, routes, init
 * scripts and exposed functions, its viewport and emulated media, cookies, and the local storage, session
 * storage and IndexedDB of every origin a page of the context navigated to. The `contextLeftAsFound`
 * fixture resets offline, permissions, geolocation and extra headers. A test that failed leaves its
 * context closed, so nothing of a failure reaches the next test. Only the content-hashed chunks are
 * cached at all: the demo server sends pages, the loader and API answers `no-store`.
 *
 * A permission a page asked for and headless Chromium refused (it refuses every prompt) stays refused for
 * the context's life: `clearPermissions` resets only what `grantPermissions` set, and nothing else resets
 * it. A test denies a permission with `context.grantPermissions([])` instead (granted none, every other
 * is refused without a prompt, and `clearPermissions` undoes it); should a prompt have been refused, the
 * reset finds the origin's geolocation (the one permission the library asks for) still denied and closes
 * the context, so that the next test starts a new one.
 */

type Disposable = { dispose(): Promise<void> };

interface Warm {
  context: BrowserContext;
  /** Origins the context's pages navigated to since the last reset. */
  origins: Set<string>;
  /** Per page, what tests added to it that only disposing removes (init scripts, exposed functions). */
  disposablesOf: WeakMap<Page, Disposable[]>;
}

const warmContexts = new Map<string, Warm>();

/** The context for a test whose context options are `options` (the key of a warm context). */
export async function warmContext(
  browser: Browser,
  options: Record<string, unknown>,
): Promise<BrowserContext> {
  const key = JSON.stringify(options);
  let warm = warmContexts.get(key);
  if (!warm?.context.browser()?.isConnected()) {
    // The test's options (config, project and `test.use`) are applied to every context opened in a test.
    const context = await browser.newContext();
    const created: Warm = { context, origins: new Set(), disposablesOf: new WeakMap() };
    context.on('page', (page) => recordOrigins(created, page));
    context.on('close', () => {
      if (warmContexts.get(key) === created) warmContexts.delete(key);
    });
    warmContexts.set(key, created);
    warm = created;
  }
  return warm.context;
}

/**
 * Records the origin of every document a frame of the page navigates to. A navigation event, not a request
 * listener on the context: with a listener for requests, Playwright hands every request of every page load
 * to the test's process (about 10 ms of its CPU per product page load).
 */
function recordOrigins(warm: Warm, page: Page): void {
  page.on('framenavigated', (frame) => {
    const url = new URL(frame.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') warm.origins.add(url.origin);
  });
}

/** The context's first page, tracked so that the reset can dispose what a test added to it. */
export async function warmPage(context: BrowserContext): Promise<Page> {
  const warm = warmOf(context);
  const page = context.pages()[0] ?? (await context.newPage());
  if (!warm.disposablesOf.has(page)) {
    const disposables: Disposable[] = [];
    const track =
      <Args extends unknown[]>(add: (...args: Args) => Promise<Disposable>) =>
      async (...args: Args) => {
        const disposable = await add(...args);
        disposables.push(disposable);
        return disposable;
      };
    page.addInitScript = track(page.addInitScript.bind(page)) as Page['addInitScript'];
    page.exposeFunction = track(page.exposeFunction.bind(page)) as Page['exposeFunction'];
    page.exposeBinding = track(page.exposeBinding.bind(page)) as Page['exposeBinding'];
    warm.disposablesOf.set(page, disposables);
  }
  return page;
}

/** After a test: a failed test's context is closed, a passed test's context is reset for the next test. */
export async function releaseWarmContext(
  context: BrowserContext,
  testInfo: TestInfo,
  viewport: { width: number; height: number } | null,
): Promise<void> {
  // Playwright has taken its screenshots of the failure by now (`screenshot: 'only-on-failure'`).
  if (testInfo.status !== testInfo.expectedStatus) {
    await context.close();
    return;
  }
  await resetWarmContext(context, viewport);
}

async function resetWarmContext(
  context: BrowserContext,
  viewport: { width: number; height: number } | null,
): Promise<void> {
  const warm = warmOf(context);
  const [page, ...others] = context.pages();
  await Promise.all(others.map((other) => other.close()));
  await context.clearCookies();
  if (!page) return;
  page.removeAllListeners();
  recordOrigins(warm, page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const disposable of warm.disposablesOf.get(page)?.splice(0) ?? []) await disposable.dispose();
  await page.emulateMedia({
    media: null,
    colorScheme: null,
    reducedMotion: null,
    forcedColors: null,
    contrast: null,
  });
  if (viewport) await page.setViewportSize(viewport);
  // The page is left on the blank page of the last origin it cleared (no widget, no script on it), or on
  // about:blank: one navigation fewer per test than clearing and then leaving for about:blank.
  let refusedPrompt = false;
  for (const origin of warm.origins) {
    if ((await clearOrigin(page, origin)) === 'denied') refusedPrompt = true;
  }
  if (warm.origins.size === 0 && page.url() !== 'about:blank') await page.goto('about:blank');
  warm.origins.clear();
  if (refusedPrompt) await context.close();
}

/**
 * Clears an origin's local storage, session storage (this page's) and IndexedDB from a blank page of it,
 * and answers the origin's geolocation permission state. The blank page is the demo server's
 * (demo/blank-page.ts), or for any other server one that the page's route answers. The demo's is
 * cheaper: a route turns request interception on and off, about 100 ms of Chromium's CPU.
 */
async function clearOrigin(page: Page, origin: string): Promise<PermissionState> {
  const response = await page.goto(`${origin}${BLANK_PAGE_PATH}`).catch(() => null);
  if (response?.headers()[BLANK_PAGE_HEADER] === '1') return page.evaluate(clearStorage);
  return clearFromRoutedBlank(page, origin);
}

async function clearFromRoutedBlank(page: Page, origin: string): Promise<PermissionState> {
  const blank = `${origin}${BLANK_PAGE_PATH}`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: BLANK_PAGE }));
  try {
    await page.goto(blank);
    return await page.evaluate(clearStorage);
  } finally {
    await page.unroute(blank);
  }
}

/**
 * Runs in the page: empties its origin's local storage, session storage and IndexedDB, and answers its
 * geolocation permission state.
 */
async function clearStorage(): Promise<PermissionState> {
  localStorage.clear();
  sessionStorage.clear();
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise<void>((done) => {
          if (!name) return done();
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => done();
        }),
    ),
  );
  return (await navigator.permissions.query({ name: 'geolocation' })).state;
}

function warmOf(context: BrowserContext): Warm {
  for (const warm of warmContexts.values()) if (warm.context === context) return warm;
  throw new Error('not a warm context (test/e2e/warm-context.ts)');
}
