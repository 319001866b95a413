/**
 * Benchmark (not a test): what the demo's budgeted pages load at start, measured in Chromium.
 *
 *   npm run bench:pages                                      # against dist/ (run `npm run build` first)
 *   SHOP_WIDGETS_OUT_DIR=/tmp/me-dist npx tsx scripts/bench-pages.ts
 *
 * Starts the demo server on a free port and opens each page of scripts/cdn-build/budgets.ts (product page,
 * search listing, question page) in a fresh browser context (cold cache). For each it prints the library's
 * JavaScript requests, their gzipped bytes (level 9), the longest chain of dependent requests (the loader is
 * 1, what it preloads 2) and the files, beside the page's budget.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { PAGE_BUDGETS } from './cdn-build/budgets';
import { startDemoServer, stopDemoServer } from './cdn-build/demo-server-process';
import { recordJsRequests } from './cdn-build/js-requests';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const { url, server } = await startDemoServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const rows: string[][] = [];
  let overBudget = false;
  try {
    for (const budget of PAGE_BUDGETS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.request.post(`${url}/__fake-shop/reset`);
      const page = await context.newPage();
      const summary = await recordJsRequests(page, (address) =>
        new URL(address).pathname.startsWith('/assets/'),
      );
      await page.goto(`${url}${budget.path}`);
      await page.locator('cart-link').getByRole('link').waitFor();
      await page.waitForLoadState('networkidle');
      const { requests, gzip, chain } = await summary();
      await context.close();
      const files = requests.map((request) => new URL(request.url).pathname.replace('/assets/', ''));
      overBudget ||= requests.length > budget.requests || gzip > budget.gzip || chain > 2;
      rows.push([
        `${budget.label} ${budget.path}`,
        `${requests.length} (≤ ${budget.requests})`,
        `${kb(gzip)} (≤ ${kb(budget.gzip)})`,
        `${chain} (≤ 2)`,
        files.join(' '),
      ]);
    }
  } finally {
    await browser.close();
    stopDemoServer(server);
  }
  console.log(`\nLibrary JavaScript at load, cold cache, Chromium (${url})\n`);
  console.log('| page | JS requests | gzipped JS | longest chain | files |\n|---|---:|---:|---:|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  if (overBudget) console.log('\nA page is over its budget (scripts/cdn-build/budgets.ts).');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
