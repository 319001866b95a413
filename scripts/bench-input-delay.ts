/**
 * The input delay that <interaction-tracking> adds (issue 12: "It never blocks input … measure it").
 * Runs the demo's product page with the tracker and the same page without it (`?tracking=off`),
 * alternately, in Debian's Chromium, and drives real input through the browser's input pipeline:
 * typing into a text box, pointer moves across the page's links and buttons, clicks and wheel
 * scrolls. For every input event it measures, from listeners installed before any page script:
 * - delay: from the event's timestamp to its first listener (time it waited for the main thread);
 * - handling: from the timestamp to the end of its last listener (waiting plus every listener,
 *   the tracker's included);
 * and the long tasks (over 50 ms) while the input ran. Prints medians over the runs and the p95 of
 * all events, side by side. Needs the build (`npm run build`); starts its own demo server.
 *
 *   npm run bench:input-delay               # 7 runs per variant
 *   BENCH_RUNS=3 npm run bench:input-delay
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { median, table } from './bench-stats';
import { startDemoServer, stopDemoServer } from './cdn-build/demo-server-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PAGE = '/p-C13130.html';
const TYPED = 'weight distribution hitch for a 2019 Ford F-150, 10,000 lbs';
const EVENT_TYPES = ['keydown', 'input', 'pointerover', 'click', 'wheel'] as const;
type EventType = (typeof EVENT_TYPES)[number];

interface Sample {
  type: EventType;
  delay: number;
  handling: number;
}

interface RunResult {
  samples: Sample[];
  longTasks: number;
  longTaskMs: number;
}

/** Installed before any page script: first and last listeners for each measured type, and a long-task observer. */
function installProbe(types: readonly string[]): void {
  const samples: { type: string; delay: number; handling: number }[] = [];
  const longTasks: number[] = [];
  const first = new WeakMap<Event, number>();
  for (const type of types) {
    window.addEventListener(type, (event) => first.set(event, performance.now()), {
      capture: true,
      passive: true,
    });
    window.addEventListener(
      type,
      (event) => {
        // Runs after every other listener of the page (window, bubbling, added first: the last one).
        queueMicrotask(() => {
          const start = first.get(event);
          if (start === undefined || !(window as unknown as { __measuring?: boolean }).__measuring) return;
          samples.push({
            type,
            delay: start - event.timeStamp,
            handling: performance.now() - event.timeStamp,
          });
        });
      },
      { passive: true },
    );
  }
  new PerformanceObserver((list) => {
    if (!(window as unknown as { __measuring?: boolean }).__measuring) return;
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  Object.assign(window, { __probe: { samples, longTasks } });
}

async function drive(page: Page): Promise<void> {
  // A plain text box of the bench's own, the same on both pages: only the page's global listeners differ.
  await page.evaluate(() => {
    const box = document.createElement('textarea');
    box.id = 'bench-box';
    box.setAttribute('aria-label', 'Bench');
    box.style.cssText = 'position:fixed;top:8px;left:8px;width:300px;height:40px;z-index:9999';
    document.body.append(box);
  });
  await page.evaluate(() => Object.assign(window, { __measuring: true }));
  await page.click('#bench-box');
  await page.keyboard.type(TYPED, { delay: 15 });
  const targets = page.locator('main a[href], main h2, main p');
  const count = Math.min(await targets.count(), 25);
  for (let index = 0; index < count; index += 1) {
    const box = await targets.nth(index).boundingBox();
    if (box) await page.mouse.move(box.x + 4, box.y + 4, { steps: 3 });
  }
  for (let click = 0; click < 15; click += 1) {
    await page.mouse.click(700, 40 + click * 4); // the header's empty space: no navigation
  }
  for (let step = 0; step < 10; step += 1) {
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(800); // the debounced scroll and the last batch run inside the measured time
  await page.evaluate(() => Object.assign(window, { __measuring: false }));
}

async function run(page: Page, base: string, tracking: boolean): Promise<RunResult> {
  await page.goto(`${base}${PAGE}${tracking ? '' : '?tracking=off'}`);
  if (tracking) {
    await page.locator('interaction-tracking[data-tracking="on"]').waitFor({ state: 'attached' });
  }
  await page.waitForTimeout(1_500); // past the load flush and the performance timing
  await drive(page);
  const probe = await page.evaluate(
    () => (window as unknown as { __probe: { samples: Sample[]; longTasks: number[] } }).__probe,
  );
  return {
    samples: probe.samples,
    longTasks: probe.longTasks.length,
    longTaskMs: probe.longTasks.reduce((sum, duration) => sum + duration, 0),
  };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : '-');

async function main(): Promise<void> {
  const { url, server } = await startDemoServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const results: Record<'with' | 'without', RunResult[]> = { with: [], without: [] };
  try {
    for (let index = 0; index < RUNS; index += 1) {
      // Alternate which goes first, so a slower moment of the shared machine hits both alike.
      const order: ('with' | 'without')[] = index % 2 === 0 ? ['with', 'without'] : ['without', 'with'];
      for (const variant of order) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.request.post(`${url}/__fake-shop/reset`);
        const page = await context.newPage();
        await page.addInitScript(installProbe, [...EVENT_TYPES]);
        results[variant].push(await run(page, url, variant === 'with'));
        await context.close();
      }
      process.stdout.write(`run ${index + 1}/${RUNS} done\n`);
    }
  } finally {
    await browser.close();
    stopDemoServer(server);
  }

  const rows: string[][] = [
    ['event', 'count/run', 'delay median', 'delay p95', 'handling median', 'handling p95', 'page'],
  ];
  for (const type of EVENT_TYPES) {
    for (const variant of ['without', 'with'] as const) {
      const perRun = results[variant].map((result) =>
        result.samples.filter((sample) => sample.type === type),
      );
      const all = perRun.flat();
      rows.push([
        type,
        String(Math.round(median(perRun.map((samples) => samples.length)))),
        ms(median(perRun.map((samples) => median(samples.map((sample) => sample.delay))))),
        ms(
          percentile(
            all.map((sample) => sample.delay),
            95,
          ),
        ),
        ms(median(perRun.map((samples) => median(samples.map((sample) => sample.handling))))),
        ms(
          percentile(
            all.map((sample) => sample.handling),
            95,
          ),
        ),
        variant === 'with' ? 'with tracking' : 'without',
      ]);
    }
  }
  console.log(
    `\nInput delay on ${PAGE}, ${RUNS} runs per page (medians of the run medians; p95 of all events)\n`,
  );
  console.log(table(rows));
  for (const variant of ['without', 'with'] as const) {
    const runs = results[variant];
    console.log(
      `long tasks while the input ran, ${variant === 'with' ? 'with tracking' : 'without'}: median ${median(
        runs.map((result) => result.longTasks),
      )} per run, ${ms(median(runs.map((result) => result.longTaskMs)))} in total per run`,
    );
  }
}

await main();
