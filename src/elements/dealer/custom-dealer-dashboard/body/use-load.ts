import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';
import { isAbort } from '../../../../core/errors';

export type LoadStatus = 'loading' | 'error' | 'ready';

export interface Loaded<T> {
  status: LoadStatus;
  data: T;
  /** The thrown error of the last failed load (for a specific message). */
  error: unknown;
  reload: () => void;
  /** Changes the loaded data in place (optimistic updates). */
  setData: Dispatch<SetStateAction<T>>;
}

/** Loads `load(signal)` when `key` changes (and on `reload`), aborting the previous load. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, initial: T, key: string): Loaded<T> {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [data, setData] = useState<T>(initial);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` depends on.
  useEffect(() => {
    void attempt;
    const controller = new AbortController();
    setStatus('loading');
    load(controller.signal).then(
      (answer) => {
        setData(answer);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (isAbort(failure)) return;
        setError(failure);
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { status, data, error, reload, setData };
}
