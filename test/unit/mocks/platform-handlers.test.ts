import {
  experimentBucketSchema,
  fetchExperimentBucket,
  fetchOnOffExperiment,
  onOffExperimentSchema,
} from '../../../src/api/experiments';
import { featureToggleResultSchema, fetchFeatureToggle } from '../../../src/api/feature-toggles';
import { fetchLoggedInInstaller, installerLoginSchema } from '../../../src/api/installers';
import { logger } from '../../../src/core/logger';
import {
  getRole,
  recordedRequests,
  setExperimentBucket,
  setFeatureToggle,
  setOnOffExperiment,
  setRole,
} from '../../../src/mocks';
import { getJson, postJson } from './shop-fetch';

describe('feature toggles', () => {
  it('answers the toggle result shape the library parses', async () => {
    const answer = await getJson('/api/featuretoggles/saved-product-list');
    expect(answer).toEqual({
      success: true,
      notSuccessfulReason: null,
      featureToggles: [{ featureKey: 'saved-product-list', isToggledOn: true }],
    });
    expect(featureToggleResultSchema.parse(answer)).toEqual({
      success: true,
      featureToggles: [{ featureKey: 'saved-product-list', isToggledOn: true }],
    });
  });

  it('has unknown keys off by default', async () => {
    const result = await fetchFeatureToggle('no-such-toggle');
    expect(result.featureToggles).toEqual([{ featureKey: 'no-such-toggle', isToggledOn: false }]);
  });

  it('answers what setFeatureToggle set', async () => {
    setFeatureToggle('saved-product-list', false);
    setFeatureToggle('Gifts-Link', true);
    expect((await fetchFeatureToggle('saved-product-list')).featureToggles[0]?.isToggledOn).toBe(false);
    expect((await fetchFeatureToggle('Gifts-Link')).featureToggles[0]?.isToggledOn).toBe(true);
  });
});

describe('experiments', () => {
  it('answers off and bucket 0 for experiments never set', async () => {
    expect(
      onOffExperimentSchema.parse(await getJson('/api/experiments/on-off-experiments/SkipShipping')),
    ).toEqual({
      isOn: false,
    });
    expect(experimentBucketSchema.parse(await getJson('/api/experiments/ShipToShop/bucket'))).toEqual({
      bucket: 0,
    });
  });

  it('answers what the controls set', async () => {
    setOnOffExperiment('DepartmentVehicleSelector', true);
    setExperimentBucket('ShipToShop', 7);
    expect(await fetchOnOffExperiment('DepartmentVehicleSelector')).toEqual({ isOn: true });
    expect(await fetchExperimentBucket('ShipToShop')).toEqual({ bucket: 7 });
  });

  it('refuses a bucket that is not a whole number of 0 or more', () => {
    expect(() => setExperimentBucket('ShipToShop', -1)).toThrow();
    expect(() => setExperimentBucket('ShipToShop', 1.5)).toThrow();
  });
});

describe('logging service', () => {
  it.each([
    '/api/logger/errors',
    '/api/logger/warning',
    '/api/logger/information',
    '/api/logger/v1/logmetricentries',
    '/api/logger/logevententry',
  ])('answers 204 to POST %s and records the entry', async (path) => {
    const response = await postJson(path, { message: 'hello', level: 'information' });
    expect(response.status).toBe(204);
    expect(recordedRequests({ path })).toEqual([
      expect.objectContaining({ method: 'POST', body: { message: 'hello', level: 'information' } }),
    ]);
  });

  it('lets a test see what the library logged', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    logger.warning('Stock lookup was slow', { source: 'cart' });
    await vi.waitFor(() => expect(recordedRequests({ path: '/api/logger/warning' })).toHaveLength(1));
    expect(recordedRequests({ path: '/api/logger/warning' })[0]?.body).toMatchObject({
      message: 'Stock lookup was slow',
      level: 'warning',
      source: 'cart',
    });
  });
});

describe('roles and the signed-in installer', () => {
  it('starts as a shopper, who is not an installer', async () => {
    expect(getRole()).toBe('shopper');
    expect(installerLoginSchema.parse(await getJson('/api/installers/login'))).toEqual({
      success: false,
      installerDetails: null,
    });
  });

  it('answers the dealer installer details for the dealer role', async () => {
    setRole('dealer');
    expect(getRole()).toBe('dealer');
    expect(await fetchLoggedInInstaller()).toEqual({
      success: true,
      installerDetails: {
        dealerInstallerId: 4711,
        isOptedIn: true,
        shippingCompany: 'Hitch Pros - TX12',
        viewAsCustomer: false,
      },
    });
  });

  it.each(['staff', 'specialist', 'moderator'] as const)('treats %s as no installer', async (role) => {
    setRole(role);
    expect(getRole()).toBe(role);
    expect((await fetchLoggedInInstaller()).success).toBe(false);
  });

  it('switches back from dealer to shopper', async () => {
    setRole('dealer');
    setRole('shopper');
    expect((await fetchLoggedInInstaller()).installerDetails).toBeNull();
  });

  it('refuses an unknown role', () => {
    expect(() => setRole('admin' as never)).toThrow(/Unknown role/);
  });
});
