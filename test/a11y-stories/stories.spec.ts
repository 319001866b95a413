import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { backoffDelay, MAX_RETRIES, TRANSIENT_STATUSES } from '../../src/core/retry-policy';
import { focusWithoutIndicator, measureTargets, sidewaysOverflow } from '../e2e/a11y-measure';
import { axeViolations, waitForWidgets } from '../e2e/a11y-support';

/**
 * axe (WCAG 2.0 A to 2.2 AA and best practice) on every story of the static Storybook build, in
 * Storybook's own preview frame (iframe.html), at 1280 px, at 320 px (where the frame must not scroll
 * sideways either: WCAG reflow) and with forced colours emulated;
 * then every control's target size and a visible focus change at every Tab stop (the measures of the
 * demo pages' check, a11y-measure.ts). A story that cannot pass must say why in its
 * parameters, `a11y: { test: 'off', reason: '…' }`: it is then reported as skipped with that reason;
 * a story that turns the check off without a reason fails.
 *
 * The frame is loaded once; each story is then shown the way the Storybook UI shows it, through the
 * preview's channel (its loaders reset the fake shop and the stores). A reload per story took about
 * five seconds a story here, the switch well under one. A story whose state moves on once its calls have
 * ended (`waitForStoryCalls`, `storyState`) is checked again, so the state it settles in is checked too,
 * not only its loading state.
 */
interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}

interface A11yParameters {
  test?: 'off' | 'todo' | 'error';
  disable?: boolean;
  reason?: string;
}

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on: (event: string, listener: () => void) => void;
    off: (event: string, listener: () => void) => void;
    emit: (event: string, payload: unknown) => void;
  };
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string; story?: { parameters: { a11y?: A11yParameters } } };
  };
}

