import { logger } from '../../../../core/logger';

/**
 * Spec storefront §8 "Payment errors": logged, loading overlay removed; user-closed popups ignored; PayPal
 * popup close, insufficient privileges and component closed are not logged.
 */
const NOT_LOGGED = [
  /popup[_ ]?clos/i,
  /window (is )?closed/i,
  /insufficient privileges/i,
  /component closed/i,
];

/** Whether an SDK's error only says the shopper closed the sheet or PayPal's window (or one of the spec's unlogged cases). */
export function isUserClosed(error: unknown): boolean {
  if (error && typeof error === 'object') {
    const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
    if (statusCode === 'CANCELED' || code === 'PAYPAL_POPUP_CLOSED') return true;
  }
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return NOT_LOGGED.some((pattern) => pattern.test(text));
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const { statusMessage, statusCode, message } = error as Record<string, unknown>;
    return String(message ?? statusMessage ?? statusCode ?? 'unknown error');
  }
  return 'unknown error';
}

/** Logs a payment error, unless it is one the spec says is not logged. Returns whether it was logged. */
export function logPaymentError(method: string, error: unknown): boolean {
  if (isUserClosed(error)) return false;
  logger.error(`Fast pay (${method}): ${describe(error)}`, { source: 'fast-pay-buttons', method });
  return true;
}

/** An error whose message is one of the spec's texts ('Nonce not found'). */
export class FastPayError extends Error {
  override name = 'FastPayError';
}
