import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, e2eWorkers } from '../../playwright.config';

const PORT = Number(process.env.STORYBOOK_PORT ?? 6108);

/** axe over every story of the static Storybook build (`npm run test:a11y-stories`). */
export default defineConfig({
  testDir: '.',
  // Stories share no server state (MSW runs in each page, and every worker has its own page), so they
  // can run in parallel: `e2eWorkers` (E2E_WORKERS when set, else in CI one more than the cores, locally 1).
  // `npm test` runs them on one worker beside the e2e stages, joined by a second when the fault matrix has
  // ended (scripts/test-stages.sh says why; `joinWhenAllowed` in stories.spec.ts). fullyParallel
  // hands each story to the next free worker, and each worker loads the preview frame once (a worker
  // fixture of the spec).
  workers: e2eWorkers(),
  fullyParallel: true,
  retries: 0,
  // `npm test` runs this beside the journeys and the fault matrix (scripts/test-stages.sh): a story may wait
  // for the CPU (the dealer dashboard's took up to 47 s there), so a story's time limit is a hang guard, not a
  // speed check.
  timeout: 180_000,
  reporter: [['list'], ['json', { outputFile: '../../test-results/a11y-stories.json' }]],
  outputDir: '../../test-results/a11y-stories',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npx tsx test/a11y-stories/serve-static.ts',
    cwd: '../..',
    env: { ...process.env, STORYBOOK_PORT: String(PORT) } as Record<string, string>,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
