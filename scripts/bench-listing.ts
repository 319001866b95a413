/**
 * Benchmark (not a test): the search listing with its add-to-cart buttons, in Chromium.
 *
 *   npm run bench:listing                                  # against dist/ (run `npm run build` first)
 *   SHOP_WIDGETS_OUT_DIR=/tmp/me-dist npx tsx scripts/bench-listing.ts --runs 9
 *
 * Starts the demo server on a free port, opens /search in a fresh browser context per run (cold
 * cache), and reports:
 * - the time from navigation start until every add-to-cart element has rendered (median of the runs);
 * - the requests the page made at load, grouped by method and path, flagging any GET of the same
 *   address made more than once (target: each distinct GET at most once).
 */
import { chromium, type Page } from '@playwright/test';
import { LISTING_SIZE } from '../demo/pages/catalog';
import { CHROMIUM_ARGS } from '../playwright.config';
import { median, table } from './bench-stats';
import { startDemoServer, stopDemoServer } from './cdn-build/demo-server-process';

const LISTING_PATH = '/search';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const RUNS = option('runs', 7);

/**
 * Runs in the page before its scripts: notes `performance.now()` when every add-to-cart element has
 * rendered its view into its shadow root (watched with mutation observers, not sampled). Plain
 * JavaScript text: a function would be compiled by tsx with helpers the page does not have.
 */
function renderWatchScript(expected: number): string {
  return `(() => {
  const bench = { defined: -1, firstRendered: -1, allRendered: -1 };
  window.__bench = bench;
  const rendered = (element) => element.shadowRoot && element.shadowRoot.querySelector('[part="root"]') !== null;
  const check = () => {
    const done = Array.from(document.querySelectorAll('add-to-cart')).filter(rendered).length;
    if (done > 0 && bench.firstRendered < 0) bench.firstRendered = performance.now();
    if (done >= ${expected} && bench.allRendered < 0) bench.allRendered = performance.now();
    return bench.allRendered >= 0;
  };
  customElements.whenDefined('add-to-cart').then(() => {
    bench.defined = performance.now();
    const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
    for (const element of document.querySelectorAll('add-to-cart')) {
      if (element.shadowRoot) observer.observe(element.shadowRoot, { childList: true, subtree: true });
    }
    if (check()) observer.disconnect();
  });
})();`;
}

interface RunResult {
  /** When the add-to-cart tag was defined (its code loaded). */
  defined: number;
  firstRendered: number;
  allRendered: number;
  domContentLoaded: number;
  requests: string[];
}

async function measure(page: Page, baseUrl: string): Promise<RunResult> {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.addInitScript({ content: renderWatchScript(LISTING_SIZE) });
  await page.goto(`${baseUrl}${LISTING_PATH}`);
  await page.waitForFunction(
    () => (window as unknown as { __bench: { allRendered: number } }).__bench.allRendered >= 0,
    undefined,
    { timeout: 30_000 },
  );
  // Requests made at load include those the widgets make after rendering: wait until the network rests.
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const bench = (window as unknown as { __bench: Omit<RunResult, 'domContentLoaded' | 'requests'> })
      .__bench;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { ...bench, domContentLoaded: navigation?.domContentLoadedEventEnd ?? -1 };
  });
  return { ...timing, requests };
}

/** Each product's picture is its own address; the table shows them as one row. */
function groupedPath(path: string): string {
  return path.startsWith('/images/products/') ? '/images/products/{webSku}.svg' : path;
}

async function main(): Promise<void> {
  const { url, server } = await startDemoServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const results: RunResult[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.request.post(`${url}/__fake-shop/reset`);
      const page = await context.newPage();
      results.push(await measure(page, url));
      await context.close();
    }

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const columns: [string, (result: RunResult) => number][] = [
      ['DOMContentLoaded', (result) => result.domContentLoaded],
      ['tag defined', (result) => result.defined],
      ['first rendered', (result) => result.firstRendered],
      [`all ${LISTING_SIZE} rendered`, (result) => result.allRendered],
      ['defined → all rendered', (result) => result.allRendered - result.defined],
    ];
    console.log(
      `\nListing ${LISTING_PATH}: ${LISTING_SIZE} add-to-cart elements, ${RUNS} cold loads (${url});` +
        ' times from navigation start\n',
    );
    console.log(
      table([
        ['run', ...columns.map(([name]) => name)],
        ...results.map((result, index) => [
          String(index + 1),
          ...columns.map(([, read]) => ms(read(result))),
        ]),
        ['median', ...columns.map(([, read]) => ms(median(results.map(read))))],
      ]),
    );

    const [first] = results;
    const counts = new Map<string, number>();
    for (const request of first?.requests ?? []) counts.set(request, (counts.get(request) ?? 0) + 1);
    const byPath = new Map<string, { count: number; addresses: number; repeated: boolean }>();
    for (const [request, count] of counts) {
      const [method = '', address = ''] = request.split(' ');
      const key = `${method} ${groupedPath(address.split('?')[0] ?? '')}`;
      const entry = byPath.get(key) ?? { count: 0, addresses: 0, repeated: false };
      entry.count += count;
      entry.addresses += 1;
      entry.repeated ||= method === 'GET' && count > 1;
      byPath.set(key, entry);
    }
    const repeated = [...byPath.values()].filter((entry) => entry.repeated).length;
    console.log(
      `\nRequests at load (run 1): ${first?.requests.length ?? 0} in all, ${byPath.size} method+path\n`,
    );
    console.log(
      table([
        ['method', 'path', 'count', 'distinct addresses', 'note'],
        ...[...byPath.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, entry]) => {
            const [method = '', path = ''] = key.split(' ');
            return [
              method,
              path,
              String(entry.count),
              String(entry.addresses),
              entry.repeated ? 'GET of the same address more than once' : '',
            ];
          }),
      ]),
    );
    console.log(
      repeated === 0
        ? '\nEvery distinct GET was made at most once.'
        : `\n${repeated} GET address(es) were requested more than once.`,
    );
    process.exitCode = 0;
  } finally {
    await browser.close();
    stopDemoServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
