import { logger } from '../../../src/core/logger';
import { resetDriftReports } from '../../../src/core/tolerant';

/** Spies on the drift log; every field's drift is reported again from here on. */
export function watchDrift() {
  resetDriftReports();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const warning = vi.spyOn(logger, 'warning');
  return {
    /** The fields logged as schema drift, once per log entry. */
    fields: () =>
      warning.mock.calls
        .filter(([, details]) => details?.source === 'schema-drift')
        .map(([, details]) => details?.field),
  };
}
