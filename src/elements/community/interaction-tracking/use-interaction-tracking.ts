import { useEffect } from 'react';
import { getConfig } from '../../../core/config';
import { LOGGING_TOGGLES } from '../../../core/logger';
import { isToggleOn } from '../../../core/toggles';
import { useWidgetHost } from '../../../core/widget-context';
import type { RunningTracker } from './tracker';
import * as trackerCode from './tracker';
import { DEFAULT_VIEW_SELECTOR } from './tracking-rules';

export const INTERACTION_TRACKING_TAG = 'interaction-tracking';

/**
 * What the element is doing, as `data-tracking` on the host: 'starting' while the toggles are looked
 * up, 'on' (with the kinds in `data-tracking-kinds`), 'off' when every toggle is off, 'duplicate'
 * for a second element on the page (one per page: the first one tracks).
 */
export type TrackingState = 'starting' | 'on' | 'off' | 'duplicate';

let activeHost: HTMLElement | null = null;
let duplicateWarned = false;

export interface InteractionTrackingProps {
  botScore: string;
  viewSelector: string;
}

export function useInteractionTracking({ botScore, viewSelector }: InteractionTrackingProps) {
  const { host } = useWidgetHost();
  useEffect(() => {
    if (activeHost && activeHost !== host) {
      host.dataset.tracking = 'duplicate' satisfies TrackingState;
      if (!duplicateWarned) {
        duplicateWarned = true;
        console.warn(
          `shop-widgets: only one <${INTERACTION_TRACKING_TAG}> per page tracks; this one does nothing.`,
        );
      }
      return () => {
        delete host.dataset.tracking;
      };
    }
    activeHost = host;
    host.dataset.tracking = 'starting' satisfies TrackingState;
    const config = getConfig();
    const startedAt = performance.now();
    let tracker: RunningTracker | null = null;
    let stopped = false;
    // Started after this render, in the element's own file: a separate file would be one more request at
    // load on every page that tracks (the product page's budget is six). Still off the first paint.
    void Promise.resolve(trackerCode).then(
      ({ startTracker }) => {
        if (stopped) return;
        tracker = startTracker({
          siteLabel: config.siteLabel,
          pageType: config.pageType,
          botScore: botScore.trim() === '' ? null : botScore.trim(),
          viewSelector: viewSelector.trim() || DEFAULT_VIEW_SELECTOR,
          isToggleOn,
          loggingToggle: LOGGING_TOGGLES.web(config.siteLabel),
          startedAt,
        });
        void tracker.ready.then(({ kinds, performance }) => {
          if (activeHost !== host || stopped) return;
          const on = kinds.length > 0 || performance;
          host.dataset.tracking = (on ? 'on' : 'off') satisfies TrackingState;
          host.dataset.trackingKinds = [...kinds, ...(performance ? ['PerformanceTiming'] : [])].join(' ');
        });
      },
      () => {
        // The tracker did not start: nothing is tracked, and the page is not disturbed.
        if (activeHost === host) host.dataset.tracking = 'off' satisfies TrackingState;
      },
    );
    return () => {
      stopped = true;
      tracker?.stop();
      if (activeHost === host) activeHost = null;
      delete host.dataset.tracking;
      delete host.dataset.trackingKinds;
    };
  }, [host, botScore, viewSelector]);
  return {};
}
