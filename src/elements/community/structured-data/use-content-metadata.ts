import { useEffect, useState } from 'react';
import { isAbort, isApiError } from '../../../core/errors';
import { logger } from '../../../core/logger';

export interface ContentMetadata<T> {
  /** The call for the current key is still running. */
  loading: boolean;
  /** Its answer; null while loading, after a failure, or with nothing to load. */
  value: T | null;
}

/**
 * Loads what `key` names with `load` (null: nothing to load) and gives the answer for the current
 * key. Spec community §8: "Structured data calls fail:
 * silent": nothing is shown; the failure is logged (the http layer logs failed calls; a call refused
 * before it was sent, or a non-ok answer `load` reports, is logged here).
 */
export function useContentMetadata<T>(
  key: string | null,
  load: (key: string, signal: AbortSignal) => Promise<T | null>,
): ContentMetadata<T> {
  const [loaded, setLoaded] = useState<{ key: string; value: T | null } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a module-level function per widget; the key says what to load.
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(key, controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setLoaded({ key, value });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        if (!isApiError(error) || error.kind === 'invalid') {
          logger.warning(
            `Structured data for ${key} not written: ${String((error as Error)?.message ?? error)}`,
            {
              source: 'structured-data',
            },
          );
        }
        setLoaded({ key, value: null });
      },
    );
    return () => controller.abort();
  }, [key]);

  if (key === null) return { loading: false, value: null };
  return loaded?.key === key ? { loading: false, value: loaded.value } : { loading: true, value: null };
}
