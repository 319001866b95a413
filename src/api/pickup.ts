import * as z from 'zod/mini';
import { request } from '../core/http';
import { optionalField, optionalText } from '../core/tolerant';

/**
 * Local pickup (ship to a dealer's store) and same-day pickup (storefront §3, §7; staff §7.9, §7.11).
 * Whether ship-to-shop is offered at all is the cart's flag, `fetchShowShipToShop` in `cart.ts`.
 * The spec names these calls but not their answers: the schemas here are the contract, and the fake
 * shop answers with them.
 */
export const PICKUP_PATHS = {
  localPickupDealers: '/api/installers/local-pickup/',
  cartPickupDealer: (cartId: number) => `/api/installers/local-pickup-installer/${cartId}`,
  chooseCartPickupDealer: (cartId: number, dealerId: number) =>
    `/api/installers/local-pickup-installer/${cartId}/dealer/${dealerId}`,
  cartPickupDealerExists: '/api/installers/local-pickup-installer/exists',
  clearCartPickupDealer: '/api/installers/local-pickup-installer',
  dealerLocalPickup: (dealerId: number) => `/api/installers/${dealerId}/local-pickup`,
  sameDayInstaller: '/api/same-day-pickup/installer/',
} as const;

/**
 * Experiments deciding which pickup selector a page shows (GET /api/experiments/{name}/bucket).
 * Ship-to-shop: bucket above 1 shows it, above 6 puts the ZIP line at the top. Same-day pickup:
 * buckets 1 and 2 offer it.
 */
export const PICKUP_EXPERIMENTS = {
  shipToShop: 'ShipToShop',
  sameDayPickup: 'SameDayPickup',
} as const;

/** Spec §5: 5 to 50 characters, the first 5 a number above 0. */
export const PICKUP_POSTAL_CODE_MIN_LENGTH = 5;
export const PICKUP_POSTAL_CODE_MAX_LENGTH = 50;

/** Whether a postal code can be used for a local pickup lookup (US ZIP codes only, in effect). */
export function isPickupPostalCode(postalCode: string): boolean {
  if (postalCode.length < PICKUP_POSTAL_CODE_MIN_LENGTH || postalCode.length > PICKUP_POSTAL_CODE_MAX_LENGTH)
    return false;
  const firstFive = postalCode.slice(0, 5);
  return /^\d{5}$/.test(firstFive) && Number(firstFive) > 0;
}

/** A dealer offering local pickup. `distance` (miles) is set when looked up near a postal code. */
export const pickupDealerSchema = z.object({
  dealerInstallerId: z.int(),
  name: z.string(),
  address: optionalField('pickupDealer.address', z.string()),
  city: optionalField('pickupDealer.city', z.string()),
  state: optionalField('pickupDealer.state', z.string()),
  postalCode: optionalField('pickupDealer.postalCode', z.string()),
  phone: optionalField('pickupDealer.phone', z.string()),
  distance: optionalField('pickupDealer.distance', z.number()),
});
export type PickupDealer = z.infer<typeof pickupDealerSchema>;

export const localPickupDealersSchema = z.object({
  success: z.boolean(),
  dealers: z.pipe(
    z.nullish(z.array(pickupDealerSchema)),
    z.transform((dealers) => dealers ?? []),
  ),
});
export type LocalPickupDealers = z.output<typeof localPickupDealersSchema>;

/**
 * GET /api/installers/local-pickup/?postalCode=: dealers near a postal code, nearest first. A postal
 * code that fails {@link isPickupPostalCode} gives `success: false` without a call (spec §5).
 */
export async function fetchLocalPickupDealers(
  postalCode: string,
  signal?: AbortSignal,
): Promise<LocalPickupDealers> {
  if (!isPickupPostalCode(postalCode)) return { success: false, dealers: [] };
  return request(PICKUP_PATHS.localPickupDealers, {
    searchParams: { postalCode },
    schema: localPickupDealersSchema,
    signal,
  });
}

