import { page } from '../layout';
import { platformPages } from './platform';
import type { DemoPage } from './types';

/**
 * Every demo page by path. Each area keeps its pages in its own module here and adds one line below.
 */
export const DEMO_PAGES: Record<string, DemoPage> = {
  ...platformPages,
};

export function renderDemoPage(url: URL): string | undefined {
  const demo = DEMO_PAGES[url.pathname];
  if (!demo) return undefined;
  return page({
    title: demo.title,
    path: url.pathname,
    pageType: demo.pageType,
    bundle: demo.bundle,
    body: demo.body(url),
  });
}
