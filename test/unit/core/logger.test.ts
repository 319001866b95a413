import { LOGGER_PATHS, logger, resetLogger } from '../../../src/core/logger';
import { recordedRequests } from '../../../src/mocks/controls';
import { settle } from '../../helpers/elements';

const warningsSent = () =>
  recordedRequests({ path: LOGGER_PATHS.warning }).map((request) => {
    const body = request.body as { message: string; source?: string; details?: unknown };
    return [body.message, body.details];
  });

describe('logger warnings', () => {
  let consoleWarn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('gives the same warning once per page, to the console and to the server', async () => {
    const details = { source: 'add-to-cart' };
    for (let tile = 0; tile < 200; tile += 1) logger.warning('<add-to-cart> has no data-websku', details);
    await settle();
    expect(warningsSent()).toEqual([['<add-to-cart> has no data-websku', details]]);
    expect(consoleWarn).toHaveBeenCalledTimes(1);
  });

  it('gives each warning that differs in its message or its details (the second 502 retry is logged too)', async () => {
    logger.warning('502 from /api/x; retrying', { source: 'http', attempt: 1 });
    logger.warning('502 from /api/x; retrying', { source: 'http', attempt: 2 });
    logger.warning('502 from /api/y; retrying', { source: 'http', attempt: 1 });
    await settle();
    expect(warningsSent()).toEqual([
      ['502 from /api/x; retrying', { source: 'http', attempt: 1 }],
      ['502 from /api/x; retrying', { source: 'http', attempt: 2 }],
      ['502 from /api/y; retrying', { source: 'http', attempt: 1 }],
    ]);
    expect(consoleWarn).toHaveBeenCalledTimes(3);
  });

  it('gives a warning whose details cannot be written as JSON once, by its message', async () => {
    const circular: Record<string, unknown> = { source: 'host' };
    circular.self = circular;
    logger.warning('a circular detail', circular);
    logger.warning('a circular detail', circular);
    await settle();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
  });

  it('gives a warning again on the next page (resetLogger)', async () => {
    logger.warning('once per page', { source: 'test' });
    resetLogger();
    logger.warning('once per page', { source: 'test' });
    await settle();
    expect(warningsSent()).toHaveLength(2);
  });
});
