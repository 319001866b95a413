import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { useVehiclePicker } from './use-vehicle-picker';
import { VehiclePickerView } from './vehicle-picker';
import { vehiclePickerStyles } from './vehicle-picker.styles';
import { VEHICLE_PAGE_KINDS } from './vehicle-route';

export const vehiclePickerAttributes = z.object({
  'data-element-id': attr.string(''),
  'data-heading': attr.string('Shop by Vehicle'),
  'data-page-kind': attr.oneOf(VEHICLE_PAGE_KINDS, 'auto'),
  'data-product-base-url': attr.url(''),
  'data-category-code': attr.string(''),
  'data-hitch-category': attr.string(''),
  'data-year': attr.number(0, { integer: true, min: 0 }),
  'data-make': attr.string(''),
  'data-model': attr.string(''),
});

/**
 * The vehicle year/make/model picker (storefront §2 "Vehicle picker"). Year, Make and Model open an
 * overlay at their step: 'Select Vehicle Year' (years by decade under headings), 'Select Make'
 * (preferred makes first, the others behind See More / See Less under 'More Options Below'),
 * 'Select Model', and the shopper's recently viewed vehicles with 'New Vehicle'. Picking a year
 * clears make and model; picking a make clears model; Make is disabled until a year is chosen and
 * Model until a make is. Picking a model (or a recent vehicle) closes the overlay, confirms the
 * vehicle with POST /api/ymm/validate (which adds it to the recent vehicles), fires
 * `shop:vehicle-selected` and goes to the page the page kind gives; Go goes there with what is
 * chosen so far. A loading circle replaces Go while the page changes.
 *
 * The overlay's step is in the URL fragment: `#ymm/{elementId}/years`, `#ymm/{elementId}/makes/{year}`,
 * `#ymm/{elementId}/models/{make}/{year}`, `#ymm/{elementId}/vehicles` (`#close` closes it), so the
 * browser's back button pops a step. Each picker answers only to its own element id, so several
 * pickers on one page are independent.
 *
 * Keyboard and screen readers: every list is a listbox (arrows, Home, End, Page Up/Down, type to
 * find, Enter or Space to pick); focus moves to the step heading when the step changes, then to
 * the current option once the options are there; loading, option counts and 'More Options Below'
 * are announced in a live region; Escape closes and focus returns to the control that opened it.
 * Up to medium widths (991 px) the overlay fills the screen and shows a close control.
 *
 * Where it goes (see `vehicle-navigation.ts`): product page → the product base url or
 * `p-{category code}.html` with `hhyear`, `hhmake`, `hhmodel`; fit-guide results →
 * `{hitch category}-{year}_{make}_{model}.htm` (spaces as +, `furl` kept as `fUrl`); search (page
 * type `s`) with the toggle Web-YMM-DropDown-SearchFilter → the current url with `hhyear`, `hhmake`,
 * `hhmodel` and `ymm=1`; department page with the toggle DepartmentPageVehicleSelectorBehavior →
 * that same form; otherwise → `/vehicle/{year}/{make}/{model}` (or shorter, or
 * `/vehicle-finder.aspx?noymm=true`). A trailing `?furl=-c1-` is stripped.
 *
 * @summary Vehicle year/make/model picker with a hash-routed overlay.
 * @tag vehicle-picker
 * @attr data-element-id - The picker's id in its hash routes. Default: the element's `id`, else `vehicle-picker-{n}` by its place among the page's pickers (stable between loads of the same page; set it for pickers added later).
 * @attr data-heading - The picker's title (default 'Shop by Vehicle').
 * @attr data-page-kind - `auto` (default), `product`, `fit-guide`, `search`, `department` or `other`. `auto`: page type `s` is search, a product base url or category code is a product page, a hitch category a fit-guide results page, anything else "any other page"; a department page must say `department`.
 * @attr data-product-base-url - Product page: the product's url (relative or absolute).
 * @attr data-category-code - Product page: the category code, for `p-{category code}.html` when there is no base url.
 * @attr data-hitch-category - Fit-guide results page: the hitch category (e.g. `Trailer-Hitch`).
 * @attr data-year - The page's current vehicle year (0 or absent: none).
 * @attr data-make - The page's current vehicle make (used with a year).
 * @attr data-model - The page's current vehicle model (used with a make).
 * @fires shop:vehicle-selected - When a whole vehicle is picked and confirmed (or the shop did not answer in time), before the page changes; detail `{ year, make, model }`.
 * @cssprop --shop-vehicle-picker-accent - Colour of the Go button (defaults to --shop-color-primary).
 * @cssprop --shop-vehicle-picker-border - Border of the picker.
 * @cssprop --shop-vehicle-picker-background - Background of the picker.
 * @cssprop --shop-vehicle-picker-bar-background - Background of the overlay's title bar.
 * @csspart picker - The picker (Year, Make, Model and Go).
 * @csspart field - Each of the Year, Make and Model buttons.
 * @csspart go - The Go button.
 * @csspart dialog - The overlay's dialog.
 */
export const vehiclePickerDefinition = widget({
  tag: 'vehicle-picker',
  attributes: vehiclePickerAttributes,
  component: connect(VehiclePickerView, useVehiclePicker),
  events: ['shop:vehicle-selected'],
  styles: vehiclePickerStyles,
});

export const VehiclePickerElement = /* @__PURE__ */ createWidgetClass(vehiclePickerDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'vehicle-picker': InstanceType<typeof VehiclePickerElement>;
  }
}
