import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { fitmentSchema } from './fit-rule';
import { useVehicleFitBadge } from './use-vehicle-fit-badge';
import { VehicleFitBadgeView } from './vehicle-fit-badge';
import { vehicleFitBadgeStyles } from './vehicle-fit-badge.styles';

export const vehicleFitBadgeAttributes = z.object({
  'data-make': attr.string(''),
  'data-model': attr.string(''),
  'data-year': attr.number(0, { integer: true, min: 0 }),
  'data-fitment': attr.json(fitmentSchema, [], 'VehicleFitmentEntry[]'),
});

/**
 * The 'fits my vehicle' badge of search and listing pages (page type `s`; community §2
 * "Vehicle-fit badge"). The vehicle comes from the page (data-year, data-make, data-model: the
 * listing's current vehicle); with any of them missing there is no badge. On any other page type it
 * shows nothing and says why once per page on the console, as the media uploader does.
 *
 * The spec leaves the text and the rule open; decided: the page gives the product's fitment in
 * data-fitment, a JSON list of `{ "make", "model"?, "yearFrom"?, "yearTo"? }` (no model: every model of
 * the make; no year bound: open-ended); names match ignoring case. A matching entry shows
 * 'Fits your {year} {make} {model}' with a check mark; a list without a match shows
 * 'Does not fit your {year} {make} {model}'; no list (or an empty one) means the fit is not known and
 * shows nothing. It makes no server call, so a listing of many products costs nothing.
 *
 * @summary 'Fits your {vehicle}' badge for search and listing pages.
 * @tag vehicle-fit-badge
 * @attr data-make - The page's vehicle make.
 * @attr data-model - The page's vehicle model.
 * @attr data-year - The page's vehicle year (0 or absent: none).
 * @attr data-fitment - JSON list of the vehicles the product fits: `[{"make":"Ford","model":"F-150","yearFrom":2015,"yearTo":2020}]`.
 * @cssprop --shop-fit-badge-fits-background - Background when it fits.
 * @cssprop --shop-fit-badge-fits-color - Text colour when it fits.
 * @cssprop --shop-fit-badge-no-fit-background - Background when it does not fit.
 * @cssprop --shop-fit-badge-no-fit-color - Text colour when it does not fit.
 * @csspart badge - The badge; `data-state` is `fits`, `does-not-fit`, `unknown` or `none`.
 */
export const vehicleFitBadgeDefinition = widget({
  tag: 'vehicle-fit-badge',
  attributes: vehicleFitBadgeAttributes,
  component: connect(VehicleFitBadgeView, useVehicleFitBadge),
  styles: vehicleFitBadgeStyles,
});

export const VehicleFitBadgeElement = /* @__PURE__ */ createWidgetClass(vehicleFitBadgeDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'vehicle-fit-badge': InstanceType<typeof VehicleFitBadgeElement>;
  }
}
