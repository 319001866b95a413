import { useCallback, useEffect, useState } from 'react';
import { isAbort } from '../../../../core/errors';

export interface Loaded<T> {
  status: 'idle' | 'loading' | 'error' | 'ready';
  data: T;
  reload: () => void;
}

/** Loads `load(signal)` while `key` is not null and whenever it changes (or on `reload`), aborting the last one. */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  initial: T,
  key: string | null,
): Loaded<T> {
  const [status, setStatus] = useState<Loaded<T>['status']>(key === null ? 'idle' : 'loading');
  const [data, setData] = useState<T>(initial);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` depends on.
  useEffect(() => {
    void attempt;
    if (key === null) {
      setStatus('idle');
      setData(initial);
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    load(controller.signal).then(
      (answer) => {
        setData(answer);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (!isAbort(failure)) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { status, data, reload };
}
