/**
 * Where a postal code is, as far as the fake shop's carriers care: the country, the transit zone
 * from the warehouse in Columbia, Missouri (ground business days), and whether it is remote
 * (Alaska, Hawaii, the Canadian territories).
 */

export const WAREHOUSE_POSTAL_CODE = '65201';

export interface PostalArea {
  country: 'US' | 'CA';
  /** The code as the shop writes it: '78701', '78701-1234', 'K1A 0B1'. */
  postalCode: string;
  /** Ground transit in business days from the warehouse. */
  groundDays: number;
  remote: boolean;
  /** The region's name, for messages. */
  region: string;
}

const US_ZIP = /^(\d{5})(?:-(\d{4}))?$/;
const CA_POSTAL = /^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)$/;

/**
 * Ground business days by the first digit of a US ZIP code, from central Missouri: 6 is home
 * (IL, KS, MO, NE), the coasts are furthest.
 */
const US_GROUND_DAYS: Record<string, { days: number; region: string }> = {
  '0': { days: 4, region: 'New England' },
  '1': { days: 3, region: 'New York and Pennsylvania' },
  '2': { days: 3, region: 'the Mid-Atlantic' },
  '3': { days: 3, region: 'the Southeast' },
  '4': { days: 2, region: 'the Ohio Valley' },
  '5': { days: 2, region: 'the Upper Midwest' },
  '6': { days: 1, region: 'the Central Plains' },
  '7': { days: 2, region: 'the South Central states' },
  '8': { days: 3, region: 'the Mountain West' },
  '9': { days: 5, region: 'the West Coast' },
};

/**
 * Canadian forward sortation areas by first letter (province), ground days from the border
 * crossing, before customs. Letters D, F, I, O, Q, U, W and Z start no Canadian postal code.
 */
const CA_GROUND_DAYS: Record<string, { days: number; region: string; remote?: boolean }> = {
  A: { days: 6, region: 'Newfoundland and Labrador' },
  B: { days: 5, region: 'Nova Scotia' },
  C: { days: 5, region: 'Prince Edward Island' },
  E: { days: 5, region: 'New Brunswick' },
  G: { days: 4, region: 'Eastern Quebec' },
  H: { days: 3, region: 'Montreal' },
  J: { days: 4, region: 'Western Quebec' },
  K: { days: 3, region: 'Eastern Ontario' },
  L: { days: 3, region: 'Central Ontario' },
  M: { days: 3, region: 'Toronto' },
  N: { days: 3, region: 'Southwestern Ontario' },
  P: { days: 4, region: 'Northern Ontario' },
  R: { days: 4, region: 'Manitoba' },
  S: { days: 4, region: 'Saskatchewan' },
  T: { days: 4, region: 'Alberta' },
  V: { days: 5, region: 'British Columbia' },
  X: { days: 8, region: 'the Northwest Territories and Nunavut', remote: true },
  Y: { days: 8, region: 'Yukon', remote: true },
};

/** Customs clearance adds business days to every Canadian shipment. */
export const CANADA_CUSTOMS_DAYS = 2;

function isAlaskaOrHawaii(zip3: number): boolean {
  return (zip3 >= 995 && zip3 <= 999) || zip3 === 967 || zip3 === 968;
}

/** The area of a postal code, or undefined when no carrier knows it (ZIP 00000-00499, 'W1A 1AA'). */
export function postalArea(raw: string): PostalArea | undefined {
  const code = raw.trim().toUpperCase();
  const us = US_ZIP.exec(code);
  if (us) {
    const zip5 = us[1] as string;
    const zip3 = Number(zip5.slice(0, 3));
    // 000-004 are not assigned to any post office.
    if (zip3 < 5) return undefined;
    const zone = US_GROUND_DAYS[zip5.charAt(0)];
    if (!zone) return undefined;
    if (isAlaskaOrHawaii(zip3)) {
      return { country: 'US', postalCode: code, groundDays: 7, remote: true, region: 'Alaska and Hawaii' };
    }
    return { country: 'US', postalCode: code, groundDays: zone.days, remote: false, region: zone.region };
  }
  const ca = CA_POSTAL.exec(code);
  if (ca) {
    const province = CA_GROUND_DAYS[code.charAt(0)];
    if (!province) return undefined;
    return {
      country: 'CA',
      postalCode: `${ca[1]} ${ca[2]}`,
      groundDays: province.days + CANADA_CUSTOMS_DAYS,
      remote: province.remote ?? false,
      region: province.region,
    };
  }
  return undefined;
}

/**
 * Road miles between two US ZIP codes, estimated from the codes alone (the fake shop has no map):
 * codes are handed out roughly along postal routes, so nearby numbers are nearby places.
 */
export function milesBetween(zipA: string, zipB: string): number {
  const a = Number(zipA.slice(0, 5));
  const b = Number(zipB.slice(0, 5));
  if (!Number.isFinite(a) || !Number.isFinite(b)) return Number.POSITIVE_INFINITY;
  const sameSection = Math.floor(a / 100) === Math.floor(b / 100);
  if (sameSection) return Math.round((2 + Math.abs(a - b) * 0.35) * 10) / 10;
  const sectionGap = Math.abs(Math.floor(a / 100) - Math.floor(b / 100));
  return Math.round((20 + sectionGap * 9.5) * 10) / 10;
}
