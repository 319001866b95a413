import type { Locator, Page } from '@playwright/test';
import { demoUrl } from '../../playwright.config';
import {
  allowedAttempts,
  type CallCase,
  FAULTS,
  type FaultName,
  HANG_MS,
  type MatrixUnit,
  matrixUnits,
  OFFLINE_WAIT_MS,
  pathMatches,
  REQUEST_TIMEOUT_MS,
  SETTLED_AFTER_MS,
  watchApiTraffic,
} from './fault-matrix-cases';
import { expect, type FakeShop, test } from './fixtures';
import { usePageVariant } from './page-variants';

/**
 * The fault matrix (issue 9): every call of `fault-matrix-cases.ts` under each fault the fake shop can inject
 * (calls of one page whose widgets are independent share a page load: `sharedLoad`). Per call and fault:
 * no uncaught error or unhandled rejection (the `pageProblems` fixture), no busy state left after
 * the deadline, the spec's message, the number of requests within the retry policy, and after recovery a
 * view equal to the server's state. Drift in unused fields is no failure: it is checked in the recovery of
 * the 500 case (no message, a working widget, one request per action), not in a page load of its own.
 * Pages run with a short request deadline from the page configuration, so a hang costs 1 s, not 30.
 */

/** Pages whose widgets make most of the demo's calls: loaded once per worker to warm its demo server. */
const WARM_UP_PAGES = ['/cart', '/p-C13130.html', '/faq-trailer-wiring.aspx'];

/** Past the hung answer's due time, for the server to have finished answering it. */
const HANG_ANSWER_MARGIN_MS = 200;

async function waitUntil(time: number): Promise<void> {
  const left = time - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Spinners, busy regions and the add button's busy text: none may be left once the call settled. */
async function expectNothingBusy(page: Page): Promise<void> {
  const busy: Locator[] = [
    page.locator('[aria-busy="true"]'),
    page.locator('[role="progressbar"]'),
    page.locator('.shop-loading-circle'),
    page.getByText('Adding to cart', { exact: true }),
  ];
  for (const locator of busy) await expect(locator).toHaveCount(0);
}

/**
 * A fresh demo server answers its first requests slowly (its modules load, its code warms up), and a case
 * that ran first could pass its 1 s deadline on a call it does not fault (seen: the cart and its estimate
 * failing under a fault of the stock call). Each worker loads the busiest pages once before its cases.
 * A worker fixture, not a `beforeAll`: Playwright deals the tests of a parallel group with `beforeAll`
 * hooks out in one contiguous share per worker, and the worker that ran the inventory first then finished
 * its share 130 s after the others; without the hook each case goes to the next free worker.
 */
const matrixTest = test.extend<object, { warmDemoServer: undefined }>({
  warmDemoServer: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: demoUrl(workerInfo.parallelIndex) });
      const page = await context.newPage();
      for (const path of WARM_UP_PAGES) {
        await page.goto(path, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      }
      await context.request.post('/__fake-shop/reset');
      await context.close();
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
});

/** The answers of a server that grew and drifted: extra fields, and a field no widget reads of another type. */
const DRIFT: FaultName = 'extra field and a drifted unused field';
/**
 * The fault whose recovery meets drifted answers instead of clean ones. Drift is no failure: the widget
 * must work under it with one request per action, as it must after a failure. Checking it in this
 * recovery, with its own request count, spares a page load per call: the load a case of its own made.
 */
const RECOVERS_INTO_DRIFT: FaultName = '500';
const FAULTS_WITH_A_FAILURE = (Object.keys(FAULTS) as FaultName[]).filter((fault) => fault !== DRIFT);

/**
 * Calls the page makes as it loads, every one a GET: nothing the shopper does, nothing the server keeps.
 * What a fault of such a call can leave behind is only what the browser keeps across loads (storage,
 * cookies, its cache) or what the page's other calls leave on the server, and both carry over to every
 * later load of the same page. So these units take their faults in turn in one page, each load under
 * the next fault, and recover once, after the last: that load sees whatever any fault left, and each
 * fault's own load would show what the one before it left too. One page load per fault and one to
 * recover, where a test per fault loaded the page twice.
 */
const readsAtLoad = (unit: MatrixUnit) =>
  unit.calls.every((call) => call.method === 'GET' && !call.act && !call.recover);

/** Sends of the unit's calls as the page makes them, counted from the last `restart()`. */
function countSends(page: Page, calls: CallCase[]) {
  // Counted as the page sends them: Chromium itself silently re-sends a request whose reused
  // connection was reset, which the server would see as extra attempts that are not ours.
  let sent = calls.map(() => 0);
  let lastSentAt = 0;
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    calls.forEach((call, index) => {
      if (request.method() !== call.method || !pathMatches(call.path, pathname)) return;
      sent[index] = (sent[index] ?? 0) + 1;
      lastSentAt = Date.now();
    });
  });
  return {
    sent: () => sent,
    lastSentAt: () => lastSentAt,
    restart: () => {
      sent = calls.map(() => 0);
    },
  };
}

/** Each call was sent, and no more often than the retry policy allows under this fault. */
function expectAttemptsWithinPolicy(calls: CallCase[], sent: number[], faultName: FaultName): void {
  calls.forEach((call, index) => {
    const attempts = `${call.name}: requests sent under ${faultName}`;
    expect(sent[index], attempts).toBeGreaterThan(0);
    expect(sent[index], attempts).toBeLessThanOrEqual(
      allowedAttempts(faultName, call) * (call.callsPerAction ?? 1),
    );
  });
}

