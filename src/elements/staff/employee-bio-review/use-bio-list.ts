import { useEffect, useState } from 'react';
import { type BioListItem, type BioReviewStatus, fetchBios } from '../../../api/accounts';
import { isApiError } from '../../../core/errors';
import { OFFLINE_MESSAGE } from '../../../core/http';
import { BIO_REVIEW_TEXTS } from './bio-review-texts';

export type BioList =
  | { status: 'loading' }
  /** Not signed in as staff (401, 403): said plainly, not as a failure. */
  | { status: 'refused' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; bios: BioListItem[] };

/** What needs a reviewer first: pending bios, then rejected (waiting for the employee), then approved. */
const STATUS_ORDER: Record<BioReviewStatus, number> = { Pending: 0, Rejected: 1, Approved: 2 };

export function sortForReview(bios: readonly BioListItem[]): BioListItem[] {
  return [...bios].sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.displayName.localeCompare(b.displayName),
  );
}

const isRefusal = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403);

function listFailure(error: unknown): string {
  return isApiError(error) && error.kind === 'offline' ? OFFLINE_MESSAGE : BIO_REVIEW_TEXTS.listFailed;
}

/**
 * GET /api/accounts/bios while `shown`: loaded afresh each time the list is shown again (a bio just
 * approved or rejected shows its new status), and again on 'Try again'.
 */
export function useBioList(shown: boolean): BioList {
  const [list, setList] = useState<
    | { status: 'loading' }
    | { status: 'refused' }
    | { status: 'error'; message: string }
    | { status: 'ready'; bios: BioListItem[] }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the 'Try again' counter: a change loads again.
  useEffect(() => {
    if (!shown) return;
    const controller = new AbortController();
    setList({ status: 'loading' });
    fetchBios(controller.signal).then(
      (bios) => setList({ status: 'ready', bios: sortForReview(bios) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setList(isRefusal(error) ? { status: 'refused' } : { status: 'error', message: listFailure(error) });
      },
    );
    return () => controller.abort();
  }, [shown, attempt]);

  if (list.status === 'error') return { ...list, onRetry: () => setAttempt((count) => count + 1) };
  return list;
}
