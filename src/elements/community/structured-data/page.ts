import { getConfig, type PageType } from '../../../core/config';
import { contentFromPath, type PageContent } from '../shared/content-path';

/** The page a structured-data element describes: its content (read from the path) and its address. */
export interface StructuredDataPage {
  content: PageContent;
  /** The page's absolute address without query or fragment: the base of every `@id` and `url`. */
  url: string;
}

export interface StructuredDataRules {
  tag: string;
  /** Spec community §2: the page types that show this structured data. */
  pageTypes: readonly PageType[];
  /** The content types (from the path) it describes. */
  contentTypes: readonly PageContent['sourceType'][];
}

export type StructuredDataTarget = { page: StructuredDataPage } | { skipped: string };

/**
 * Where the element stands: the page it describes, or why it writes nothing. `path` is the element's
 * `data-path` (empty: the page's own path); the content id comes from it by the rules of spec §2.
 */
export function structuredDataTarget(rules: StructuredDataRules, path: string): StructuredDataTarget {
  const { pageType } = getConfig();
  if (!rules.pageTypes.includes(pageType)) {
    return {
      skipped: `${rules.tag} writes structured data only on the page types ${rules.pageTypes.join(', ')}; this page's type is "${pageType}".`,
    };
  }
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  let address: URL;
  try {
    address = new URL(path.trim() || (typeof location === 'undefined' ? '/' : location.pathname), base);
  } catch {
    return { skipped: `${rules.tag}: data-path "${path}" is not a page address.` };
  }
  const content = contentFromPath(address.pathname);
  if (!content || !rules.contentTypes.includes(content.sourceType)) {
    return {
      skipped: `${rules.tag} found no ${rules.contentTypes.join(' or ')} content id in the path "${address.pathname}".`,
    };
  }
  return { page: { content, url: `${address.origin}${address.pathname}` } };
}

const warned = new Set<string>();

/** Says once per page on the console why an element writes nothing (shoppers see nothing broken). */
export function warnSkippedOnce(reason: string): void {
  if (warned.has(reason)) return;
  warned.add(reason);
  console.warn(`shop-widgets: ${reason}`);
}

/** Tests: warn again. */
export function resetSkippedWarnings(): void {
  warned.clear();
}
