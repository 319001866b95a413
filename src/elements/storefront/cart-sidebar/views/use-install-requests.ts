import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clearUnseenInstallRequests,
  fetchInstallRequests,
  type InstallRequest,
} from '../../../../api/install-requests';
import { isAbort } from '../../../../core/errors';
import type { InstallRequestsViewProps } from './install-requests';

export interface InstallRequestsProps {
  installRequestId: number;
  onClose: () => void;
  /** Called once the unseen requests were marked seen. */
  onAllSeen?: () => void;
  titleId?: string;
}

/**
 * Loads the installer's requests (GET /requests) each time the tab opens. The ones not seen yet
 * keep a New badge for this visit and are marked seen on the server (PUT /clear-unseen), so the
 * side bar does not open by itself for them again.
 */
export function useInstallRequests({
  installRequestId,
  onClose,
  onAllSeen,
  titleId,
}: InstallRequestsProps): InstallRequestsViewProps {
  const [status, setStatus] = useState<InstallRequestsViewProps['status']>('loading');
  const [requests, setRequests] = useState<InstallRequest[]>([]);
  const [attempt, setAttempt] = useState(0);
  const allSeen = useRef(onAllSeen);
  allSeen.current = onAllSeen;

  useEffect(() => {
    void attempt;
    const controller = new AbortController();
    setStatus('loading');
    fetchInstallRequests(controller.signal).then(
      (answer) => {
        setRequests(answer);
        setStatus('ready');
        if (answer.some((request) => !request.seen)) {
          clearUnseenInstallRequests().then(
            () => allSeen.current?.(),
            () => undefined, // logged by the http layer; they show as new again next time
          );
        }
      },
      (error: unknown) => {
        if (!isAbort(error)) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const onRetry = useCallback(() => setAttempt((count) => count + 1), []);
  return {
    status,
    requests,
    highlightedId: installRequestId,
    newIds: requests.filter((request) => !request.seen).map((request) => request.dealerInstallRequestId),
    onRetry,
    onClose,
    titleId,
  };
}
