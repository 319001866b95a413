import {
  cpuTable,
  OTHER_KIND,
  type ProcessReading,
  processKind,
  UNSEEN_KIND,
} from '../../../scripts/cpu-by-process';

const reading = (key: string, commandLine: string, ticks: number): [string, ProcessReading] => [
  key,
  { key, commandLine, ticks },
];

describe('the CPU split by kind of process (scripts/cpu-by-process.ts)', () => {
  it.each([
    ['/usr/lib/chromium/chromium --type=renderer --lang=en-US', 'Chromium renderers'],
    ['/usr/lib/chromium/chromium --type=zygote --no-sandbox', 'Chromium renderers'],
    ['/usr/lib/chromium/chromium --type=gpu-process --disable-gpu', 'Chromium GPU process'],
    [
      '/usr/lib/chromium/chromium --type=utility --utility-sub-type=network.mojom.NetworkService',
      'Chromium utility processes (network, storage)',
    ],
    ['/usr/lib/chromium/chromium --no-sandbox --remote-debugging-pipe', 'Chromium browser processes'],
    [
      '/usr/bin/node /c/node_modules/playwright/lib/worker/workerProcessEntry.js',
      'Playwright workers (tests, browser protocol)',
    ],
    ['node /c/node_modules/.bin/playwright test --project=journeys', 'Playwright runners'],
    ['npm exec tsx demo/server.ts', 'demo servers (fake shop)'],
    ['node /c/node_modules/vitest/dist/workers/forks.js', 'Vitest (unit and element tests)'],
    ['node /c/node_modules/.bin/tsc --noEmit', 'tsc (types)'],
    ['node /c/node_modules/.bin/tsx scripts/package-types.ts', 'package types (scripts/package-types.ts)'],
    ['node /c/node_modules/.bin/tsup', 'tsup (package)'],
    ['node /c/node_modules/.bin/vite build -c vite.cdn.config.ts', 'Vite (CDN and host builds)'],
    ['node /c/node_modules/.bin/storybook build --quiet -o storybook-static', 'Storybook build'],
    ['/bin/bash scripts/test-stages.sh', OTHER_KIND],
  ])('%s is counted as %s', (commandLine, kind) => {
    expect(processKind(commandLine)).toBe(kind);
  });

  it('counts what each process spent in each step, and what no reading caught', () => {
    const renderer = '/usr/lib/chromium/chromium --type=renderer';
    // tsc had run for 5 s before sampling began: those are no step's.
    const start = new Map([reading('10:1', 'node /c/node_modules/.bin/tsc --noEmit', 500)]);
    const steps = [
      new Map([reading('10:1', 'node /c/node_modules/.bin/tsc --noEmit', 3500)]),
      new Map([
        reading('10:1', 'node /c/node_modules/.bin/tsc --noEmit', 3500),
        reading('20:5', renderer, 1500),
        reading('21:6', renderer, 2500),
      ]),
    ];
    const table = cpuTable(start, steps, [3200, 4100], 100).split('\n');
    expect(table[0]).toMatch(/step 1\s+step 2\s+run\s+kind of process/);
    // Largest first: the renderers' 40 s, then tsc's 30 s (all in step 1), then the 2 + 1 s unseen.
    expect(table[1]).toMatch(/^\s+0\s+40\s+40\s+Chromium renderers$/);
    expect(table[2]).toMatch(/^\s+30\s+0\s+30\s+tsc \(types\)$/);
    expect(table[3]).toMatch(new RegExp(`^\\s+2\\s+1\\s+3\\s+${UNSEEN_KIND.replace(/[()]/g, '\\$&')}$`));
    expect(table).toHaveLength(4);
  });
});
