import { test as base, expect, type Page } from '@playwright/test';
import { demoUrl, e2eWorkers } from '../../playwright.config';
import type { FakeShopRole } from '../../src/mocks/state';
import { axeViolations } from './a11y-support';
import { releaseWarmContext, warmContext, warmPage } from './warm-context';

/**
 * Runs axe (WCAG 2.2 AA and best practice, which includes the 24x24 target size; 4.5:1 for all text) on the
 * whole page and expects no violation (`axeViolations`: axe is evaluated through the DevTools protocol, so
 * the page's strict CSP stays on).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/** Talks to the demo server's fake shop (reset, role, faults, recorded requests). */
export class FakeShop {
  constructor(private readonly page: Page) {}

  async reset(): Promise<void> {
    await this.page.request.post('/__fake-shop/reset');
  }

  async role(role: FakeShopRole): Promise<void> {
    await this.page.request.post('/__fake-shop/role', { data: { role } });
  }

  async fault(fault: Record<string, unknown>): Promise<void> {
    const response = await this.page.request.post('/__fake-shop/faults', { data: fault });
    expect(response.ok(), await response.text()).toBe(true);
  }

  async toggle(key: string, on: boolean): Promise<void> {
    const response = await this.page.request.post('/__fake-shop/toggles', { data: { key, on } });
    expect(response.ok(), await response.text()).toBe(true);
  }

  async clearFaults(): Promise<void> {
    await this.page.request.delete('/__fake-shop/faults');
  }

  async requests(path: string): Promise<{ method: string; path: string; body: unknown }[]> {
    const response = await this.page.request.get(`/__fake-shop/requests?path=${encodeURIComponent(path)}`);
    return ((await response.json()) as { requests: { method: string; path: string; body: unknown }[] })
      .requests;
  }
}

/**
 * Chromium 156 reports an inline event handler as a CSP violation already when HTML holding one is
 * parsed into an inert document (DOMPurify's DOMParser, a `<template>`), attributed to the script that
 * called the parser; nothing runs and nothing is inserted. A handler that reached the live page is
 * reported without a script location. Only the first kind is expected, from the library's own files;
 * `test/e2e/xss-csp.spec.ts` also checks that no live element carries a handler attribute.
 */
export function isInertParseReport(text: string, scriptUrl: string): boolean {
  return (
    text.startsWith('Executing inline event handler violates') &&
    /\/(assets|dist)\/[^/]+\.js$/.test(scriptUrl)
  );
}

interface Fixtures {
  shop: FakeShop;
  /** Console errors, page errors and CSP violations seen during the test; checked after it. */
  pageProblems: string[];
  /** The reused context (playwright.config.ts) back online, without permissions or extra headers. */
  contextLeftAsFound: undefined;
}

export const test = base.extend<Fixtures>({
  // Each worker talks to a demo server (and fake shop) of its own, started by playwright.config.ts on
  // DEMO_PORT + parallelIndex; pages, `page.request`, `request` and `browser.newContext()` all use it.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    const servers = e2eWorkers();
    if (testInfo.parallelIndex >= servers) {
      throw new Error(
        `worker ${testInfo.parallelIndex + 1} has no demo server: ${servers} started. ` +
          `Set the number of workers with E2E_WORKERS=${testInfo.config.workers}, not --workers.`,
      );
    }
    await use(demoUrl(testInfo.parallelIndex));
  },
  // A context per worker that keeps its HTTP cache from test to test (test/e2e/warm-context.ts), one per
  // set of the context options below that a file sets with `test.use`.
  context: async (
    { browser, baseURL, bypassCSP, javaScriptEnabled, viewport, colorScheme, locale, isMobile, hasTouch },
    use,
    testInfo,
  ) => {
    const options = {
      baseURL,
      bypassCSP,
      javaScriptEnabled,
      viewport,
      colorScheme,
      locale,
      isMobile,
      hasTouch,
    };
    const context = await warmContext(browser, options);
    await use(context);
    await releaseWarmContext(context, testInfo, viewport);
  },
  page: async ({ context }, use) => {
    await use(await warmPage(context));
  },
  shop: async ({ page }, use) => {
    const shop = new FakeShop(page);
    await shop.reset();
    await use(shop);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        // The library's own console lines and failed requests (tests inject those) are expected.
        if (isInertParseReport(message.text(), message.location().url)) return;
        const expected =
          message.text().startsWith('shop-widgets:') || message.text().startsWith('Failed to load resource');
        if (message.type() === 'error' && !expected) {
          problems.push(`console error: ${message.text()}`);
        }
        if (message.text().includes('Content Security Policy')) problems.push(`CSP: ${message.text()}`);
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
  // Playwright's reset between tests leaves these as a test set them (its `reuseContext` notes).
  contextLeftAsFound: [
    async ({ context }, use) => {
      await use(undefined);
      await context.setOffline(false);
      await context.clearPermissions();
      await context.setGeolocation(null);
      await context.setExtraHTTPHeaders({});
    },
    { auto: true },
  ],
});

export { expect };
