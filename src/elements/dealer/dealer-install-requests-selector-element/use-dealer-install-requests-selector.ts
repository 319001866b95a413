import { useCallback, useEffect, useState } from 'react';
import { fetchInstallRequests, type InstallRequest } from '../../../api/install-requests';
import { isAbort, isApiError } from '../../../core/errors';
import type { Emit } from '../../../core/widget-context';
import type { InstallRequestsSelectorViewProps, SelectorStatus } from './dealer-install-requests-selector';

export interface InstallRequestsSelectorProps {
  dealerId: number;
  emit: Emit<'shop:install-request-selected'>;
}

/**
 * GET /requests (the signed-in installer's), kept to the requests of `dealerId`; nothing is called
 * without a dealer id above 0 (staff §6: dealer installers have an id above 0). A 401 or 403 means
 * the visitor is no dealer: the signed-out text, not an error.
 */
export function useInstallRequestsSelector({
  dealerId,
  emit,
}: InstallRequestsSelectorProps): InstallRequestsSelectorViewProps {
  const [status, setStatus] = useState<SelectorStatus>(dealerId > 0 ? 'loading' : 'signed-out');
  const [requests, setRequests] = useState<InstallRequest[]>([]);
  const [selectedId, setSelectedId] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    if (dealerId <= 0) {
      setStatus('signed-out');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    fetchInstallRequests(controller.signal).then(
      (answer) => {
        setRequests(answer.filter((request) => request.dealerInstallerId === dealerId));
        setStatus('ready');
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        const denied = isApiError(error) && (error.status === 401 || error.status === 403);
        setStatus(denied ? 'signed-out' : 'error');
      },
    );
    return () => controller.abort();
  }, [dealerId, attempt]);

  const onSelect = useCallback(
    (request: InstallRequest) => {
      setSelectedId(request.dealerInstallRequestId);
      emit('shop:install-request-selected', {
        dealerInstallRequestId: request.dealerInstallRequestId,
        dealerInstallerId: request.dealerInstallerId,
      });
    },
    [emit],
  );

  return {
    status,
    requests,
    newIds: requests.filter((request) => !request.seen).map((request) => request.dealerInstallRequestId),
    selectedId,
    onSelect,
    onRetry: useCallback(() => setAttempt((count) => count + 1), []),
  };
}
