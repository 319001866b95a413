import {
  clearUnseenInstallRequests,
  fetchInstallRequests,
  fetchOpenInstallRequestCount,
  fetchShowInstallRequests,
  fetchUnseenInstallRequests,
  installRequestsSchema,
  markInstallRequestSeen,
  showInstallRequestsSchema,
} from '../../../src/api/install-requests';
import { recordedRequests, SAMPLE_DEALER, setRole } from '../../../src/mocks';
import { addInstallRequest } from '../../../src/mocks/handlers/install-requests';
import { getJson, postJson, shopFetch } from './shop-fetch';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setRole('dealer');
});

describe('install requests of the signed-in installer', () => {
  it('lists the three seeded requests newest first, with product names, parsing with the library schema', async () => {
    const requests = installRequestsSchema.parse(await getJson('/api/dealer-install-request/requests'));
    expect(
      requests.map((request) => [request.dealerInstallRequestId, request.customerName, request.status]),
    ).toEqual([
      [3, 'Maria Gonzalez', 'Open'],
      [2, 'James Carter', 'Scheduled'],
      [1, 'Lena Park', 'Completed'],
    ]);
    expect(requests[0]).toMatchObject({
      dealerInstallerId: SAMPLE_DEALER.dealerInstallerId,
      productName: 'Curt T-Connector Vehicle Wiring Harness with 4-Pole Flat Trailer Connector',
      seen: true,
    });
  });

  it('answers 401 to anyone but a dealer installer', async () => {
    setRole('shopper');
    expect((await shopFetch('/api/dealer-install-request/requests')).status).toBe(401);
    await expect(fetchUnseenInstallRequests()).rejects.toMatchObject({ status: 401 });
  });

  it('has no unseen request until a new one arrives', async () => {
    expect(await fetchUnseenInstallRequests()).toEqual([]);
    const record = addInstallRequest({ customerName: 'Ana Ruiz' });
    const unseen = await fetchUnseenInstallRequests();
    expect(unseen.map((request) => [request.dealerInstallRequestId, request.customerName])).toEqual([
      [record.dealerInstallRequestId, 'Ana Ruiz'],
    ]);
    expect((await fetchInstallRequests())[0]?.dealerInstallRequestId).toBe(record.dealerInstallRequestId);
  });

  it('counts the open requests', async () => {
    expect(await fetchOpenInstallRequestCount()).toEqual({ count: 1 });
    addInstallRequest();
    expect(await fetchOpenInstallRequestCount()).toEqual({ count: 2 });
  });

  it('marks one request seen or unseen, and clears every unseen request', async () => {
    addInstallRequest();
    addInstallRequest();
    expect(await markInstallRequestSeen(4, true)).toEqual({ success: true });
    expect((await fetchUnseenInstallRequests()).map((request) => request.dealerInstallRequestId)).toEqual([
      5,
    ]);
    await markInstallRequestSeen(1, false);
    expect(await clearUnseenInstallRequests()).toEqual({ success: true });
    expect(await fetchUnseenInstallRequests()).toEqual([]);
    expect(
      recordedRequests({ method: 'PUT', path: '/api/dealer-install-request/*' }).map((r) => r.path),
    ).toEqual([
      '/api/dealer-install-request/request/4/seen/true',
      '/api/dealer-install-request/request/1/seen/false',
      '/api/dealer-install-request/clear-unseen',
    ]);
  });

  it('answers 404 for an unknown request and 400 for a flag that is not true or false', async () => {
    await expect(markInstallRequestSeen(99, true)).rejects.toMatchObject({ status: 404 });
    const response = await shopFetch('/api/dealer-install-request/request/1/seen/maybe', { method: 'PUT' });
    expect(response.status).toBe(400);
  });
});

describe('the remote control', () => {
  it('makes a new unseen request arrive over HTTP, unrecorded', async () => {
    const response = await postJson('/__fake-shop/install-requests', {
      customerName: 'Kim Lee',
      webSku: 'TS32',
    });
    expect(response.status).toBe(201);
    const { request } = (await response.json()) as { request: { customerName: string; productName: string } };
    expect(request).toMatchObject({
      customerName: 'Kim Lee',
      productName: expect.stringContaining('Trimax'),
    });
    expect((await fetchUnseenInstallRequests()).map((unseen) => unseen.customerName)).toEqual(['Kim Lee']);
    expect(recordedRequests({ path: '/__fake-shop/install-requests' })).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await shopFetch('/__fake-shop/install-requests', { method: 'POST', body: '{oops' });
    expect(response.status).toBe(400);
  });
});

describe('GET /show-dealer-install-requests (the side bar asks with the page query)', () => {
  it('says yes to the opted-in installer with an installrequestid, or with unseen requests', async () => {
    expect(await fetchShowInstallRequests('?installrequestid=3')).toBe(true);
    expect(await fetchShowInstallRequests('')).toBe(false);
    addInstallRequest();
    expect(await fetchShowInstallRequests('?utm_source=mail')).toBe(true);
    await clearUnseenInstallRequests();
    expect(await fetchShowInstallRequests('')).toBe(false);
    expect(await fetchShowInstallRequests('?installrequestid=abc')).toBe(false);
  });

  it('passes the page query along and says no once the installer opted out', async () => {
    addInstallRequest();
    await shopFetch(`/api/dealer-install-request/installers/${SAMPLE_DEALER.dealerInstallerId}/opt-out`, {
      method: 'POST',
    });
    expect(await fetchShowInstallRequests('?installrequestid=3')).toBe(false);
    const asked = recordedRequests({ path: '/api/dealer-install-request/show-dealer-install-requests' });
    expect(asked.at(-1)?.search).toBe('?installrequestid=3');
  });

  it('answers 401 to a shopper', async () => {
    setRole('shopper');
    await expect(fetchShowInstallRequests('')).rejects.toMatchObject({ status: 401 });
  });
});

describe('reading the show answer tolerantly', () => {
  it('reads { show } with extra fields, and refuses a show that is not a boolean', () => {
    expect(showInstallRequestsSchema.parse({ show: true, reason: 'unseen' })).toEqual({ show: true });
    expect(showInstallRequestsSchema.safeParse({ show: 'yes' }).success).toBe(false);
    expect(showInstallRequestsSchema.safeParse(true).success).toBe(false);
  });
});
