/**
 * How the fake shop names a request's path, for recording and for fault matching: the pathname from
 * `/api/` on (so a site served under a sub-path still reads `/api/cart/details`), without a
 * trailing slash.
 */
export function shopPath(url: string | URL): string {
  const { pathname } = typeof url === 'string' ? new URL(url) : url;
  const apiStart = pathname.indexOf('/api/');
  return withoutTrailingSlash(apiStart > 0 ? pathname.slice(apiStart) : pathname);
}

export function isApiPath(path: string): boolean {
  return path.startsWith('/api/');
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** An exact path, or a prefix ending in `*` (`/api/cart/*` matches `/api/cart/details`). */
export function pathMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return withoutTrailingSlash(pattern) === path;
}
