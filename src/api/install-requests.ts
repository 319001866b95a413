import * as z from 'zod';
import { request } from '../core/http';

/**
 * Dealer install requests (staff §7.10, base /api/dealer-install-request): the calls the cart side
 * bar needs for its install-requests tab. A shopper asks a local dealer installer to fit a part;
 * the opted-in installer sees the requests addressed to them.
 *
 * The spec gives the names of these calls only ("The request and response shapes of these calls
 * are not shown"): the schemas here are the contract, and the fake shop answers with them.
 */
export const INSTALL_REQUEST_BASE = '/api/dealer-install-request';

/** One install request, as the installer sees it. */
export const installRequestSchema = z.object({
  dealerInstallRequestId: z.number().int().positive(),
  dealerInstallerId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string().nullish(),
  customerPhone: z.string().nullish(),
  postalCode: z.string(),
  productGroup: z.string(),
  webSku: z.string().nullish(),
  productName: z.string().nullish(),
  /** Year, make and model as one line, e.g. '2021 Ford F-150'. */
  vehicle: z.string().nullish(),
  additionalInfo: z.string().nullish(),
  /** 'Open', 'Contacted', 'Scheduled', 'Completed' or 'Declined'; shown as the server writes it. */
  status: z.string(),
  /** ISO 8601 date and time the shopper sent the request. */
  requestedOn: z.string(),
  /** False until the installer has seen it (the side bar opens by itself for unseen requests). */
  seen: z.boolean(),
});
export type InstallRequest = z.infer<typeof installRequestSchema>;

export const installRequestsSchema = z.array(installRequestSchema);
export const installRequestCountSchema = z.object({ count: z.number().int().nonnegative() });
export const installRequestUpdateSchema = z.object({ success: z.boolean() });

/** GET /requests: the signed-in installer's requests, newest first. */
export function fetchInstallRequests(signal?: AbortSignal) {
  return request(`${INSTALL_REQUEST_BASE}/requests`, { schema: installRequestsSchema, signal });
}

/** GET /requests/unseen: the requests the installer has not seen yet. */
export function fetchUnseenInstallRequests() {
  return request(`${INSTALL_REQUEST_BASE}/requests/unseen`, { schema: installRequestsSchema });
}

/** GET /requests/open/count: how many requests are still open. */
export function fetchOpenInstallRequestCount() {
  return request(`${INSTALL_REQUEST_BASE}/requests/open/count`, { schema: installRequestCountSchema });
}

/** PUT /request/{id}/seen/{flag} */
export function markInstallRequestSeen(requestId: number, seen: boolean) {
  return request(`${INSTALL_REQUEST_BASE}/request/${encodeURIComponent(String(requestId))}/seen/${seen}`, {
    method: 'put',
    schema: installRequestUpdateSchema,
  });
}

/** PUT /clear-unseen: marks every request of the installer as seen. */
export function clearUnseenInstallRequests() {
  return request(`${INSTALL_REQUEST_BASE}/clear-unseen`, {
    method: 'put',
    schema: installRequestUpdateSchema,
  });
}
