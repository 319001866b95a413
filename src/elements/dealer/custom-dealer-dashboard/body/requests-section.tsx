import { useId, useMemo, useRef, useState } from 'react';
import type { DealerInstallRequest } from '../../../../api/dealer-install-requests';
import {
  FOLLOW_UP_TYPES,
  type FollowUpType,
  INSTALL_REQUEST_STATUSES,
  INSTALL_REQUEST_SUMMARY_MAX_LENGTH,
  type InstallRequestStatus,
} from '../../../../api/dealer-install-requests';
import { LoadingCircle } from '../../../../ui/loading/loading';
import { formatRequestDate } from '../../dealer-install-requests-selector-element/install-request-list';
import { LoadFailed } from './load-failed';
import { formatAppointment } from './request-edit';
import { RequestEditForm } from './request-edit-form';
import {
  DEFAULT_REQUEST_FILTER,
  filterRequests,
  REQUEST_SORTS,
  type RequestFilter,
  type RequestSort,
} from './request-filters';
import type { RequestsModel } from './use-requests';

export const REQUESTS_ERROR_TEXT = 'We could not load your install requests.';
export const REQUESTS_EMPTY_TEXT =
  'You have no install requests yet. New requests from shoppers show up here.';
export const REQUESTS_NO_MATCH_TEXT = 'No request matches these filters.';

export const FOLLOW_UP_LABELS: Record<FollowUpType, string> = {
  none: 'No reminders',
  daily: 'Daily email',
  weekly: 'Weekly email',
};

export interface FollowUpControl {
  value: FollowUpType | null;
  onChange: (type: FollowUpType) => void;
  busy: boolean;
}

export interface RequestsSectionProps {
  model: RequestsModel;
  followUp: FollowUpControl;
  /** Review id → 'Emma J., 5 of 5 stars' (the linked review of a request). */
  reviewLabels: ReadonlyMap<number, string>;
}

