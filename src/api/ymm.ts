import * as z from 'zod/mini';
import { request } from '../core/http';
import { lenient } from '../core/tolerant';

/**
 * The vehicle (year, make, model) service of the spec (storefront §7 "Vehicle", community §7).
 * The spec gives the paths and the years answer (`success`, `years` of objects with `year`); the
 * other answers are not shown, so the schemas below are the contract (the fake shop answers with them):
 *
 * - GET /api/ymm/makes/{year}: `{ success, makes: [{ name, isPreferred }] }`
 * - GET /api/ymm/models/{make}/{year}: `{ success, models: [{ name }] }`
 * - GET /api/ymm/recentvehicles: `{ success, vehicles: [{ year, make, model }] }`, most recent first
 * - POST /api/ymm/validate `{ vehicleString }`: `{ success, isValid, vehicle }`; a valid vehicle is
 *   the shopper's current vehicle from then on and heads their recent vehicles.
 *
 * The vehicle string is `{year}_{make}_{model}` with spaces as `+` (the form of the fit-guide
 * pages, see {@link vehicleString}).
 */

/** Spec storefront §9: "cart, order and year GETs retry twice". */
export const YEAR_GET_RETRIES = 2;

export const YMM_PATHS = {
  years: '/api/ymm/years',
  makes: (year: number) => `/api/ymm/makes/${encodeURIComponent(String(year))}`,
  models: (make: string, year: number) =>
    `/api/ymm/models/${encodeURIComponent(make)}/${encodeURIComponent(String(year))}`,
  recentVehicles: '/api/ymm/recentvehicles',
  validate: '/api/ymm/validate',
} as const;

const yearSchema = z.int().check(z.positive());

/** Spec storefront §3 "Vehicle". */
export const vehicleSchema = z.object({
  year: yearSchema,
  make: z.string().check(z.minLength(1)),
  model: z.string().check(z.minLength(1)),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** Spec storefront §3 "Make option". */
export const makeOptionSchema = z.object({
  name: z.string().check(z.minLength(1)),
  /** Read but optional: drift lists the make with the others instead of failing the list. */
  isPreferred: lenient('makes[].isPreferred', z.boolean(), false),
});
export type MakeOption = z.infer<typeof makeOptionSchema>;

/** Spec storefront §3 "Model option". */
export const modelOptionSchema = z.object({ name: z.string().check(z.minLength(1)) });
export type ModelOption = z.infer<typeof modelOptionSchema>;

export const yearsResponseSchema = z.object({
  success: z.boolean(),
  years: z.array(z.object({ year: yearSchema })),
});
export const makesResponseSchema = z.object({ success: z.boolean(), makes: z.array(makeOptionSchema) });
export const modelsResponseSchema = z.object({ success: z.boolean(), models: z.array(modelOptionSchema) });
export const recentVehiclesResponseSchema = z.object({
  success: z.boolean(),
  vehicles: z.array(vehicleSchema),
});
export const validateVehicleResponseSchema = z.object({
  success: z.boolean(),
  isValid: z.boolean(),
  /** The vehicle as the shop spells it (e.g. `Ford` for `ford`); null when not valid. */
  vehicle: z.nullable(vehicleSchema),
});
export type ValidateVehicleResponse = z.infer<typeof validateVehicleResponseSchema>;

/** The body of POST /api/ymm/validate. */
export const validateVehicleRequestSchema = z.object({ vehicleString: z.string().check(z.minLength(1)) });

/** A call that answered `success: false`: treated as a failure by the widgets. */
export class YmmUnsuccessfulAnswerError extends Error {
  override readonly name = 'YmmUnsuccessfulAnswerError';
}

function successful<T extends { success: boolean }>(answer: T, what: string): T {
  if (!answer.success) throw new YmmUnsuccessfulAnswerError(`The shop could not give the ${what}.`);
  return answer;
}

function segment(text: string | number): string {
  return encodeURIComponent(String(text).trim()).replace(/%20/g, '+');
}

/** `2020 Land Rover Range Rover` → `2020_Land+Rover_Range+Rover` (the validate call's vehicleString). */
export function vehicleString(vehicle: Vehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model].map(segment).join('_');
}

/** GET /api/ymm/years, retried twice; newest first as the server sends them. */
export async function fetchYears(signal?: AbortSignal): Promise<number[]> {
  const answer = await request(YMM_PATHS.years, {
    schema: yearsResponseSchema,
    retries: YEAR_GET_RETRIES,
    signal,
  });
  return successful(answer, 'years').years.map((entry) => entry.year);
}

/** GET /api/ymm/makes/{year} */
export async function fetchMakes(year: number, signal?: AbortSignal): Promise<MakeOption[]> {
  const answer = await request(YMM_PATHS.makes(year), { schema: makesResponseSchema, signal });
  return successful(answer, 'makes').makes;
}

/** GET /api/ymm/models/{make}/{year} */
export async function fetchModels(make: string, year: number, signal?: AbortSignal): Promise<ModelOption[]> {
  const answer = await request(YMM_PATHS.models(make, year), { schema: modelsResponseSchema, signal });
  return successful(answer, 'models').models;
}

/** GET /api/ymm/recentvehicles: the shopper's recently viewed vehicles, most recent first. */
export async function fetchRecentVehicles(signal?: AbortSignal): Promise<Vehicle[]> {
  const answer = await request(YMM_PATHS.recentVehicles, { schema: recentVehiclesResponseSchema, signal });
  return successful(answer, 'recent vehicles').vehicles;
}

/**
 * POST /api/ymm/validate with the vehicle string; a valid vehicle joins the recent vehicles. It
 * changes the shopper's state, so it carries an idempotency key made once per pick.
 */
export async function validateVehicle(
  vehicle: Vehicle,
  options: { idempotencyKey?: string; signal?: AbortSignal } = {},
): Promise<ValidateVehicleResponse> {
  const answer = await request(YMM_PATHS.validate, {
    method: 'post',
    json: { vehicleString: vehicleString(vehicle) },
    schema: validateVehicleResponseSchema,
    idempotencyKey: options.idempotencyKey,
    signal: options.signal,
  });
  return successful(answer, 'vehicle check');
}
