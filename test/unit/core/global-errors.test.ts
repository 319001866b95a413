import { ApiError } from '../../../src/core/errors';
import {
  GLOBAL_ERROR_LIMIT,
  installGlobalErrorHandler,
  isReportable,
  resetGlobalErrors,
} from '../../../src/core/global-errors';
import { LOGGING_TOGGLES } from '../../../src/core/logger';
import { recordedRequests, setFeatureToggle } from '../../../src/mocks/controls';
import { settle } from '../../helpers/elements';

const OURS = 'https://cdn.example/assets/';
const isOurs = (url: string) => url.startsWith(OURS);

function errorFrom(url: string, message = 'Boom'): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at render (${url}chunk-1.js:10:5)`;
  return error;
}

let remove: () => void = () => undefined;

beforeEach(() => {
  resetGlobalErrors();
  remove = installGlobalErrorHandler({ isOurs });
});
afterEach(() => remove());

const reports = () =>
  recordedRequests({ path: '/api/logger/errors' }).filter(
    (entry) => (entry.body as { source?: string }).source === 'global-error-handler',
  );

function dispatchError(error: unknown, filename = ''): void {
  window.dispatchEvent(new ErrorEvent('error', { error, message: String(error), filename }));
}

function dispatchRejection(reason: unknown): void {
  const event = new Event('unhandledrejection') as Event & { reason: unknown; promise: Promise<unknown> };
  Object.assign(event, { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
}

describe('global error handler', () => {
  it(`reports only the first ${GLOBAL_ERROR_LIMIT} errors of the page`, async () => {
    expect(GLOBAL_ERROR_LIMIT).toBe(11);
    for (let i = 0; i < GLOBAL_ERROR_LIMIT + 4; i += 1) dispatchError(errorFrom(OURS, `Boom ${i}`));
    await settle(100);
    expect(reports()).toHaveLength(GLOBAL_ERROR_LIMIT);
    expect(reports()[0]?.body).toMatchObject({ message: 'Error: Boom 0' });
  });

  it('reports unhandled rejections of our errors, and never an abort', async () => {
    dispatchRejection(new ApiError('http', 'HTTP 500 from /api/cart/details', '/api/cart/details', 500));
    dispatchRejection(new DOMException('stopped', 'AbortError'));
    dispatchRejection(new ApiError('aborted', 'Call aborted', '/api/cart/details'));
    await settle(100);
    expect(reports()).toHaveLength(1);
  });

  it("ignores errors that can be told to be the host page's own", async () => {
    dispatchError(errorFrom('https://host.example/js/'));
    dispatchError(new Error('no location'), 'https://host.example/app.js');
    await settle(100);
    expect(reports()).toHaveLength(0);
  });

  it('decides what is reportable: ours, unknown origin yes; foreign or abort no', () => {
    expect(isReportable(errorFrom(OURS), undefined, isOurs)).toBe(true);
    expect(isReportable('Script error.', undefined, isOurs)).toBe(true);
    expect(isReportable(errorFrom('https://x.example/'), undefined, isOurs)).toBe(false);
    expect(isReportable({ name: 'AbortError' }, `${OURS}a.js`, isOurs)).toBe(false);
  });

  it(`sends nothing while ${LOGGING_TOGGLES.globalErrors} is off`, async () => {
    setFeatureToggle(LOGGING_TOGGLES.globalErrors, false);
    dispatchError(errorFrom(OURS));
    await settle(100);
    expect(reports()).toHaveLength(0);
  });
});
