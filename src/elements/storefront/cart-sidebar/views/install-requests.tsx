import { useEffect, useRef } from 'react';
import type { InstallRequest } from '../../../../api/install-requests';
import { LoadingCircle } from '../../../../ui/loading/loading';
import { Badge } from './badge';
import { SidebarHeader } from './sidebar-header';

export const INSTALL_REQUESTS_TITLE = 'Install Requests';
export const INSTALL_REQUESTS_EMPTY = 'You have no install requests yet.';
export const INSTALL_REQUESTS_FAILED = 'We could not load your install requests.';

export interface InstallRequestsViewProps {
  status: 'loading' | 'ready' | 'error';
  requests: InstallRequest[];
  /** The request the page was opened for (`?installrequestid=`); 0 for none. */
  highlightedId: number;
  /** Ids that were unseen when the tab opened (they show a New badge this time). */
  newIds: readonly number[];
  onRetry: () => void;
  onClose: () => void;
  titleId?: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatRequestDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** The opted-in installer's install requests, newest first; the one the link named stands out. */
export function InstallRequestsView({
  status,
  requests,
  highlightedId,
  newIds,
  onRetry,
  onClose,
  titleId,
}: InstallRequestsViewProps) {
  const highlightedRef = useRef<HTMLElement>(null);
  const highlightFound = requests.some((request) => request.dealerInstallRequestId === highlightedId);
  useEffect(() => {
    if (status === 'ready' && highlightFound) highlightedRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [status, highlightFound]);

  return (
    <>
      <SidebarHeader title={INSTALL_REQUESTS_TITLE} onClose={onClose} titleId={titleId} />
      <div className="shop-cart-sidebar__body" part="body">
        {status === 'loading' && <LoadingCircle label="Loading install requests" />}
        {status === 'error' && (
          <div className="shop-cart-sidebar__message" role="alert">
            <p>{INSTALL_REQUESTS_FAILED}</p>
            <button type="button" className="shop-cart-sidebar__button" onClick={onRetry}>
              Try Again
            </button>
          </div>
        )}
        {status === 'ready' && highlightedId > 0 && !highlightFound && (
          <p className="shop-cart-sidebar__message" role="status">
            Install request #{highlightedId} is not in your list.
          </p>
        )}
        {status === 'ready' && requests.length === 0 && (
          <p className="shop-cart-sidebar__message">{INSTALL_REQUESTS_EMPTY}</p>
        )}
        {status === 'ready' && requests.length > 0 && (
          <ul className="shop-cart-sidebar__requests" aria-label="Install requests">
            {requests.map((request) => {
              const highlighted = request.dealerInstallRequestId === highlightedId;
              return (
                <li key={request.dealerInstallRequestId}>
                  <article
                    ref={highlighted ? highlightedRef : undefined}
                    className="shop-cart-sidebar__request"
                    data-highlighted={highlighted || undefined}
                    aria-current={highlighted ? 'true' : undefined}
                    aria-labelledby={`shop-install-request-${request.dealerInstallRequestId}`}
                  >
                    <InstallRequestCard
                      request={request}
                      isNew={newIds.includes(request.dealerInstallRequestId)}
                    />
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}

function InstallRequestCard({ request, isNew }: { request: InstallRequest; isNew: boolean }) {
  const product = request.productName ?? request.productGroup;
  return (
    <>
      <h3
        className="shop-cart-sidebar__request-title"
        id={`shop-install-request-${request.dealerInstallRequestId}`}
      >
        {request.customerName}
        {isNew && <Badge text="New" label="new" />}
      </h3>
      <dl className="shop-cart-sidebar__facts">
        <dt>Request</dt>
        <dd>#{request.dealerInstallRequestId}</dd>
        <dt>Status</dt>
        <dd>{request.status}</dd>
        <dt>Requested</dt>
        <dd>{formatRequestDate(request.requestedOn)}</dd>
        {request.vehicle && (
          <>
            <dt>Vehicle</dt>
            <dd>{request.vehicle}</dd>
          </>
        )}
        <dt>Product</dt>
        <dd>
          {product}
          {request.webSku && <span className="shop-cart-sidebar__muted"> (Part {request.webSku})</span>}
        </dd>
        <dt>ZIP</dt>
        <dd>{request.postalCode}</dd>
        {request.customerPhone && (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${request.customerPhone.replace(/[^\d+]/g, '')}`}>{request.customerPhone}</a>
            </dd>
          </>
        )}
        {request.customerEmail && (
          <>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${request.customerEmail}`}>{request.customerEmail}</a>
            </dd>
          </>
        )}
        {request.additionalInfo && (
          <>
            <dt>Notes</dt>
            <dd>{request.additionalInfo}</dd>
          </>
        )}
      </dl>
    </>
  );
}
