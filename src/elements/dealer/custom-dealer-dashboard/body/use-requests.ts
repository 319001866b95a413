import { useCallback, useState } from 'react';
import {
  type DealerInstallRequest,
  editInstallRequest,
  fetchDealerInstallRequests,
  type InstallRequestEditBody,
  type InstallRequestStatus,
  linkInstallRequestReview,
  saveInstallRequestSummary,
  setInstallRequestStatuses,
} from '../../../../api/dealer-install-requests';
import {
  clearUnseenInstallRequests,
  fetchOpenInstallRequestCount,
  fetchUnseenInstallRequests,
  markInstallRequestSeen,
} from '../../../../api/install-requests';
import { isApiError } from '../../../../core/errors';
import { newIdempotencyKey, OFFLINE_MESSAGE } from '../../../../core/http';
import { type Loaded, useLoad } from './use-load';

export interface RequestsData {
  requests: DealerInstallRequest[];
  /** Ids the server listed as unseen (GET /requests/unseen). */
  unseenIds: number[];
  /** GET /requests/open/count */
  openCount: number;
}

const EMPTY: RequestsData = { requests: [], unseenIds: [], openCount: 0 };

export interface RequestsModel extends Loaded<RequestsData> {
  /** One line for the live region after each change (success or failure). */
  announcement: string;
  /** Ids with a change on its way (their controls wait). */
  pending: readonly number[];
  setSeen: (request: DealerInstallRequest, seen: boolean) => Promise<void>;
  setStatus: (request: DealerInstallRequest, status: InstallRequestStatus) => Promise<void>;
  saveSummary: (request: DealerInstallRequest, summary: string) => Promise<boolean>;
  /** PUT /request: the message of the failure (the form keeps what was typed), or null once saved. */
  editRequest: (body: InstallRequestEditBody) => Promise<string | null>;
  clearUnseen: () => Promise<void>;
  linkReview: (requestId: number, reviewId: number) => Promise<boolean>;
}

async function loadRequests(signal: AbortSignal): Promise<RequestsData> {
  const [requests, unseen, open] = await Promise.all([
    fetchDealerInstallRequests(signal),
    fetchUnseenInstallRequests(signal),
    fetchOpenInstallRequestCount(signal),
  ]);
  return {
    requests,
    unseenIds: unseen.map((request) => request.dealerInstallRequestId),
    openCount: open.count,
  };
}

function replace(data: RequestsData, id: number, change: Partial<DealerInstallRequest>): RequestsData {
  return {
    ...data,
    requests: data.requests.map((request) =>
      request.dealerInstallRequestId === id ? { ...request, ...change } : request,
    ),
  };
}

/** The open count after a status change (the server's figure moved by the change, never below 0). */
function openCountAfter(count: number, from: string, to: string): number {
  return Math.max(0, count + (to === 'Open' ? 1 : 0) - (from === 'Open' ? 1 : 0));
}

/** What the dealer reads when PUT /request failed: offline, gone, refused or failed; the form keeps the text. */
export function editFailureText(id: number, error: unknown): string {
  const kept = 'Your changes are kept in the form.';
  if (isApiError(error)) {
    if (error.kind === 'offline') return `${OFFLINE_MESSAGE} Request #${id} was not saved. ${kept}`;
    if (error.kind === 'http' && error.status === 404)
      return `Request #${id} no longer exists: it was not saved. Reload the dashboard to see your requests.`;
    if (error.kind === 'http' && error.status === 400)
      return `The shop did not accept these changes to request #${id}. Check the fields and try again. ${kept}`;
  }
  return `Could not save request #${id}. ${kept} Try again.`;
}

/**
 * The dealer's install requests with the three calls the header counts need, and every change the
 * dashboard makes to them: each change shows at once, is sent with one idempotency key, and is put
 * back (with a message saying so) when the server refuses it.
 */
