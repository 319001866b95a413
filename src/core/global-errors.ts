import { isApiError } from './errors';
import { entry, LOGGING_TOGGLES, postErrorEntry } from './logger';
import { isToggleOn } from './toggles';

/**
 * The global `error` / `unhandledrejection` handler of the staff spec (§8, §9): it reports only the
 * first 11 errors per page, never an abort, and only the library's own errors where they can be told
 * apart from the host page's. Reports are sent when the `AngularErrorSplunkLogging` toggle is on.
 */

/** Spec (staff §9): "a global handler: first 11". */
export const GLOBAL_ERROR_LIMIT = 11;

export interface GlobalErrorOptions {
  /** Whether a script URL is the library's; by default, the folder this module was loaded from. */
  isOurs?: (scriptUrl: string) => boolean;
}

interface Installed {
  remove: () => void;
}

let installed: Installed | undefined;
let reported = 0;

const URL_IN_STACK = /((?:https?|file):\/\/[^\s()]+?)(?::\d+){1,2}/;

/** The folder of the script this module runs from, read from a stack trace (works for ESM and IIFE). */
function ownFolder(): string | undefined {
  const stack = new Error().stack ?? '';
  const url = URL_IN_STACK.exec(stack)?.[1];
  return url ? url.slice(0, url.lastIndexOf('/') + 1) : undefined;
}

const OWN_FOLDER = ownFolder();

function defaultIsOurs(scriptUrl: string): boolean {
  return OWN_FOLDER !== undefined && scriptUrl.startsWith(OWN_FOLDER);
}

function isAbortLike(error: unknown): boolean {
  const candidate = error as { name?: unknown; kind?: unknown } | null | undefined;
  return candidate?.name === 'AbortError' || candidate?.kind === 'aborted';
}

/** Where an error came from: the script URLs in its stack, and the event's file name. */
function scriptUrls(error: unknown, filename?: string): string[] {
  const urls: string[] = [];
  if (filename) urls.push(filename);
  const stack = (error as { stack?: unknown } | null | undefined)?.stack;
  if (typeof stack === 'string') {
    for (const line of stack.split('\n')) {
      const url = URL_IN_STACK.exec(line)?.[1];
      if (url) urls.push(url);
    }
  }
  return urls;
}

/**
 * Ours: an ApiError, or an error whose stack or file is in the library's folder. Someone else's: an
 * error that has a location and none of it is ours. Unknown (no location, e.g. "Script error."):
 * reported, as the spec's handler reports every error.
 */
export function isReportable(
  error: unknown,
  filename: string | undefined,
  isOurs: (url: string) => boolean,
): boolean {
  if (isAbortLike(error)) return false;
  if (isApiError(error)) return true;
  const urls = scriptUrls(error, filename);
  return urls.length === 0 || urls.some(isOurs);
}

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  return fallback;
}

function report(
  error: unknown,
  fallbackMessage: string,
  filename: string | undefined,
  isOurs: (url: string) => boolean,
): void {
  if (reported >= GLOBAL_ERROR_LIMIT || !isReportable(error, filename, isOurs)) return;
  reported += 1;
  const stack = (error as { stack?: unknown } | null | undefined)?.stack;
  const logEntry = entry('error', messageOf(error, fallbackMessage), 'global-error-handler', {
    source: 'global-error-handler',
    filename,
    stack: typeof stack === 'string' ? stack.slice(0, 2000) : undefined,
  });
  void isToggleOn(LOGGING_TOGGLES.globalErrors).then((on) => {
    if (on) postErrorEntry(logEntry);
  });
}

/** Installs the handler once per page (later calls keep the first). Returns a remover for tests. */
export function installGlobalErrorHandler(options: GlobalErrorOptions = {}): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (installed) return installed.remove;
  const isOurs = options.isOurs ?? defaultIsOurs;
  const onError = (event: ErrorEvent) =>
    report(event.error, event.message, event.filename || undefined, isOurs);
  const onRejection = (event: PromiseRejectionEvent) =>
    report(event.reason, 'Unhandled rejection', undefined, isOurs);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const remove = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    installed = undefined;
  };
  installed = { remove };
  return remove;
}

/** Tests: count the page's reports from zero again. */
export function resetGlobalErrors(): void {
  reported = 0;
}
