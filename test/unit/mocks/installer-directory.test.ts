import {
  type InstallRequestToInstaller,
  installRequestsSentSchema,
  sendInstallRequest,
  sendInstallRequests,
  sendInstallRequestsByPostalCode,
  sendInvoiceInstallRequests,
} from '../../../src/api/dealer-install-requests';
import {
  fetchInstallerDetails,
  fetchInstallerMedia,
  fetchInstallerProfile,
  findNearbyInstallers,
} from '../../../src/api/dealer-installers';
import { fetchUnseenInstallRequests } from '../../../src/api/install-requests';
import { newIdempotencyKey } from '../../../src/core/http';
import { setRole } from '../../../src/mocks';
import { state } from '../../../src/mocks/state';
import { postJson, shopFetch } from './shop-fetch';

const draft: InstallRequestToInstaller = {
  dealerInstallerId: 4711,
  customerName: 'Dana Reyes',
  customerEmail: 'dana@example.com',
  customerPhone: null,
  postalCode: '78701',
  productGroup: 'Trailer Hitch',
  productGroupCategory: null,
  webSku: 'C13130',
  vehicle: '2021 Ford F-150',
  year: 2021,
  make: 'Ford',
  model: 'F-150',
  isFitGuided: false,
  additionalInfo: null,
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the installer directory of the fake shop', () => {
  it('finds opted-in installers of a product group within the miles, nearest first, with ratings and thumbnails', async () => {
    const near = await findNearbyInstallers(
      { postalCode: '78701', productGroup: 'Trailer Hitch', miles: 25 },
      {},
    );
    expect(near.map((installer) => installer.name)).toEqual([
      'Hitch Pros',
      'Lone Star Trailer Works',
      'Tow Masters',
      'Hill Country Hitch & RV',
    ]);
    expect(near[0]?.distance).toBeLessThan(near[1]?.distance ?? 0);
    expect(near[0]).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(near[0]?.thumbnails).toHaveLength(3);
    const wider = await findNearbyInstallers(
      { postalCode: '78701', productGroup: 'Bike Rack', miles: 100 },
      {},
    );
    expect(wider.map((installer) => installer.name)).toEqual(['Tow Masters', 'San Marcos Tow & Tire']);
    expect(await findNearbyInstallers({ postalCode: '10001', productGroup: '', miles: 100 }, {})).toEqual([]);
    expect((await shopFetch('/api/installers/installers/?postalCode=787&miles=25')).status).toBe(400);
    expect((await shopFetch('/api/installers/installers/?postalCode=78701&miles=0')).status).toBe(400);
  });

  it("answers an installer's public details and photos to anyone, and their own profile to the dealer", async () => {
    setRole('shopper');
    const details = await fetchInstallerDetails(5230);
    expect(details).toMatchObject({ name: 'Tow Masters', city: 'Round Rock', phone: '512-555-0120' });
    expect(await fetchInstallerMedia(5230)).toHaveLength(2);
    expect((await shopFetch('/api/installers/6611')).status).toBe(404);
    const photo = await shopFetch('/images/installers/5230-1.svg');
    expect(photo.headers.get('content-type')).toContain('image/svg+xml');
    setRole('dealer');
    expect(await fetchInstallerProfile(4711)).toMatchObject({ name: 'Hitch Pros', isOptedIn: true });
    expect(await fetchInstallerDetails(4711)).toMatchObject({ phone: '512-555-0100' });
  });

  it('stores each request unseen for its installer, in the four ways to send one', async () => {
    setRole('shopper');
    const one = await sendInstallRequest(draft, newIdempotencyKey());
    const several = await sendInstallRequests(
      [draft, { ...draft, dealerInstallerId: 5230 }],
      newIdempotencyKey(),
    );
    const nearby = await sendInstallRequestsByPostalCode(
      { ...draft, productGroup: 'Bike Rack' },
      100,
      newIdempotencyKey(),
    );
    const invoice = await sendInvoiceInstallRequests(
      88123,
      [{ ...draft, dealerInstallerId: 6120 }],
      newIdempotencyKey(),
    );
    expect(one.dealerInstallRequestIds).toEqual([4]);
    expect(several.dealerInstallRequestIds).toEqual([5, 6]);
    expect(nearby.dealerInstallRequestIds).toHaveLength(2);
    expect(invoice.dealerInstallRequestIds).toHaveLength(1);
    const stored = state.installRequests.requests.filter((record) => record.customerName === 'Dana Reyes');
    expect(stored.map((record) => record.dealerInstallerId).sort()).toEqual([
      4711, 4711, 5230, 5230, 6120, 6410,
    ]);
    expect(stored.every((record) => !record.seen && record.status === 'Open')).toBe(true);

    setRole('dealer');
    const unseen = await fetchUnseenInstallRequests();
    expect(unseen.map((request) => request.dealerInstallRequestId)).toEqual(expect.arrayContaining([4, 5]));
  });

  it('refuses a request it cannot deliver, and a malformed one, storing nothing', async () => {
    const before = state.installRequests.requests.length;
    const unknown = await postJson('/api/dealer-install-request/request', {
      ...draft,
      dealerInstallerId: 6611,
    });
    expect(unknown.status).toBe(404);
    const wrongGroup = await postJson('/api/dealer-install-request/requests', {
      requests: [draft, { ...draft, dealerInstallerId: 6120, productGroup: 'Bike Rack' }],
    });
    expect(wrongGroup.status).toBe(400);
    expect(
      (await postJson('/api/dealer-install-request/request', { ...draft, customerEmail: 'x' })).status,
    ).toBe(400);
    const none = await postJson(
      '/api/dealer-install-request/requests-by-postal-code?postalCode=10001&productGroup=Tow%20Bar&miles=25',
      draft,
    );
    expect(none.status).toBe(404);
    expect(state.installRequests.requests.length).toBe(before);
    expect(installRequestsSentSchema.safeParse({ dealerInstallRequestIds: [0] }).success).toBe(false);
  });
});
