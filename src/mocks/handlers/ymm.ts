import type { HttpHandler } from 'msw';
import {
  makesResponseSchema,
  modelsResponseSchema,
  recentVehiclesResponseSchema,
  validateVehicleRequestSchema,
  validateVehicleResponseSchema,
  yearsResponseSchema,
} from '../../api/ymm';
import { findVehicle, makes, models, type Vehicle, withRecentVehicle, years } from '../data/vehicles';
import { errorJson, jsonAs } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/** A path's year: a whole number, or undefined for anything else ('abc', '20.5', ''). */
function yearParam(text: string): number | undefined {
  return /^\d{1,4}$/.test(text) ? Number(text) : undefined;
}

/**
 * `2020_Land+Rover_Range+Rover` → its parts (see `vehicleString` in src/api/ymm.ts); undefined when
 * it is not three parts with a year first.
 */
export function parseVehicleString(text: string): Vehicle | undefined {
  const parts = text.split('_');
  if (parts.length !== 3) return undefined;
  let decoded: string[];
  try {
    decoded = parts.map((part) => decodeURIComponent(part.replace(/\+/g, ' ')).trim());
  } catch {
    return undefined;
  }
  const [yearText = '', make = '', model = ''] = decoded;
  const year = yearParam(yearText);
  if (year === undefined || make === '' || model === '') return undefined;
  return { year, make, model };
}

/** /api/ymm: years, makes and models from the seed vehicles; recent vehicles kept in `state.ymm`. */
export const ymmHandlers: HttpHandler[] = [
  shopHttp.get('*/api/ymm/years', () =>
    jsonAs(yearsResponseSchema, { success: true, years: years().map((year) => ({ year })) }),
  ),

  shopHttp.get('*/api/ymm/makes/:year', ({ params }) => {
    const year = yearParam(pathParam(params, 'year'));
    if (year === undefined) return errorJson(400, 'The year must be a whole number');
    return jsonAs(makesResponseSchema, { success: true, makes: makes(year) });
  }),

  shopHttp.get('*/api/ymm/models/:make/:year', ({ params }) => {
    const year = yearParam(pathParam(params, 'year'));
    if (year === undefined) return errorJson(400, 'The year must be a whole number');
    return jsonAs(modelsResponseSchema, { success: true, models: models(pathParam(params, 'make'), year) });
  }),

  shopHttp.get('*/api/ymm/recentvehicles', () =>
    jsonAs(recentVehiclesResponseSchema, {
      success: true,
      vehicles: structuredClone(state.ymm.recentVehicles),
    }),
  ),

  shopHttp.post('*/api/ymm/validate', async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return errorJson(400, 'The body must be JSON');
    }
    const parsed = validateVehicleRequestSchema.safeParse(body);
    if (!parsed.success) return errorJson(400, 'The body needs a vehicleString');
    const asked = parseVehicleString(parsed.data.vehicleString);
    const vehicle = asked && findVehicle(asked.year, asked.make, asked.model);
    if (!vehicle)
      return jsonAs(validateVehicleResponseSchema, { success: true, isValid: false, vehicle: null });
    state.ymm.recentVehicles = withRecentVehicle(state.ymm.recentVehicles, vehicle);
    return jsonAs(validateVehicleResponseSchema, { success: true, isValid: true, vehicle });
  }),
];
