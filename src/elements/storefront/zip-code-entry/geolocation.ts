import { fetchClosestPostalCode } from '../../../api/shipping';
import { isAbort } from '../../../core/errors';

/** 'Use my current location': the browser's position, then the closest postal code (storefront §2, §7). */
export const LOCATION_MESSAGES = {
  locating: 'Finding your location…',
  unsupported: 'Your browser cannot share your location. Please enter a ZIP code.',
  denied: 'Location access is blocked for this site. Allow it in your browser settings, or enter a ZIP code.',
  unavailable: 'Your location is not available right now. Please enter a ZIP code.',
  timeout: 'Finding your location took too long. Please try again or enter a ZIP code.',
  notFound: 'We could not find a ZIP code near your location. Please enter one.',
  lookupFailed: 'We could not look up the ZIP code of your location. Please try again or enter one.',
} as const;

export type LocationProblem = Exclude<keyof typeof LOCATION_MESSAGES, 'locating'>;

export class LocationError extends Error {
  override readonly name = 'LocationError';
  constructor(readonly problem: LocationProblem) {
    super(LOCATION_MESSAGES[problem]);
  }
}

/** Give up on the browser after this long (it may wait for the shopper to answer the permission prompt). */
export const GEOLOCATION_TIMEOUT_MS = 15_000;
/** A position up to this old is good enough for a ZIP code. */
export const GEOLOCATION_MAX_AGE_MS = 10 * 60_000;

const GEOLOCATION_ERRORS: Record<number, LocationProblem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

function currentPosition(): Promise<GeolocationCoordinates> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.reject(new LocationError('unsupported'));
  return new Promise((resolve, reject) => {
    try {
      geolocation.getCurrentPosition(
        (position) => resolve(position.coords),
        (error) => reject(new LocationError(GEOLOCATION_ERRORS[error.code] ?? 'unavailable')),
        { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS },
      );
    } catch {
      // Some browsers throw instead of calling back (a page not served over https).
      reject(new LocationError('unsupported'));
    }
  });
}

/** The ZIP code where the shopper is; throws a {@link LocationError} saying what went wrong. */
export async function locateZipCode(signal?: AbortSignal): Promise<string> {
  const { latitude, longitude } = await currentPosition();
  let zipCode: string;
  try {
    ({ zipcode: zipCode } = await fetchClosestPostalCode(latitude, longitude, signal));
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new LocationError('lookupFailed');
  }
  if (!zipCode.trim()) throw new LocationError('notFound');
  return zipCode.trim().toUpperCase();
}
