import type { HttpHandler } from 'msw';
import { cartHandlers } from './handlers/cart';
import { cartAddHandlers } from './handlers/cart-add';
import { catchAllHandler } from './handlers/catch-all';
import { contentHandlers } from './handlers/content';
import { controlHandlers } from './handlers/control';
import { imageHandlers } from './handlers/images';
import { installRequestHandlers } from './handlers/install-requests';
import { installerHandlers } from './handlers/installers';
import { mediaHandlers } from './handlers/media';
import { pickupHandlers } from './handlers/pickup';
import { platformHandlers } from './handlers/platform';
import { savedListHandlers } from './handlers/saved-lists';
import { shippingHandlers } from './handlers/shipping';
import { ymmHandlers } from './handlers/ymm';

/**
 * The fake shop as msw handlers: the same list serves msw/node in tests, msw-storybook-addon in
 * Storybook and `getResponse(handlers, request)` in the demo server.
 *
 * A new service gets its own module in `handlers/` built with `shopHttp` (which records each call
 * and applies injected faults) and is listed here, before the catch-all.
 */
export const handlers: HttpHandler[] = [
  ...controlHandlers,
  ...imageHandlers,
  ...platformHandlers,
  ...pickupHandlers,
  ...installerHandlers,
  ...installRequestHandlers,
  ...savedListHandlers,
  ...cartHandlers,
  ...cartAddHandlers,
  ...ymmHandlers,
  ...mediaHandlers,
  ...shippingHandlers,
  ...contentHandlers,
  catchAllHandler,
];
