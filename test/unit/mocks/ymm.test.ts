import {
  fetchMakes,
  fetchModels,
  fetchRecentVehicles,
  fetchYears,
  makesResponseSchema,
  modelsResponseSchema,
  recentVehiclesResponseSchema,
  validateVehicle,
  validateVehicleResponseSchema,
  vehicleString,
  yearsResponseSchema,
} from '../../../src/api/ymm';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks';
import { findVehicle, RECENT_VEHICLES_LIMIT, withRecentVehicle } from '../../../src/mocks/data/vehicles';
import { parseVehicleString } from '../../../src/mocks/handlers/ymm';
import { state } from '../../../src/mocks/state';
import { server } from '../../msw-server';
import { getJson, postJson, shopFetch } from './shop-fetch';

describe('GET /api/ymm/years', () => {
  it('answers success and years of objects with year, newest first, back to 1990', async () => {
    const answer = yearsResponseSchema.parse(await getJson('/api/ymm/years'));
    expect(answer.success).toBe(true);
    const years = answer.years.map((entry) => entry.year);
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1990);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('is retried twice by the library after server errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ path: '/api/ymm/years', status: 500, times: 2 });
    const years = await fetchYears();
    expect(years).toContain(2020);
    expect(recordedRequests({ path: '/api/ymm/years' })).toHaveLength(3);
  });

  it('fails after the third server error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ path: '/api/ymm/years', status: 500, times: 3 });
    await expect(fetchYears()).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(recordedRequests({ path: '/api/ymm/years' })).toHaveLength(3);
  });
});

describe('GET /api/ymm/makes/{year}', () => {
  it('lists the makes of that year with isPreferred, by name', async () => {
    const answer = makesResponseSchema.parse(await getJson('/api/ymm/makes/2020'));
    const names = answer.makes.map((make) => make.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(answer.makes.find((make) => make.name === 'Ford')).toEqual({ name: 'Ford', isPreferred: true });
    expect(answer.makes.find((make) => make.name === 'Subaru')).toEqual({
      name: 'Subaru',
      isPreferred: false,
    });
    expect(names).not.toContain('Saab');
    expect((await fetchMakes(1995)).map((make) => make.name)).toContain('Saab');
  });

  it('is not retried', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ path: '/api/ymm/makes/2020', status: 500, times: 1 });
    await expect(fetchMakes(2020)).rejects.toMatchObject({ kind: 'http' });
    expect(recordedRequests({ path: '/api/ymm/makes/2020' })).toHaveLength(1);
  });

  it('answers 400 for a year that is not a number', async () => {
    expect((await shopFetch('/api/ymm/makes/next')).status).toBe(400);
  });

  it('answers an empty list for a year without vehicles', async () => {
    expect(await fetchMakes(1950)).toEqual([]);
  });
});

describe('GET /api/ymm/models/{make}/{year}', () => {
  it('lists the models of a make in a year', async () => {
    const answer = modelsResponseSchema.parse(await getJson('/api/ymm/models/Ford/2020'));
    expect(answer.models.map((model) => model.name)).toContain('F-150');
    expect(answer.models.map((model) => model.name)).not.toContain('Maverick');
  });

  it('takes make names with spaces and ignores case', async () => {
    expect((await fetchModels('land rover', 2020)).map((model) => model.name)).toContain('Range Rover Sport');
    expect((await fetchModels('Land Rover', 2020)).map((model) => model.name)).toContain('Defender');
  });

  it('answers an empty list for an unknown make', async () => {
    expect(await fetchModels('Unknown Motors', 2020)).toEqual([]);
  });
});

