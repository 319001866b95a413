import { isApiError } from '../../../core/errors';
import { OFFLINE_MESSAGE } from '../../../core/http';
import type { FormMessage } from './form-message';

/**
 * The additional messages under an edit-form error (staff §8: "shown in an error area with optional
 * additional messages"). The spec gives no texts for them; these are ours: what went wrong, in words
 * a moderator can act on, and that nothing typed was lost.
 */
export const FAILURE_DETAILS = {
  refused: 'The shop did not accept the change.',
  unreachable: 'The shop could not be reached.',
  timeout: 'The shop took too long to answer.',
  server: (status: number) => `The shop answered with an error (HTTP ${status}).`,
  unexpected: 'The shop gave an answer this page does not understand.',
  kept: 'Nothing you typed has been lost.',
} as const;

export function failureDetails(error: unknown): string[] {
  let cause: string = FAILURE_DETAILS.refused;
  if (isApiError(error)) {
    if (error.kind === 'offline') cause = OFFLINE_MESSAGE;
    else if (error.kind === 'network') cause = FAILURE_DETAILS.unreachable;
    else if (error.kind === 'timeout') cause = FAILURE_DETAILS.timeout;
    else if (error.kind === 'http' && error.status) cause = FAILURE_DETAILS.server(error.status);
    else if (error.kind === 'shape') cause = FAILURE_DETAILS.unexpected;
  }
  return [cause, FAILURE_DETAILS.kept];
}

/** An error-area message: the catalogue text and the additional messages of the failure. */
export function failureMessage(text: string, error: unknown): FormMessage {
  return { tone: 'error', text, items: failureDetails(error) };
}
