import { expect, type Page } from '@playwright/test';
import type { PageVariant } from '../../demo/page-variant';

export type { PageVariant };

/**
 * Serves the demo's pages with a changed configuration block or a stricter CSP, from now until the
 * fake shop's next reset (the `shop` fixture resets before each test): the demo server renders every
 * page with the variant (demo/page-variant.ts). Nothing is intercepted in the browser, so the page
 * loads as it would for a shopper, HTTP cache included.
 */
export async function usePageVariant(page: Page, variant: PageVariant): Promise<void> {
  const response = await page.request.post('/__demo/page-variant', { data: variant });
  expect(response.ok(), await response.text()).toBe(true);
}