describe('recent vehicles and POST /api/ymm/validate', () => {
  it('starts with no recent vehicles', async () => {
    const answer = recentVehiclesResponseSchema.parse(await getJson('/api/ymm/recentvehicles'));
    expect(answer).toEqual({ success: true, vehicles: [] });
  });

  it('confirms a real vehicle in the shop spelling and puts it first in the recent vehicles', async () => {
    await validateVehicle({ year: 2019, make: 'Ram', model: '1500' });
    const answer = await validateVehicle({ year: 2020, make: 'ford', model: 'f-150' });
    expect(answer).toEqual({
      success: true,
      isValid: true,
      vehicle: { year: 2020, make: 'Ford', model: 'F-150' },
    });
    expect(await fetchRecentVehicles()).toEqual([
      { year: 2020, make: 'Ford', model: 'F-150' },
      { year: 2019, make: 'Ram', model: '1500' },
    ]);
    expect(recordedRequests({ path: '/api/ymm/validate' })[1]?.body).toEqual({
      vehicleString: '2020_ford_f-150',
    });
  });

  it('keeps each vehicle once and at most five', async () => {
    const picks = [
      { year: 2018, make: 'Toyota', model: 'Tacoma' },
      { year: 2017, make: 'Honda', model: 'Pilot' },
      { year: 2016, make: 'Jeep', model: 'Wrangler' },
      { year: 2015, make: 'GMC', model: 'Sierra 1500' },
      { year: 2014, make: 'Nissan', model: 'Frontier' },
      { year: 2013, make: 'Subaru', model: 'Outback' },
      { year: 2017, make: 'Honda', model: 'Pilot' },
    ];
    for (const vehicle of picks) expect((await validateVehicle(vehicle)).isValid).toBe(true);
    const recent = await fetchRecentVehicles();
    expect(recent).toHaveLength(RECENT_VEHICLES_LIMIT);
    expect(recent[0]).toEqual({ year: 2017, make: 'Honda', model: 'Pilot' });
    expect(recent.filter((vehicle) => vehicle.model === 'Pilot')).toHaveLength(1);
    expect(recent.map((vehicle) => vehicle.model)).not.toContain('Tacoma');
  });

  it('answers isValid false for a vehicle the shop does not know, and remembers nothing', async () => {
    const answer = await validateVehicle({ year: 2015, make: 'Tesla', model: 'Model Y' });
    expect(answer).toEqual({ success: true, isValid: false, vehicle: null });
    expect(state.ymm.recentVehicles).toEqual([]);
    const garbage = validateVehicleResponseSchema.parse(
      await (await postJson('/api/ymm/validate', { vehicleString: 'not a vehicle' })).json(),
    );
    expect(garbage.isValid).toBe(false);
  });

  it('answers 400 without a vehicleString', async () => {
    expect((await postJson('/api/ymm/validate', {})).status).toBe(400);
    expect((await shopFetch('/api/ymm/validate', { method: 'POST', body: '{oops' })).status).toBe(400);
  });

  it('sends the idempotency key of the pick', async () => {
    const keys: (string | null)[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('/api/ymm/validate')) keys.push(request.headers.get('idempotency-key'));
    };
    server.events.on('request:start', listener);
    await validateVehicle({ year: 2020, make: 'Ford', model: 'F-150' }, { idempotencyKey: 'pick-1' });
    server.events.removeListener('request:start', listener);
    expect(keys).toEqual(['pick-1']);
  });

  it('can be seeded with recent vehicles', async () => {
    seedFakeShop({ ymm: { recentVehicles: [{ year: 2021, make: 'Ford', model: 'Bronco' }] } });
    expect(await fetchRecentVehicles()).toEqual([{ year: 2021, make: 'Ford', model: 'Bronco' }]);
  });
});

describe('vehicle strings and data helpers', () => {
  it('writes and reads the vehicle string with spaces as +', () => {
    const text = vehicleString({ year: 2020, make: 'Land Rover', model: 'Range Rover Sport' });
    expect(text).toBe('2020_Land+Rover_Range+Rover+Sport');
    expect(parseVehicleString(text)).toEqual({ year: 2020, make: 'Land Rover', model: 'Range Rover Sport' });
    expect(
      parseVehicleString(vehicleString({ year: 1995, make: 'Chrysler', model: 'Town & Country' })),
    ).toEqual({
      year: 1995,
      make: 'Chrysler',
      model: 'Town & Country',
    });
    expect(parseVehicleString('2020_Ford')).toBeUndefined();
    expect(parseVehicleString('year_Ford_F-150')).toBeUndefined();
    expect(parseVehicleString('2020_%E0%A4%A_F-150')).toBeUndefined();
  });

  it('finds a vehicle only in the years it was sold', () => {
    expect(findVehicle(2022, 'FORD', 'maverick')).toEqual({ year: 2022, make: 'Ford', model: 'Maverick' });
    expect(findVehicle(2021, 'Ford', 'Maverick')).toBeUndefined();
    expect(findVehicle(2021, 'Nope', 'Maverick')).toBeUndefined();
  });

  it('puts a vehicle first once', () => {
    const a = { year: 2020, make: 'Ford', model: 'F-150' };
    const b = { year: 2019, make: 'Ram', model: '1500' };
    expect(withRecentVehicle([a, b], b)).toEqual([b, a]);
  });
});
