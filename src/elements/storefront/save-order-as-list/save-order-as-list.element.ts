import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { SaveOrderAsListShell } from './save-order-as-list-shell';

export const saveOrderAsListAttributes = z.object({
  'data-ordernumber': attr.string(''),
  'data-editlist': attr.boolean(false),
});

/**
 * Saving an order as a list, on the invoice page (page type checkout-invoice; storefront §2, §3, §4).
 * For a signed-in dealer installer while saved lists are available (the 'saved-product-list' toggle
 * and GET is-available); hidden for everyone else. The button is disabled while the save runs: it
 * reads the order's lines (GET /api/orders/web-order-items?ordernumber=, retried twice), creates a
 * list named with the order number (POST /api/saved-product-list), adds the lines with source 3
 * (POST /api/saved-product-list/{id}/items), then goes to /Home?savedlistid={id} (with
 * &editlist=true when `data-editlist` is set), where the cart side bar announces the list. The saved
 * lists store publishes `shop:saved-list-updated` on window when the lines are added.
 *
 * Errors (storefront §8): 'An error has occurred.', 'An error has occurred. Failed to add list.',
 * 'Failed to add items to the list.' (the new list did not take the lines) and 'Failed to add items
 * to list.' (a retry could not add them to the list made before); a retry never makes a second list.
 *
 * @summary Invoice button saving the order as a dealer's list.
 * @tag save-order-as-list
 * @attr data-ordernumber - The order's number: names the list and reads the order's lines.
 * @attr data-editlist - Open the saved list for editing (adds &editlist=true to /Home?savedlistid={id}).
 * @cssprop --shop-save-order-color - Border and text colour of the button (defaults to --shop-color-primary).
 * @csspart save - The wrapper (its `data-state`: hidden, missing, idle, saving, failed).
 * @csspart button - The button.
 */
export const saveOrderAsListDefinition = widget({
  tag: 'save-order-as-list',
  attributes: saveOrderAsListAttributes,
  component: SaveOrderAsListShell,
  styles: ':host { display: block; }',
});

export const SaveOrderAsListElement = /* @__PURE__ */ createWidgetClass(saveOrderAsListDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'save-order-as-list': InstanceType<typeof SaveOrderAsListElement>;
  }
}
