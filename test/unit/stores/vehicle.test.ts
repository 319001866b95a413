import { HttpResponse, http } from 'msw';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import {
  loadMakes,
  loadModels,
  loadRecentVehicles,
  loadYears,
  modelsKey,
  resetVehicleStore,
  vehicleStore,
} from '../../../src/stores/vehicle';
import { server } from '../../msw-server';

describe('vehicle store', () => {
  it('loads the years once for every picker on the page', async () => {
    await Promise.all([loadYears(), loadYears()]);
    await loadYears();
    expect(vehicleStore.getState().years.status).toBe('ready');
    expect(vehicleStore.getState().years.data?.[0]).toBe(2027);
    expect(recordedRequests({ path: '/api/ymm/years' })).toHaveLength(1);
  });

  it('loads makes per year and models per make and year', async () => {
    await Promise.all([loadMakes(2020), loadMakes(1995), loadModels('Ford', 2020), loadModels('ford', 2020)]);
    const state = vehicleStore.getState();
    expect(state.makes['2020']?.data?.some((make) => make.name === 'Tesla')).toBe(true);
    expect(state.makes['1995']?.data?.some((make) => make.name === 'Tesla')).toBe(false);
    expect(state.models[modelsKey('FORD', 2020)]?.data?.map((model) => model.name)).toContain('F-150');
    expect(recordedRequests({ path: '/api/ymm/models/*' })).toHaveLength(1);
  });

  it('marks a failed list and loads it again when asked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ path: '/api/ymm/makes/2020', status: 500 });
    await loadMakes(2020);
    expect(vehicleStore.getState().makes['2020']).toEqual({ status: 'error', data: null });
    await loadMakes(2020);
    expect(vehicleStore.getState().makes['2020']?.status).toBe('ready');
  });

  it('treats a malformed answer as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ path: '/api/ymm/recentvehicles', malformedBody: true });
    await loadRecentVehicles();
    expect(vehicleStore.getState().recentVehicles.status).toBe('error');
  });

  it('treats success false as a failure', async () => {
    server.use(http.get('*/api/ymm/years', () => HttpResponse.json({ success: false, years: [] })));
    await loadYears();
    expect(vehicleStore.getState().years).toEqual({ status: 'error', data: null });
  });

  it('puts a picked vehicle first when it hears shop:vehicle-selected, from any bundle', async () => {
    seedFakeShop({
      ymm: {
        recentVehicles: [
          { year: 2019, make: 'Ram', model: '1500' },
          { year: 2020, make: 'Ford', model: 'F-150' },
        ],
      },
    });
    await loadRecentVehicles();
    window.dispatchEvent(
      new CustomEvent('shop:vehicle-selected', { detail: { year: 2020, make: 'Ford', model: 'F-150' } }),
    );
    const state = vehicleStore.getState();
    expect(state.currentVehicle).toEqual({ year: 2020, make: 'Ford', model: 'F-150' });
    expect(state.recentVehicles.data).toEqual([
      { year: 2020, make: 'Ford', model: 'F-150' },
      { year: 2019, make: 'Ram', model: '1500' },
    ]);
  });

  it('ignores a malformed shop:vehicle-selected', () => {
    window.dispatchEvent(
      new CustomEvent('shop:vehicle-selected', { detail: { year: 'soon', make: 'Ford' } }),
    );
    expect(vehicleStore.getState().currentVehicle).toBeNull();
  });

  it('drops answers to calls made before a reset', async () => {
    injectFault({ path: '/api/ymm/years', latencyMs: 50 });
    const pending = loadYears();
    resetVehicleStore();
    await pending;
    expect(vehicleStore.getState().years.status).toBe('idle');
  });
});
