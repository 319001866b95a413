import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://127.0.0.1:4173/' } },
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/elements/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    testTimeout: 10_000,
    // Every core: Vitest's own default in a run is the cores less one, a single worker on a 2-core machine.
    maxWorkers: availableParallelism(),
  },
});
