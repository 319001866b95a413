import { type HttpHandler, HttpResponse, http } from 'msw';
import * as z from 'zod';
import {
  INSTALL_REQUEST_BASE,
  type InstallRequest,
  installRequestCountSchema,
  installRequestSchema,
  installRequestsSchema,
  installRequestUpdateSchema,
} from '../../api/install-requests';
import { type InstallRequestRecord, newInstallRequest } from '../data/install-requests';
import { findProduct } from '../data/products';
import { errorJson, jsonAs } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { type FakeShopState, SAMPLE_DEALER, state } from '../state';

/**
 * The install-request calls the cart side bar makes (staff §7.10, /api/dealer-install-request),
 * answered from `state.installRequests` for the signed-in dealer installer only (401 otherwise).
 * Plus a remote control for the demo and Playwright: POST /__fake-shop/install-requests makes a new,
 * unseen request arrive.
 */

const BASE = `*${INSTALL_REQUEST_BASE}`;

function signedInDealerId(shop: FakeShopState): number | null {
  return shop.session.role === 'dealer' && shop.session.installer
    ? shop.session.installer.dealerInstallerId
    : null;
}

function requestBody(shop: FakeShopState, record: InstallRequestRecord): InstallRequest {
  const product = record.webSku ? findProduct(record.webSku, shop.products) : undefined;
  return { ...record, productName: product?.name ?? null };
}

/** The installer's requests, newest first. */
function requestsOf(shop: FakeShopState, dealerId: number): InstallRequestRecord[] {
  return shop.installRequests.requests
    .filter((record) => record.dealerInstallerId === dealerId)
    .sort((a, b) => b.requestedOn.localeCompare(a.requestedOn));
}

const notSignedIn = () => errorJson(401, 'Sign in as a dealer installer to see install requests.');

/** A new unseen request for the signed-in dealer (or the sample dealer); stories and tests call it. */
export function addInstallRequest(
  fields: Partial<Omit<InstallRequestRecord, 'dealerInstallRequestId' | 'dealerInstallerId'>> = {},
): InstallRequestRecord {
  const dealerId = signedInDealerId(state) ?? SAMPLE_DEALER.dealerInstallerId;
  const record = newInstallRequest(state.installRequests.nextId, dealerId, fields);
  state.installRequests.nextId += 1;
  state.installRequests.requests.push(record);
  return record;
}

const newRequestFields = z
  .object({
    customerName: z.string().min(1),
    productGroup: z.string().min(1),
    webSku: z.string().nullable(),
    vehicle: z.string().nullable(),
    additionalInfo: z.string().nullable(),
  })
  .partial();

export const installRequestHandlers: HttpHandler[] = [
  shopHttp.get(`${BASE}/requests`, () => {
    const dealerId = signedInDealerId(state);
    if (dealerId === null) return notSignedIn();
    return jsonAs(
      installRequestsSchema,
      requestsOf(state, dealerId).map((record) => requestBody(state, record)),
    );
  }),

  shopHttp.get(`${BASE}/requests/unseen`, () => {
    const dealerId = signedInDealerId(state);
    if (dealerId === null) return notSignedIn();
    return jsonAs(
      installRequestsSchema,
      requestsOf(state, dealerId)
        .filter((record) => !record.seen)
        .map((record) => requestBody(state, record)),
    );
  }),

  shopHttp.get(`${BASE}/requests/open/count`, () => {
    const dealerId = signedInDealerId(state);
    if (dealerId === null) return notSignedIn();
    return jsonAs(installRequestCountSchema, {
      count: requestsOf(state, dealerId).filter((record) => record.status === 'Open').length,
    });
  }),

  shopHttp.put(`${BASE}/request/:id/seen/:flag`, ({ params }) => {
    const dealerId = signedInDealerId(state);
    if (dealerId === null) return notSignedIn();
    const flag = pathParam(params, 'flag').toLowerCase();
    if (flag !== 'true' && flag !== 'false') return errorJson(400, 'The seen flag must be true or false.');
    const id = Number(pathParam(params, 'id'));
    const record = requestsOf(state, dealerId).find((candidate) => candidate.dealerInstallRequestId === id);
    if (!record) return errorJson(404, `There is no install request ${pathParam(params, 'id')}.`);
    record.seen = flag === 'true';
    return jsonAs(installRequestUpdateSchema, { success: true });
  }),

  shopHttp.put(`${BASE}/clear-unseen`, () => {
    const dealerId = signedInDealerId(state);
    if (dealerId === null) return notSignedIn();
    for (const record of requestsOf(state, dealerId)) record.seen = true;
    return jsonAs(installRequestUpdateSchema, { success: true });
  }),

  // The remote control: never recorded, never faulted (like the other /__fake-shop handlers).
  http.post('*/__fake-shop/install-requests', async ({ request }) => {
    let raw: unknown = {};
    const text = await request.text();
    if (text.trim() !== '') {
      try {
        raw = JSON.parse(text);
      } catch {
        return errorJson(400, 'The body must be JSON');
      }
    }
    const fields = newRequestFields.safeParse(raw);
    if (!fields.success) return errorJson(400, `Invalid body: ${z.prettifyError(fields.error)}`);
    const record = addInstallRequest(fields.data);
    return HttpResponse.json(
      { request: installRequestSchema.parse(requestBody(state, record)) },
      { status: 201 },
    );
  }),
];
