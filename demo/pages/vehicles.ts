import type { FitmentEntry } from '../../src/elements/storefront/vehicle-fit-badge/fit-rule';
import { setFeatureToggle } from '../../src/mocks/controls';
import { findProduct, type Product } from '../../src/mocks/data/products';
import { state } from '../../src/mocks/state';
import { html } from '../layout';
import type { DemoPage } from './types';

/**
 * The vehicle picker's pages: a department page and a fit-guide page showing the navigation rules,
 * a page for "any other page" (with two independent pickers and the My Vehicle link), and the pages a
 * pick lands on (`/vehicle/{year}/{make}/{model}`, `/vehicle-finder.aspx`, the fit-guide results
 * `{hitch category}-{year}_{make}_{model}.htm`). The product page and the search listing
 * (`catalog.ts`) use the helpers at the end.
 */

const DEPARTMENT_TOGGLE = 'DepartmentPageVehicleSelectorBehavior';
const SEARCH_TOGGLE = 'Web-YMM-DropDown-SearchFilter';
const HITCH_CATEGORY = 'Trailer-Hitch';

/** The demo listing's knowledge of which vehicles its vehicle-specific parts fit (server data on a real shop). */
export const DEMO_FITMENT: Readonly<Record<string, FitmentEntry[]>> = {
  C13130: [
    { make: 'Ford', model: 'F-150', yearFrom: 2015, yearTo: 2020 },
    { make: 'Ram', model: '1500', yearFrom: 2019 },
    { make: 'Chevrolet', model: 'Silverado 1500', yearFrom: 2019 },
    { make: 'GMC', model: 'Sierra 1500', yearFrom: 2019 },
    { make: 'Toyota', model: 'Tacoma', yearFrom: 2016, yearTo: 2023 },
  ],
  C11442: [
    { make: 'Honda', model: 'Civic', yearFrom: 2016, yearTo: 2021 },
    { make: 'Toyota', model: 'Corolla', yearFrom: 2014, yearTo: 2019 },
    { make: 'Subaru', model: 'Impreza', yearFrom: 2017, yearTo: 2023 },
  ],
  '75237': [
    { make: 'Ford', model: 'F-150', yearFrom: 2021 },
    { make: 'Toyota', model: 'RAV4', yearFrom: 2019 },
    { make: 'Honda', model: 'Pilot', yearFrom: 2016, yearTo: 2022 },
  ],
  C56146: [
    { make: 'Ford', model: 'F-150', yearFrom: 2015, yearTo: 2020 },
    { make: 'Jeep', model: 'Wrangler', yearFrom: 2018 },
  ],
  HM11143395: [
    { make: 'Toyota', model: 'Tacoma', yearFrom: 2016, yearTo: 2023 },
    { make: 'Toyota', model: '4Runner', yearFrom: 2010, yearTo: 2024 },
    { make: 'Honda', model: 'Pilot', yearFrom: 2016, yearTo: 2022 },
  ],
  WT110043: [
    { make: 'Ford', model: 'F-150', yearFrom: 2015, yearTo: 2020 },
    { make: 'Ram', model: '1500', yearFrom: 2019, yearTo: 2024 },
  ],
  HL57221: [
    { make: 'Chevrolet', model: 'Silverado 1500', yearFrom: 2019, yearTo: 2024 },
    { make: 'GMC', model: 'Sierra 1500', yearFrom: 2019, yearTo: 2024 },
  ],
};

/** Skus of the hitches the fit-guide pages list. */
const FIT_GUIDE_SKUS = ['C13130', 'C11442', '75237'];

interface PageVehicle {
  year: number | null;
  make: string | null;
  model: string | null;
}

/** The vehicle a page was asked for with `?hhyear`, `hhmake`, `hhmodel` (read in order). */
export function vehicleFromQuery(url: URL): PageVehicle {
  const yearText = url.searchParams.get('hhyear') ?? '';
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  const make = year !== null ? url.searchParams.get('hhmake')?.trim() || null : null;
  const model = make !== null ? url.searchParams.get('hhmodel')?.trim() || null : null;
  return { year, make, model };
}

function vehicleName(vehicle: PageVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null).join(' ');
}

function vehicleAttributes(vehicle: PageVehicle): string {
  const parts: string[] = [];
  if (vehicle.year !== null) parts.push(`data-year="${vehicle.year}"`);
  if (vehicle.make !== null) parts.push(`data-make="${html(vehicle.make)}"`);
  if (vehicle.model !== null) parts.push(`data-model="${html(vehicle.model)}"`);
  return parts.join(' ');
}

function picker(attributes: string): string {
  return `<vehicle-picker ${attributes}></vehicle-picker>`;
}

function toggleState(key: string): boolean {
  return state.featureToggles[key] ?? false;
}

/** `?toggle=on|off` on a demo page switches that page's toggle in the fake shop (the demo has no admin). */
function applyToggleFromQuery(url: URL, key: string): void {
  const asked = url.searchParams.get('toggle');
  if (asked === 'on' || asked === 'off') setFeatureToggle(key, asked === 'on');
}

