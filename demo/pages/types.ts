import type { Bundle } from '../layout';

/** One server-rendered demo page. `body` runs per request, so it can read the fake shop's state. */
export interface DemoPage {
  title: string;
  /** The spec's page type, written into the page configuration. */
  pageType: string;
  bundle?: Bundle;
  body: (url: URL) => string;
  /** Listed in the demo's page index (the home page links to every demo page). */
  description?: string;
  /** False leaves the cart side bar out of the page's header. */
  cartSidebar?: boolean;
}
