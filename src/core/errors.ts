/**
 * Why a call failed, as a widget needs to know it. 'offline': the browser stayed offline longer than
 * the page's `offlineWaitMs`; 'timeout': no answer within `requestTimeoutMs`; 'invalid': the call was
 * refused before it was sent (a path segment like `..` built from a hash or an attribute).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'shape' | 'aborted' | 'offline' | 'invalid';

/** Every failed call becomes one of these; nothing else escapes the `http` module. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly url: string,
    readonly status?: number,
    readonly issues?: readonly { path: readonly PropertyKey[]; message: string }[],
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbort(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.kind === 'aborted') ||
    (error as { name?: unknown } | null)?.name === 'AbortError'
  );
}
