import type { Page } from '@playwright/test';
import { PORT } from '../../playwright.config';
import { expect, test } from './fixtures';

/**
 * The e2e tests share one browser context and page per worker (test/e2e/warm-context.ts). What a test
 * leaves behind must not reach the next one: the first test below leaves the context offline, with
 * geolocation granted, extra headers, cookies, stored values (on the demo's origin and on another), an
 * IndexedDB database, a second tab, and on the page a route, an init script, an exposed function,
 * listeners, a small viewport and emulated media; the second, run next in the same worker, must find none
 * of it, and must find the library's content-hashed chunks still in the HTTP cache (what the shared
 * context is for). The last two: a geolocation prompt the browser refused, which nothing but a new context
 * undoes, is not found by the next test either.
 */

test.describe.configure({ mode: 'serial' });

/** What the first test's page listener heard, in that test and (if it were left behind) after it. */
const heardByLeftListener: string[] = [];

/**
 * An origin with no demo server behind it (one port below the first), whose page a route serves: the
 * reset clears it through a blank page of its own, where the demo's origins have the demo's blank page.
 */
const OTHER_ORIGIN = `http://127.0.0.1:${PORT - 1}`;
const serveOtherOrigin = (page: Page) =>
  page.route(`${OTHER_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Another origin</title>' }),
  );

test('a test leaves the shared context offline, with permissions, headers, storage and a second tab', async ({
  page,
  context,
}) => {
  await serveOtherOrigin(page);
  await page.goto(`${OTHER_ORIGIN}/page`);
  await page.evaluate(() => localStorage.setItem('isolation-check', 'left behind on another origin'));
  await page.goto('/');
  await page.evaluate(async () => {
    localStorage.setItem('isolation-check', 'left behind');
    sessionStorage.setItem('isolation-check', 'left behind');
    await new Promise((done) => {
      indexedDB.open('isolation-check').onsuccess = done;
    });
  });
  await context.addCookies([{ name: 'isolation-check', value: 'left-behind', url: page.url() }]);
  await page.route('**/demo-isolation-check', (route) => route.fulfill({ body: 'left behind' }));
  await page.addInitScript(() => {
    (window as unknown as { isolationCheck: string }).isolationCheck = 'left behind';
  });
  await page.exposeFunction('isolationCheckFunction', () => 'left behind');
  page.on('console', (message) => heardByLeftListener.push(message.text()));
  await page.evaluate(() => console.log('a console line while the test runs'));
  await expect.poll(() => heardByLeftListener).toContain('a console line while the test runs');
  await page.setViewportSize({ width: 320, height: 500 });
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
  await context.newPage();
  await context.grantPermissions(['geolocation']);
  await context.setExtraHTTPHeaders({ 'x-isolation-check': 'left behind' });
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});

test('the next test in the worker finds the context as new, its chunk cache kept', async ({
  page,
  context,
}) => {
  expect(context.pages()).toHaveLength(1);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  const cdp = await context.newCDPSession(page);
  // A chunk served from the cache: from the disk cache, or (with no response event of its own) memory.
  const cachedChunks: string[] = [];
  const urls = new Map<string, string>();
  const isChunk = (url: string) => /\/assets\/.+-[\w-]{8}\.js$/.test(url);
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cachedChunks.push(urls.get(requestId) ?? ''));
  cdp.on('Network.responseReceived', ({ response }) => {
    if (response.fromDiskCache) cachedChunks.push(response.url);
  });
  await cdp.send('Network.enable');
  await page.goto('/');
  await page.evaluate(() => console.log('a console line for listeners left behind'));
  // Only this line: the page's own lines as it went offline may still have reached the listener late.
  expect(heardByLeftListener).not.toContain('a console line for listeners left behind');
  const found = await page.evaluate(async () => ({
    online: navigator.onLine,
    geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
    local: localStorage.getItem('isolation-check'),
    session: sessionStorage.getItem('isolation-check'),
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((database) => database.name),
    initScript: (window as unknown as { isolationCheck?: string }).isolationCheck ?? null,
    exposedFunction: typeof (window as unknown as { isolationCheckFunction?: unknown })
      .isolationCheckFunction,
    forcedColors: matchMedia('(forced-colors: active)').matches,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    fetched: await fetch('/demo-isolation-check')
      .then((response) => response.text())
      .catch(() => 'failed'),
  }));
  expect(found).toEqual({
    online: true,
    geolocation: 'prompt',
    local: null,
    session: null,
    cookie: '',
    databases: [],
    initScript: null,
    exposedFunction: 'undefined',
    forcedColors: false,
    dark: false,
    fetched: expect.not.stringContaining('left behind'),
  });
  expect(
    cachedChunks.filter(isChunk).length,
    'the chunks loaded by the earlier test come from the cache',
  ).toBeGreaterThan(0);
  await cdp.detach();
  await serveOtherOrigin(page);
  await page.goto(`${OTHER_ORIGIN}/page`);
  expect(await page.evaluate(() => localStorage.getItem('isolation-check'))).toBeNull();
  await page.unrouteAll();
  await page.goto('/');
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.url().endsWith('/demo-isolation-check')),
    page.evaluate(() => fetch('/demo-isolation-check').catch(() => undefined)),
  ]);
  expect(await request.allHeaders()).not.toHaveProperty('x-isolation-check');
});

const geolocationState = (page: Page) =>
  page.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state);

test('a test leaves a refused geolocation prompt behind', async ({ page }) => {
  await page.goto('/');
  const refused = await page.evaluate(
    () =>
      new Promise<boolean>((settle) =>
        navigator.geolocation.getCurrentPosition(
          () => settle(false),
          (error) => settle(error.code === error.PERMISSION_DENIED),
        ),
      ),
  );
  expect(refused).toBe(true);
  expect(await geolocationState(page)).toBe('denied');
});

test('the next test is asked again', async ({ page }) => {
  await page.goto('/');
  expect(await geolocationState(page)).toBe('prompt');
});
