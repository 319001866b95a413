import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { DEFAULT_VIEW_SELECTOR } from './tracking-rules';
import { TrackingView } from './tracking-view';
import { INTERACTION_TRACKING_TAG, useInteractionTracking } from './use-interaction-tracking';

export const interactionTrackingAttributes = z.object({
  'data-bot-score': attr.string(''),
  'data-view-selector': attr.string(DEFAULT_VIEW_SELECTOR),
});

/**
 * Records how visitors interact with the page and sends it to the logging service (community spec
 * §3 "Analytics event details", §4 "Interaction tracking", §7 "Analytics", §9 tracking toggles). One
 * per page. Clicks, hovers over 2.5 s, scrolls (debounced 500 ms), views of the page's `data-ref`
 * elements at 25% visibility, and the performance timing about 1001 ms after start, each behind
 * its toggle (`ClickTracking`, `HoverTracking`, `ScrollTracking`, `ViewTracking`,
 * `PerformanceTimingTracking`, each followed by the site label) and the web logging toggle. Event
 * names are `ClickTracking`, `HoverTracking`, `ScrollTracking` and `ViewTracking` prefixed with the
 * site label. Entries are batched and flushed about 500 ms after load, 500 ms after later events, and
 * on pagehide or when the page becomes hidden, with `navigator.sendBeacon` where available, to
 * POST /api/logger/logevententry (events) and POST /api/logger/v1/logmetricentries (timing).
 *
 * It never delays input: passive listeners, no layout reads in its handlers, no keyboard listener;
 * `npm run bench:input-delay` measures it. It shows nothing and takes no focus; what it does is in
 * `data-tracking` on the element: starting, on (the kinds in `data-tracking-kinds`), off, duplicate.
 *
 * @summary Click, hover, scroll, view and performance tracking, batched to the logging service.
 * @tag interaction-tracking
 * @attr data-bot-score - The visitor's bot score as the server computed it, sent with every event (empty: null).
 * @attr data-view-selector - The elements whose view is reported (CSS selector, default '[data-ref]').
 */
export const interactionTrackingDefinition = widget({
  tag: INTERACTION_TRACKING_TAG,
  attributes: interactionTrackingAttributes,
  component: connect(TrackingView, useInteractionTracking),
});

export const InteractionTrackingElement = /* @__PURE__ */ createWidgetClass(interactionTrackingDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'interaction-tracking': InstanceType<typeof InteractionTrackingElement>;
  }
}
