import type { Page } from '@playwright/test';
import { RESIZE_DEBOUNCE_MS } from '../../src/core/resize';

/**
 * The measures of WCAG 2.2 target size (2.5.8) and focus visible (2.4.7), shared by the demo pages'
 * check (a11y-pages.spec.ts) and the stories' check (test/a11y-stories/stories.spec.ts).
 */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="option"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** What a focus indicator can change: compared before focus and at each Tab stop. */
const LOOK_PROPERTIES = [
  'outline-style',
  'outline-width',
  'outline-color',
  'box-shadow',
  'border-color',
  'background-color',
  'color',
  'text-decoration-line',
];

export interface Measured {
  id: string;
  small: boolean;
  tabbable: boolean;
  style: string;
}

/**
 * Marks every visible control (data-a11y-target="n") and measures it. Runs in the page; returns the
 * descriptions of the controls that fail the target size.
 */
export async function measureTargets(
  page: Page,
  within?: string,
): Promise<{ tooSmall: string[]; controls: Measured[] }> {
  return page.evaluate(
    ({ selector, within, lookProperties }) => {
      // The look before any focus: a dialog or overlay that focused a control on opening is blurred first.
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      if (active instanceof HTMLElement) active.blur();
      const all: Element[] = [];
      const walk = (root: Document | Element | ShadowRoot) => {
        for (const element of root.querySelectorAll('*')) {
          if (element.matches(selector)) all.push(element);
          if (element.shadowRoot) walk(element.shadowRoot);
        }
      };
      walk((within ? document.querySelector(within) : null) ?? document);
      const describe = (element: Element) => {
        const host = (element.getRootNode() as ShadowRoot).host?.localName ?? 'page';
        const name =
          element.getAttribute('aria-label') ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          element.textContent ??
          '';
        return `${host} ${element.localName}${element.getAttribute('role') ? `[${element.getAttribute('role')}]` : ''} "${name.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
      };
      const styleOf = (element: Element) => {
        const css = getComputedStyle(element);
        return lookProperties.map((property) => css.getPropertyValue(property)).join('|');
      };
      const visible = all.filter((element) => {
        const box = element.getBoundingClientRect();
        const css = getComputedStyle(element);
        // A 1x1 box is the visually hidden pattern (a control that appears when focused): showing
        // itself is its focus indicator, and its target size counts only once shown.
        const visuallyHidden = box.width <= 1 && box.height <= 1;
        return (
          box.width > 0 &&
          box.height > 0 &&
          !visuallyHidden &&
          css.visibility !== 'hidden' &&
          element.closest('[inert]') === null
        );
      });
      const boxes = visible.map((element) => element.getBoundingClientRect());
      const small = boxes.map((box) => box.width < 23.5 || box.height < 23.5);
      const inlineInText = (element: Element) => {
        if (element.localName !== 'a' || getComputedStyle(element).display !== 'inline') return false;
        const parent = element.parentElement;
        const text = (parent?.textContent ?? '').replace(element.textContent ?? '', '').trim();
        return text.length > 0;
      };
      const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
      const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
        Math.hypot(
          Math.max(box.left - point.x, 0, point.x - box.right),
          Math.max(box.top - point.y, 0, point.y - box.bottom),
        );
      const spaced = (index: number) => {
        const mine = centre(boxes[index] as DOMRect);
        return boxes.every((box, other) => {
          if (
            other === index ||
            visible[other]?.contains(visible[index] as Element) ||
            visible[index]?.contains(visible[other] as Element)
          )
            return true;
          if (small[other]) {
            const theirs = centre(box);
            return Math.hypot(mine.x - theirs.x, mine.y - theirs.y) >= 24;
          }
          return distanceToBox(mine, box) >= 12;
        });
      };
      const tooSmall: string[] = [];
      const controls = visible.map((element, index) => {
        element.setAttribute('data-a11y-target', String(index));
        const box = boxes[index] as DOMRect;
        if (small[index] && !inlineInText(element) && !spaced(index))
          tooSmall.push(`${describe(element)} ${Math.round(box.width)}x${Math.round(box.height)}`);
        return {
          id: describe(element),
          small: Boolean(small[index]),
          tabbable: (element as HTMLElement).tabIndex >= 0 && !(element as HTMLButtonElement).disabled,
          style: styleOf(element),
        };
      });
      return { tooSmall, controls };
    },
    { selector: CONTROLS, within, lookProperties: LOOK_PROPERTIES },
  );
}

/** Tabs through the page; returns the controls whose look does not change when focused. */
export async function focusWithoutIndicator(
  page: Page,
  controls: Measured[],
): Promise<{ unmarked: string[]; stops: number }> {
  const missing = new Set<string>();
  const seen = new Set<string>();
  let first: string | null = null;
  // Nothing to reach by Tab (a loading or empty state): no stops to check.
  if (!controls.some((control) => control.tabbable)) return { unmarked: [], stops: 0 };
  let strayStops = 0;
  for (let presses = 0; presses < 400; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((lookProperties) => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      if (!active || active === document.body) return null;
      const css = getComputedStyle(active);
      return {
        index: active.getAttribute('data-a11y-target'),
        style: lookProperties.map((property) => css.getPropertyValue(property)).join('|'),
      };
    }, LOOK_PROPERTIES);
    if (!stop || stop.index === null) {
      // Focus outside the measured controls this many times in a row: the rest cannot be reached by Tab.
      strayStops += 1;
      if (strayStops > 20) break;
      continue;
    }
    strayStops = 0;
    if (stop.index === first) break;
    first ??= stop.index;
    if (seen.has(stop.index)) continue;
    seen.add(stop.index);
    const before = controls[Number(stop.index)];
    if (before && before.style === stop.style) missing.add(before.id);
  }
  return { unmarked: [...missing], stops: seen.size };
}

/**
 * WCAG reflow (1.4.10): at 320 CSS px the page must not scroll sideways. Returns nothing when it does not;
 * otherwise what makes it wider, through shadow roots: each element, outside any box that scrolls or
 * clips, whose box passes the window's right edge, or whose content spills out of it past that edge (a
 * word or a button label that cannot wrap). A table in a box that scrolls sideways is allowed (its box
 * stays in the window).
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  const found = await sidewaysOverflowNow(page);
  if (found.length === 0) return found;
  // A widget that places itself again after the window is resized (the info bubble) does so once the spec's
  // resize debounce has passed: a window just made narrower counts only after that.
  await page.waitForTimeout(Math.max(...Object.values(RESIZE_DEBOUNCE_MS)) + 100);
  return sidewaysOverflowNow(page);
}

function sidewaysOverflowNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const windowWidth = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= windowWidth) return [];
    const found: string[] = [];
    const describe = (element: Element, host: string, why: string) =>
      `${host}${element.localName}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}" ${why}`;
    const walk = (root: Element | ShadowRoot, host: string) => {
      for (const element of root.children) {
        const css = getComputedStyle(element);
        if (css.position === 'fixed') continue;
        const box = element.getBoundingClientRect();
        const contained = css.overflowX !== 'visible';
        const before = found.length;
        if (!contained) {
          walk(element, host);
          if (element.shadowRoot) walk(element.shadowRoot, `${host}${element.localName} >> `);
        }
        // The deepest cause only: an element whose children were named already is not named again.
        if (found.length > before) continue;
        if (box.width > 0 && box.right > windowWidth + 0.5)
          found.push(describe(element, host, `ends at ${Math.round(box.right)} px`));
        else if (!contained && box.left + element.scrollWidth > windowWidth + 0.5 && element.clientWidth > 0)
          found.push(
            describe(element, host, `content ${element.scrollWidth} px wide in ${element.clientWidth} px`),
          );
      }
    };
    walk(document.body, '');
    return found.length > 0 ? found : [`the page is ${document.documentElement.scrollWidth} px wide`];
  });
}