const BUILD = resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');
const stories = Object.values(
  (JSON.parse(readFileSync(resolve(BUILD, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> })
    .entries,
).filter((entry) => entry.type === 'story');

let page: Page;

/** Each story is checked at the widths and in the colour modes issue 10 names. */
const LOOKS = [
  { name: '1280 px', width: 1280, forcedColors: false },
  { name: '320 px', width: 320, forcedColors: false },
  { name: 'forced colours', width: 1280, forcedColors: true },
];

let storyBrowser: Browser;
/** The static build's address (the config's `use.baseURL`), for pages opened outside a test's context. */
let storyBaseUrl: string | undefined;

/**
 * The story's preview frame. `a11y.manual`: the a11y addon does not run axe itself after every render
 * (for its panel in the Storybook UI, where its result decides nothing here); this spec runs axe in each
 * look. At one worker (the local default) 56 cart stories took 24 s instead of 38; at three workers on
 * two cores, where the other workers filled that wait, the whole run took as long as before.
 */
const frameUrl = (id: string) =>
  `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`;

/** A new page on the story's frame, once its first story has rendered (MSW's worker registers on the first load). */
async function openStoryPage(id: string): Promise<void> {
  page = await storyBrowser.newPage({ baseURL: storyBaseUrl, viewport: { width: 1280, height: 900 } });
  await page.addInitScript(recordPlayErrors);
  await page.addInitScript(trackStoryFetches, [...TRANSIENT_STATUSES]);
  await page.goto(frameUrl(id), { timeout: 20_000 });
  await page.waitForFunction(
    () =>
      /^(finished|errored|aborted)$/.test(
        (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? '',
      ),
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** The longest a worker waits to join: longer than any CI run's other lanes take. */
const JOIN_WAIT_LIMIT_MS = 60 * 60_000;

/**
 * `npm test` runs this beside the e2e lane on one worker: more browsers than the two cores can serve only
 * made each slower. But when the e2e lane ends first, that one worker was left alone on two cores, and for
 * the last 40 s of the run the machine was less than half busy. So there the run starts with two workers,
 * and the second waits to join until the file STORY_WORKERS_JOIN_AFTER names exists (scripts/test-stages.sh
 * writes it when the fault matrix, the e2e lane's last stage, has ended). Its first story waits with it.
 * Without the variable every worker starts at once.
 */
async function joinWhenAllowed(parallelIndex: number): Promise<void> {
  const marker = process.env.STORY_WORKERS_JOIN_AFTER;
  if (!marker || parallelIndex === 0) return;
  const giveUpAt = Date.now() + JOIN_WAIT_LIMIT_MS;
  while (!existsSync(marker) && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Each worker opens the frame once. A worker fixture, not a `beforeAll`: Playwright deals the tests of a
 * parallel file with `beforeAll` hooks out in one contiguous share per worker, and the slowest share then
 * ended 80 s after the quickest; without the hook each story goes to the next free worker.
 */
const storyTest = test.extend<object, { storyFrame: undefined }>({
  storyFrame: [
    async ({ browser }, use, workerInfo) => {
      await joinWhenAllowed(workerInfo.parallelIndex);
      storyBrowser = browser;
      storyBaseUrl = workerInfo.project.use.baseURL;
      await openStoryPage(stories[0]?.id ?? '');
      await use(undefined);
      await page.close();
    },
    // Its own time limit: a worker that waits to join (joinWhenAllowed) may wait most of a CI run.
    { scope: 'worker', auto: true, timeout: JOIN_WAIT_LIMIT_MS + 60_000 },
  ],
});

/**
 * How long a story may take to render and play after a switch before its frame is reloaded, and after that
 * reload. Long enough for a story that waits for the CPU (the run shares the machine with the e2e stages).
 */
const SWITCH_WAIT_MS = 20_000;
const RELOADED_WAIT_MS = 30_000;

/**
 * Shows the story and waits until it has rendered and played (or failed). Switching inside the loaded
 * frame is fast; when the preview loses track of its current render (seen once after a modal story),
 * the story is loaded on its own, as the Storybook UI would after a reload.
 */
async function showStory(id: string): Promise<string | undefined> {
  try {
    return await switchToStory(id, SWITCH_WAIT_MS);
  } catch {
    // Said on the test: a story whose play needs longer than the switch allows (or fails slowly after
    // a switch) shows up here instead of silently costing a reload.
    test.info().annotations.push({
      type: 'story frame',
      description: `not finished ${SWITCH_WAIT_MS / 1000} s after the switch: reloaded`,
    });
    await loadStoryFrame(id);
    return await switchToStory(id, RELOADED_WAIT_MS);
  }
}

/**
 * Loads the frame on the story. Twice in CI (never here) a frame on a reorder-page story stopped
 * answering and a navigation of it never completed; a frame that does not load in ten seconds is
 * dropped and the story opened in a new page, so one stuck frame cannot fail the stories after it.
 */
async function loadStoryFrame(id: string): Promise<void> {
  const url = frameUrl(id);
  test.setTimeout(test.info().timeout + 45_000);
  try {
    await page.goto(url, { timeout: 10_000 });
    return;
  } catch (error) {
    test.info().annotations.push({
      type: 'story frame',
      description: `did not load (${(error as Error).message.split('\n')[0]}): opened in a new page`,
    });
  }
  const stuck = page;
  void stuck.close({ runBeforeUnload: false }).catch(() => undefined);
  await openStoryPage(id);
}

async function switchToStory(id: string, timeout: number): Promise<string | undefined> {
  await page.evaluate(
    ({ storyId, waitAtMost }) =>
      new Promise<void>((done) => {
        // The poll below decides; this only stops waiting for an event that never comes.
        setTimeout(done, waitAtMost);
        // The story already shown (the first one, loaded with the frame) is not rendered again.
        const current = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        if (current?.id === storyId && current.phase === 'finished') {
          done();
          return;
        }
        (window as unknown as StoryFetchWindow).__storyFetches?.newStory();
        const channel = (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const finish = () => {
          for (const event of events) channel.off(event, finish);
          done();
        };
        for (const event of events) channel.on(event, finish);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId: id, waitAtMost: timeout },
  );
  const render = () =>
    page.evaluate(() => {
      const current = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return { id: current?.id, phase: current?.phase };
    });
  await expect
    .poll(render, { timeout })
    .toMatchObject({ id, phase: expect.stringMatching(/^(finished|errored|aborted)$/) });
  return (await render()).phase;
}

/**
 * The story root is there to check. Once in CI (not reproduced in 60 runs here) axe found no
 * `#storybook-root` right after a story had finished: the frame was elsewhere or mid-load. The story is
 * then loaded on its own, once, and where the frame had gone is noted on the test.
 */
async function ensureStoryRoot(id: string): Promise<void> {
  if (await hasStoryRoot()) return;
  await showStoryAgain(id, `no #storybook-root at ${page.url()}`);
}

const hasStoryRoot = () =>
  page.evaluate(() => document.getElementById('storybook-root') !== null).catch(() => false);

/** Loads the story on its own again, noting on the test why. */
async function showStoryAgain(id: string, why: string): Promise<void> {
  test.info().annotations.push({ type: 'story frame', description: `${why}: reloaded` });
  await loadStoryFrame(id);
  expect(await switchToStory(id, RELOADED_WAIT_MS), 'the story rendered again after a reload').toBe(
    'finished',
  );
  await waitForWidgets(page);
  expect(await hasStoryRoot(), 'the story frame has its root after a reload').toBe(true);
}

/**
 * Records, per story, what its play function threw (and errors left unhandled while it played): Storybook
 * still ends such a render in phase 'finished' and only logs the error. Installed before the preview's
 * own scripts, so the channel is caught as it is created and the frame's first story is covered too.
 */
function recordPlayErrors(): void {
  type Channel = { on(event: string, listener: (payload: unknown) => void): void };
  const preview = window as unknown as {
    __storyErrors: Record<string, string[]>;
    __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } };
  };
  preview.__storyErrors = {};
  const note = (what: string) => (payload: unknown) => {
    const id = preview.__STORYBOOK_PREVIEW__?.currentRender?.id ?? '?';
    const error = payload as { message?: string; stack?: string } | { message?: string }[];
    const first = Array.isArray(error) ? error[0] : error;
    // The first line of the message and of the stack: an assertion's message carries the whole DOM.
    const said = `${first?.message ?? JSON.stringify(payload)}`.split('\n')[0];
    const where = `${(first as { stack?: string })?.stack ?? ''}`.split('\n')[1]?.trim() ?? '';
    preview.__storyErrors[id] = [...(preview.__storyErrors[id] ?? []), `${what}: ${said} ${where}`];
  };
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: Channel) => {
      channel = value;
      value.on('playFunctionThrewException', note('play function threw'));
      value.on('unhandledErrorsWhilePlaying', note('unhandled errors while playing'));
    },
  });
}

interface StoryFetchWindow {
  __storyFetches?: {
    newStory(): void;
    /** The shown story's calls still open. */
    pending: number;
    /** When the shown story's last call started or ended, or when it was shown (performance.now()). */
    lastActivity: number;
    /** The shown story's last call ended in an answer the retry policy retries (TRANSIENT_STATUSES) or none. */
    lastFailed: boolean;
  };
}

/**
 * Counts the shown story's calls (the library's HTTP goes through `fetch`), from before the preview's own
 * scripts. A story shown through the channel stays in the same document, so Playwright's network-idle
 * state, reached once when the frame loaded, says nothing about it: the checks started as soon as the story
 * had rendered, and a story whose calls end later (the cart page's error after the retries, the fast pay
 * buttons' failed configuration, the reorder page's error, …) was checked in its loading state only.
 * Waiting for every story's calls before checking it made the run 88 s longer (232 s against 320 s alone);
 * by the end of the first check most stories' calls have long ended, and only a story that moved is
 * checked again.
 */
function trackStoryFetches(retriedStatuses: number[]): void {
  const tracked = window as unknown as StoryFetchWindow;
  const state = {
    generation: 0,
    pending: 0,
    lastActivity: performance.now(),
    lastFailed: false,
    newStory() {
      state.generation += 1;
      state.pending = 0;
      state.lastActivity = performance.now();
      state.lastFailed = false;
    },
  };
  tracked.__storyFetches = state;
  const send = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    const generation = state.generation;
    state.pending += 1;
    state.lastActivity = performance.now();
    const ended = (failed: boolean) => {
      if (generation !== state.generation) return;
      state.pending -= 1;
      state.lastActivity = performance.now();
      state.lastFailed = failed;
    };
    return send(...args).then(
      (response) => {
        ended(retriedStatuses.includes(response.status));
        return response;
      },
      (error: unknown) => {
        ended((error as Error | undefined)?.name !== 'AbortError');
        throw error;
      },
    );
  };
}

/** Quiet after a call ended well: long enough for a call that starts on another's answer to start. */
const SETTLED_QUIET_MS = 100;
/** Quiet after a call failed: longer than the retry policy's longest backoff (its last retry, the jitter at its top). */
const RETRY_QUIET_MS = backoffDelay(MAX_RETRIES - 1, () => 1) + 50;
/** A story that holds a call open on purpose (a loading state) is checked after this long. */
const HELD_CALL_WAIT_MS = 1_000;

/** Waits until the shown story's calls have ended and no retry is due: the story shows the state it settles in. */
async function waitForStoryCalls(): Promise<void> {
  await page
    .waitForFunction(
      ({ settledQuiet, retryQuiet }) => {
        const calls = (window as unknown as StoryFetchWindow).__storyFetches;
        if (!calls) return true;
        if (calls.pending > 0) return false;
        return performance.now() - calls.lastActivity >= (calls.lastFailed ? retryQuiet : settledQuiet);
      },
      { settledQuiet: SETTLED_QUIET_MS, retryQuiet: RETRY_QUIET_MS },
      { polling: 50, timeout: HELD_CALL_WAIT_MS },
    )
    .catch(() => undefined);
}

/** What the story's play function threw, or null. */
function storyError(id: string): Promise<string | null> {
  return page.evaluate(
    (storyId) =>
      (window as unknown as { __storyErrors?: Record<string, string[]> }).__storyErrors?.[storyId]?.join(
        '\n',
      ) ?? null,
    id,
  );
}

/** Nothing with a box under the story root, through shadow roots. */
function rendersNothing(): Promise<boolean> {
  return page.evaluate(() => {
    const boxed = (node: Element | ShadowRoot): boolean =>
      [...node.children].some((child) => {
        const box = child.getBoundingClientRect();
        return (
          (box.width > 0 && box.height > 0) ||
          boxed(child) ||
          (child.shadowRoot ? boxed(child.shadowRoot) : false)
        );
      });
    const root = document.getElementById('storybook-root');
    return root ? !boxed(root) : true;
  });
}

/** axe in each look, and at 320 px the reflow check; returns what failed. */
async function checkLooks(storyId: string): Promise<string[]> {
  const failures: string[] = [];
  for (const look of LOOKS) {
    await page.setViewportSize({ width: look.width, height: 900 });
    await page.emulateMedia({ forcedColors: look.forcedColors ? 'active' : 'none' });
    // The story root only: a story is a fragment, so page-level rules (one main, one h1) do not apply.
    // A story of a state that renders nothing leaves axe nothing to check: that is allowed, and noted.
    const checkStoryRoot = () =>
      axeViolations(page, { include: '#storybook-root', allowNothingToCheck: true });
    // A frame that navigated under axe (once in CI, before stories stopped navigating: see
    // .storybook/stay-on-page.ts) is shown again and checked again, with where it had gone noted.
    const violations = await checkStoryRoot().catch(async (error: Error) => {
      if (/Execution context was destroyed/.test(error.message))
        await showStoryAgain(storyId, `the frame navigated to ${page.url()} during the check`);
      else if (/No elements found for include/.test(error.message)) await ensureStoryRoot(storyId);
      else throw error;
      await page.setViewportSize({ width: look.width, height: 900 });
      return checkStoryRoot();
    });
    failures.push(...violations.map((violation) => `${look.name}: axe ${JSON.stringify(violation)}`));
    // WCAG reflow: at 320 px the story does not make its frame scroll sideways.
    if (look.width === 320)
      failures.push(...(await sidewaysOverflow(page)).map((cause) => `${look.name}: reflow ${cause}`));
  }
  return failures;
}

/** What the story shows, through shadow roots (elements, attributes, text), as a short hash. */
function storyState(): Promise<string> {
  return page.evaluate(() => {
    let hash = 2166136261;
    const add = (text: string) => {
      for (let index = 0; index < text.length; index += 1)
        hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
    };
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) add(node.textContent ?? '');
      if (!(node instanceof Element)) return;
      add(`<${node.localName}`);
      for (const attribute of node.attributes) add(` ${attribute.name}=${attribute.value}`);
      if (node.shadowRoot) node.shadowRoot.childNodes.forEach(walk);
      node.childNodes.forEach(walk);
      add('>');
    };
    const root = document.getElementById('storybook-root');
    if (root) walk(root);
    return (hash >>> 0).toString(36);
  });
}

for (const story of stories) {
  storyTest(`${story.title} › ${story.name}`, async () => {
    expect(await showStory(story.id), 'the story rendered and played without error').toBe('finished');
    expect(await storyError(story.id), 'the story played without error').toBeNull();
    const a11y = await page.evaluate(
      () =>
        (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters.a11y ??
        {},
    );
    if (a11y.test === 'off' || a11y.disable === true) {
      expect(
        a11y.reason?.trim(),
        'a story that turns the a11y check off says why (a11y.reason)',
      ).toBeTruthy();
      test.skip(true, `a11y off: ${a11y.reason}`);
      return;
    }
    await waitForWidgets(page);
    await ensureStoryRoot(story.id);
    const failures = new Set<string>();
    try {
      const shown = await storyState();
      for (const failure of await checkLooks(story.id)) failures.add(failure);
      // The story moved on once its calls ended (an error shown after the retries, say): the state it
      // settled in is checked too.
      await waitForStoryCalls();
      if ((await storyState()) !== shown) {
        test.info().annotations.push({
          type: 'story state',
          description: 'moved on once its calls had ended: checked again',
        });
        for (const failure of await checkLooks(story.id)) failures.add(failure);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.emulateMedia({ forcedColors: 'none' });
      // Target size and a visible focus change at every Tab stop, in the theme the story shows.
      const { tooSmall, controls } = await measureTargets(page, '#storybook-root');
      const { unmarked } = await focusWithoutIndicator(page, controls);
      for (const control of tooSmall) failures.add(`size ${control}`);
      for (const control of unmarked) failures.add(`focus ${control}`);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.emulateMedia({ forcedColors: 'none' });
    }
    if (await rendersNothing())
      test.info().annotations.push({ type: 'a11y', description: 'renders nothing' });
    expect([...failures], [...failures].join('\n')).toEqual([]);
  });
}
