import {
  type ChosenVehicle,
  finish,
  partsOf,
  resolveUrl,
  routeOf,
  stripDefaultFurl,
  type VehiclePageKind,
  type VehiclePageKindSetting,
  type VehicleParts,
} from './vehicle-route';

export {
  type ChosenVehicle,
  stripDefaultFurl,
  VEHICLE_FINDER_PATH,
  VEHICLE_PAGE_KINDS,
  type VehiclePageKind,
  type VehiclePageKindSetting,
  vehicleRoute,
} from './vehicle-route';

/**
 * Where a picked vehicle takes the shopper (storefront §2 "Vehicle picker"), as one pure function.
 *
 * | page | destination |
 * |---|---|
 * | product | the product base url, or `p-{category code}.html`, with `hhyear`, `hhmake`, `hhmodel` |
 * | fit-guide results | `{hitch category}-{year}_{make}_{model}.htm`, spaces as `+`, the current `furl` kept as `fUrl` |
 * | search (`s`) | with the toggle Web-YMM-DropDown-SearchFilter on: the current url with `hhyear`, `hhmake`, `hhmodel` and `ymm=1` replacing older values; off: the vehicle route |
 * | department | with DepartmentPageVehicleSelectorBehavior on: the search form; off: the vehicle route |
 * | any other | `/vehicle/{year}/{make}/{model}`, `/vehicle/{year}/{make}`, `/vehicle/{year}`, or `/vehicle-finder.aspx?noymm=true` |
 *
 * A trailing `?furl=-c1-` is stripped from the url a destination is built on, and from the result.
 *
 * Decisions where the spec is silent: a vehicle is read in order (a make counts only with a year, a
 * model only with a make); the query forms carry the parts chosen and drop older values of the
 * others (nothing chosen on the search form also drops `ymm`); a fit-guide page needs the whole
 * vehicle and a hitch category, otherwise the vehicle route applies; the overlay's own hash route
 * (`#ymm/...`, `#hamburger`, `#close`) is never carried to the destination, any other fragment is.
 *
 * The vehicle route and the page kinds, which widgets need from the start, are in `vehicle-route.ts`;
 * this module loads when a pick is near (with the picker's overlay, on intent).
 */
export const VEHICLE_QUERY_KEYS = { year: 'hhyear', make: 'hhmake', model: 'hhmodel' } as const;
export const SEARCH_FILTER_KEY = 'ymm';
export const FIT_GUIDE_FURL_KEY = 'fUrl';

/** What the page says about itself: its page type (configuration) and the picker's attributes. */
export interface PageFacts {
  pageType: string;
  pageKind: VehiclePageKindSetting;
  productBaseUrl: string;
  categoryCode: string;
  hitchCategory: string;
}

/**
 * The page kind: the `data-page-kind` attribute when set; otherwise page type `s` is the search
 * page, a product base url or category code makes a product page, a hitch category a fit-guide
 * results page, and anything else is "any other page". A department page always says so.
 */
export function resolvePageKind(facts: PageFacts): VehiclePageKind {
  if (facts.pageKind !== 'auto') return facts.pageKind;
  if (facts.pageType === 's') return 'search';
  if (facts.productBaseUrl.trim() || facts.categoryCode.trim()) return 'product';
  if (facts.hitchCategory.trim()) return 'fit-guide';
  return 'other';
}

export interface DestinationInput {
  vehicle: ChosenVehicle;
  pageKind: VehiclePageKind;
  /** The page's address (location.href). */
  currentUrl: string;
  /** The configuration's site root (ends with `/`). */
  siteRoot: string;
  productBaseUrl?: string;
  categoryCode?: string;
  hitchCategory?: string;
  /** The toggle Web-YMM-DropDown-SearchFilter. */
  searchFilterOn: boolean;
  /** The department experiment DepartmentPageVehicleSelectorBehavior. */
  departmentQueryOn: boolean;
}

function deleteParam(params: URLSearchParams, name: string): void {
  for (const key of [...params.keys()]) {
    if (key.toLowerCase() === name.toLowerCase()) params.delete(key);
  }
}

function queryForm(
  baseUrl: string,
  input: DestinationInput,
  parts: VehicleParts | [],
  withFilterFlag: boolean,
): string {
  const url = resolveUrl(baseUrl, input.currentUrl);
  const keys = [VEHICLE_QUERY_KEYS.year, VEHICLE_QUERY_KEYS.make, VEHICLE_QUERY_KEYS.model];
  for (const key of keys) deleteParam(url.searchParams, key);
  if (withFilterFlag) deleteParam(url.searchParams, SEARCH_FILTER_KEY);
  parts.forEach((part, index) => {
    const key = keys[index];
    if (key && part !== undefined) url.searchParams.set(key, part);
  });
  if (withFilterFlag && parts.length > 0) url.searchParams.set(SEARCH_FILTER_KEY, '1');
  return finish(url);
}

function plusSegment(text: string): string {
  return encodeURIComponent(text.trim()).replace(/%20/g, '+');
}

/** The `furl` value of the page's address (any spelling of the name), after the default is stripped. */
function currentFurl(currentUrl: string): string | null {
  const url = new URL(stripDefaultFurl(currentUrl));
  for (const [key, value] of url.searchParams) {
    if (key.toLowerCase() === 'furl' && value !== '') return value;
  }
  return null;
}

function fitGuideResults(input: DestinationInput, parts: VehicleParts | []): string {
  const hitchCategory = input.hitchCategory?.trim() ?? '';
  if (parts.length !== 3 || hitchCategory === '') return routeOf(parts, input.siteRoot, input.currentUrl);
  const [year, make, model] = parts;
  const file = `${plusSegment(hitchCategory)}-${plusSegment(year)}_${plusSegment(make ?? '')}_${plusSegment(model ?? '')}.htm`;
  const url = new URL(`${input.siteRoot}${file}`, input.currentUrl);
  const furl = currentFurl(input.currentUrl);
  if (furl !== null) url.searchParams.set(FIT_GUIDE_FURL_KEY, furl);
  return finish(url);
}

function productPage(input: DestinationInput, parts: VehicleParts | []): string {
  const baseUrl = input.productBaseUrl?.trim();
  const categoryCode = input.categoryCode?.trim();
  const base = baseUrl
    ? baseUrl
    : categoryCode
      ? `${input.siteRoot}p-${encodeURIComponent(categoryCode)}.html`
      : input.currentUrl;
  return queryForm(base, input, parts, false);
}

/** The address a picked (or partly picked) vehicle goes to, by the page's kind. */
export function vehicleDestination(input: DestinationInput): string {
  const parts = partsOf(input.vehicle);
  switch (input.pageKind) {
    case 'product':
      return productPage(input, parts);
    case 'fit-guide':
      return fitGuideResults(input, parts);
    case 'search':
      return input.searchFilterOn
        ? queryForm(input.currentUrl, input, parts, true)
        : routeOf(parts, input.siteRoot, input.currentUrl);
    case 'department':
      return input.departmentQueryOn
        ? queryForm(input.currentUrl, input, parts, true)
        : routeOf(parts, input.siteRoot, input.currentUrl);
    default:
      return routeOf(parts, input.siteRoot, input.currentUrl);
  }
}
