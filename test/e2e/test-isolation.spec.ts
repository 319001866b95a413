import { expect, test } from './fixtures';

/**
 * The e2e tests share one browser context per worker (`reuseContext` in playwright.config.ts). What a
 * test leaves behind must not reach the next one: the first test below leaves the context offline, with
 * geolocation granted, extra headers, stored values and a second tab; the second, run next in the same
 * worker, must find none of it.
 */

test.describe.configure({ mode: 'serial' });

test('a test leaves the shared context offline, with permissions, headers, storage and a second tab', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('isolation-check', 'left behind');
    sessionStorage.setItem('isolation-check', 'left behind');
  });
  await context.newPage();
  await context.grantPermissions(['geolocation']);
  await context.setExtraHTTPHeaders({ 'x-isolation-check': 'left behind' });
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});

test('the next test in the worker finds the context as new', async ({ page, context }) => {
  expect(context.pages()).toHaveLength(1);
  await page.goto('/');
  const found = await page.evaluate(async () => ({
    online: navigator.onLine,
    geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
    local: localStorage.getItem('isolation-check'),
    session: sessionStorage.getItem('isolation-check'),
  }));
  expect(found).toEqual({ online: true, geolocation: 'prompt', local: null, session: null });
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.url().endsWith('/demo-isolation-check')),
    page.evaluate(() => fetch('/demo-isolation-check').catch(() => undefined)),
  ]);
  expect(await request.allHeaders()).not.toHaveProperty('x-isolation-check');
});
