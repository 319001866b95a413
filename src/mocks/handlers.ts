import type { HttpHandler } from 'msw';
import { cartHandlers } from './handlers/cart';
import { catchAllHandler } from './handlers/catch-all';
import { controlHandlers } from './handlers/control';
import { imageHandlers } from './handlers/images';
import { installerHandlers } from './handlers/installers';
import { platformHandlers } from './handlers/platform';

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
  ...installerHandlers,
  ...cartHandlers,
  catchAllHandler,
];
