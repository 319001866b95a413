import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { DealerDashboardView } from './dealer-dashboard';

export const dealerDashboardAttributes = z.object({
  'data-dealer-installer-id': attr.number(0, { integer: true, min: 0 }),
  'data-dealer-inventory-available': attr.boolean(false),
  'data-same-day-approved': attr.boolean(false),
});

/**
 * The dealer installer's dashboard (staff §2.7, page type default), loaded only where the tag is and
 * never with a storefront page's files; its body loads as a file of its own. What needs action first
 * (new and open install requests, reviews waiting for a link) is at the top with counts. Sections:
 * install requests (filter, search, sort, status changed in place, mark seen, job summary, reminders,
 * mark all seen), same-day pickup products (staff §7.11: stock status in place, add by part number or
 * from the orders of the last n months, 6 by default, remove, pickup times), settings (local pickup,
 * view as customer, the area count, opt out), reviews (link a review to its request) and metrics
 * (`<custom-dealer-metrics>` for the same installer). Only a dealer installer id above 0 shows it (staff §6).
 *
 * @summary The dealer installer's dashboard: install requests, same-day pickup, settings, reviews.
 * @tag custom-dealer-dashboard
 * @attr data-dealer-installer-id - The signed-in dealer's installer id; 0 (or absent) shows the sign-in text and calls nothing.
 * @attr data-dealer-inventory-available - Whether the shop knows the dealer's orders: shows "Products from your orders" (staff §7.11).
 * @attr data-same-day-approved - Whether the dealer is approved for same-day pickup: without it the section says so and calls nothing.
 * @csspart dashboard - The whole widget (data-state: signed-out or ready).
 */
export const dealerDashboardDefinition = widget({
  tag: 'custom-dealer-dashboard',
  attributes: dealerDashboardAttributes,
  component: DealerDashboardView,
  styles: ':host { display: block; }',
});

export const DealerDashboardElement = /* @__PURE__ */ createWidgetClass(dealerDashboardDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'custom-dealer-dashboard': InstanceType<typeof DealerDashboardElement>;
  }
}
