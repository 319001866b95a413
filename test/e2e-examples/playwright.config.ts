import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';

/**
 * The three host applications of examples/ (built from the packed tarball by
 * `scripts/test-examples.sh`), each against the fake shop of the demo server.
 * DEMO_PORT: the demo server (fake shop); EXAMPLES_PORT: the first of three ports for the hosts.
 */
const ROOT = join(import.meta.dirname, '../..');
// Not 4190: it is on the Fetch standard's list of blocked ports, so the hosts' fetch to the fake shop fails there.
const DEMO_PORT = Number(process.env.DEMO_PORT ?? 4280);
const FIRST_PORT = Number(process.env.EXAMPLES_PORT ?? DEMO_PORT + 1);
const FAKE_SHOP_URL = `http://127.0.0.1:${DEMO_PORT}`;

export const HOSTS = {
  html: { port: FIRST_PORT, command: `node server.js` },
  react: { port: FIRST_PORT + 1, command: `npx vite preview --strictPort --port ${FIRST_PORT + 1}` },
  vue: { port: FIRST_PORT + 2, command: `npx vite preview --strictPort --port ${FIRST_PORT + 2}` },
} as const;

const env = { ...process.env, FAKE_SHOP_URL } as Record<string, string>;

export default defineConfig({
  testDir: '.',
  // One fake shop in memory behind all three hosts: tests reset it and run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: join(ROOT, 'test-results/e2e-examples.json') }]],
  outputDir: join(ROOT, 'test-results/e2e-examples'),
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    { name: 'package', testMatch: 'package.spec.ts' },
    ...Object.entries(HOSTS).map(([name, host]) => ({
      name,
      testMatch: 'journey.spec.ts',
      use: { baseURL: `http://127.0.0.1:${host.port}` },
    })),
  ],
  webServer: [
    {
      command: 'npx tsx demo/server.ts',
      cwd: ROOT,
      env: { ...process.env, PORT: String(DEMO_PORT) } as Record<string, string>,
      url: `${FAKE_SHOP_URL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...Object.entries(HOSTS).map(([name, host]) => ({
      command: host.command,
      cwd: join(ROOT, 'examples', name),
      env: { ...env, PORT: String(host.port) },
      url: `http://127.0.0.1:${host.port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
  ],
});
