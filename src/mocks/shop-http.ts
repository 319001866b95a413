import { type HttpHandler, type HttpResponseResolver, http, type PathParams } from 'msw';
import { faultResponse, takeFault } from './faults';
import { recordRequest } from './recorder';
import { isApiPath, shopPath } from './request-path';

export type ShopResolver = HttpResponseResolver<PathParams>;

/**
 * The one wrapper around every shop handler: record the call (for /api paths), then apply the first
 * matching injected fault, then let the handler answer. Handler modules use `shopHttp.get(...)`
 * where they would use msw's `http.get(...)`, so no handler needs its own recording or fault code.
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
    return resolver(info);
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
