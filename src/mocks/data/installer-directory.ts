/**
 * The fake shop's installer directory (staff §7.9, the install-request form flow): opted-in installers with
 * where they are, what they fit and photos of their work, and the map position of the postal codes the
 * demo and tests search from. The two dealers of the role switcher (4711, 5230) are in it, so a request a
 * shopper sends them shows up on their dashboard.
 */
import { BUSY_DEALER_ID } from './install-requests';

export interface DirectoryInstaller {
  dealerInstallerId: number;
  name: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  hours: string;
  about: string;
  isOptedIn: boolean;
  productGroups: readonly string[];
  /** Photo captions (the picture is drawn from the caption, GET /images/installers/{id}-{n}.svg). */
  photos: readonly string[];
}

export const SAMPLE_DEALER_INSTALLER_ID = 4711;

/** Every product group an installer in the directory fits. */
export const DIRECTORY_PRODUCT_GROUPS = [
  'Trailer Hitch',
  'Trailer Wiring',
  'Brake Controller',
  'Bike Rack',
  'Ball Mount',
  'Tow Bar',
] as const;

export const DIRECTORY_INSTALLERS: readonly DirectoryInstaller[] = [
  {
    dealerInstallerId: SAMPLE_DEALER_INSTALLER_ID,
    name: 'Hitch Pros',
    address: '1800 S Lamar Blvd',
    city: 'Austin',
    state: 'TX',
    postalCode: '78704',
    phone: '512-555-0100',
    hours: 'Mon-Fri 8:00-17:00, Sat 9:00-13:00',
    about: 'Hitches, wiring and brake controllers fitted while you wait, most jobs in under two hours.',
    isOptedIn: true,
    productGroups: ['Trailer Hitch', 'Trailer Wiring', 'Brake Controller', 'Ball Mount'],
    photos: ['Hitch fitted to a pickup', 'Wiring harness at the bumper', 'Our service bay'],
  },
  {
    dealerInstallerId: BUSY_DEALER_ID,
    name: 'Tow Masters',
    address: '500 N Mays St',
    city: 'Round Rock',
    state: 'TX',
    postalCode: '78664',
    phone: '512-555-0120',
    hours: 'Mon-Sat 7:30-18:00',
    about:
      'Towing setups for trucks, SUVs and RVs: hitches, wiring, brake controllers, bike racks and tow bars.',
    isOptedIn: true,
    productGroups: [...DIRECTORY_PRODUCT_GROUPS],
    photos: ['Bike rack on an SUV', 'Brake controller under the dash'],
  },
  {
    dealerInstallerId: 6120,
    name: 'Lone Star Trailer Works',
    address: '220 FM 685',
    city: 'Pflugerville',
    state: 'TX',
    postalCode: '78660',
    phone: '512-555-0133',
    hours: 'Mon-Fri 8:00-17:30',
    about: 'Trailer wiring and hitch specialists since 1998.',
    isOptedIn: true,
    productGroups: ['Trailer Hitch', 'Trailer Wiring'],
    photos: ['Seven-way connector fitted'],
  },
  {
    dealerInstallerId: 6305,
    name: 'Hill Country Hitch & RV',
    address: '27400 Ranch Rd 12',
    city: 'Dripping Springs',
    state: 'TX',
    postalCode: '78620',
    phone: '512-555-0147',
    hours: 'Tue-Sat 9:00-17:00',
    about: 'RV and trailer towing: tow bars, brake controllers and hitches.',
    isOptedIn: true,
    productGroups: ['Trailer Hitch', 'Brake Controller', 'Tow Bar'],
    photos: [],
  },
  {
    dealerInstallerId: 6410,
    name: 'San Marcos Tow & Tire',
    address: '1100 Hwy 80',
    city: 'San Marcos',
    state: 'TX',
    postalCode: '78666',
    phone: '512-555-0161',
    hours: 'Mon-Fri 7:00-18:00',
    about: 'Tires, hitches and bike racks.',
    isOptedIn: true,
    productGroups: ['Trailer Hitch', 'Bike Rack', 'Ball Mount'],
    photos: ['Hitch on a sedan', 'Bike rack fitted'],
  },
  {
    dealerInstallerId: 6502,
    name: 'Waco Hitch Center',
    address: '900 Franklin Ave',
    city: 'Waco',
    state: 'TX',
    postalCode: '76701',
    phone: '254-555-0175',
    hours: 'Mon-Fri 8:00-17:00',
    about: 'Central Texas hitch and wiring shop.',
    isOptedIn: true,
    productGroups: ['Trailer Hitch', 'Trailer Wiring', 'Brake Controller'],
    photos: ['Front hitch on a truck'],
  },
  {
    dealerInstallerId: 6611,
    name: 'Cedar Park Auto Accessories',
    address: '1400 E Whitestone Blvd',
    city: 'Cedar Park',
    state: 'TX',
    postalCode: '78613',
    phone: '512-555-0189',
    hours: 'Mon-Fri 9:00-17:00',
    about: 'No longer taking install requests.',
    isOptedIn: false,
    productGroups: ['Trailer Hitch'],
    photos: [],
  },
];

