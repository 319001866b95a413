import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { useZipCodeEntry } from './use-zip-code-entry';
import { ZipCodeEntryView } from './zip-code-entry';
import { zipCodeEntryStyles } from './zip-code-entry.styles';

export const zipCodeEntryAttributes = z.object({
  'data-heading': attr.string(''),
});

/**
 * The zip-code entry box (storefront §2, §5): a heading, the ZIP or postal code input, 'Use my current
 * location', Cancel and Submit. The same form is inside every delivery widget's ZIP modal.
 *
 * The code is required ('Zip code is required'), at most 10 characters ('Max length of 10
 * characters'), 5 digits with an optional -4, or a Canadian postal code ('Invalid zip'). Typing is
 * upper-cased and limited to letters, digits, space and hyphen; pasting and dropping are refused
 * with a notice; Enter submits. 'Use my current location' asks the browser for the position, then
 * GET /api/geography/closest-postal-code, and applies the code found; a denied, unavailable or
 * failing look-up says so. Messages are tied to the input (aria-describedby, aria-invalid) and
 * announced. Submit applies the code to every delivery estimate on the page (also in other bundles)
 * and saves it; Cancel empties the box.
 *
 * @summary ZIP or postal code box with 'Use my current location'.
 * @tag zip-code-entry
 * @attr data-heading - The heading (default 'Estimated Delivery to {zip}', or 'Estimated Delivery' before a ZIP code is known).
 * @fires shop:zip-changed - When the shopper enters a different ZIP code; detail `{ zipCode, previousZipCode }`.
 * @cssprop --shop-zip-code-entry-max-width - Width of the box (default 343px, the ZIP modal's).
 * @cssprop --shop-zip-code-entry-heading-size - Size of the heading.
 * @csspart box - The box around the form.
 */
export const zipCodeEntryDefinition = widget({
  tag: 'zip-code-entry',
  attributes: zipCodeEntryAttributes,
  component: connect(ZipCodeEntryView, useZipCodeEntry),
  events: ['shop:zip-changed'],
  styles: zipCodeEntryStyles,
});

export const ZipCodeEntryElement = /* @__PURE__ */ createWidgetClass(zipCodeEntryDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'zip-code-entry': InstanceType<typeof ZipCodeEntryElement>;
  }
}
