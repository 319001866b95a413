import { useCallback, useEffect, useState } from 'react';
import { fetchInstallerMetrics, type InstallerMetrics } from '../../../api/dealer-installers';
import { isAbort, isApiError } from '../../../core/errors';
import type { DealerMetricsViewProps, MetricsStatus } from './dealer-metrics';

export interface DealerMetricsProps {
  dealerName: string;
  dealerInstallerId: number;
}

/**
 * GET /api/installers/{id}/metrics for `dealerInstallerId`; nothing is called without an id above 0
 * (staff §6). A 401 or 403 means the visitor is not that dealer: the sign-in text, not an error.
 */
export function useDealerMetrics({
  dealerName,
  dealerInstallerId,
}: DealerMetricsProps): DealerMetricsViewProps {
  const [status, setStatus] = useState<MetricsStatus>(dealerInstallerId > 0 ? 'loading' : 'signed-out');
  const [metrics, setMetrics] = useState<InstallerMetrics | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    if (dealerInstallerId <= 0) {
      setStatus('signed-out');
      setMetrics(null);
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    fetchInstallerMetrics(dealerInstallerId, controller.signal).then(
      (answer) => {
        setMetrics(answer);
        setStatus(hasData(answer) ? 'ready' : 'empty');
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        const denied = isApiError(error) && (error.status === 401 || error.status === 403);
        setStatus(denied ? 'signed-out' : 'error');
      },
    );
    return () => controller.abort();
  }, [dealerInstallerId, attempt]);

  return {
    status,
    dealerName: dealerName.trim(),
    metrics,
    onRetry: useCallback(() => setAttempt((count) => count + 1), []),
  };
}

/** Whether the period has anything to show: a request or a review. */
export function hasData(metrics: InstallerMetrics): boolean {
  return (
    metrics.requestsReceived > 0 ||
    metrics.reviewCount > 0 ||
    metrics.months.some((month) => month.requestsReceived > 0)
  );
}
