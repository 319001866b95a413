import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { MyVehicleLinkView } from './my-vehicle-link';
import { myVehicleLinkStyles } from './my-vehicle-link.styles';
import { useMyVehicleLink } from './use-my-vehicle-link';

export const myVehicleLinkAttributes = z.object({
  'data-link-text': attr.string('My Vehicle'),
});

/**
 * The 'My Vehicle' link (storefront §2 "Vehicle picker"; a small element of its own so a header can
 * carry it without a picker). It shows the shopper's vehicle (the one last picked on the page, else
 * the most recent of their recently viewed vehicles) and links to its vehicle page,
 * `/vehicle/{year}/{make}/{model}`; without a vehicle it links to `/vehicle-finder.aspx?noymm=true`.
 * It follows every picker on the page (and other bundles) through `shop:vehicle-selected`.
 *
 * @summary 'My Vehicle' link to the shopper's vehicle page.
 * @tag my-vehicle-link
 * @attr data-link-text - The link text (default 'My Vehicle').
 * @cssprop --shop-my-vehicle-color - Colour of the link text (defaults to --shop-color-link).
 * @csspart link - The anchor.
 * @csspart vehicle - The vehicle's name, when there is one.
 */
export const myVehicleLinkDefinition = widget({
  tag: 'my-vehicle-link',
  attributes: myVehicleLinkAttributes,
  component: connect(MyVehicleLinkView, useMyVehicleLink),
  styles: myVehicleLinkStyles,
});

export const MyVehicleLinkElement = /* @__PURE__ */ createWidgetClass(myVehicleLinkDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'my-vehicle-link': InstanceType<typeof MyVehicleLinkElement>;
  }
}
