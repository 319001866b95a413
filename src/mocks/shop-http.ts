import { type HttpHandler, type HttpResponseResolver, http, type PathParams } from 'msw';
import { driftedResponse, faultResponse, takeFault } from './faults';
import { answerOnce, idempotencyScope } from './idempotency';
import { recordRequest } from './recorder';
import { isApiPath, shopPath } from './request-path';

export type ShopResolver = HttpResponseResolver<PathParams>;

/**
 * The one wrapper around every shop handler: record the call (for /api paths), then apply the first
 * matching injected fault (a fault stands for the network or a gateway: the shop never sees the
 * call), then let the handler answer, once per idempotency key (`idempotency.ts`), and let a fault
 * that alters answers alter it. Handler modules use `shopHttp.get(...)` where they would use msw's
 * `http.get(...)`, so no handler needs its own recording, fault or idempotency code.
 */
function withFakeShop(resolver: ShopResolver): ShopResolver {
  return async (info) => {
    const path = shopPath(info.request.url);
    if (isApiPath(path)) await recordRequest(info.request);
    const fault = takeFault(info.request.method, path);
    if (fault) {
      const response = await faultResponse(fault);
      if (response) return response;
    }
    const answer = await answerOnce(idempotencyScope(info.request, path), async () => {
      const response = await resolver(info);
      if (!(response instanceof Response))
        throw new Error(`The fake shop's handler for ${path} gave no answer`);
      return response;
    });
    return fault ? driftedResponse(fault, answer) : answer;
  };
}

export const shopHttp = {
  get: (path: string, resolver: ShopResolver): HttpHandler => http.get(path, withFakeShop(resolver)),
  post: (path: string, resolver: ShopResolver): HttpHandler => http.post(path, withFakeShop(resolver)),
  put: (path: string, resolver: ShopResolver): HttpHandler => http.put(path, withFakeShop(resolver)),
  delete: (path: string, resolver: ShopResolver): HttpHandler => http.delete(path, withFakeShop(resolver)),
  all: (path: string, resolver: ShopResolver): HttpHandler => http.all(path, withFakeShop(resolver)),
};

/** A path parameter as one string (msw gives an array for repeated wildcards). */
export function pathParam(params: PathParams, name: string): string {
  const value = params[name];
  if (Array.isArray(value)) return value.join('/');
  return typeof value === 'string' ? value : '';
}
