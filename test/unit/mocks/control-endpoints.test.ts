import { fetchLoggedInInstaller } from '../../../src/api/installers';
import { getRole, recordedRequests } from '../../../src/mocks';
import { state } from '../../../src/mocks/state';
import { getJson, postJson, shopFetch } from './shop-fetch';

describe('control endpoints over HTTP', () => {
  it('reports the role, the roles and the toggles', async () => {
    expect(await getJson('/__fake-shop/state')).toEqual({
      role: 'shopper',
      roles: [
        'shopper',
        'dealer',
        'staff',
        'specialist',
        'moderator',
        'busy-dealer',
        'owner-moderator',
        'inactive-specialist',
      ],
      featureToggles: expect.objectContaining({ 'saved-product-list': true }),
      experiments: { onOff: {}, buckets: {} },
    });
  });

  it('switches the role', async () => {
    const response = await postJson('/__fake-shop/role', { role: 'dealer' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ role: 'dealer' });
    expect(getRole()).toBe('dealer');
    expect((await fetchLoggedInInstaller()).installerDetails?.dealerInstallerId).toBe(4711);
  });

  it('offers an owner who is a moderator and an inactive specialist (staff §4.4)', async () => {
    await postJson('/__fake-shop/role', { role: 'owner-moderator' });
    expect(await getJson('/__fake-shop/state')).toMatchObject({ role: 'owner-moderator' });
    expect(getRole()).toBe('moderator');
    expect(state.session.staffMember).toMatchObject({ employeeId: 1420, friendlyName: 'Priya K.' });

    await postJson('/__fake-shop/role', { role: 'inactive-specialist' });
    expect(await getJson('/__fake-shop/state')).toMatchObject({ role: 'inactive-specialist' });
    expect(getRole()).toBe('specialist');
    expect(state.session.staffMember).toMatchObject({ employeeId: 2764, friendlyName: 'Owen P.' });
    expect(await getJson('/api/comment-moderation/user-info/2764')).toMatchObject({ active: false });

    await postJson('/__fake-shop/role', { role: 'specialist' });
    expect(await getJson('/__fake-shop/state')).toMatchObject({ role: 'specialist' });
  });

  it('sets toggles and experiments', async () => {
    expect((await postJson('/__fake-shop/toggles', { key: 'saved-product-list', on: false })).status).toBe(
      200,
    );
    expect((await postJson('/__fake-shop/experiments', { name: 'ShipToShop', bucket: 7 })).status).toBe(200);
    expect((await postJson('/__fake-shop/experiments', { name: 'SkipShipping', on: true })).status).toBe(200);
    expect(await getJson('/api/featuretoggles/saved-product-list')).toMatchObject({
      featureToggles: [{ featureKey: 'saved-product-list', isToggledOn: false }],
    });
    expect(await getJson('/api/experiments/ShipToShop/bucket')).toEqual({ bucket: 7 });
    expect(await getJson('/api/experiments/on-off-experiments/SkipShipping')).toEqual({ isOn: true });
  });

  it('injects faults, "Infinity" included, and clears them', async () => {
    const created = await postJson('/__fake-shop/faults', {
      path: '/api/cart/id',
      status: 500,
      times: 'Infinity',
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      faults: [{ path: '/api/cart/id', status: 500, remaining: 'Infinity' }],
    });
    expect((await shopFetch('/api/cart/id')).status).toBe(500);
    expect((await shopFetch('/api/cart/id')).status).toBe(500);
    expect((await shopFetch('/__fake-shop/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await shopFetch('/api/cart/id')).status).toBe(200);
  });

  it('lists the recorded requests, filtered by path, and clears them', async () => {
    await shopFetch('/api/cart/id');
    await shopFetch('/api/cart/details?x=1');
    const answer = (await getJson('/__fake-shop/requests?path=/api/cart/details')) as { requests: unknown[] };
    expect(answer.requests).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/cart/details', search: '?x=1' }),
    ]);
    await shopFetch('/__fake-shop/requests', { method: 'DELETE' });
    expect(recordedRequests()).toEqual([]);
  });

  it('resets the shop', async () => {
    await postJson('/__fake-shop/role', { role: 'moderator' });
    await postJson('/__fake-shop/faults', { path: '/api/*', status: 500, times: 'Infinity' });
    const response = await shopFetch('/__fake-shop/reset', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(getRole()).toBe('shopper');
    expect((await shopFetch('/api/cart/id')).status).toBe(200);
  });

  it.each([
    ['/__fake-shop/role', { role: 'admin' }, /role/],
    ['/__fake-shop/role', {}, /role/],
    ['/__fake-shop/toggles', { key: 'x', on: 'yes' }, /on/],
    ['/__fake-shop/experiments', { name: 'ShipToShop' }, /bucket, on, or both/],
    ['/__fake-shop/experiments', { name: 'ShipToShop', bucket: -2 }, /bucket/],
    ['/__fake-shop/faults', { path: '/api/cart/id' }, /at least one of/],
    ['/__fake-shop/faults', { path: '/api/cart/id', status: 500, times: 'lots' }, /times/],
  ])('answers 400 with a clear message to POST %s %j', async (path, body, message) => {
    const response = await postJson(path, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  it('answers 400 when the body is not JSON', async () => {
    const response = await shopFetch('/__fake-shop/role', { method: 'POST', body: '{"role": ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The body must be JSON' });
    expect(getRole()).toBe('shopper');
  });
});
