/**
 * The hash routes of the storefront (§2 "Vehicle picker"), shared by the vehicle picker and the
 * mobile menu. The picker's overlay step lives in the URL fragment, so the browser's back button
 * pops a step; `#hamburger` opens the mobile menu.
 *
 * - `#ymm/{elementId}/years`
 * - `#ymm/{elementId}/makes/{year}`
 * - `#ymm/{elementId}/models/{make}/{year}`
 * - `#ymm/{elementId}/vehicles` (recently viewed vehicles)
 *
 * The enabled hash routes are `ymm`, `hamburger` (the mobile menu's) and `close` (closes every
 * overlay). Segments are URI-encoded (`Land%20Rover`). A year is four digits; a make that is `.` or
 * `..` in any encoding is not a route (`core/path-segment.ts`).
 */

import { isSafePathSegment, isYearSegment } from '../../core/path-segment';

/** The element name of the picker's routes. */
export const YMM_ROUTE_NAME = 'ymm';
export const ENABLED_HASH_ROUTES = [YMM_ROUTE_NAME, 'hamburger', 'close'] as const;

export type YmmStep = 'years' | 'makes' | 'models' | 'vehicles';

export type YmmRoute =
  | { step: 'years' }
  | { step: 'makes'; year: number }
  | { step: 'models'; make: string; year: number }
  | { step: 'vehicles' };

export type HashRoute =
  | { name: 'ymm'; elementId: string; route: YmmRoute }
  | { name: 'hamburger' }
  | { name: 'close' };

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function yearOf(text: string | undefined): number | undefined {
  return text !== undefined && isYearSegment(text) ? Number(text) : undefined;
}

function ymmRouteOf(segments: (string | undefined)[]): YmmRoute | undefined {
  const [step, first, second] = segments;
  if (step === 'years' && segments.length === 1) return { step: 'years' };
  if (step === 'vehicles' && segments.length === 1) return { step: 'vehicles' };
  if (step === 'makes' && segments.length === 2) {
    const year = yearOf(first);
    return year === undefined ? undefined : { step: 'makes', year };
  }
  if (step === 'models' && segments.length === 3) {
    const year = yearOf(second);
    const make = first?.trim();
    // The make becomes a request path segment: `..` (even sent as %2E%2E) would leave the endpoint.
    return year === undefined || !make || !isSafePathSegment(make)
      ? undefined
      : { step: 'models', make, year };
  }
  return undefined;
}

/** The route a fragment names (`#ymm/a/makes/2020`, `ymm/a/years`, `#close`), or null for any other. */
export function parseHashRoute(hash: string): HashRoute | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '') return null;
  const segments = text.split('/').map(decode);
  const [name, elementId, ...rest] = segments;
  if (name === 'hamburger') return { name: 'hamburger' };
  if (name === 'close') return { name: 'close' };
  if (name !== YMM_ROUTE_NAME || !elementId) return null;
  const route = ymmRouteOf(rest);
  return route ? { name: 'ymm', elementId, route } : null;
}

/** Whether a fragment is one of the enabled hash routes (what navigation drops from a URL). */
export function isHashRoute(hash: string): boolean {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const name = text.split('/')[0];
  return (ENABLED_HASH_ROUTES as readonly string[]).includes(name ?? '');
}

/** `#ymm/{elementId}/...` for a route. */
export function ymmHash(elementId: string, route: YmmRoute): string {
  const parts: (string | number)[] = [YMM_ROUTE_NAME, elementId, route.step];
  if (route.step === 'makes') parts.push(route.year);
  if (route.step === 'models') parts.push(route.make, route.year);
  return `#${parts.map((part) => encodeURIComponent(String(part))).join('/')}`;
}

/** The step before this one when there is no browser history to go back through (a deep link). */
export function parentRoute(route: YmmRoute): YmmRoute | null {
  if (route.step === 'models') return { step: 'makes', year: route.year };
  if (route.step === 'makes') return { step: 'years' };
  return null;
}
