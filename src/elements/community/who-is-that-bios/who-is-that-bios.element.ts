import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { useWhoIsThatBios } from './use-who-is-that-bios';
import { WhoIsThatBiosView } from './who-is-that-bios';
import { whoIsThatBiosStyles } from './who-is-that-bios.styles';

export const whoIsThatBiosAttributes = z.object({
  imageBaseUrl: attr.url(''),
  'data-heading-level': attr.oneOf(['2', '3', '4'], '2'),
});

/**
 * The staff biography page (page type who-is-that, community §2): the list of staff bios from
 * `GET /api/accounts/whoisthat-bios`, each with its picture, display name, summary and about-me
 * (server HTML, sanitised with DOMPurify), and the internal summary for internal staff only (the
 * page configuration's `internalStaff`). Loading, empty and error states, with a retry.
 *
 * @summary The who-is-that page's list of staff bios.
 * @tag who-is-that-bios
 * @attr imageBaseUrl - Base URL of the bios' relative picture paths; the page's image base URL when empty.
 * @attr data-heading-level - Heading level of each name (2, 3 or 4; default 2); the bio's own sub-headings are one below.
 * @cssprop --shop-bios-columns-min - Narrowest column of the list before it wraps (20rem).
 * @cssprop --shop-bios-picture-radius - Corner radius of the pictures (50%).
 * @csspart bios - The whole widget (its state in data-state: loading, error, empty, ready).
 * @csspart list - The list of bios.
 * @csspart bio - One bio.
 * @csspart picture - A bio's picture (or the initials placeholder).
 * @csspart name - A bio's display name.
 * @csspart summary - A bio's summary.
 * @csspart internal-summary - A bio's internal summary (internal staff only).
 * @csspart about-me - A bio's about-me section.
 * @csspart about-me-text - The about-me text.
 * @csspart message - The empty or error message.
 * @csspart retry - The 'Try again' button of the error state.
 */
export const whoIsThatBiosDefinition = widget({
  tag: 'who-is-that-bios',
  attributes: whoIsThatBiosAttributes,
  component: connect(WhoIsThatBiosView, useWhoIsThatBios),
  styles: whoIsThatBiosStyles,
});

export const WhoIsThatBiosElement = /* @__PURE__ */ createWidgetClass(whoIsThatBiosDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'who-is-that-bios': InstanceType<typeof WhoIsThatBiosElement>;
  }
}
