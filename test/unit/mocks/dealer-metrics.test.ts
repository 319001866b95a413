import {
  fetchInstallerMetrics,
  INSTALLER_PATHS,
  installerMetricsSchema,
} from '../../../src/api/dealer-installers';
import { addInstallRequest, setRole } from '../../../src/mocks';
import { monthKey } from '../../../src/mocks/data/dealer-metrics';
import { getJson, shopFetch } from './shop-fetch';

describe('GET /api/installers/{id}/metrics', () => {
  it('answers the busy dealer a year of months, oldest first, this month last, in the library schema', async () => {
    setRole('busy-dealer');
    const answer = installerMetricsSchema.parse(await getJson(INSTALLER_PATHS.metrics(5230)));
    const now = new Date();
    expect(answer.periodMonths).toBe(12);
    expect(answer.months.map((month) => month.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => monthKey(now, 11 - index)),
    );
    expect(answer.requestsReceived).toBe(
      answer.months.reduce((sum, month) => sum + month.requestsReceived, 0),
    );
    expect(answer.jobsWon).toBeLessThanOrEqual(answer.requestsAnswered);
    expect(answer.requestsAnswered).toBeLessThanOrEqual(answer.requestsReceived);
    expect(answer.averageResponseHours).toBeGreaterThan(0);
  });

  it('answers the sample dealer nothing in the period yet (no data)', async () => {
    setRole('dealer');
    const answer = await fetchInstallerMetrics(4711);
    expect(answer).toMatchObject({
      requestsReceived: 0,
      reviewCount: 0,
      reviewAverage: null,
      averageResponseHours: null,
    });
    expect(answer.months).toHaveLength(12);
  });

  it('counts a new install request in this month at once', async () => {
    setRole('busy-dealer');
    const before = await fetchInstallerMetrics(5230);
    addInstallRequest();
    const after = await fetchInstallerMetrics(5230);
    expect(after.requestsReceived).toBe(before.requestsReceived + 1);
    expect(after.months.at(-1)?.requestsReceived).toBe((before.months.at(-1)?.requestsReceived ?? 0) + 1);
  });

  it('refuses anyone but that dealer: 401 signed out, 403 another dealer', async () => {
    expect((await shopFetch(INSTALLER_PATHS.metrics(5230))).status).toBe(401);
    setRole('dealer');
    expect((await shopFetch(INSTALLER_PATHS.metrics(5230))).status).toBe(403);
  });
});
