import * as z from 'zod/mini';
import { request, resetHttp } from '../../../src/core/http';
import { LOGGER_PATHS, LOGGING_TOGGLES, logger, RESPONSE_TIME_METRIC } from '../../../src/core/logger';
import { recordedRequests, setFeatureToggle } from '../../../src/mocks/controls';
import { settle } from '../../helpers/elements';

beforeEach(() => resetHttp());

const metrics = () =>
  recordedRequests({ path: LOGGER_PATHS.metric }).flatMap(
    (entry) => (entry.body as { entries: { name: string; tags?: Record<string, string> }[] }).entries,
  );

describe('logging toggles', () => {
  it(`logs response times as metrics when ${LOGGING_TOGGLES.responseTime} is on`, async () => {
    setFeatureToggle(LOGGING_TOGGLES.responseTime, true);
    await request('/api/cart/item-count', { schema: z.unknown() });
    await settle(100);
    expect(metrics()).toContainEqual(
      expect.objectContaining({
        name: RESPONSE_TIME_METRIC,
        tags: { method: 'GET', path: '/api/cart/item-count', status: '200' },
      }),
    );
  });

  it('logs no response times while the toggle is off (the fake shop default)', async () => {
    await request('/api/cart/item-count', { schema: z.unknown() });
    await settle(100);
    expect(metrics().filter((entry) => entry.name === RESPONSE_TIME_METRIC)).toHaveLength(0);
  });

  it('never times logevententry (staff §7.14)', async () => {
    setFeatureToggle(LOGGING_TOGGLES.responseTime, true);
    logger.responseTime('post', LOGGER_PATHS.event, 200, 12);
    logger.responseTime('post', `/shop${LOGGER_PATHS.event}`, 200, 12);
    await settle(100);
    expect(metrics()).toHaveLength(0);
  });

  it(`sends information, metric and event entries only while ${LOGGING_TOGGLES.web('')} is on`, async () => {
    logger.information('hello', { source: 'test' });
    logger.event('ClickTracking', { id: 1 });
    await settle(100);
    expect(recordedRequests({ path: LOGGER_PATHS.information })).toHaveLength(1);
    expect(recordedRequests({ path: LOGGER_PATHS.event })).toHaveLength(1);
    setFeatureToggle(LOGGING_TOGGLES.web(''), false);
    // The toggle is read once per page: a new page (reset) reads it again.
    resetHttp();
    const { resetToggles } = await import('../../../src/core/toggles');
    resetToggles();
    logger.information('hello again');
    logger.metric('m', 1);
    await settle(100);
    expect(recordedRequests({ path: LOGGER_PATHS.information })).toHaveLength(1);
    expect(recordedRequests({ path: LOGGER_PATHS.metric })).toHaveLength(0);
  });
});
