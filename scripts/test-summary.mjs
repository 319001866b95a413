// The end of `npm run test:all`, also after a failure: the tests that failed (and those that passed only on
// their retry), each with the first lines of its error, then one closing line for the whole run, "N passed,
// N failed", from the JSON reports the stages write to test-results/. A CI log is often read from its end:
// a failure printed only in its stage's log, minutes earlier, was lost there.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Every stage's report; a stage that did not run has none. */
const VITEST_REPORT = 'test-results/vitest.json';
const PLAYWRIGHT_REPORTS = {
  'e2e journeys': 'test-results/e2e.json',
  'fault matrix': 'test-results/e2e-matrix.json',
  'axe on every story': 'test-results/a11y-stories.json',
  'host applications': 'test-results/e2e-examples.json',
};
const ERROR_LINES = 4;

const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** @type {{ stage: string, name: string, error: string }[]} */
const failures = [];
/** @type {{ stage: string, name: string, error: string }[]} */
const flakes = [];

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts a terminal colour code
const TERMINAL_CODES = /\u001b\[[0-9;]*m/g;
/** The first lines of an error message, without colour codes or blank lines. */
function firstLines(message = '') {
  return message
    .replace(TERMINAL_CODES, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, ERROR_LINES)
    .join('\n');
}

if (existsSync(VITEST_REPORT)) {
  const vitest = JSON.parse(readFileSync(VITEST_REPORT, 'utf8'));
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push({
        stage: 'unit',
        name: `${relative('.', file.name)} › ${test.fullName}`,
        error: firstLines(test.failureMessages?.[0]),
      });
    // A file that failed before its tests ran (an import, a hook) has no failed test to show it.
    if (file.status === 'failed' && failed.length === 0) {
      counts.failed += 1;
      failures.push({ stage: 'unit', name: relative('.', file.name), error: firstLines(file.message) });
    }
  }
}

/** Every spec of a Playwright report's suite tree. */
function* specsOf(suites = []) {
  for (const suite of suites) {
    yield* suite.specs ?? [];
    yield* specsOf(suite.suites);
  }
}

for (const [stage, path] of Object.entries(PLAYWRIGHT_REPORTS)) {
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const { stats } = report;
  counts.passed += stats.expected + stats.flaky;
  counts.flaky += stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
  for (const spec of specsOf(report.suites)) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const failedRun = test.results.find(
        (result) => result.status !== 'passed' && result.status !== 'skipped',
      );
      const entry = {
        stage,
        name: `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`,
        error: firstLines(failedRun?.error?.message ?? failedRun?.status ?? 'failed'),
      };
      (test.status === 'flaky' ? flakes : failures).push(entry);
    }
  }
  // Errors outside any test: a web server that did not start, a spec file that did not load.
  for (const error of report.errors ?? []) {
    counts.failed += 1;
    failures.push({ stage, name: '(outside any test)', error: firstLines(error.message) });
  }
}

function print(title, entries) {
  if (entries.length === 0) return;
  console.log(`\n== ${title}`);
  for (const { stage, name, error } of entries) {
    console.log(`\n${stage}: ${name}`);
    if (error) console.log(error.replace(/^/gm, '    '));
  }
}

print(`failed (${failures.length})`, failures);
// A flaky test failed once and passed on its retry (journeys and fault-matrix cases in CI): named, and
// counted as passed.
print(`flaky: passed only on their retry (${flakes.length})`, flakes);
console.log(
  `\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}${counts.flaky ? `, ${counts.flaky} flaky` : ''}`,
);
process.exit(counts.failed > 0 || counts.passed === 0 ? 1 : 0);
