import { useEffect, useRef } from 'react';
import type { InstallRequest } from '../../../api/install-requests';

/**
 * The list of a dealer's install requests, each as a card with what the installer needs to call the
 * shopper back; the unseen ones carry a New mark. Shared by `<dealer-install-requests-selector-element>`
 * and the cart side bar's install-requests tab (which passes its own class prefix, so its styles apply).
 */
export interface InstallRequestListProps {
  requests: readonly InstallRequest[];
  /** Ids that show the New mark (unseen when the list was loaded). */
  newIds: readonly number[];
  /** The request the page points at (`aria-current`, scrolled into view); 0 for none. */
  highlightedId: number;
  /** Class names are `<prefix>__requests`, `__request`, `__request-title`, `__facts`, `__muted`, `__badge`. */
  classPrefix: string;
  /** With it, each card has a Select button (the selector element); without, the list only shows. */
  onSelect?: (request: InstallRequest) => void;
  selectedId?: number;
  label?: string;
  /** Heading level of each customer name (3 in the side bar, under its title; 2 in the selector). */
  headingLevel?: 2 | 3;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatRequestDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export function InstallRequestList({
  requests,
  newIds,
  highlightedId,
  classPrefix: p,
  onSelect,
  selectedId = 0,
  label = 'Install requests',
  headingLevel = 3,
}: InstallRequestListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const highlightedRef = useRef<HTMLElement>(null);
  const highlightFound = requests.some((request) => request.dealerInstallRequestId === highlightedId);
  useEffect(() => {
    if (highlightFound) highlightedRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [highlightFound]);

  return (
    <ul className={`${p}__requests`} aria-label={label}>
      {requests.map((request) => {
        const id = request.dealerInstallRequestId;
        const highlighted = id === highlightedId;
        const isNew = newIds.includes(id);
        const titleId = `${p}-install-request-${id}`;
        return (
          <li key={id}>
            <article
              ref={highlighted ? highlightedRef : undefined}
              className={`${p}__request`}
              data-highlighted={highlighted || undefined}
              data-new={isNew || undefined}
              data-selected={(onSelect && id === selectedId) || undefined}
              aria-current={highlighted ? 'true' : undefined}
              aria-labelledby={titleId}
            >
              <Heading className={`${p}__request-title`} id={titleId}>
                {request.customerName}
                {isNew && (
                  <>
                    <span className="shop-visually-hidden">, new</span>
                    <span className={`${p}__badge`} aria-hidden="true">
                      New
                    </span>
                  </>
                )}
              </Heading>
              <RequestFacts request={request} p={p} />
              {onSelect && (
                <button
                  type="button"
                  className={`${p}__select`}
                  aria-pressed={id === selectedId}
                  aria-label={`Select request #${id}, ${request.customerName}`}
                  onClick={() => onSelect(request)}
                >
                  {id === selectedId ? 'Selected' : 'Select'}
                </button>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

function RequestFacts({ request, p }: { request: InstallRequest; p: string }) {
  const product = request.productName ?? request.productGroup;
  return (
    <dl className={`${p}__facts`}>
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
        {request.webSku && <span className={`${p}__muted`}> (Part {request.webSku})</span>}
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
  );
}