/** Latitude and longitude of the postal codes the directory knows (installers' own and nearby ones). */
export const POSTAL_CODE_POSITIONS: Readonly<Record<string, readonly [number, number]>> = {
  '78701': [30.2711, -97.7437],
  '78704': [30.2428, -97.7658],
  '78745': [30.2072, -97.7957],
  '78750': [30.4227, -97.7963],
  '78610': [30.0799, -97.8403],
  '78613': [30.5052, -97.8203],
  '78620': [30.2191, -98.0864],
  '78660': [30.4394, -97.62],
  '78664': [30.5148, -97.6681],
  '78666': [29.8833, -97.9414],
  '76701': [31.5526, -97.1399],
  '10001': [40.7506, -73.9972],
};

/** Great-circle miles between two positions, to one decimal. */
export function milesBetween(from: readonly [number, number], to: readonly [number, number]): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const [lat1, lon1] = from;
  const [lat2, lon2] = to;
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return Math.round(3958.8 * 2 * Math.asin(Math.sqrt(a)) * 10) / 10;
}

/** The opted-in installers of a product group within `miles` of a postal code, nearest first. */
export function installersNear(
  postalCode: string,
  productGroup: string,
  miles: number,
): { installer: DirectoryInstaller; distance: number }[] {
  const origin = POSTAL_CODE_POSITIONS[postalCode];
  if (!origin) return [];
  return DIRECTORY_INSTALLERS.filter(
    (installer) =>
      installer.isOptedIn &&
      (productGroup === '' || installer.productGroups.includes(productGroup)) &&
      POSTAL_CODE_POSITIONS[installer.postalCode] !== undefined,
  )
    .map((installer) => ({
      installer,
      distance: milesBetween(origin, POSTAL_CODE_POSITIONS[installer.postalCode] as [number, number]),
    }))
    .filter((entry) => entry.distance <= miles)
    .sort((a, b) => a.distance - b.distance);
}

export function findDirectoryInstaller(dealerInstallerId: number): DirectoryInstaller | undefined {
  return DIRECTORY_INSTALLERS.find((installer) => installer.dealerInstallerId === dealerInstallerId);
}

/** A photo of an installer's work as an SVG picture with its caption (the demo has no photo files). */
export function installerPhotoSvg(caption: string, index: number): string {
  const hues = [205, 25, 140, 280];
  const hue = hues[index % hues.length];
  const text = caption.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img"><title>${text}</title><rect width="320" height="200" fill="hsl(${hue} 40% 88%)"/><rect x="40" y="110" width="240" height="50" rx="10" fill="hsl(${hue} 35% 45%)"/><circle cx="90" cy="165" r="18" fill="#333"/><circle cx="230" cy="165" r="18" fill="#333"/><rect x="270" y="125" width="36" height="8" fill="#555"/><text x="160" y="60" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#222">${text}</text></svg>`;
}