export function useRequests(dealerInstallerId: number): RequestsModel {
  const loaded = useLoad(loadRequests, EMPTY, String(dealerInstallerId));
  const { setData } = loaded;
  const [announcement, setAnnouncement] = useState('');
  const [pending, setPending] = useState<number[]>([]);

  const track = useCallback(async <T>(id: number, work: () => Promise<T>): Promise<T> => {
    setPending((ids) => [...ids, id]);
    try {
      return await work();
    } finally {
      setPending((ids) => ids.filter((pendingId) => pendingId !== id));
    }
  }, []);

  const setSeen = useCallback(
    async (request: DealerInstallRequest, seen: boolean) => {
      const id = request.dealerInstallRequestId;
      setData((data) => ({
        ...replace(data, id, { seen }),
        unseenIds: seen ? data.unseenIds.filter((unseenId) => unseenId !== id) : [...data.unseenIds, id],
      }));
      try {
        await track(id, () => markInstallRequestSeen(id, seen));
        setAnnouncement(`Request #${id} marked ${seen ? 'seen' : 'unseen'}.`);
      } catch {
        setData((data) => ({
          ...replace(data, id, { seen: request.seen }),
          unseenIds: request.seen
            ? data.unseenIds.filter((unseenId) => unseenId !== id)
            : [...new Set([...data.unseenIds, id])],
        }));
        setAnnouncement(`Could not mark request #${id} ${seen ? 'seen' : 'unseen'}. Try again.`);
      }
    },
    [setData, track],
  );

  const setStatus = useCallback(
    async (request: DealerInstallRequest, status: InstallRequestStatus) => {
      const id = request.dealerInstallRequestId;
      const before = request.status;
      setData((data) => ({
        ...replace(data, id, { status, seen: true }),
        unseenIds: data.unseenIds.filter((unseenId) => unseenId !== id),
        openCount: openCountAfter(data.openCount, before, status),
      }));
      try {
        await track(id, () =>
          setInstallRequestStatuses(
            { requests: [{ dealerInstallRequestId: id, status }] },
            newIdempotencyKey(),
          ),
        );
        setAnnouncement(`Request #${id} is now ${status}.`);
      } catch {
        setData((data) => ({
          ...replace(data, id, { status: before, seen: request.seen }),
          unseenIds: request.seen ? data.unseenIds : [...new Set([...data.unseenIds, id])],
          openCount: openCountAfter(data.openCount, status, before),
        }));
        setAnnouncement(`Could not change the status of request #${id}. It is still ${before}.`);
      }
    },
    [setData, track],
  );

  const saveSummary = useCallback(
    async (request: DealerInstallRequest, summary: string) => {
      const id = request.dealerInstallRequestId;
      try {
        await track(id, () =>
          saveInstallRequestSummary({ dealerInstallRequestId: id, summary }, newIdempotencyKey()),
        );
        setData((data) => replace(data, id, { summary }));
        setAnnouncement(`Job summary of request #${id} saved.`);
        return true;
      } catch {
        setAnnouncement(`Could not save the job summary of request #${id}. Your text is kept; try again.`);
        return false;
      }
    },
    [setData, track],
  );

  const editRequest = useCallback(
    async (body: InstallRequestEditBody) => {
      const id = body.dealerInstallRequestId;
      try {
        const saved = await track(id, () => editInstallRequest(body, newIdempotencyKey()));
        // The server's copy wins; the list's own fields (seen, status) stay as the dashboard has them.
        setData((data) =>
          replace(data, id, {
            customerName: saved.customerName,
            customerEmail: saved.customerEmail,
            customerPhone: saved.customerPhone,
            appointmentOn: saved.appointmentOn,
          }),
        );
        setAnnouncement(`Request #${id} saved.`);
        return null;
      } catch (error) {
        const message = editFailureText(id, error);
        setAnnouncement(message);
        return message;
      }
    },
    [setData, track],
  );

  const clearUnseen = useCallback(async () => {
    try {
      await clearUnseenInstallRequests();
      setData((data) => ({
        ...data,
        requests: data.requests.map((request) => ({ ...request, seen: true })),
        unseenIds: [],
      }));
      setAnnouncement('All requests marked seen.');
    } catch {
      setAnnouncement('Could not mark all requests seen. Try again.');
    }
  }, [setData]);

  const linkReview = useCallback(
    async (requestId: number, reviewId: number) => {
      try {
        await track(requestId, () => linkInstallRequestReview(requestId, reviewId, newIdempotencyKey()));
        setData((data) => ({
          ...data,
          requests: data.requests.map((request) => {
            if (request.dealerInstallRequestId === requestId)
              return { ...request, dealerInstallerReviewId: reviewId };
            return request.dealerInstallerReviewId === reviewId
              ? { ...request, dealerInstallerReviewId: null }
              : request;
          }),
        }));
        setAnnouncement(`Review linked to request #${requestId}.`);
        return true;
      } catch {
        setAnnouncement(`Could not link the review to request #${requestId}. Try again.`);
        return false;
      }
    },
    [setData, track],
  );

  return {
    ...loaded,
    announcement,
    pending,
    setSeen,
    setStatus,
    saveSummary,
    editRequest,
    clearUnseen,
    linkReview,
  };
}
