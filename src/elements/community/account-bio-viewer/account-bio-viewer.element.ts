import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { AccountBioViewerView } from './account-bio-viewer';
import { accountBioViewerStyles } from './account-bio-viewer.styles';
import { useAccountBioViewer } from './use-account-bio-viewer';

export const accountBioViewerAttributes = z.object({
  'data-employee-id': attr.number(0, { integer: true, min: 0 }),
  imageBaseUrl: attr.url(''),
});

/**
 * The account bio viewer (community §2, staff §9): loads the employee's bio from
 * `GET /api/accounts/employee-bio/{id}` and shows a 'View Bio' button only when the bio has a summary.
 * The button opens a dialog 60% wide with the 150x150 picture, the display name and the summary as
 * HTML (sanitised with DOMPurify); Escape, the close button or the background close it and focus
 * goes back to the button. Without an employee id it shows nothing and says why on the console.
 *
 * @summary 'View Bio' button and dialog for one employee's bio.
 * @tag account-bio-viewer
 * @attr data-employee-id - The employee whose bio is shown (a whole number above 0).
 * @attr imageBaseUrl - Base URL of a relative picture path; the page's image base URL when empty.
 * @cssprop --shop-bio-viewer-button-color - Text colour of the 'View Bio' button (defaults to --shop-color-link).
 * @cssprop --shop-bio-viewer-button-border - Border colour of the button (defaults to --shop-color-link).
 * @cssprop --shop-bios-picture-radius - Corner radius of the picture (50%).
 * @csspart viewer - The widget (its state in data-state: loading, error, closed, open).
 * @csspart button - The 'View Bio' button.
 * @csspart dialog-body - The dialog's content: picture and summary.
 * @csspart picture - The picture (or the initials placeholder).
 * @csspart summary - The summary.
 * @csspart message - The error message.
 * @csspart retry - The 'Try again' button of the error state.
 */
export const accountBioViewerDefinition = widget({
  tag: 'account-bio-viewer',
  attributes: accountBioViewerAttributes,
  component: connect(AccountBioViewerView, useAccountBioViewer),
  styles: accountBioViewerStyles,
});

export const AccountBioViewerElement = /* @__PURE__ */ createWidgetClass(accountBioViewerDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'account-bio-viewer': InstanceType<typeof AccountBioViewerElement>;
  }
}
