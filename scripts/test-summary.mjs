// Prints one closing line for the whole run, "N passed, N failed", from the vitest and Playwright
// JSON reports that `npm test` writes to test-results/.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;

if (existsSync('test-results/vitest.json')) {
  const vitest = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
// The e2e journeys and the fault matrix run as two stages of `npm test`, each with its own report.
for (const report of ['test-results/e2e.json', 'test-results/e2e-matrix.json']) {
  if (!existsSync(report)) continue;
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  passed += stats.expected + stats.flaky;
  flaky += stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
// A flaky test failed once and passed on its retry (the fault matrix in CI): said, and counted as passed.
if (flaky > 0)
  console.log(`flaky: ${flaky} of the tests below passed only on their retry (see test-results/e2e*.json)`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
