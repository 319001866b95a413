import type { HttpHandler } from 'msw';
import { type InstallerMetrics, installerMetricsSchema } from '../../api/dealer-installers';
import { METRICS_PERIOD_MONTHS, monthKey } from '../data/dealer-metrics';
import { errorJson, jsonAs } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/** Statuses of an answered request (anything but Open) and of a request that became a job. */
const WON_STATUSES = new Set(['Scheduled', 'Completed']);

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The installer's figures of the last 12 months, this month included: the seeded history of past months
 * (`data/dealer-metrics.ts`) plus the live install requests of each month, and the reviews written in the
 * period. Response times are known for the seeded history only (the requests carry no answer time).
 */
export function installerMetrics(dealerInstallerId: number, now = new Date()): InstallerMetrics {
  const keys = Array.from({ length: METRICS_PERIOD_MONTHS }, (_, index) =>
    monthKey(now, METRICS_PERIOD_MONTHS - 1 - index),
  );
  const history = state.dealerMetrics.history[dealerInstallerId] ?? [];
  const months = keys.map((month) => {
    const seeded = history.find((record) => record.month === month);
    const live = state.installRequests.requests.filter(
      (request) =>
        request.dealerInstallerId === dealerInstallerId && request.requestedOn.slice(0, 7) === month,
    );
    const answeredSeeded = seeded?.requestsAnswered ?? 0;
    return {
      month,
      requestsReceived: (seeded?.requestsReceived ?? 0) + live.length,
      requestsAnswered: answeredSeeded + live.filter((request) => request.status !== 'Open').length,
      jobsWon: (seeded?.jobsWon ?? 0) + live.filter((request) => WON_STATUSES.has(request.status)).length,
      averageResponseHours:
        seeded && answeredSeeded > 0 ? round1(seeded.responseHoursTotal / answeredSeeded) : null,
      responseHoursTotal: seeded?.responseHoursTotal ?? 0,
      answeredWithTime: answeredSeeded,
    };
  });
  const sum = (pick: (month: (typeof months)[number]) => number) =>
    months.reduce((total, month) => total + pick(month), 0);
  const timed = sum((month) => month.answeredWithTime);
  const since = `${keys[0]}-01`;
  const reviews = state.dealerShop.reviews.filter(
    (review) => review.dealerInstallerId === dealerInstallerId && review.createdOn >= since,
  );
  return {
    dealerInstallerId,
    periodMonths: METRICS_PERIOD_MONTHS,
    requestsReceived: sum((month) => month.requestsReceived),
    requestsAnswered: sum((month) => month.requestsAnswered),
    jobsWon: sum((month) => month.jobsWon),
    averageResponseHours: timed > 0 ? round1(sum((month) => month.responseHoursTotal) / timed) : null,
    reviewCount: reviews.length,
    reviewAverage:
      reviews.length > 0
        ? round1(reviews.reduce((total, review) => total + review.rating, 0) / reviews.length)
        : null,
    months: months.map(({ responseHoursTotal: _total, answeredWithTime: _timed, ...month }) => month),
  };
}

/** GET /api/installers/{id}/metrics: a dealer reads only their own (403; 401 when no dealer is signed in). */
export const dealerMetricsHandlers: HttpHandler[] = [
  shopHttp.get('*/api/installers/:id/metrics', ({ params }) => {
    const raw = pathParam(params, 'id');
    const signedIn =
      state.session.role === 'dealer' && state.session.installer
        ? state.session.installer.dealerInstallerId
        : null;
    if (signedIn === null) return errorJson(401, 'Sign in as a dealer installer.');
    if (!/^\d+$/.test(raw) || Number(raw) !== signedIn)
      return errorJson(403, 'A dealer installer can only see their own metrics.');
    return jsonAs(installerMetricsSchema, installerMetrics(signedIn));
  }),
];
