import { type HttpHandler, HttpResponse, http } from 'msw';
import * as z from 'zod';
import {
  dealerInstallRequestSchema,
  FOLLOW_UP_TYPES,
  INSTALL_REQUEST_NAME_MAX_LENGTH,
  INSTALL_REQUEST_STATUSES,
  INSTALL_REQUEST_SUMMARY_MAX_LENGTH,
} from '../../api/dealer-install-requests';
import {
  INSTALL_REQUEST_BASE,
  installRequestCountSchema,
  installRequestSchema,
  installRequestsSchema,
  installRequestUpdateSchema,
  showInstallRequestsSchema,
} from '../../api/install-requests';
import { type InstallRequestRecord, newInstallRequest } from '../data/install-requests';
import { findProduct } from '../data/products';
import { errorJson, jsonAs, readJsonBody } from '../respond';
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

function requestBody(
  shop: FakeShopState,
  record: InstallRequestRecord,
): z.input<typeof installRequestSchema> {
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

const statusesBody = z.object({
  requests: z
    .array(z.object({ dealerInstallRequestId: z.int(), status: z.enum(INSTALL_REQUEST_STATUSES) }))
    .min(1),
});
const summaryBody = z.object({
  dealerInstallRequestId: z.int(),
  summary: z.string().max(INSTALL_REQUEST_SUMMARY_MAX_LENGTH),
});

/** PUT /request: what a dealer may correct of a request, sent whole (docs/widgets/custom-dealer-dashboard.md). */
const editBody = z
  .object({
    dealerInstallRequestId: z.int(),
    customerName: z.string().trim().min(1).max(INSTALL_REQUEST_NAME_MAX_LENGTH),
    customerEmail: z.email().nullable(),
    customerPhone: z
      .string()
      .regex(/^\d{10}$/, 'The phone number must be 10 digits.')
      .nullable(),
    appointmentOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'The appointment must be YYYY-MM-DDTHH:MM.')
      .nullable(),
  })
  .refine((body) => body.customerEmail !== null || body.customerPhone !== null, {
    message: 'Keep a phone number or an email address.',
    path: ['customerPhone'],
  });

