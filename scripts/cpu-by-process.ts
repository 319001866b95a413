import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Where a run's CPU time goes, by kind of process: `npm test` (scripts/test-stages.sh) starts this in the
 * background, sends SIGUSR1 at the end of each step and SIGTERM at the end of the run, and prints what it
 * then writes: per step, the CPU seconds of Chromium's renderers, its browser and GPU processes,
 * Playwright's workers, the demo servers, the type checker, and so on. The step table above it gives the
 * machine's total per step (/proc/stat); this splits it.
 *
 * Every process is read from /proc once a second (utime and stime of /proc/<pid>/stat), and at each mark.
 * A process that ends between two reads loses what it spent since the last one: the "not seen" row is
 * the machine's busy time that no read caught (short-lived processes, the kernel's own work).
 */

export const PROCESS_KINDS = [
  // The zygote forks the renderers; its own time is a renderer's too.
  { kind: 'Chromium renderers', matches: /--type=(renderer|zygote)\b/ },
  { kind: 'Chromium GPU process', matches: /--type=gpu-process\b/ },
  { kind: 'Chromium utility processes (network, storage)', matches: /--type=utility\b/ },
  { kind: 'Chromium, other helpers', matches: /--type=/ },
  { kind: 'Chromium browser processes', matches: /\/(chromium|chrome)(\s|$)/ },
  { kind: 'Playwright workers (tests, browser protocol)', matches: /workerProcessEntry/ },
  { kind: 'Playwright runners', matches: /playwright/ },
  { kind: 'demo servers (fake shop)', matches: /demo\/server\.ts/ },
  { kind: 'static Storybook server', matches: /serve-static\.ts/ },
  { kind: 'Vitest (unit and element tests)', matches: /vitest/ },
  { kind: 'Storybook build', matches: /storybook/ },
  { kind: 'package types (scripts/package-types.ts)', matches: /package-types/ },
  { kind: 'tsc (types)', matches: /\btsc\b/ },
  { kind: 'tsup (package)', matches: /tsup/ },
  { kind: 'Vite (CDN and host builds)', matches: /\bvite\b/ },
  { kind: 'esbuild', matches: /esbuild/ },
  { kind: 'Biome (lint)', matches: /biome/ },
  { kind: 'npm', matches: /\bnpm\b/ },
  { kind: 'this sampler', matches: /cpu-by-process/ },
] as const;

export const OTHER_KIND = 'other processes';
export const UNSEEN_KIND = 'not seen (short-lived processes, kernel)';

/** The kind of a process, from its command line (arguments joined by spaces). */
export function processKind(commandLine: string): string {
  return PROCESS_KINDS.find(({ matches }) => matches.test(commandLine))?.kind ?? OTHER_KIND;
}

export interface ProcessReading {
  /** pid and start time: a pid the kernel reuses is another process. */
  key: string;
  commandLine: string;
  /** CPU ticks so far (user and system). */
  ticks: number;
  /** Read again after the first reading (see readProcesses). */
  commandLineSettled?: boolean;
}

/**
 * The table the run prints: one row per kind, one column per step and one for the whole run, in CPU
 * seconds, largest first. `start` is each process's ticks when sampling began, `steps[i]` its ticks at
 * the end of step i; `busyTicks[i]` the machine's busy ticks in step i.
 */
export function cpuTable(
  start: Map<string, ProcessReading>,
  steps: Map<string, ProcessReading>[],
  busyTicks: number[],
  ticksPerSecond: number,
): string {
  const rows = new Map<string, number[]>();
  const add = (kind: string, step: number, ticks: number) => {
    const row = rows.get(kind) ?? Array.from({ length: steps.length }, () => 0);
    row[step] = (row[step] ?? 0) + ticks;
    rows.set(kind, row);
  };
  steps.forEach((readings, step) => {
    const before = steps[step - 1] ?? start;
    let seen = 0;
    for (const reading of readings.values()) {
      const spent = reading.ticks - (before.get(reading.key)?.ticks ?? 0);
      if (spent <= 0) continue;
      seen += spent;
      add(processKind(reading.commandLine), step, spent);
    }
    add(UNSEEN_KIND, step, Math.max(0, (busyTicks[step] ?? 0) - seen));
  });
  const seconds = (ticks: number) => Math.round(ticks / ticksPerSecond);
  const total = (row: number[]) => row.reduce((sum, ticks) => sum + ticks, 0);
  const sorted = [...rows].sort(([, a], [, b]) => total(b) - total(a));
  const cell = (text: string | number) => String(text).padStart(7);
  const header = `${steps.map((_, step) => cell(`step ${step + 1}`)).join('')}${cell('run')}  kind of process`;
  const lines = sorted
    .filter(([, row]) => seconds(total(row)) > 0)
    .map(
      ([kind, row]) =>
        `${row.map((ticks) => cell(seconds(ticks))).join('')}${cell(seconds(total(row)))}  ${kind}`,
    );
  return [header, ...lines].join('\n');
}

/** The machine's busy ticks so far, all cores (as scripts/test-stages.sh counts them). */
function machineBusyTicks(): number {
  const [, user, nice, system, , , irq, softirq] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .map(Number);
  return (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0);
}

/** Reads every process once, adding new ones to `known` and updating the ticks of the others. */
function readProcesses(known: Map<string, ProcessReading>): void {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The fields after the command name, which may itself hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const key = `${pid}:${fields[19]}`;
      const ticks = Number(fields[11]) + Number(fields[12]);
      const reading = known.get(key);
      if (!reading) {
        known.set(key, { key, commandLine: commandLineOf(pid), ticks, commandLineSettled: false });
        continue;
      }
      reading.ticks = ticks;
      // A process first read between its fork and its exec shows its parent's command line (a browser
      // started by a Playwright worker), and a zygote's child renames itself once it is a renderer:
      // the command line is read once more, at the next reading.
      if (!reading.commandLineSettled) {
        reading.commandLine = commandLineOf(pid);
        reading.commandLineSettled = true;
      }
    } catch {
      // The process ended while it was read.
    }
  }
}

function commandLineOf(pid: string): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
}

/** Samples until SIGTERM, or until the process `watchedPid` (the run) has ended without sending one. */
function sample(ticksPerSecond: number, watchedPid: number): void {
  const known = new Map<string, ProcessReading>();
  const steps: Map<string, ProcessReading>[] = [];
  const busyTicks: number[] = [];
  const snapshot = () => new Map([...known].map(([key, reading]) => [key, { ...reading }]));
  readProcesses(known);
  const start = snapshot();
  let busyAtMark = machineBusyTicks();
  const mark = () => {
    readProcesses(known);
    steps.push(snapshot());
    const busy = machineBusyTicks();
    busyTicks.push(busy - busyAtMark);
    busyAtMark = busy;
  };
  const timer = setInterval(() => {
    if (!isRunning(watchedPid)) process.exit(0);
    readProcesses(known);
  }, 1000);
  process.on('SIGUSR1', mark);
  process.on('SIGTERM', () => {
    clearInterval(timer);
    process.stdout.write(`${cpuTable(start, steps, busyTicks, ticksPerSecond)}\n`);
    process.exit(0);
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// `node --import tsx scripts/cpu-by-process.ts <ticks per second> <pid of the run>`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  sample(Number(process.argv[2] ?? 100), Number(process.argv[3] ?? process.ppid));
}