/** Every call of the unit answers with this fault (a drift: each call's own drifted fields) until cleared. */
async function faultCalls(shop: FakeShop, calls: CallCase[], faultName: FaultName): Promise<void> {
  await shop.clearFaults();
  for (const call of calls) {
    const fault = faultName === DRIFT && call.drift ? { mergeBody: call.drift } : FAULTS[faultName];
    await shop.fault({ method: call.method, path: call.path, ...fault, times: 'Infinity' });
  }
}

/** Every case's pages: a short request deadline and offline wait, so a hang costs 1 s, not 30. */
const SHORT_DEADLINES = { config: { requestTimeoutMs: REQUEST_TIMEOUT_MS, offlineWaitMs: OFFLINE_WAIT_MS } };

/** The unit's setups, before any fault: a setup may use the very call under test (the ZIP code save). */
async function runSetups(page: Page, unit: MatrixUnit): Promise<void> {
  for (const setup of new Set(unit.calls.map((call) => call.setup))) await setup?.(page);
}

/** The longest any call of the unit may keep its widget busy. */
const settledAfterMs = (unit: MatrixUnit) =>
  Math.max(...unit.calls.map((call) => call.settledAfterMs ?? SETTLED_AFTER_MS));

/**
 * The page went still after the unit's calls (no busy state left, also at the deadline if the traffic
 * still moved then), and each call was sent within the retry policy of this fault.
 */
async function expectSettledWithinPolicy(
  page: Page,
  unit: MatrixUnit,
  traffic: ReturnType<typeof watchApiTraffic>,
  since: number,
  sent: number[],
  faultName: FaultName,
): Promise<void> {
  await traffic.settled(since + settledAfterMs(unit), () => expectNothingBusy(page));
  await expectNothingBusy(page);
  expectAttemptsWithinPolicy(unit.calls, sent, faultName);
}

matrixTest.describe('fault matrix', () => {
  // Each case resets its worker's own fake shop and waits mostly on the network: cases spread over workers.
  matrixTest.describe.configure({ mode: 'parallel' });
  const units = matrixUnits();

  // First, so that these longer tests start early and no worker ends on one alone.
  for (const unit of units.filter(readsAtLoad)) {
    matrixTest(`${unit.title} under each fault in turn, recovered into ${DRIFT}`, async ({ page, shop }) => {
      matrixTest.setTimeout(120_000);
      await usePageVariant(page, SHORT_DEADLINES);
      await runSetups(page, unit);
      const sends = countSends(page, unit.calls);
      const traffic = watchApiTraffic(page);
      for (const [index, faultName] of FAULTS_WITH_A_FAILURE.entries()) {
        await matrixTest.step(`under ${faultName}`, async () => {
          await faultCalls(shop, unit.calls, faultName);
          sends.restart();
          await (index === 0 ? page.goto(unit.page) : page.reload());
          const started = Date.now();
          for (const call of unit.calls) await call.failed(page, shop);
          await expectSettledWithinPolicy(page, unit, traffic, started, sends.sent(), faultName);
        });
      }
      await matrixTest.step(`recovered into ${DRIFT}`, async () => {
        await faultCalls(shop, unit.calls, DRIFT);
        sends.restart();
        await page.reload();
        const started = Date.now();
        for (const call of unit.calls) await call.working(page, shop);
        await expectSettledWithinPolicy(page, unit, traffic, started, sends.sent(), DRIFT);
      });
    });
  }

  for (const unit of units.filter((candidate) => !readsAtLoad(candidate))) {
    for (const faultName of FAULTS_WITH_A_FAILURE) {
      const recoversIntoDrift = faultName === RECOVERS_INTO_DRIFT;
      const title = `${unit.title} under ${faultName}${recoversIntoDrift ? `, recovered into ${DRIFT}` : ''}`;
      matrixTest(title, async ({ page, shop }) => {
        await usePageVariant(page, SHORT_DEADLINES);
        await runSetups(page, unit);
        await faultCalls(shop, unit.calls, faultName);
        const sends = countSends(page, unit.calls);
        const traffic = watchApiTraffic(page);
        await page.goto(unit.page);
        const started = Date.now();
        for (const call of unit.calls) {
          await call.act?.(page);
          await call.failed(page, shop);
        }
        await expectSettledWithinPolicy(page, unit, traffic, started, sends.sent(), faultName);

        // Recovery: the fault is gone (or the answers drift); the view equals the server's.
        await (recoversIntoDrift ? faultCalls(shop, unit.calls, DRIFT) : shop.clearFaults());
        // A hung mutation is carried out HANG_MS after the server got it: recovery waits for that, so the view
        // is compared with the server's final state. A hung GET changes nothing on the server: no wait.
        if (faultName === 'hang past the timeout' && unit.calls.some((call) => call.method !== 'GET'))
          await waitUntil(sends.lastSentAt() + HANG_MS + HANG_ANSWER_MARGIN_MS);
        sends.restart();
        const recoveryStarted = Date.now();
        // Acts and recoveries belong to units of one call (matrixUnits): a shared load recovers on a reload.
        const [first] = unit.calls;
        if (first?.recover) {
          await first.recover(page);
        } else if (first?.act && !first.reloadToRecover) {
          await first.act(page);
        } else {
          await page.reload();
          await first?.act?.(page);
        }
        for (const call of unit.calls) await call.working(page, shop);
        await expectNothingBusy(page);
        // Drift is not retried: once the traffic went still, one request per action at most.
        if (recoversIntoDrift)
          await expectSettledWithinPolicy(page, unit, traffic, recoveryStarted, sends.sent(), DRIFT);
      });
    }
  }
});