function toggleNote(key: string, path: string, onText: string, offText: string): string {
  const on = toggleState(key);
  return `<p class="demo-note" data-toggle="${html(key)}" data-on="${on}">The toggle <code>${html(key)}</code> is
      <strong>${on ? 'on' : 'off'}</strong>: ${html(on ? onText : offText)}
      <a href="${html(path)}?toggle=${on ? 'off' : 'on'}">Turn it ${on ? 'off' : 'on'}</a>.</p>`;
}

function product(webSku: string): Product {
  const found = findProduct(webSku);
  if (!found) throw new Error(`demo: no product ${webSku} in the catalogue`);
  return found;
}

/**
 * A badge for a card of the search listing (page type `s`, the only one the badge shows on, community
 * §2): the page's vehicle against the product's fitment (no badge without either).
 */
export function fitBadge(webSku: string, vehicle: PageVehicle): string {
  const fitment = DEMO_FITMENT[webSku];
  if (!fitment) return '';
  return `<p><vehicle-fit-badge ${vehicleAttributes(vehicle)} data-fitment="${html(JSON.stringify(fitment))}"></vehicle-fit-badge></p>`;
}

function hitchCards(): string {
  return `<ul class="demo-products" aria-label="Trailer hitches">${FIT_GUIDE_SKUS.map((sku) => {
    const item = product(sku);
    return `<li class="demo-product">
        <img src="${html(item.imageUrl)}" alt="" width="160" height="160">
        <h3>${html(item.name)}</h3>
        <p class="demo-product__sku">Part ${html(item.webSku)}</p>
      </li>`;
  }).join('')}</ul>`;
}

function landingNote(vehicle: PageVehicle): string {
  const name = vehicleName(vehicle);
  return name
    ? `<p class="demo-note" data-vehicle="${html(name)}">Showing parts for your <strong>${html(name)}</strong>.</p>`
    : '';
}

function decoded(segment: string): string | null {
  try {
    const text = decodeURIComponent(segment.replace(/\+/g, ' ')).trim();
    return text === '' ? null : text;
  } catch {
    return null;
  }
}