/** Install requests: what needs action first (new, then open) with counts, statuses changed in place. */
export function RequestsSection({ model, followUp, reviewLabels }: RequestsSectionProps) {
  const { status, data } = model;
  const [filter, setFilter] = useState<RequestFilter>(DEFAULT_REQUEST_FILTER);
  const [expanded, setExpanded] = useState<number[]>([]);
  const id = useId();
  // The order is kept while the dealer works: a row they change (seen, status) stays where it is, so focus
  // never jumps with it; a new filter, sort or load orders the rows again.
  const orderKey = `${JSON.stringify(filter)}/${status}/${data.requests.length}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `orderKey` says when to order again.
  const order = useMemo(
    () => filterRequests(data.requests, filter).map((r) => r.dealerInstallRequestId),
    [orderKey],
  );
  const byId = new Map(data.requests.map((request) => [request.dealerInstallRequestId, request]));
  const shown = order.flatMap((requestId) => byId.get(requestId) ?? []);
  const unseenCount = data.requests.filter((request) => !request.seen).length;
  const change = (patch: Partial<RequestFilter>) => setFilter((current) => ({ ...current, ...patch }));
  const toggle = (requestId: number) =>
    setExpanded((ids) =>
      ids.includes(requestId) ? ids.filter((other) => other !== requestId) : [...ids, requestId],
    );

  return (
    <section className="shop-dealer__section" aria-labelledby={`${id}-title`} data-section="requests">
      <h2 id={`${id}-title`}>Install requests</h2>
      {status === 'loading' && <LoadingCircle label="Loading install requests" />}
      {status === 'error' && <LoadFailed text={REQUESTS_ERROR_TEXT} onRetry={model.reload} />}
      {status === 'ready' && (
        <>
          <dl className="shop-dealer__tiles" aria-label="Install request counts">
            <div data-tile="new" data-attention={unseenCount > 0 || undefined}>
              <dt>New</dt>
              <dd>{unseenCount}</dd>
            </div>
            <div data-tile="open">
              <dt>Open</dt>
              <dd>{data.openCount}</dd>
            </div>
            <div data-tile="total">
              <dt>All requests</dt>
              <dd>{data.requests.length}</dd>
            </div>
          </dl>
          <fieldset className="shop-dealer__toolbar">
            <legend className="shop-visually-hidden">Filter and sort requests</legend>
            <label>
              <span>Status</span>
              <select
                value={filter.status}
                onChange={(event) => change({ status: event.target.value as RequestFilter['status'] })}
              >
                <option value="all">All statuses</option>
                {INSTALL_REQUEST_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>Search</span>
              <input
                type="search"
                value={filter.text}
                placeholder="Customer, ZIP, part, vehicle"
                onChange={(event) => change({ text: event.target.value })}
              />
            </label>
            <label>
              <span>Sort by</span>
              <select
                value={filter.sort}
                onChange={(event) => change({ sort: event.target.value as RequestSort })}
              >
                {Object.entries(REQUEST_SORTS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <label className="shop-dealer__check">
              <input
                type="checkbox"
                checked={filter.unseenOnly}
                onChange={(event) => change({ unseenOnly: event.target.checked })}
              />
              <span>New only</span>
            </label>
            <button
              type="button"
              className="shop-dealer__button"
              disabled={unseenCount === 0}
              onClick={() => void model.clearUnseen()}
            >
              Mark all seen
            </button>
            <label>
              <span>Reminders of open requests</span>
              <select
                value={followUp.value ?? ''}
                disabled={followUp.value === null || followUp.busy}
                onChange={(event) => followUp.onChange(event.target.value as FollowUpType)}
              >
                {followUp.value === null && <option value="">Loading…</option>}
                {FOLLOW_UP_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {FOLLOW_UP_LABELS[type]}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
          {data.requests.length === 0 ? (
            <p className="shop-dealer__message">{REQUESTS_EMPTY_TEXT}</p>
          ) : (
            <>
              <p className="shop-dealer__showing" aria-live="polite">
                Showing {shown.length} of {data.requests.length} requests
              </p>
              {shown.length === 0 ? (
                <p className="shop-dealer__message">{REQUESTS_NO_MATCH_TEXT}</p>
              ) : (
                <div className="shop-dealer__scroll">
                  <table className="shop-dealer__table">
                    <thead>
                      <tr>
                        <th scope="col">Request</th>
                        <th scope="col">Received</th>
                        <th scope="col">Customer</th>
                        <th scope="col">Vehicle and product</th>
                        <th scope="col">Status</th>
                        <th scope="col">Actions</th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((request) => (
                        <RequestRows
                          key={request.dealerInstallRequestId}
                          request={request}
                          model={model}
                          expanded={expanded.includes(request.dealerInstallRequestId)}
                          onToggle={() => toggle(request.dealerInstallRequestId)}
                          reviewLabel={
                            request.dealerInstallerReviewId
                              ? (reviewLabels.get(request.dealerInstallerReviewId) ?? null)
                              : null
                          }
                        />
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

interface RequestRowsProps {
  request: DealerInstallRequest;
  model: RequestsModel;
  expanded: boolean;
  onToggle: () => void;
  reviewLabel: string | null;
}

function RequestRows({ request, model, expanded, onToggle, reviewLabel }: RequestRowsProps) {
  const requestId = request.dealerInstallRequestId;
  const busy = model.pending.includes(requestId);
  const detailsId = `shop-dealer-request-details-${requestId}`;
  const editId = `shop-dealer-request-edit-${requestId}`;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const closeEdit = () => {
    setEditing(false);
    editButton.current?.focus();
  };
  const product = request.productName ?? request.productGroup;
  return (
    <>
      <tr data-new={!request.seen || undefined} data-status={request.status}>
        <th scope="row">
          #{requestId}
          {!request.seen && (
            <>
              <span className="shop-visually-hidden">, new</span>
              <span className="shop-dealer__badge" aria-hidden="true">
                New
              </span>
            </>
          )}
        </th>
        <td>{formatRequestDate(request.requestedOn)}</td>
        <td>
          <span className="shop-dealer__strong">{request.customerName}</span>
          {request.customerPhone && (
            <a href={`tel:${request.customerPhone.replace(/[^\d+]/g, '')}`}>{request.customerPhone}</a>
          )}
          {request.customerEmail && <a href={`mailto:${request.customerEmail}`}>{request.customerEmail}</a>}
        </td>
        <td>
          {request.vehicle && <span className="shop-dealer__strong">{request.vehicle}</span>}
          <span>
            {product}
            {request.webSku && <span className="shop-dealer__muted"> (Part {request.webSku})</span>}
          </span>
          <span className="shop-dealer__muted">ZIP {request.postalCode}</span>
        </td>
        <td>
          <select
            aria-label={`Status of request #${requestId}`}
            value={request.status}
            aria-disabled={busy || undefined}
            onChange={(event) => {
              if (!busy) void model.setStatus(request, event.target.value as InstallRequestStatus);
            }}
          >
            {!(INSTALL_REQUEST_STATUSES as readonly string[]).includes(request.status) && (
              <option value={request.status}>{request.status}</option>
            )}
            {INSTALL_REQUEST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
          {request.appointmentOn && (
            <span className="shop-dealer__muted">Appointment {formatAppointment(request.appointmentOn)}</span>
          )}
        </td>
        <td>
          <div className="shop-dealer__actions">
            <button
              type="button"
              className="shop-dealer__button"
              aria-disabled={busy || undefined}
              aria-label={`${request.seen ? 'Mark unseen' : 'Mark seen'} request #${requestId}`}
              onClick={() => {
                if (!busy) void model.setSeen(request, !request.seen);
              }}
            >
              {request.seen ? 'Mark unseen' : 'Mark seen'}
            </button>
            <button
              type="button"
              className="shop-dealer__button shop-dealer__button--quiet"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              onClick={onToggle}
              aria-label={`Details of request #${requestId}`}
            >
              Details
            </button>
            <button
              ref={editButton}
              type="button"
              className="shop-dealer__button shop-dealer__button--quiet"
              aria-expanded={editing}
              aria-controls={editing ? editId : undefined}
              aria-label={`Edit request #${requestId}`}
              onClick={() => setEditing((open) => !open)}
            >
              Edit
            </button>
          </div>
        </td>
      </tr>
      {editing && (
        <tr className="shop-dealer__details-row">
          <td colSpan={6} id={editId}>
            <RequestEditForm request={request} model={model} onClose={closeEdit} />
          </td>
        </tr>
      )}
      {expanded && (
        <tr className="shop-dealer__details-row">
          <td colSpan={6} id={detailsId}>
            <RequestDetails request={request} model={model} busy={busy} reviewLabel={reviewLabel} />
          </td>
        </tr>
      )}
    </>
  );
}

