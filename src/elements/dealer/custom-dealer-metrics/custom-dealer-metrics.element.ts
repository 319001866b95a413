import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { DealerMetricsView } from './dealer-metrics';
import { dealerMetricsStyles } from './dealer-metrics.styles';
import { useDealerMetrics } from './use-dealer-metrics';

export const dealerMetricsAttributes = z.object({
  'data-dealer-name': attr.string(''),
  'data-dealer-installer-id': attr.number(0, { integer: true, min: 0 }),
});

/**
 * A dealer installer's own figures of the last 12 months (staff §2.7, page type installer; §7.9
 * `GET /api/installers/{id}/metrics`): requests received, answered, average response time, conversion
 * to jobs and the review average, at a glance first, then one chart of the monthly trend (requests
 * received, jobs won or response time, chosen with toggle buttons) with the same numbers as a table for
 * screen readers, or on screen with 'Show as table'. The chart loads as a part of its own, after the
 * numbers. Only a dealer installer id above 0 shows it (staff §6); a visitor who is not that dealer gets
 * the sign-in text. The dealer dashboard shows it in its Metrics section.
 *
 * @summary A dealer installer's numbers at a glance and their monthly trend.
 * @tag custom-dealer-metrics
 * @attr data-dealer-name - The dealer's name, shown in the heading ("Metrics for …"); empty: "Your metrics".
 * @attr data-dealer-installer-id - The signed-in dealer's installer id; 0 (or absent) shows the sign-in text and calls nothing.
 * @cssprop --shop-metrics-bar-color - Colour of the chart's bars (the primary colour).
 * @cssprop --shop-metrics-tile-min - Narrowest figure tile before the row wraps (9rem).
 * @csspart metrics - The whole widget (its state in data-state: signed-out, loading, error, empty, ready).
 * @csspart figures - The list of figures at a glance.
 * @csspart chart - The trend chart (an SVG) and its toggles.
 * @csspart message - The signed-out, empty or error message.
 * @csspart retry - The 'Try Again' button of the error state.
 */
export const dealerMetricsDefinition = widget({
  tag: 'custom-dealer-metrics',
  attributes: dealerMetricsAttributes,
  component: connect(DealerMetricsView, useDealerMetrics),
  styles: dealerMetricsStyles,
});

export const DealerMetricsElement = /* @__PURE__ */ createWidgetClass(dealerMetricsDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'custom-dealer-metrics': InstanceType<typeof DealerMetricsElement>;
  }
}
