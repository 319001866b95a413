/**
 * How long a test waits for a lazy part (a dialog, a side bar's contents) that loads for the first time
 * in its file's module graph: Vite transforms that code on demand, and in CI's first step it shares two
 * cores with tsc, tsup and lint. There it once took more than 8 s. This is a wait, not a speed target:
 * load times are measured by the benchmarks (scripts/bench-*.ts), never by a unit test.
 */
export const FIRST_LOAD_TIMEOUT_MS = 30_000;

/** The timeout of a test that waits for a first load and then goes on to read or click through it. */
export const FIRST_LOAD_TEST_TIMEOUT_MS = FIRST_LOAD_TIMEOUT_MS + 15_000;
