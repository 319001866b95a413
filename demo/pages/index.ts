import { page } from '../layout';
import { biosPages } from './bios';
import { cartPages } from './cart';
import { cartSidebarPages } from './cart-sidebar';
import { catalogPages } from './catalog';
import { chatPages } from './chat';
import { checkoutPages } from './checkout';
import { communityPages, communityRoutePage } from './community';
import { dealerPages } from './dealer';
import { deliveryPages } from './delivery';
import { mediaPages } from './media';
import { moderationPages } from './moderation';
import { orderPages } from './orders';
import { platformPages } from './platform';
import { reviewPages } from './reviews';
import { staffQueuePages } from './staff-queue';
import type { DemoPage } from './types';
import { vehiclePages, vehicleRoutePage } from './vehicles';

/**
 * Every demo page by path. Each area keeps its pages in its own module here and adds one line below.
 */
export const DEMO_PAGES: Record<string, DemoPage> = {
  ...platformPages,
  ...cartPages,
  ...catalogPages,
  ...cartSidebarPages,
  ...mediaPages,
  ...communityPages,
  ...vehiclePages,
  ...deliveryPages,
  ...biosPages,
  ...chatPages,
  ...orderPages,
  ...reviewPages,
  ...staffQueuePages,
  ...moderationPages,
  ...checkoutPages,
  ...dealerPages,
};

export function renderDemoPage(url: URL): string | undefined {
  const demo = DEMO_PAGES[url.pathname] ?? vehicleRoutePage(url) ?? communityRoutePage(url);
  if (!demo) return undefined;
  return page({
    title: demo.title,
    path: url.pathname,
    pageType: demo.pageType,
    bundle: demo.bundle,
    cartSidebar: demo.cartSidebar,
    body: demo.body(url),
  });
}
