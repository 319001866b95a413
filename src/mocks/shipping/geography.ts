/**
 * Postal codes with their position, for GET /api/geography/closest-postal-code. A sample of cities
 * across the US and Canada; a position further than {@link MAX_DISTANCE_KM} from all of them (at sea,
 * abroad) has no postal code.
 */
export interface PostalCodePlace {
  postalCode: string;
  city: string;
  latitude: number;
  longitude: number;
}

export const MAX_DISTANCE_KM = 250;

export const POSTAL_CODE_PLACES: readonly PostalCodePlace[] = [
  { postalCode: '65201', city: 'Columbia, MO', latitude: 38.9517, longitude: -92.3341 },
  { postalCode: '63110', city: 'St. Louis, MO', latitude: 38.6245, longitude: -90.2653 },
  { postalCode: '64106', city: 'Kansas City, MO', latitude: 39.1053, longitude: -94.5661 },
  { postalCode: '78701', city: 'Austin, TX', latitude: 30.2711, longitude: -97.7437 },
  { postalCode: '78205', city: 'San Antonio, TX', latitude: 29.4246, longitude: -98.4895 },
  { postalCode: '75201', city: 'Dallas, TX', latitude: 32.7876, longitude: -96.7994 },
  { postalCode: '77002', city: 'Houston, TX', latitude: 29.7589, longitude: -95.3677 },
  { postalCode: '80202', city: 'Denver, CO', latitude: 39.7527, longitude: -104.9988 },
  { postalCode: '85004', city: 'Phoenix, AZ', latitude: 33.4515, longitude: -112.0685 },
  { postalCode: '98101', city: 'Seattle, WA', latitude: 47.6114, longitude: -122.3363 },
  { postalCode: '97204', city: 'Portland, OR', latitude: 45.5183, longitude: -122.6753 },
  { postalCode: '94103', city: 'San Francisco, CA', latitude: 37.7726, longitude: -122.4099 },
  { postalCode: '90012', city: 'Los Angeles, CA', latitude: 34.0614, longitude: -118.2385 },
  { postalCode: '95814', city: 'Sacramento, CA', latitude: 38.5804, longitude: -121.4933 },
  { postalCode: '60601', city: 'Chicago, IL', latitude: 41.8858, longitude: -87.6181 },
  { postalCode: '55401', city: 'Minneapolis, MN', latitude: 44.9848, longitude: -93.2713 },
  { postalCode: '48226', city: 'Detroit, MI', latitude: 42.3317, longitude: -83.0479 },
  { postalCode: '43215', city: 'Columbus, OH', latitude: 39.9653, longitude: -83.0061 },
  { postalCode: '30303', city: 'Atlanta, GA', latitude: 33.7525, longitude: -84.3888 },
  { postalCode: '33130', city: 'Miami, FL', latitude: 25.7675, longitude: -80.2034 },
  { postalCode: '37203', city: 'Nashville, TN', latitude: 36.1502, longitude: -86.7904 },
  { postalCode: '28202', city: 'Charlotte, NC', latitude: 35.2272, longitude: -80.8431 },
  { postalCode: '20001', city: 'Washington, DC', latitude: 38.9101, longitude: -77.0147 },
  { postalCode: '19107', city: 'Philadelphia, PA', latitude: 39.9519, longitude: -75.1588 },
  { postalCode: '10001', city: 'New York, NY', latitude: 40.7506, longitude: -73.9972 },
  { postalCode: '02108', city: 'Boston, MA', latitude: 42.3576, longitude: -71.0648 },
  { postalCode: '99501', city: 'Anchorage, AK', latitude: 61.2175, longitude: -149.8584 },
  { postalCode: '96813', city: 'Honolulu, HI', latitude: 21.3114, longitude: -157.8581 },
  { postalCode: 'M5V 2T6', city: 'Toronto, ON', latitude: 43.6426, longitude: -79.3871 },
  { postalCode: 'H2Y 1C6', city: 'Montreal, QC', latitude: 45.5048, longitude: -73.5542 },
  { postalCode: 'K1P 5J2', city: 'Ottawa, ON', latitude: 45.4215, longitude: -75.6972 },
  { postalCode: 'T2P 2M5', city: 'Calgary, AB', latitude: 51.0486, longitude: -114.0708 },
  { postalCode: 'V6B 1A1', city: 'Vancouver, BC', latitude: 49.2827, longitude: -123.1207 },
];

const EARTH_RADIUS_KM = 6371;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance (haversine). */
export function distanceKm(latA: number, lonA: number, latB: number, lonB: number): number {
  const dLat = radians(latB - latA);
  const dLon = radians(lonB - lonA);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(latA)) * Math.cos(radians(latB)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The postal code of the nearest known place, or '' when none is within {@link MAX_DISTANCE_KM}. */
export function closestPostalCode(latitude: number, longitude: number): string {
  let best: { place: PostalCodePlace; km: number } | undefined;
  for (const place of POSTAL_CODE_PLACES) {
    const km = distanceKm(latitude, longitude, place.latitude, place.longitude);
    if (!best || km < best.km) best = { place, km };
  }
  return best && best.km <= MAX_DISTANCE_KM ? best.place.postalCode : '';
}