function RequestDetails({
  request,
  model,
  busy,
  reviewLabel,
}: {
  request: DealerInstallRequest;
  model: RequestsModel;
  busy: boolean;
  reviewLabel: string | null;
}) {
  const [summary, setSummary] = useState(request.summary);
  const requestId = request.dealerInstallRequestId;
  const fieldId = `shop-dealer-summary-${requestId}`;
  const tooLong = summary.length > INSTALL_REQUEST_SUMMARY_MAX_LENGTH;
  return (
    <div className="shop-dealer__details">
      <dl className="shop-dealer__facts">
        <dt>Shopper's notes</dt>
        <dd>{request.additionalInfo || 'None'}</dd>
        <dt>Appointment</dt>
        <dd>
          {request.appointmentOn
            ? formatAppointment(request.appointmentOn)
            : 'None set (use Edit to set one).'}
        </dd>
        <dt>Review</dt>
        <dd>
          {request.dealerInstallerReviewId
            ? (reviewLabel ?? `Review #${request.dealerInstallerReviewId}`)
            : 'No review linked yet (link one under Reviews).'}
        </dd>
      </dl>
      <form
        className="shop-dealer__summary"
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) void model.saveSummary(request, summary);
        }}
      >
        <label htmlFor={fieldId}>Job summary of request #{requestId}</label>
        <textarea
          id={fieldId}
          value={summary}
          rows={3}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${fieldId}-count`}
          onChange={(event) => setSummary(event.target.value)}
        />
        <span id={`${fieldId}-count`} className={tooLong ? 'shop-dealer__error' : 'shop-dealer__muted'}>
          {tooLong
            ? `The summary can have at most ${INSTALL_REQUEST_SUMMARY_MAX_LENGTH} characters (${summary.length} now).`
            : `${summary.length} of ${INSTALL_REQUEST_SUMMARY_MAX_LENGTH} characters`}
        </span>
        <button type="submit" className="shop-dealer__button" disabled={busy || tooLong}>
          Save summary
        </button>
      </form>
    </div>
  );
}
