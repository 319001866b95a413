import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { InstallRequestsSelectorView } from './dealer-install-requests-selector';
import { installRequestsSelectorStyles } from './dealer-install-requests-selector.styles';
import { useInstallRequestsSelector } from './use-dealer-install-requests-selector';

export const installRequestsSelectorAttributes = z.object({
  'data-dealer-id': attr.number(0, { integer: true, min: 0 }),
});

/**
 * The dealer's install requests to choose one from (staff §2.7, §7.10 `GET /requests`): a card per
 * request with the shopper, vehicle, product, ZIP and how to reach them, the unseen ones marked New,
 * newest first. Choosing one fires `shop:install-request-selected`. Without a dealer id above 0, or
 * for a visitor who is not that dealer, it says to sign in as a dealer installer and calls nothing.
 * The cart side bar's install-requests tab shows the same list.
 *
 * @summary A dealer's install requests to choose from, unseen ones marked.
 * @tag dealer-install-requests-selector-element
 * @attr data-dealer-id - The dealer installer id whose requests are listed (0: nobody, nothing is called).
 * @fires shop:install-request-selected - When the dealer chooses a request; detail `{ dealerInstallRequestId, dealerInstallerId }`.
 * @cssprop --shop-requests-selector-card-min - Narrowest card before the grid wraps (16rem).
 * @csspart selector - The whole widget (its state in data-state: signed-out, loading, error, ready).
 * @csspart count - The line with the number of requests and how many are new.
 * @csspart message - The signed-out, empty or error message.
 * @csspart retry - The 'Try Again' button of the error state.
 */
export const installRequestsSelectorDefinition = widget({
  tag: 'dealer-install-requests-selector-element',
  attributes: installRequestsSelectorAttributes,
  component: connect(InstallRequestsSelectorView, useInstallRequestsSelector),
  events: ['shop:install-request-selected'],
  styles: installRequestsSelectorStyles,
});

export const InstallRequestsSelectorElement = /* @__PURE__ */ createWidgetClass(
  installRequestsSelectorDefinition,
);

declare global {
  interface HTMLElementTagNameMap {
    'dealer-install-requests-selector-element': InstanceType<typeof InstallRequestsSelectorElement>;
  }
}
