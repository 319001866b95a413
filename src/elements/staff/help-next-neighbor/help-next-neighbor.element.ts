import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { HelpNextNeighborView } from './help-next-neighbor';
import { helpNextNeighborStyles } from './help-next-neighbor.styles';
import { useHelpNextNeighbor } from './use-help-next-neighbor';

/** The spec names no attribute of this widget but the moderator flag and the portal's address (§2.1): the names are ours. */
export const helpNextNeighborAttributes = z.object({
  'data-employee-id': attr.number(0, { integer: true, min: 0 }),
  'data-employee-name': attr.string(''),
  'data-is-moderator': attr.boolean(false),
  'data-portal-url': attr.url(''),
});

/**
 * The staff queue bar (staff §2.1, §4.6, §7.6, §7.7). 'Help Next Neighbor' pulls the next item of
 * the queue of the user's role (GET /api/specialist-queue/specialist/{employeeId}/{name}/next, or the
 * moderator queue's for moderators); 'Pull Next Review' (moderators only) the next of the moderator
 * queue starting with the Review source (?startingSource=1); 'Get Inactive Product Content', shown
 * only with the feature toggle PullInactiveProductContent, the next comment on an inactive product
 * (.../next-inactive-product). 'Go To Portal' goes to the external expert portal's comments page;
 * 'Reload Page' reloads the page at #reply-{id} or #comment-{id}.
 *
 * A pulled item is opened through the address lookup of its source (GET /api/address/productfromreview,
 * video, question or faq /{key}; an answer on its question's page) with the query parameters
 * commentId, replyId, queueItemType, revId, answerId and inactiveWebskus, and #answer-{id} for
 * answers. An empty queue says 'Content Queue Empty, Way To Go!' (the inactive one 'Inactive Content
 * Queue Empty, Way To Go!'); a failed lookup or navigation gives the §8 message and Try again opens the
 * same item (it is off the queue already). The employee's held items and counts are listed under
 * the buttons; a held item opens like a pulled one.
 *
 * @summary Staff queue bar: Help Next Neighbor, Pull Next Review, inactive product content, held items.
 * @tag help-next-neighbor
 * @attr data-employee-id - The signed-in employee's id (the {employeeId} of the queue paths).
 * @attr data-employee-name - The employee's name as the queue service knows it (the {name} of the next-item paths).
 * @attr data-is-moderator - The signed-in employee is a moderator: the moderator queue and 'Pull Next Review'.
 * @attr data-portal-url - Address of the external expert portal's comments page ('Go To Portal'; absent hides it).
 * @cssprop --shop-hnn-background - Background of the bar.
 * @cssprop --shop-hnn-accent - Colour of the buttons (defaults to --shop-color-primary).
 * @csspart root - The bar (its `data-state`: idle, busy, failed).
 * @csspart button - Every button and the portal link.
 * @csspart next-button - 'Help Next Neighbor'.
 * @csspart review-button - 'Pull Next Review'.
 * @csspart inactive-button - 'Get Inactive Product Content'.
 * @csspart portal-link - 'Go To Portal'.
 * @csspart reload-button - 'Reload Page'.
 * @csspart status - The status line (pulling, going to an item, the empty-queue messages).
 * @csspart error - The failure message and Try again.
 * @csspart overview - The employee's counts and held items; while they load, an empty place of two lines (`data-state="loading"`), so what is below does not move.
 */
export const helpNextNeighborDefinition = widget({
  tag: 'help-next-neighbor',
  attributes: helpNextNeighborAttributes,
  component: connect(HelpNextNeighborView, useHelpNextNeighbor),
  styles: helpNextNeighborStyles,
});

export const HelpNextNeighborElement = /* @__PURE__ */ createWidgetClass(helpNextNeighborDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'help-next-neighbor': InstanceType<typeof HelpNextNeighborElement>;
  }
}