/** The signed-in dealer's own installer id in the path, or the answer refusing it. */
function ownInstallerId(params: Record<string, unknown>): number | Response {
  const dealerId = signedInDealerId(state);
  if (dealerId === null) return notSignedIn();
  if (Number(pathParam(params as never, 'id')) !== dealerId)
    return errorJson(403, 'A dealer installer can only change their own settings.');
  return dealerId;
}

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

  // The page's query comes along: with an installrequestid the opted-in installer is shown the tab;
  // without one, only when some of their requests are unseen. Not opted in: never.
  shopHttp.get(`${BASE}/show-dealer-install-requests`, ({ request }) => {
    const dealerId = signedInDealerId(state);
    if (dealerId === null) return notSignedIn();
    const query = new URL(request.url).searchParams;
    const linked = [...query].some(
      ([key, value]) => key.toLowerCase() === 'installrequestid' && /\d/.test(value),
    );
    const show =
      state.session.installer?.isOptedIn === true &&
      (linked || requestsOf(state, dealerId).some((record) => !record.seen));
    return jsonAs(showInstallRequestsSchema, { show });
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

  shopHttp.put(`${BASE}/request/statuses`, async ({ request }) => {
    const dealerId = signedInDealerId(state);
    if (dealerId === null) return notSignedIn();
    const body = await readJsonBody(request, statusesBody);
    if (body instanceof Response) return body;
    const own = requestsOf(state, dealerId);
    const missing = body.requests.find(
      (change) => !own.some((record) => record.dealerInstallRequestId === change.dealerInstallRequestId),
    );
    if (missing) return errorJson(404, `There is no install request ${missing.dealerInstallRequestId}.`);
    for (const change of body.requests) {
      const record = own.find(
        (candidate) => candidate.dealerInstallRequestId === change.dealerInstallRequestId,
      );
      if (record) {
        record.status = change.status;
        record.seen = true;
      }
    }
    return jsonAs(installRequestUpdateSchema, { success: true });
  }),

  shopHttp.put(`${BASE}/request`, async ({ request }) => {
    const dealerId = signedInDealerId(state);
    if (dealerId === null) return notSignedIn();
    const body = await readJsonBody(request, editBody);
    if (body instanceof Response) return body;
    const record = requestsOf(state, dealerId).find(
      (candidate) => candidate.dealerInstallRequestId === body.dealerInstallRequestId,
    );
    if (!record) return errorJson(404, `There is no install request ${body.dealerInstallRequestId}.`);
    record.customerName = body.customerName;
    record.customerEmail = body.customerEmail;
    record.customerPhone = body.customerPhone;
    record.appointmentOn = body.appointmentOn;
    return jsonAs(dealerInstallRequestSchema, {
      ...requestBody(state, record),
      summary: record.summary ?? '',
    });
  }),

  shopHttp.put(`${BASE}/summary`, async ({ request }) => {
    const dealerId = signedInDealerId(state);
    if (dealerId === null) return notSignedIn();
    const body = await readJsonBody(request, summaryBody);
    if (body instanceof Response) return body;
    const record = requestsOf(state, dealerId).find(
      (candidate) => candidate.dealerInstallRequestId === body.dealerInstallRequestId,
    );
    if (!record) return errorJson(404, `There is no install request ${body.dealerInstallRequestId}.`);
    record.summary = body.summary;
    return jsonAs(installRequestUpdateSchema, { success: true });
  }),

  shopHttp.put(`${BASE}/installer/:id/followup/:type`, ({ params }) => {
    const dealerId = ownInstallerId(params);
    if (dealerId instanceof Response) return dealerId;
    const type = pathParam(params, 'type');
    if (!(FOLLOW_UP_TYPES as readonly string[]).includes(type))
      return errorJson(400, `The follow-up type must be one of ${FOLLOW_UP_TYPES.join(', ')}.`);
    const profile = state.dealerShop.profiles[dealerId];
    if (profile) profile.followUpType = type as (typeof FOLLOW_UP_TYPES)[number];
    return jsonAs(installRequestUpdateSchema, { success: true });
  }),

  shopHttp.post(`${BASE}/installers/:id/opt-out`, ({ params }) => {
    const dealerId = ownInstallerId(params);
    if (dealerId instanceof Response) return dealerId;
    if (state.session.installer) state.session.installer.isOptedIn = false;
    return jsonAs(installRequestUpdateSchema, { success: true });
  }),

  shopHttp.get(`${BASE}/installers/:id/area-count`, ({ params }) => {
    const dealerId = ownInstallerId(params);
    if (dealerId instanceof Response) return dealerId;
    return jsonAs(installRequestCountSchema, { count: state.dealerShop.profiles[dealerId]?.areaCount ?? 0 });
  }),

  shopHttp.put(`${BASE}/request/:id/review/:reviewId`, ({ params }) => {
    const dealerId = signedInDealerId(state);
    if (dealerId === null) return notSignedIn();
    const id = Number(pathParam(params, 'id'));
    const record = requestsOf(state, dealerId).find((candidate) => candidate.dealerInstallRequestId === id);
    if (!record) return errorJson(404, `There is no install request ${pathParam(params, 'id')}.`);
    const reviewId = Number(pathParam(params, 'reviewId'));
    const review = state.dealerShop.reviews.find(
      (candidate) =>
        candidate.dealerInstallerReviewId === reviewId && candidate.dealerInstallerId === dealerId,
    );
    if (!review) return errorJson(404, `There is no review ${pathParam(params, 'reviewId')} of yours.`);
    // One review belongs to one request: a link moves it.
    for (const other of state.installRequests.requests) {
      if (other.dealerInstallerReviewId === reviewId) other.dealerInstallerReviewId = null;
    }
    record.dealerInstallerReviewId = reviewId;
    review.dealerInstallRequestId = id;
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