/** `/vehicle/2020/Ford/F-150` (or shorter) → its vehicle; undefined for any other path. */
function vehicleFromRoute(pathname: string): PageVehicle | undefined {
  const match = /^\/vehicle\/(\d{4})(?:\/([^/]+))?(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return undefined;
  const make = match[2] ? decoded(match[2]) : null;
  return { year: Number(match[1]), make, model: make && match[3] ? decoded(match[3]) : null };
}

/** `/Trailer-Hitch-2020_Ford_F-150.htm` → its category and vehicle (spaces written as +). */
function fitGuideFromPath(pathname: string): { category: string; vehicle: PageVehicle } | undefined {
  const match = /^\/([A-Za-z+%0-9-]+?)-(\d{4})_([^_/]+)_([^_/]+)\.htm$/.exec(pathname);
  if (!match) return undefined;
  const category = decoded(match[1] ?? '');
  const make = decoded(match[3] ?? '');
  const model = decoded(match[4] ?? '');
  if (!category || !make || !model) return undefined;
  return { category, vehicle: { year: Number(match[2]), make, model } };
}

function vehiclePage(vehicle: PageVehicle): DemoPage {
  const name = vehicleName(vehicle);
  return {
    title: `Parts for your ${name}`,
    pageType: 'default',
    body: () => `${landingNote(vehicle)}
      <p>This is where <code>/vehicle/{year}/{make}/{model}</code> (or a shorter vehicle) lands. <my-vehicle-link></my-vehicle-link></p>
      <h2>Trailer hitches</h2>
      ${vehicle.make && vehicle.model ? hitchCards() : '<p>Choose the rest of your vehicle to see the hitches that fit it.</p>'}
      <h2>Another vehicle?</h2>
      ${picker(`data-element-id="vehicle-page" ${vehicleAttributes(vehicle)}`)}`,
  };
}

function fitGuideResultsPage(category: string, vehicle: PageVehicle, url: URL): DemoPage {
  const furl = url.searchParams.get('fUrl');
  return {
    title: `${category.replace(/-/g, ' ')} fit guide: ${vehicleName(vehicle)}`,
    pageType: 'default',
    body: () => `${landingNote(vehicle)}
      <p>A fit-guide results page: another vehicle goes to <code>{hitch category}-{year}_{make}_{model}.htm</code> with spaces as +${
        furl ? `, keeping <code>fUrl=${html(furl)}</code>` : ''
      }.</p>
      ${picker(`data-element-id="fit-guide" data-hitch-category="${html(category)}" ${vehicleAttributes(vehicle)}`)}
      <h2>Results</h2>
      ${hitchCards()}`,
  };
}

/** Pages with a vehicle in their path: the vehicle route and the fit-guide results. */
export function vehicleRoutePage(url: URL): DemoPage | undefined {
  const vehicle = vehicleFromRoute(url.pathname);
  if (vehicle) return vehiclePage(vehicle);
  const fitGuide = fitGuideFromPath(url.pathname);
  if (fitGuide) return fitGuideResultsPage(fitGuide.category, fitGuide.vehicle, url);
  return undefined;
}

export const vehiclePages: Record<string, DemoPage> = {
  '/vehicles': {
    title: 'Shop by vehicle',
    pageType: 'default',
    description:
      'the vehicle picker on "any other page" (a pick goes to /vehicle/{year}/{make}/{model}), two independent pickers and the My Vehicle link.',
    body: () => `<p>Your vehicle: <my-vehicle-link></my-vehicle-link></p>
      <p>Picking year, make and model goes to <code>/vehicle/{year}/{make}/{model}</code>; Go with only a year or a
        make goes to <code>/vehicle/{year}</code> or <code>/vehicle/{year}/{make}</code>, and with nothing to
        <code>/vehicle-finder.aspx?noymm=true</code>.</p>
      <div class="demo-checkout">
        <section aria-labelledby="demo-picker-one"><h2 id="demo-picker-one">Towing</h2>
          ${picker('data-element-id="towing" data-heading="Towing parts for your vehicle"')}</section>
        <section aria-labelledby="demo-picker-two"><h2 id="demo-picker-two">Accessories</h2>
          ${picker('data-element-id="accessories" data-heading="Accessories for your vehicle" data-year="2019" data-make="Ram" data-model="1500"')}</section>
      </div>`,
  },
  '/vehicle-finder.aspx': {
    title: 'Vehicle finder',
    pageType: 'default',
    body: () => `<p>Where Go without a vehicle lands (<code>/vehicle-finder.aspx?noymm=true</code>).</p>
      ${picker('data-element-id="finder"')}`,
  },
  '/maindept-Towing.aspx': {
    title: 'Towing',
    pageType: 'default',
    description:
      'a department page: with DepartmentPageVehicleSelectorBehavior on, a pick filters this page (?hhyear...&ymm=1); off, it goes to the vehicle page.',
    body: (url) => {
      applyToggleFromQuery(url, DEPARTMENT_TOGGLE);
      const vehicle = vehicleFromQuery(url);
      return `${landingNote(vehicle)}
        ${toggleNote(
          DEPARTMENT_TOGGLE,
          '/maindept-Towing.aspx',
          'a pick reloads this page with ?hhyear, hhmake, hhmodel and ymm=1.',
          'a pick goes to /vehicle/{year}/{make}/{model}.',
        )}
        ${picker(`data-element-id="department" data-page-kind="department" ${vehicleAttributes(vehicle)}`)}
        <h2>Popular in towing</h2>
        ${hitchCards()}`;
    },
  },
  '/fit-guide': {
    title: 'Trailer hitch fit guide',
    pageType: 'default',
    description:
      'the fit guide: a pick goes to Trailer-Hitch-{year}_{make}_{model}.htm (spaces as +, ?furl kept as fUrl).',
    body: (url) => `<p>Pick your vehicle to see the trailer hitches that fit it. The results page is
        <code>${HITCH_CATEGORY}-{year}_{make}_{model}.htm</code>${
          url.searchParams.has('furl')
            ? `, keeping <code>furl=${html(url.searchParams.get('furl') ?? '')}</code> as <code>fUrl</code>`
            : ' (<a href="/fit-guide?furl=towing-c2">with a furl</a>)'
        }.</p>
      ${picker(`data-element-id="fit-guide" data-hitch-category="${HITCH_CATEGORY}"`)}`,
  },
};

/** The product page's picker: a pick comes back to the product with ?hhyear, hhmake, hhmodel. */
export function productPagePicker(url: URL, productPath: string): string {
  const vehicle = vehicleFromQuery(url);
  const name = vehicleName(vehicle);
  return `<section aria-labelledby="demo-fit-title">
      <h2 id="demo-fit-title">Check the fit</h2>
      ${name ? `<p class="demo-note" data-vehicle="${html(name)}">Checking the fit for your <strong>${html(name)}</strong>.</p>` : ''}
      ${picker(`data-element-id="product" data-page-kind="product" data-product-base-url="${html(productPath)}" ${vehicleAttributes(vehicle)}`)}
    </section>`;
}

/** The search listing's picker: with Web-YMM-DropDown-SearchFilter on, a pick filters the listing. */
export function searchPagePicker(url: URL): string {
  applyToggleFromQuery(url, SEARCH_TOGGLE);
  const vehicle = vehicleFromQuery(url);
  return `${landingNote(vehicle)}
    ${toggleNote(
      SEARCH_TOGGLE,
      '/search',
      'a pick filters this listing (?hhyear, hhmake, hhmodel and ymm=1).',
      'a pick goes to /vehicle/{year}/{make}/{model}.',
    )}
    ${picker(`data-element-id="search" ${vehicleAttributes(vehicle)}`)}`;
}