/** The cart's pickup dealer; `dealer` is null (or has id 0) when the cart ships to the door. */
export const cartPickupDealerSchema = z.object({
  success: z.boolean(),
  dealer: z.pipe(
    z.nullish(pickupDealerSchema),
    z.transform((dealer) => dealer ?? null),
  ),
});
export type CartPickupDealer = z.output<typeof cartPickupDealerSchema>;

/** GET /api/installers/local-pickup-installer/{cartId} */
export function fetchCartPickupDealer(cartId: number): Promise<CartPickupDealer> {
  return request(PICKUP_PATHS.cartPickupDealer(cartId), { schema: cartPickupDealerSchema });
}

/** POST /api/installers/local-pickup-installer/{cartId}/dealer/{dealerId}: the cart will be picked up there. */
export function chooseCartPickupDealer(
  cartId: number,
  dealerId: number,
  idempotencyKey: string,
): Promise<CartPickupDealer> {
  return request(PICKUP_PATHS.chooseCartPickupDealer(cartId, dealerId), {
    method: 'post',
    schema: cartPickupDealerSchema,
    idempotencyKey,
  });
}

export const cartPickupDealerExistsSchema = z.object({ exists: z.boolean() });

/** GET /api/installers/local-pickup-installer/exists: whether the session's cart has a pickup dealer. */
export function fetchCartPickupDealerExists(): Promise<{ exists: boolean }> {
  return request(PICKUP_PATHS.cartPickupDealerExists, { schema: cartPickupDealerExistsSchema });
}

export const pickupResultSchema = z.object({ success: z.boolean() });

/** DELETE /api/installers/local-pickup-installer: ship the cart to the door again. */
export function clearCartPickupDealer(idempotencyKey: string): Promise<{ success: boolean }> {
  return request(PICKUP_PATHS.clearCartPickupDealer, {
    method: 'delete',
    schema: pickupResultSchema,
    idempotencyKey,
  });
}

export const dealerLocalPickupSchema = z.object({
  success: z.boolean(),
  dealerInstallerId: z.int(),
  localPickup: z.boolean(),
});

/**
 * PUT /api/installers/{id}/local-pickup: a dealer installer turns local pickup at their store on or
 * off (body `{ "localPickup": boolean }`; staff §5: "a flag set by a call").
 */
export function setDealerLocalPickup(dealerId: number, localPickup: boolean, idempotencyKey: string) {
  return request(PICKUP_PATHS.dealerLocalPickup(dealerId), {
    method: 'put',
    json: { localPickup },
    schema: dealerLocalPickupSchema,
    idempotencyKey,
  });
}

/**
 * Spec "Same-day pickup installer": distance (miles) and earliestPickupDay ('YYYY-MM-DD', empty when
 * no store near has the part today or tomorrow), plus the store.
 */
export const sameDayInstallerSchema = z.object({
  distance: optionalField('sameDayInstaller.distance', z.number()),
  earliestPickupDay: optionalText('sameDayInstaller.earliestPickupDay'),
  dealerInstallerId: optionalField('sameDayInstaller.dealerInstallerId', z.int()),
  name: optionalField('sameDayInstaller.name', z.string()),
  address: optionalField('sameDayInstaller.address', z.string()),
  city: optionalField('sameDayInstaller.city', z.string()),
  state: optionalField('sameDayInstaller.state', z.string()),
  postalCode: optionalField('sameDayInstaller.postalCode', z.string()),
});
export type SameDayInstaller = z.output<typeof sameDayInstallerSchema>;

/** GET /api/same-day-pickup/installer/?websku=&postalCode= (US postal codes only, as for local pickup). */
export async function fetchSameDayInstaller(
  webSku: string,
  postalCode: string,
  signal?: AbortSignal,
): Promise<SameDayInstaller | null> {
  if (!webSku || !isPickupPostalCode(postalCode)) return null;
  return request(PICKUP_PATHS.sameDayInstaller, {
    searchParams: { websku: webSku, postalCode },
    schema: sameDayInstallerSchema,
    signal,
  });
}
