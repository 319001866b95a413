import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PAGES } from '../../demo/pages/index';

/**
 * The pages the accessibility checks visit: every demo page (the server's list) plus one example of
 * each routed or query-driven page.
 */
export const AUDITED_PAGES = [
  ...new Set([
    ...Object.keys(DEMO_PAGES),
    '/checkout?paypalflow=true',
    '/cart-sidebar?savedlistid=12',
    '/fit-guide?furl=towing-c2',
    '/vehicle/2020/Ford/F-150',
    '/question-4001.html',
  ]),
];

export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets of issue 10: WCAG 2.0 A to WCAG 2.2 AA and best practice (wcag22aa turns on target-size). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Issue 10 asks 4.5:1 for every colour pair; axe's `color-contrast` lets large text (18 pt, or 14 pt
 * bold) pass at 3:1. Its options are axe 4.14's own, with large text held to 4.5:1 too (axe replaces a
 * check's options whole, so all of them are given).
 */
export const CONTRAST_OPTIONS = {
  ignoreUnicode: true,
  ignoreLength: false,
  ignorePseudo: false,
  boldValue: 700,
  boldTextPt: 14,
  largeTextPt: 18,
  contrastRatio: { normal: { expected: 4.5 }, large: { expected: 4.5 } },
  pseudoSizeThreshold: 0.25,
  shadowOutlineEmMax: 0.2,
  textStrokeEmMin: 0.03,
};

/**
 * The options of every axe run of the tests: the tags above and 4.5:1 for all text. Only violations list
 * every node they found (`resultTypes`); passes still name each rule that passed, which is all the
 * "checked nothing" guard reads. The story axe run took 304 CPU-seconds instead of 329.
 */
export const AXE_RUN_OPTIONS = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  resultTypes: ['violations'],
  checks: { 'color-contrast': { options: CONTRAST_OPTIONS } },
};

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown; summary: string | undefined }[];
}

/**
 * Runs axe over the whole document, or only the part under the `include` selector (then axe leaves
 * out its page-level rules: one main landmark, one h1), open shadow roots included, and returns its
 * violations in a readable form. axe is evaluated through the DevTools protocol, so it runs under the
 * demo's strict CSP.
 */
export async function axeViolations(
  page: Page,
  { include, allowNothingToCheck = false }: { include?: string; allowNothingToCheck?: boolean } = {},
): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol, not as a script tag: the page's CSP stays on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ options, include, allowNothingToCheck }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document | { include: string[] },
              options: object,
            ) => Promise<{
              passes: unknown[];
              violations: {
                id: string;
                impact: string | null;
                help: string;
                nodes: { target: unknown; failureSummary?: string }[];
              }[];
            }>;
          };
        }
      ).axe;
      const context = include ? { include: [include] } : document;
      // First without CSS selectors for the nodes (axe's costliest report step); only a run that found
      // something runs again to name where (and keeps the first run's findings if the second finds none).
      const quick = await axe.run(context, { ...options, selectors: false });
      const detailed = quick.violations.length > 0 ? await axe.run(context, options) : quick;
      const result = detailed.violations.length > 0 ? detailed : quick;
      // A run that checked nothing would pass silently: make it fail instead.
      if (result.passes.length === 0 && !allowNothingToCheck)
        throw new Error('axe checked no rule on this page');
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target, summary: node.failureSummary })),
      }));
    },
    { options: AXE_RUN_OPTIONS, include, allowNothingToCheck },
  );
}

/**
 * Waits until every custom element on the page is defined and the network is quiet, so axe judges
 * widgets, not placeholders. The quiet wait is capped: a page may keep one call open on purpose.
 */
export async function waitForWidgets(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.localName.includes('-'))
      .every((element) => customElements.get(element.localName) !== undefined),
  );
  await page.waitForLoadState('networkidle', { timeout: 2_500 }).catch(() => undefined);
}

/** A description of where focus is, through shadow roots: `tag > tag#id[role] "name"`. */
export async function focusPath(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    let active: Element | null = document.activeElement;
    while (active) {
      const role = active.getAttribute('role');
      const name = active.getAttribute('aria-label') ?? (active.textContent ?? '').trim().slice(0, 40);
      parts.push(
        `${active.localName}${active.id ? `#${active.id}` : ''}${role ? `[${role}]` : ''} "${name}"`,
      );
      active = active.shadowRoot?.activeElement ?? null;
    }
    return parts.join(' > ');
  });
}

/** The locator focused (deepest active element through shadow roots) is the given one. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/**
 * What a screen reader would be told through the widgets' live regions: from page start, the text of a
 * rendered polite live region (role status or log, aria-live="polite") each time text changes or a
 * node is added inside it, in every shadow root. A region inserted already holding text counts too
 * (some screen readers read it).
 * Assertive regions (role alert) are kept apart: they are error messages, not status messages.
 */
