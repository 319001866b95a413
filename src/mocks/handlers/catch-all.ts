import type { HttpHandler } from 'msw';
import { shopPath } from '../request-path';
import { errorJson } from '../respond';
import { shopHttp } from '../shop-http';

/** Last in the list: any /api call without a handler fails loudly (and is recorded like any other). */
export const catchAllHandler: HttpHandler = shopHttp.all('*/api/*', ({ request }) =>
  errorJson(404, `The fake shop has no handler for ${request.method} ${shopPath(request.url)}`),
);
