import { experimentBucket, isExperimentOn, isToggleOn, resetToggles } from '../../../src/core/toggles';
import {
  injectFault,
  recordedRequests,
  setExperimentBucket,
  setFeatureToggle,
  setOnOffExperiment,
} from '../../../src/mocks/controls';

beforeEach(() => {
  resetToggles();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('feature toggles', () => {
  it('reads the toggle from GET /api/featuretoggles/{key}', async () => {
    setFeatureToggle('saved-product-list', true);
    setFeatureToggle('WebChat_Queue_OnlineSales', false);
    expect(await isToggleOn('saved-product-list')).toBe(true);
    expect(await isToggleOn('WebChat_Queue_OnlineSales')).toBe(false);
  });

  it('fetches each key at most once per page', async () => {
    await Promise.all([isToggleOn('a-key'), isToggleOn('a-key'), isToggleOn('a-key')]);
    await isToggleOn('a-key');
    expect(recordedRequests({ path: '/api/featuretoggles/a-key' })).toHaveLength(1);
  });

  it('counts a failed lookup as off', async () => {
    setFeatureToggle('saved-product-list', true);
    injectFault({ path: '/api/featuretoggles/saved-product-list', status: 500 });
    expect(await isToggleOn('saved-product-list')).toBe(false);
  });

  it('counts a malformed answer as off', async () => {
    setFeatureToggle('saved-product-list', true);
    injectFault({ path: '/api/featuretoggles/saved-product-list', malformedBody: true });
    expect(await isToggleOn('saved-product-list')).toBe(false);
  });
});

describe('experiments', () => {
  it('looks up on-off experiments and buckets once each', async () => {
    setOnOffExperiment('skip-shipping-test', true);
    setExperimentBucket('ShipToShop', 7);
    expect(await isExperimentOn('skip-shipping-test')).toBe(true);
    expect(await experimentBucket('ShipToShop')).toBe(7);
    await experimentBucket('ShipToShop');
    expect(recordedRequests({ path: '/api/experiments/ShipToShop/bucket' })).toHaveLength(1);
  });

  it('falls back to off and bucket 0 when the lookup fails', async () => {
    injectFault({ path: '/api/experiments/*', status: 500, times: 2 });
    expect(await isExperimentOn('x')).toBe(false);
    expect(await experimentBucket('y')).toBe(0);
  });
});
