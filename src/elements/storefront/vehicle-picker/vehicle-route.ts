import { isHashRoute } from './ymm-hash';

/**
 * What the page's widgets need of the vehicle rules from the start: the page kinds the picker's attribute
 * accepts and the vehicle route that <my-vehicle-link> links to. Where a pick goes on each kind of page
 * (`vehicle-navigation.ts`) loads with the picker's overlay, on intent.
 */
export const VEHICLE_PAGE_KINDS = ['auto', 'product', 'fit-guide', 'search', 'department', 'other'] as const;
export type VehiclePageKindSetting = (typeof VEHICLE_PAGE_KINDS)[number];
export type VehiclePageKind = Exclude<VehiclePageKindSetting, 'auto'>;

export const VEHICLE_FINDER_PATH = 'vehicle-finder.aspx?noymm=true';
const DEFAULT_FURL_SUFFIX = /\?furl=-c1-$/i;

export interface ChosenVehicle {
  year: number | null;
  make: string | null;
  model: string | null;
}

export type VehicleParts = [year: string, make?: string, model?: string];

/** The chosen parts in order: a make only with a year, a model only with a make. */
export function partsOf(vehicle: ChosenVehicle): VehicleParts | [] {
  const year = vehicle.year;
  if (year === null || !Number.isInteger(year) || year <= 0) return [];
  const make = vehicle.make?.trim();
  if (!make) return [String(year)];
  const model = vehicle.model?.trim();
  return model ? [String(year), make, model] : [String(year), make];
}

export function stripDefaultFurl(url: string): string {
  return url.replace(DEFAULT_FURL_SUFFIX, '');
}

/** `url` against `base`, without the default `furl` and without the overlay's own hash route. */
export function resolveUrl(url: string, base: string): URL {
  const resolved = new URL(stripDefaultFurl(url), base);
  if (isHashRoute(resolved.hash)) resolved.hash = '';
  return resolved;
}

export function finish(url: URL): string {
  return stripDefaultFurl(url.toString());
}

export function routeOf(parts: VehicleParts | [], siteRoot: string, currentUrl: string): string {
  if (parts.length === 0) return finish(new URL(`${siteRoot}${VEHICLE_FINDER_PATH}`, currentUrl));
  const path = parts.map((part) => encodeURIComponent(part ?? '')).join('/');
  return finish(new URL(`${siteRoot}vehicle/${path}`, currentUrl));
}

/** `/vehicle/{year}/{make}/{model}`, `/vehicle/{year}/{make}`, `/vehicle/{year}` or `/vehicle-finder.aspx?noymm=true`. */
export function vehicleRoute(vehicle: ChosenVehicle, siteRoot: string, currentUrl: string): string {
  return routeOf(partsOf(vehicle), siteRoot, currentUrl);
}
