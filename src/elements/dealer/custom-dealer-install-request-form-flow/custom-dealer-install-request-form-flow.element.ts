import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { FLOW_STEPS } from './flow-route';
import { InstallRequestFormFlowView } from './install-request-form-flow';

export const installRequestFormFlowAttributes = z.object({
  'data-installer-id': attr.number(0, { integer: true, min: 0 }),
  'data-installer-name': attr.string(''),
  'data-step': attr.oneOf(FLOW_STEPS, 'installers'),
  'data-websku': attr.string(''),
  'data-postal-code': attr.string(''),
  'data-product-group': attr.string(''),
  'data-product-group-image': attr.url(''),
  'data-product-group-category': attr.string(''),
  'data-product-group-category-image': attr.url(''),
  'data-is-fitguided': attr.boolean(false),
  'data-recent-request-ids': attr.json(z.array(z.int().check(z.positive())), [], 'number[]'),
  'data-vehicle': attr.string(''),
  'data-additional-info': attr.string(''),
});

/**
 * A shopper asks local installers to fit a part (staff §2.7, page types installer and installer-details;
 * calls §7.9 and §7.10): find installers near a ZIP code within a distance, look at one (details and
 * photos), choose one or several or every installer nearby, give the vehicle (year, make and model through
 * the vehicle calls) and the job, then contact details, send, and see the request numbers and what happens
 * next. The step is in the URL (`?installstep=`), so back and forward move between steps; a failed call
 * keeps everything typed. The steps load as a file of their own after the element.
 *
 * @summary The shopper's install request: installers nearby, vehicle and job, contact details, confirmation.
 * @tag custom-dealer-install-request-form-flow
 * @attr data-installer-id - The installer of the page (installer-details pages): the flow opens on their details, chosen. 0 searches.
 * @attr data-installer-name - That installer's name, shown until their details load.
 * @attr data-step - The step to open on when the URL names none: installers, details, vehicle, contact or done (a step that needs earlier answers falls back to the first step missing).
 * @attr data-websku - The part to install (sent with the request and shown).
 * @attr data-postal-code - The shopper's ZIP code, filled in and searched at once.
 * @attr data-product-group - What needs installing (e.g. 'Trailer Hitch'); without it the shopper chooses.
 * @attr data-product-group-image - Picture of the product group.
 * @attr data-product-group-category - The product group's category, sent with the request and shown.
 * @attr data-product-group-category-image - Picture of the category.
 * @attr data-is-fitguided - Whether the vehicle came from the fit guide (sent with the request and said).
 * @attr data-recent-request-ids - JSON array of the shopper's recent request ids (e.g. [1025]): shows "You already requested an install".
 * @attr data-vehicle - The shopper's vehicle as one line ('2021 Ford F-150'); the vehicle step offers it first.
 * @attr data-additional-info - The job description to start from.
 * @csspart flow - The whole widget (data-step: the step shown).
 */
export const installRequestFormFlowDefinition = widget({
  tag: 'custom-dealer-install-request-form-flow',
  attributes: installRequestFormFlowAttributes,
  component: InstallRequestFormFlowView,
  styles: ':host { display: block; }',
});

export const InstallRequestFormFlowElement = /* @__PURE__ */ createWidgetClass(
  installRequestFormFlowDefinition,
);

declare global {
  interface HTMLElementTagNameMap {
    'custom-dealer-install-request-form-flow': InstanceType<typeof InstallRequestFormFlowElement>;
  }
}
