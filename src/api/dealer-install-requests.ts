import * as z from 'zod/mini';
import { request } from '../core/http';
import { optionalField, optionalText } from '../core/tolerant';
import {
  INSTALL_REQUEST_BASE,
  INSTALL_REQUEST_SIDEBAR_PATHS,
  installRequestCountSchema,
  installRequestSchema,
  installRequestUpdateSchema,
} from './install-requests';

/**
 * The dealer dashboard's install-request calls (staff §7.10), apart from the ones the cart side bar makes
 * (`install-requests.ts`, in every page's platform file): these load only with the dashboard. Paths and
 * the bodies chosen where the spec gives none: `INSTALL_REQUEST_PATHS`.
 */

/** The statuses a request moves through, in the order a job goes (the server writes them so). */
export const INSTALL_REQUEST_STATUSES = ['Open', 'Contacted', 'Scheduled', 'Completed', 'Declined'] as const;
export type InstallRequestStatus = (typeof INSTALL_REQUEST_STATUSES)[number];

/** Follow-up reminders about open requests: none, a daily or a weekly email. */
export const FOLLOW_UP_TYPES = ['none', 'daily', 'weekly'] as const;
export type FollowUpType = (typeof FOLLOW_UP_TYPES)[number];

const id = (value: number) => encodeURIComponent(String(value));

/**
 * Every path of the service (staff §7.10). The spec names them but gives no bodies or answers: each
 * body chosen is written next to its path and in docs/widgets/custom-dealer-dashboard.md.
 */
export const INSTALL_REQUEST_PATHS = {
  ...INSTALL_REQUEST_SIDEBAR_PATHS,
  /** PUT, body {@link InstallRequestStatusesBody}: new statuses of one or more requests. */
  statuses: `${INSTALL_REQUEST_BASE}/request/statuses`,
  /**
   * PUT, body {@link InstallRequestEditBody}: the dealer's corrections of one request (the customer's name,
   * email and phone as the shopper mistyped them) and the appointment agreed with the customer; answers the
   * request as it is now ({@link dealerInstallRequestSchema}). The status, the seen flag and the job summary
   * have calls of their own and are not part of this body.
   */
  edit: `${INSTALL_REQUEST_BASE}/request`,
  /** PUT, body {@link InstallRequestSummaryBody}: the dealer's job summary of one request. */
  summary: `${INSTALL_REQUEST_BASE}/summary`,
  /** PUT, no body: how the shop reminds the installer of open requests ({@link FOLLOW_UP_TYPES}). */
  followUp: (dealerInstallerId: number, type: FollowUpType) =>
    `${INSTALL_REQUEST_BASE}/installer/${id(dealerInstallerId)}/followup/${type}`,
  /** POST, no body: the installer stops receiving install requests (isOptedIn becomes false). */
  optOut: (dealerInstallerId: number) =>
    `${INSTALL_REQUEST_BASE}/installers/${id(dealerInstallerId)}/opt-out`,
  /** GET: `{ count }` of opted-in installers in the installer's area (their ZIP code's area). */
  areaCount: (dealerInstallerId: number) =>
    `${INSTALL_REQUEST_BASE}/installers/${id(dealerInstallerId)}/area-count`,
  /** PUT, no body: the shopper's installer review that belongs to this request. */
  linkReview: (requestId: number, reviewId: number) =>
    `${INSTALL_REQUEST_BASE}/request/${id(requestId)}/review/${id(reviewId)}`,
} as const;

/** A request as the dashboard reads it: the side bar's fields plus the job summary and the linked review. */
export const dealerInstallRequestSchema = z.extend(installRequestSchema, {
  /** The dealer's own summary of the job (PUT /summary); empty when none. */
  summary: optionalText('installRequest.summary'),
  /** The shopper's installer review linked to this request (PUT /request/{id}/review/{reviewId}). */
  dealerInstallerReviewId: optionalField('installRequest.dealerInstallerReviewId', z.int()),
  /** The appointment agreed with the customer, the shop's wall time 'YYYY-MM-DDTHH:MM' (PUT /request); null when none. */
  appointmentOn: optionalField('installRequest.appointmentOn', z.string()),
});
export type DealerInstallRequest = z.output<typeof dealerInstallRequestSchema>;
export const dealerInstallRequestsSchema = z.array(dealerInstallRequestSchema);

