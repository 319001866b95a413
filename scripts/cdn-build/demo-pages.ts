/** The demo pages whose budgets are checked, with the library tags their server-rendered markup holds. */
import { renderDemoPage } from '../../demo/pages/index';
import { PAGE_BUDGETS, type PageBudget } from './budgets';
import type { BundleInfo } from './bundle-info';
import { libraryTagsIn, type PageLoad, pageLoad } from './page-load';

export function budgetedPageLoads(
  info: BundleInfo,
): { budget: PageBudget; load: PageLoad; tags: string[] }[] {
  return PAGE_BUDGETS.map((budget) => {
    const markup = renderDemoPage(new URL(budget.path, 'http://127.0.0.1/'));
    if (!markup) throw new Error(`The demo has no page ${budget.path}`);
    const tags = libraryTagsIn(markup, info);
    return { budget, tags, load: pageLoad(info, tags) };
  });
}
