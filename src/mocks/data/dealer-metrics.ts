/**
 * The fake shop's memory behind GET /api/installers/{id}/metrics (staff §7.9, `<custom-dealer-metrics>`):
 * each installer's figures of the months before this one. This month's figures, and every month's live
 * install requests, come from the install requests themselves (`state.installRequests`), and the review
 * figures from the installer reviews (`state.dealerShop.reviews`), so a new request or review shows at once.
 * The busy dealer 5230 has a full year; the sample dealer 4711 has nothing in the last 12 months (no data yet).
 */
import { BUSY_DEALER_ID } from './install-requests';

export interface DealerMonthRecord {
  /** 'YYYY-MM' (UTC). */
  month: string;
  requestsReceived: number;
  requestsAnswered: number;
  jobsWon: number;
  /** Sum over the answered requests of the hours until the first answer. */
  responseHoursTotal: number;
}

export interface DealerMetricsState {
  /** Months before the current one, by installer id. */
  history: Record<number, DealerMonthRecord[]>;
}

/** The period the metrics call answers for, this month included. */
export const METRICS_PERIOD_MONTHS = 12;

/** 'YYYY-MM' of the month `monthsBack` months before the one of `now` (UTC). */
export function monthKey(now: Date, monthsBack = 0): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** [received, answered, won, average response hours], oldest (11 months ago) to newest (last month). */
const BUSY_HISTORY: readonly [number, number, number, number][] = [
  [6, 5, 2, 9.5],
  [8, 7, 3, 8.0],
  [11, 10, 4, 7.2],
  [14, 13, 6, 6.5],
  [19, 18, 8, 5.0],
  [23, 22, 11, 4.2],
  [21, 21, 10, 3.8],
  [18, 17, 8, 4.4],
  [15, 15, 7, 3.5],
  [12, 12, 6, 3.1],
  [16, 16, 8, 2.6],
];

export function createDealerMetricsSeed(now = new Date()): DealerMetricsState {
  return {
    history: {
      [BUSY_DEALER_ID]: BUSY_HISTORY.map(([received, answered, won, hours], index) => ({
        month: monthKey(now, BUSY_HISTORY.length - index),
        requestsReceived: received,
        requestsAnswered: answered,
        jobsWon: won,
        responseHoursTotal: Math.round(hours * answered * 10) / 10,
      })),
    },
  };
}