/** GET /requests, read with the dashboard's fields. */
export function fetchDealerInstallRequests(signal?: AbortSignal) {
  return request(INSTALL_REQUEST_PATHS.requests, { schema: dealerInstallRequestsSchema, signal });
}

/** PUT /request/statuses body: each request with its new status. */
export interface InstallRequestStatusesBody {
  requests: { dealerInstallRequestId: number; status: InstallRequestStatus }[];
}

/** PUT /request/statuses: new statuses of one or more requests (one user action, one key). */
export function setInstallRequestStatuses(body: InstallRequestStatusesBody, idempotencyKey: string) {
  return request(INSTALL_REQUEST_PATHS.statuses, {
    method: 'put',
    json: body,
    schema: installRequestUpdateSchema,
    idempotencyKey,
  });
}

/**
 * PUT /request body: the fields of one request the dealer may correct, sent whole. Blank texts are sent as
 * null; `appointmentOn` is the shop's wall time 'YYYY-MM-DDTHH:MM' (no zone: the appointment is at the shop).
 */
export interface InstallRequestEditBody {
  dealerInstallRequestId: number;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  appointmentOn: string | null;
}

/** The longest customer name the edit sends (the form flow's own limit). */
export const INSTALL_REQUEST_NAME_MAX_LENGTH = 100;

/** PUT /request: the dealer's corrections and the appointment; the request as the server now has it. */
export function editInstallRequest(body: InstallRequestEditBody, idempotencyKey: string) {
  return request(INSTALL_REQUEST_PATHS.edit, {
    method: 'put',
    json: body,
    schema: dealerInstallRequestSchema,
    idempotencyKey,
  });
}

/** PUT /summary body: the dealer's summary of one job (at most {@link INSTALL_REQUEST_SUMMARY_MAX_LENGTH}). */
export interface InstallRequestSummaryBody {
  dealerInstallRequestId: number;
  summary: string;
}

/** The longest job summary the dashboard sends (the spec gives none; the review text's 4000 is kept). */
export const INSTALL_REQUEST_SUMMARY_MAX_LENGTH = 4000;

/** PUT /summary */
export function saveInstallRequestSummary(body: InstallRequestSummaryBody, idempotencyKey: string) {
  return request(INSTALL_REQUEST_PATHS.summary, {
    method: 'put',
    json: body,
    schema: installRequestUpdateSchema,
    idempotencyKey,
  });
}

/** PUT /installer/{id}/followup/{type} */
export function setInstallRequestFollowUp(
  dealerInstallerId: number,
  type: FollowUpType,
  idempotencyKey: string,
) {
  return request(INSTALL_REQUEST_PATHS.followUp(dealerInstallerId, type), {
    method: 'put',
    schema: installRequestUpdateSchema,
    idempotencyKey,
  });
}

/** PUT /request/{id}/review/{reviewId} */
export function linkInstallRequestReview(requestId: number, reviewId: number, idempotencyKey: string) {
  return request(INSTALL_REQUEST_PATHS.linkReview(requestId, reviewId), {
    method: 'put',
    schema: installRequestUpdateSchema,
    idempotencyKey,
  });
}

/** POST /installers/{id}/opt-out */
export function optOutOfInstallRequests(dealerInstallerId: number, idempotencyKey: string) {
  return request(INSTALL_REQUEST_PATHS.optOut(dealerInstallerId), {
    method: 'post',
    schema: installRequestUpdateSchema,
    idempotencyKey,
  });
}

