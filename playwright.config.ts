import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

/** The first demo server's port; worker i talks to its own demo server (fake shop) on PORT + i. */
export const PORT = Number(process.env.DEMO_PORT ?? 4180);

/** `E2E_WORKERS=auto`: the machine's cores, at most four (four ports from DEMO_PORT). */
const MAX_AUTO_WORKERS = 4;

/** The machine's cores, at least one and at most MAX_AUTO_WORKERS. */
export function autoWorkers(): number {
  return Math.min(MAX_AUTO_WORKERS, Math.max(1, availableParallelism()));
}

/**
 * CI's default: more workers than the cores (one more, or E2E_CI_EXTRA_WORKERS more), at most
 * MAX_AUTO_WORKERS. A worker spends much of a case waiting (on its page's deadlines, retries, quiet periods
 * and late answers), not computing: at one worker per core the two cores of these machines sat 43 % idle
 * through the fault matrix's hang cases and 12 % through the journeys (vmstat). With a third worker the hang
 * cases took 82 s instead of 103 and the journeys 391 s instead of 444, every test passing. The fault
 * matrix, whose every case waits for the page's traffic to go still, kept the two cores 71 % busy at three
 * workers: `npm test` gives it two more than the cores (401 s at three workers, 350 s at four). Six workers
 * were no faster: in three back-to-back pairs on one machine, 420, 407 and 476 s at four against 441, 443 and
 * 481 s at six.
 */
export function ciWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const extra = Number(env.E2E_CI_EXTRA_WORKERS ?? 1);
  if (!Number.isInteger(extra) || extra < 0) {
    throw new Error(
      `E2E_CI_EXTRA_WORKERS must be a whole number (0 or more); got "${env.E2E_CI_EXTRA_WORKERS}"`,
    );
  }
  return Math.min(MAX_AUTO_WORKERS, autoWorkers() + extra);
}

/**
 * How many Playwright workers run the e2e suite, each with a demo server of its own (one in-memory
 * fake shop per worker, so a worker's reset, role and faults never reach another worker's tests).
 * E2E_WORKERS=n sets it, E2E_WORKERS=auto takes the cores (at most 4). The default is `ciWorkers()` in CI
 * (`CI=true`), where nothing else runs beside the suite, and 1 locally, where the suite shares the
 * machine with the developer's own work. Timing-bound checks are written to hold on a loaded machine:
 * quick clicks are timed inside the page, and the fault matrix waits for the page's API traffic to go
 * still rather than sleeping past a deadline.
 */
export function e2eWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.E2E_WORKERS;
  if (raw === undefined || raw === '') return env.CI ? ciWorkers(env) : 1;
  if (raw === 'auto') return autoWorkers();
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1) {
    throw new Error(`E2E_WORKERS must be a whole number of workers (1 or more) or "auto"; got "${raw}"`);
  }
  return workers;
}

/** The demo server of Playwright worker `parallelIndex` (0 .. workers - 1). */
export function demoUrl(parallelIndex: number): string {
  return `http://127.0.0.1:${PORT + parallelIndex}`;
}

const WORKERS = e2eWorkers();

/** The fault matrix and its inventory of the pages' calls (test/e2e/fault-matrix*.spec.ts). */
const FAULT_MATRIX_SPECS = /fault-matrix[^/]*\.spec\.ts$/;

/** Debian's Chromium with the flags this closed network needs (TOOLCHAIN.md); nothing is downloaded. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export default defineConfig({
  testDir: 'test/e2e',
  // A demo server keeps one fake shop in memory that tests reset: each worker has a server of its own
  // (the `baseURL` fixture in test/e2e/fixtures.ts picks it by `testInfo.parallelIndex`).
  workers: WORKERS,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  // `npm test` runs the two projects as two stages, each with a report of its own (E2E_REPORT).
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: demoUrl(0),
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
    // One browser context and page per worker, reset between tests, keeping its HTTP cache: the
    // `context` and `page` fixtures of test/e2e/fixtures.ts (test/e2e/warm-context.ts says why). A test
    // that needs a context of its own (cold cache, two browsers) opens one with browser.newContext().
  },
  projects: [
    {
      name: 'journeys',
      testIgnore: FAULT_MATRIX_SPECS,
      // In CI a journey that fails is tried once more: a timing flake of a loaded, shared machine then
      // fails no run, and the end of the log still names it as flaky, with its first error
      // (scripts/test-summary.mjs). A failure that repeats fails the run as before.
      retries: process.env.CI ? 1 : 0,
    },
    {
      name: 'fault matrix',
      testMatch: FAULT_MATRIX_SPECS,
      // Every call of a matrix page has the page's 1 s deadline, so an unfaulted neighbour call can miss
      // it on a loaded machine: in CI such a case is tried once more, and the closing line counts it flaky.
      retries: process.env.CI ? 1 : 0,
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: `npx tsx demo/server.ts`,
    env: { ...process.env, PORT: String(PORT + index) } as Record<string, string>,
    url: `${demoUrl(index)}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