export async function recordLiveRegions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Seen {
      polite: string[];
      assertive: string[];
    }
    const seen: Seen = { polite: [], assertive: [] };
    (window as unknown as { liveRegionLog: Seen }).liveRegionLog = seen;
    const SELECTOR = '[role="status"],[role="log"],[role="alert"],[aria-live]';

    const politeness = (element: Element): 'polite' | 'assertive' | null => {
      const live = element.getAttribute('aria-live');
      if (live === 'off') return null;
      if (live === 'assertive') return 'assertive';
      if (live === 'polite') return 'polite';
      const role = element.getAttribute('role');
      if (role === 'alert') return 'assertive';
      if (role === 'status' || role === 'log') return 'polite';
      return null;
    };
    const outermostRegion = (node: Node | null): Element | null => {
      let region: Element | null = null;
      for (let element = node instanceof Element ? node : (node?.parentElement ?? null); element; ) {
        if (element.matches(SELECTOR) && politeness(element)) region = element;
        element = element.parentElement;
      }
      return region;
    };
    const scan = (records: MutationRecord[]) => {
      const touched = new Set<Element>();
      for (const record of records) {
        const region = outermostRegion(record.target);
        // Text changed, or a node added, inside a region: the region speaks.
        if (region && (record.type === 'characterData' || record.addedNodes.length > 0)) touched.add(region);
        // A region inserted already holding text.
        for (const added of record.addedNodes) {
          if (!(added instanceof Element)) continue;
          for (const inserted of [added, ...added.querySelectorAll(SELECTOR)]) {
            if (inserted.matches(SELECTOR) && outermostRegion(inserted) === inserted) touched.add(inserted);
          }
        }
      }
      for (const region of touched) {
        const kind = politeness(region);
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (kind && text && region.checkVisibility({ visibilityProperty: true })) seen[kind].push(text);
      }
    };
    const observer = new MutationObserver(scan);
    const watch = (root: ShadowRoot) => {
      observer.observe(root, { childList: true, subtree: true, characterData: true });
    };
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function patched(this: Element, init: ShadowRootInit) {
      const root = attachShadow.call(this, init);
      watch(root);
      return root;
    };
    // The document itself is the host page's (the demo's event log is a role="log"): only the
    // widgets' shadow roots are watched.
  });
}

/** The polite and assertive messages recorded since the last call, and clears them. */
export async function takeAnnouncements(page: Page): Promise<{ polite: string[]; assertive: string[] }> {
  return page.evaluate(() => {
    const log = (window as unknown as { liveRegionLog: { polite: string[]; assertive: string[] } })
      .liveRegionLog;
    const taken = { polite: [...log.polite], assertive: [...log.assertive] };
    log.polite.length = 0;
    log.assertive.length = 0;
    return taken;
  });
}

/**
 * Where focus is, and what is wrong with it: on `body` (or nowhere), or on an element that is not
 * rendered, is hidden from assistive technology, or is inert (a closed panel). '' when all is well.
 */
export async function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body || active === document.documentElement) return 'focus is on body';
    if (!active.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      return `focus is on a hidden element: ${active.outerHTML.slice(0, 120)}`;
    for (let node: Node | null = active; node; ) {
      if (
        node instanceof Element &&
        (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('inert'))
      )
        return `focus is inside an aria-hidden or inert container: ${active.outerHTML.slice(0, 120)}`;
      node = node instanceof ShadowRoot ? node.host : (node.parentNode ?? null);
    }
    return '';
  });
}

/**
 * Waits until focus has settled on something visible (see `focusProblem`), and fails if it settles
 * somewhere wrong. Focus may pass through a transient state while React re-renders or a panel's chunk
 * loads, so this polls for expect's own timeout: a two-second limit failed on a loaded CI machine.
 */
export async function expectFocusSettled(page: Page, after: string): Promise<void> {
  await expect.poll(() => focusProblem(page), { message: `focus after ${after}` }).toBe('');
}

/** Waits until `control` has focus; fails naming where focus is instead. */
export async function expectFocusOn(control: Locator): Promise<void> {
  try {
    await expect.poll(() => isFocused(control)).toBe(true);
  } catch {
    throw new Error(`expected focus on ${control}, it is on ${await focusPath(control.page())}`);
  }
}

/** Presses a key, then waits until focus has settled on something visible. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusSettled(page, key);
}

/** Presses `key` (Tab by default) until `control` has focus, checking focus after every press. */
export async function tabTo(page: Page, control: Locator, key = 'Tab', limit = 200): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(control)) return;
    await press(page, key);
  }
  throw new Error(`${key} never reached ${control}; focus is on ${await focusPath(page)}`);
}
