import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { EmployeeBioReviewView } from './employee-bio-review';
import { employeeBioReviewStyles } from './employee-bio-review.styles';
import { useEmployeeBioReview } from './use-employee-bio-review';

export const employeeBioReviewAttributes = z.object({
  'data-bio-id': attr.number(0, { integer: true, min: 0 }),
});

/**
 * The staff bio review screen (page type accountbio, staff §7.8, §3.18): loads the bio an employee
 * submitted (GET /api/accounts/employee-bio-review/{id}) and shows it as the site would, its HTML
 * (summary, about me) cleaned by DOMPurify, beside editable fields (display name, summary, internal
 * summary, about me). 'Save changes' sends the edits (PUT /employee-bio-review/{id}); 'Approve bio' and
 * 'Reject bio' send the decision with a note (PUT /bio-review-status/{id}; a rejection needs the note),
 * saving unsaved edits first. One action at a time; every failure keeps what was typed and says which
 * step failed. Without a bio id it lists every bio with its review status (GET /api/accounts/bios), those
 * waiting for review first; 'Review' opens one in place and 'Back to all bios' returns to the list, loaded
 * afresh.
 *
 * @summary Staff review of employee bios: the list, then a bio's preview, edits and approval or rejection.
 * @tag employee-bio-review
 * @attr data-bio-id - The submitted bio to review (bioID, a whole number above 0); 0 or absent lists the bios to choose from.
 * @cssprop --shop-bio-review-max-width - Widest the screen grows (default 72rem).
 * @csspart root - The screen (its `data-state`: list, pending, approved, rejected, or the action in flight: save, approve, reject).
 * @csspart status - The bio's review status.
 * @csspart submitted - The submitted bio as the site shows it.
 * @csspart summary - The submitted summary (cleaned HTML).
 * @csspart about-me - The submitted about me (cleaned HTML).
 * @csspart edit - The form of editable fields.
 * @csspart save - The 'Save changes' button.
 * @csspart decision - The note and the approve and reject buttons.
 * @csspart approve - The 'Approve bio' button.
 * @csspart reject - The 'Reject bio' button.
 * @csspart message - The outcome of the last action.
 * @csspart retry - The 'Try again' button when the bio or the list could not load.
 * @csspart list - The table of bios (without a bio id).
 * @csspart back - The 'Back to all bios' button of a review opened from the list.
 */
export const employeeBioReviewDefinition = widget({
  tag: 'employee-bio-review',
  attributes: employeeBioReviewAttributes,
  component: connect(EmployeeBioReviewView, useEmployeeBioReview),
  styles: employeeBioReviewStyles,
});

export const EmployeeBioReviewElement = /* @__PURE__ */ createWidgetClass(employeeBioReviewDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'employee-bio-review': InstanceType<typeof EmployeeBioReviewElement>;
  }
}