/** GET /installers/{id}/area-count */
export function fetchInstallerAreaCount(dealerInstallerId: number, signal?: AbortSignal) {
  return request(INSTALL_REQUEST_PATHS.areaCount(dealerInstallerId), {
    schema: installRequestCountSchema,
    signal,
  });
}

/**
 * The shopper's side of the service (staff §7.10): sending an install request from
 * `<custom-dealer-install-request-form-flow>`. The spec names the paths only; the bodies and the answer
 * below are the contract (docs/widgets/custom-dealer-install-request-form-flow.md).
 */
export const INSTALL_REQUEST_SEND_PATHS = {
  /** POST, body {@link InstallRequestToInstaller}: one request to one installer. */
  request: `${INSTALL_REQUEST_BASE}/request`,
  /** POST, body `{ requests: InstallRequestToInstaller[] }`: the same request to each installer chosen. */
  requests: `${INSTALL_REQUEST_BASE}/requests`,
  /**
   * POST `?postalCode=&productGroup=&miles=`, body {@link InstallRequestDraft}: the request to every opted-in
   * installer of the product group within `miles` of the postal code.
   */
  byPostalCode: `${INSTALL_REQUEST_BASE}/requests-by-postal-code`,
  /** POST, body `{ invoiceId, requests: InstallRequestToInstaller[] }`: requests for the parts of an order. */
  invoice: `${INSTALL_REQUEST_BASE}/requests/invoice`,
} as const;

/** What the shopper tells the installer (every send call carries it). */
export interface InstallRequestDraft {
  customerName: string;
  customerEmail: string;
  /** Digits only; null when not given. */
  customerPhone: string | null;
  postalCode: string;
  productGroup: string;
  productGroupCategory: string | null;
  webSku: string | null;
  /** Year, make and model as one line ('2021 Ford F-150'), as the dealer's list shows it. */
  vehicle: string;
  year: number | null;
  make: string | null;
  model: string | null;
  isFitGuided: boolean;
  additionalInfo: string | null;
}

/** The draft addressed to one installer. */
export interface InstallRequestToInstaller extends InstallRequestDraft {
  dealerInstallerId: number;
}

/** Every send call answers with the ids of the requests it made (one per installer reached). */
export const installRequestsSentSchema = z.object({
  dealerInstallRequestIds: z.array(z.int().check(z.positive())),
});
export type InstallRequestsSent = z.output<typeof installRequestsSentSchema>;

/** POST /request: one installer. */
export function sendInstallRequest(body: InstallRequestToInstaller, idempotencyKey: string) {
  return request(INSTALL_REQUEST_SEND_PATHS.request, {
    method: 'post',
    json: body,
    schema: installRequestsSentSchema,
    idempotencyKey,
  });
}

/** POST /requests (body: requests): each installer chosen. */
export function sendInstallRequests(requests: InstallRequestToInstaller[], idempotencyKey: string) {
  return request(INSTALL_REQUEST_SEND_PATHS.requests, {
    method: 'post',
    json: { requests },
    schema: installRequestsSentSchema,
    idempotencyKey,
  });
}

/** POST /requests-by-postal-code?postalCode=&productGroup=&miles=: every installer nearby. */
export function sendInstallRequestsByPostalCode(
  draft: InstallRequestDraft,
  miles: number,
  idempotencyKey: string,
) {
  return request(INSTALL_REQUEST_SEND_PATHS.byPostalCode, {
    method: 'post',
    searchParams: { postalCode: draft.postalCode, productGroup: draft.productGroup, miles },
    json: draft,
    schema: installRequestsSentSchema,
    idempotencyKey,
  });
}

/** POST /requests/invoice: requests for the parts of an order (the page's `invoiceid`). */
export function sendInvoiceInstallRequests(
  invoiceId: number,
  requests: InstallRequestToInstaller[],
  idempotencyKey: string,
) {
  return request(INSTALL_REQUEST_SEND_PATHS.invoice, {
    method: 'post',
    json: { invoiceId, requests },
    schema: installRequestsSentSchema,
    idempotencyKey,
  });
}
