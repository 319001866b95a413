import type { Page, Request, Response } from '@playwright/test';
import { DEMO_PAGES } from '../../demo/pages/index';
import type { FakeShopRole } from '../../src/mocks/state';
import { CALLS, pathMatches } from './fault-matrix-cases';
import { expect, test } from './fixtures';

/**
 * The fault matrix's inventory (issue 9: "for every API call a page makes"): loads every demo page as
 * the demo server lists them, records each `/api/` call the page makes as it loads, and fails on a call
 * that is neither a matrix case's (method, path) nor excluded below. A widget or page that starts a new
 * call therefore needs a case in `fault-matrix-cases.ts` (or a reason here) before this passes.
 * Pages load as the demo's default visitor (a shopper), and the pages of each signed-in role again as
 * that role (ROLE_PAGES); calls made only on a user's action are the matrix's cases by hand.
 *
 * The same loads check issue 8's network rule: each distinct GET (files, images, calls) at most once per
 * page load. Both need every request of a whole page load, so one load per page serves both.
 */

interface Exclusion {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** An exact path, or a prefix ending in '*', matched as the matrix matches its cases. */
  path: string;
  why: string;
}

const EXCLUDED: Exclusion[] = [
  {
    method: 'POST',
    path: '/api/logger/*',
    why:
      "The logging service reports the other calls' failures (errors, warnings, information, metrics, events): " +
      'it uses fetch directly, not the http layer, and is fire-and-forget by design. Faulting it would make ' +
      'every failure it reports produce another one to report (a loop), and nothing a shopper sees depends on it.',
  },
];

/**
 * The pages loaded again as each signed-in role: every page where that role's widgets differ from a
 * shopper's (the demo pages' notes name the role to switch to), and the home page for the header.
 */
const ROLE_PAGES: Partial<Record<FakeShopRole, string[]>> = {
  dealer: ['/', '/cart', '/invoice', '/dealer-dashboard', '/dealer-install-requests', '/installer/metrics'],
  'busy-dealer': ['/', '/dealer-dashboard'],
  staff: ['/who-is-that', '/account/specialists', '/accountbio/review'],
  specialist: [
    '/ask-the-experts/C13130',
    '/faq-trailer-wiring.aspx',
    '/question-123.html',
    '/staff/help-next-neighbor',
    '/moderation/comments',
    '/moderation/question',
    '/moderation/answer',
    '/moderation/answer-question',
  ],
  moderator: [
    '/tv-curt-hitch-installation.aspx',
    '/question-123.html',
    '/moderation/comments',
    '/moderation/question',
    '/moderation/answer',
  ],
};

/** Quiet this long after the page's load event (and after its last `/api/` call) counts as "loaded". */
const LOAD_QUIET_MS = 1_500;

/** The demo page's own panels read the fake shop's control endpoints (the tracking panel polls them): not the library's. */
const isDemoControl = (url: string) => new URL(url).pathname.startsWith('/__fake-shop/');

interface PageLoad {
  /** Each `/api/` call as `METHOD /path`. */
  calls: Set<string>;
  /** Every GET's address, in order, repeats kept. */
  gets: string[];
}

/**
 * Records the page's requests until, after its load event, no `/api/` call is in flight and none started
 * or ended for LOAD_QUIET_MS: a widget that calls late (after its script chunk or another call) is still
 * seen on a slow machine.
 */
async function recordLoad(page: Page, path: string): Promise<PageLoad> {
  const calls = new Set<string>();
  const gets: string[] = [];
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const started = (request: Request) => {
    if (request.method() === 'GET' && !isDemoControl(request.url())) gets.push(request.url());
    if (!isApi(request)) return;
    calls.add(`${request.method()} ${new URL(request.url()).pathname}`);
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  const answered = (response: Response) => ended(response.request());
  page.on('request', started);
  // An answer counts as the end: a page that does not read an error answer's body never lets Chromium
  // report that request as finished.
  page.on('response', answered);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.goto(path, { waitUntil: 'load' });
  lastActivity = Math.max(lastActivity, Date.now());
  await expect(page.locator('header cart-link').getByRole('link')).toBeVisible();
  await expect
    .poll(() => inFlight.size === 0 && Date.now() - lastActivity >= LOAD_QUIET_MS, {
      timeout: 20_000,
      intervals: [100],
    })
    .toBe(true);
  page.off('request', started);
  page.off('response', answered);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  return { calls, gets };
}

/** Addresses the page loaded more than once. */
const repeatedGets = (gets: string[]) =>
  [...new Set(gets)].filter((url) => gets.indexOf(url) !== gets.lastIndexOf(url));

/**
 * A call as the API knows it: its path with numeric ids as placeholders, so installer 5230's metrics are
 * the call whose case loads installer 4711's (the busy dealer's dashboard and the dealer's).
 */
const callShape = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/{id}');

/** The case or exclusion that covers this call, or undefined. */
function coverOf(method: string, pathname: string): string | undefined {
  const call = CALLS.find(
    (item) =>
      item.method === method &&
      (pathMatches(item.path, pathname) || callShape(item.path) === callShape(pathname)),
  );
  if (call) return `case '${call.name}'`;
  const excluded = EXCLUDED.find((item) => item.method === method && pathMatches(item.path, pathname));
  return excluded ? `excluded ${excluded.path}` : undefined;
}

function uncoveredCalls(calls: Set<string>): string[] {
  return [...calls].filter((call) => {
    const [method = '', pathname = ''] = call.split(' ');
    return coverOf(method, pathname) === undefined;
  });
}

/** Every page the demo server lists, and the PayPal return of the checkout (a page state of its own). */
const SHOPPER_PAGES = [...Object.keys(DEMO_PAGES), '/checkout?paypalflow=true'];

test.describe('fault matrix inventory: every call a demo page makes at load has a case; each GET once', () => {
  for (const path of SHOPPER_PAGES) {
    test(path, async ({ page, shop }) => {
      void shop; // resets the fake shop: every page loads from the seed
      const { calls, gets } = await recordLoad(page, path);
      expect(uncoveredCalls(calls), `calls on ${path} with no fault-matrix case and no exclusion`).toEqual(
        [],
      );
      expect(repeatedGets(gets), `addresses ${path} loaded more than once`).toEqual([]);
    });
  }
});

test.describe('fault matrix inventory: the calls of the signed-in roles’ pages; each GET once', () => {
  for (const [role, paths] of Object.entries(ROLE_PAGES) as [FakeShopRole, string[]][]) {
    test(`as ${role}: ${paths.join(', ')}`, async ({ page, shop }) => {
      await shop.role(role);
      const uncovered: Record<string, string[]> = {};
      const repeated: Record<string, string[]> = {};
      for (const path of paths) {
        const { calls, gets } = await recordLoad(page, path);
        if (uncoveredCalls(calls).length > 0) uncovered[path] = uncoveredCalls(calls);
        if (repeatedGets(gets).length > 0) repeated[path] = repeatedGets(gets);
      }
      expect(uncovered, `calls of ${role}'s pages with no fault-matrix case and no exclusion`).toEqual({});
      expect(repeated, `addresses ${role}'s pages loaded more than once`).toEqual({});
    });
  }
});
