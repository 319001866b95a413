import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { InstallerReviewFormShell } from './installer-review-form-shell';

export const installerReviewFormAttributes = z.object({
  'data-installer-id': attr.number(0, { integer: true, min: 0 }),
  'data-installer-name': attr.string(''),
  'data-websku': attr.string(''),
  'data-install-request-id': attr.number(0, { integer: true, min: 0 }),
  'data-review-id': attr.number(0, { integer: true, min: 0 }),
  'data-rating': attr.number(0, { integer: true, min: 0, max: 5 }),
  'data-review-text': attr.string(''),
  'data-name': attr.string(''),
  'data-email': attr.string(''),
});

/**
 * A shopper rates the installer after an install request (staff §3.18, §5, §7.9): a star radio group
 * (required: a submit without a star shows and announces 'Please select a star rating from 1-5'), their
 * name and email (new reviews), and an optional text of at most 4000 characters with the placeholder
 * 'How was your call with the installer?'. The first save is POST /api/installers/reviews; the answer's
 * data.dealerInstallerReviewID turns the form into an edit of that review, saved with PUT
 * /api/installers/update-review/ from then on (an existing review given in the attributes starts there).
 * The button is disabled while a save is in flight; a failed save says 'An error has occured.' and keeps
 * everything typed. The review then waits in the dealer's dashboard to be linked to its request.
 *
 * @summary Installer review by a shopper: stars, name, email, text; create, then edit.
 * @tag installer-review-form
 * @attr data-installer-id - The installer reviewed (dealerInstallerId, a whole number above 0; 0 shows why the form cannot be used).
 * @attr data-installer-name - The installer's name, for the heading.
 * @attr data-websku - The part the install was for (sent as webSKU).
 * @attr data-install-request-id - The shopper's install request (sent as dealerInstallRequestId; 0 when unknown).
 * @attr data-review-id - An existing review to edit (dealerInstallerReviewId); 0 writes a new one.
 * @attr data-rating - The existing review's rating (1 to 5), with data-review-id.
 * @attr data-review-text - The existing review's text, with data-review-id.
 * @attr data-name - The shopper's name, prefilled (sent as name).
 * @attr data-email - The shopper's email address, prefilled (sent as email).
 * @cssprop --shop-installer-review-max-width - Widest the form grows (default 40rem).
 * @csspart root - The widget (its `data-state`: new, editing, saving, or none without an installer).
 * @csspart submit - The Submit Review / Update Review button.
 * @csspart message - The outcome of the last save (success or failure).
 */
export const installerReviewFormDefinition = widget({
  tag: 'installer-review-form',
  attributes: installerReviewFormAttributes,
  component: InstallerReviewFormShell,
  styles: ':host { display: block; }',
});

export const InstallerReviewFormElement = /* @__PURE__ */ createWidgetClass(installerReviewFormDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'installer-review-form': InstanceType<typeof InstallerReviewFormElement>;
  }
}
