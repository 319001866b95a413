import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const TEST_FILES = ['test/unit/**/*.test.{ts,tsx}', 'test/elements/**/*.test.{ts,tsx}'];

/**
 * Files that need a page and a module graph of their own. Two re-import modules (`vi.resetModules`),
 * which on a shared page leaves the first copies' window listeners answering every later file; the
 * others test what a page does once: the global error handler counts the first 11 errors of a page,
 * the autoload entry defines each tag the first time it appears, the side-bar store's test counts
 * every change announced on the window, the tracker test gives an undefined `cart-link` a shadow
 * root, and the screen-reader phrase logs record what is said while lazy parts load the first time.
 */
const PAGE_OF_ITS_OWN = [
  'test/unit/stores/early-commands.test.ts',
  'test/unit/core/tab-sync.test.ts',
  'test/unit/core/global-errors.test.ts',
  'test/unit/hosts/autoload-entry.test.ts',
  'test/unit/stores/sidebar.test.ts',
  'test/unit/tracking/tracker.test.ts',
  'test/unit/a11y/**/*.test.{ts,tsx}',
];

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://127.0.0.1:4173/' } },
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 10_000,
    // Every core: Vitest's own default in a run is the cores less one, a single worker on a 2-core machine.
    // (`npm test` runs them in one worker beside its other lanes: scripts/test-stages.sh.)
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // The other files share their worker's page and module graph (the fake shop, msw, React): the
        // setup file resets the fake shop, the stores, the config, the logger and the document before
        // each test. A page and graph per file re-imported all of that 157 times (unit stage 474 s
        // against about 150 s here).
        test: { name: 'shared', include: TEST_FILES, exclude: PAGE_OF_ITS_OWN, isolate: false },
      },
      { extends: true, test: { name: 'page of its own', include: PAGE_OF_ITS_OWN } },
    ],
  },
});
