import { waitFor } from '@testing-library/react';
import type { PageType } from '../../src/core/config';
import { resetConfig } from '../../src/core/config';
import { JSON_LD_OWNER_ATTRIBUTE } from '../../src/elements/community/structured-data/json-ld';
import { resetSkippedWarnings } from '../../src/elements/community/structured-data/page';

/** Text no server answer may use to close the script element or start markup, plus U+2028/2029. */
export const HOSTILE_JSON_LD_TEXT =
  '</script><script>window.__ldXss=1</script><!-- & <img src=x onerror="window.__ldXss=1"> \u2028\u2029 -->';

/** The JSON-LD scripts in the document head written by a tag (or by any structured-data element). */
export function headScripts(tag?: string): HTMLScriptElement[] {
  const selector = tag
    ? `script[type="application/ld+json"][${JSON_LD_OWNER_ATTRIBUTE}="${tag}"]`
    : 'script[type="application/ld+json"]';
  return Array.from(document.head.querySelectorAll<HTMLScriptElement>(selector));
}

/** The parsed JSON of the one script a tag wrote (fails unless there is exactly one). */
export function headJsonLd(tag: string): Record<string, unknown> {
  const scripts = headScripts(tag);
  if (scripts.length !== 1)
    throw new Error(`expected one JSON-LD script of <${tag}>, found ${scripts.length}`);
  return JSON.parse(scripts[0]?.textContent ?? '') as Record<string, unknown>;
}

/** A page of a type at a path (jsdom's location follows `history.replaceState`). */
export function onPage(pageType: PageType, path: string): void {
  history.replaceState(null, '', path);
  resetConfig({ pageType });
  resetSkippedWarnings();
  for (const script of headScripts()) script.remove();
}

/** Connects a structured-data element and waits until it reports what it did. */
export async function mountStructuredData(
  tag: string,
  attributes: Record<string, string> = {},
  until: string | RegExp = /^(written|none|skipped)$/,
): Promise<HTMLElement> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await waitFor(() => expect(element.dataset.jsonLd ?? '').toMatch(until), { timeout: 4000 });
  return element;
}
