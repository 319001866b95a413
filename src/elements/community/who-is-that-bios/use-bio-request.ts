import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../core/errors';
import { OFFLINE_MESSAGE } from '../../../core/http';

export type BioRequestState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

/**
 * Loads once per `key` and again on `retry`; an answer for a key that is no longer current (or for an
 * unmounted widget) is dropped. The failure text is `errorText`, or the offline text when the browser
 * stayed offline. `key` null: nothing to load (the state stays 'loading' until there is a key).
 */
export function useBioRequest<T>(
  key: string | null,
  load: () => Promise<T>,
  errorText: string,
): BioRequestState<T> & { retry: () => void } {
  const [state, setState] = useState<BioRequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is recreated each render; `key` names what it loads.
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!current) return;
        const offline = isApiError(error) && error.kind === 'offline';
        setState({ status: 'error', message: offline ? OFFLINE_MESSAGE : errorText });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, errorText]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
