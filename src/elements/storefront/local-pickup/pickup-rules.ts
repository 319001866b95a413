import type { PickupDealer, SameDayInstaller } from '../../../api/pickup';
import type { ShippingMethod } from '../../../api/shipping';

/** Spec §2, §4, §9: which selector a page shows, and where the ZIP line goes. */
export const SAME_DAY_BUCKETS = [1, 2] as const;
/** The ship-to-shop selector shows when its bucket is above this. */
export const SHIP_TO_SHOP_MIN_BUCKET = 1;
/** Above this bucket the ZIP line is at the top of the ship-to-shop panel; at or below, at the bottom. */
export const ZIP_LINE_TOP_BUCKET = 6;

export const PICKUP_TEXTS = {
  defaultTitle: 'Local Pickup',
  shipToDoor: 'Ship to your door instead',
  chooserNoZip: 'Enter a ZIP code to find partnered stores near you.',
  chooserNotUs: 'Local pickup is available for US ZIP codes only.',
  chooserFailed: 'We could not load the stores near you. Please try again.',
  chooserLoading: 'Finding stores near you',
  pickHere: 'Pick up here',
} as const;

/** Spec default 'Select <the provider> partnered store'; without a provider name, 'Select a partnered store'. */
export function selectStoreText(provider: string): string {
  const name = provider.trim();
  return name ? `Select ${name} partnered store` : 'Select a partnered store';
}

export function noStoresText(zipCode: string): string {
  return `No partnered stores offer pickup near ${zipCode}.`;
}

export type PickupMode = 'same-day' | 'ship-to-shop' | 'plain';

export interface PickupModeInputs {
  sameDayEligible: boolean;
  mapsKey: string;
  /** undefined while the experiment look-up is on its way. */
  sameDayBucket: number | undefined;
  shipToShopBucket: number | undefined;
  /** The cart's ship-to-shop flag (the feature is on). */
  shipToShopOffered: boolean;
  /** The same-day installer for the product and ZIP code (null: none asked or none found). */
  sameDay: SameDayInstaller | null;
}

/** Same-day pickup is worth asking about: eligible product, a maps key, a same-day bucket (1 or 2). */
export function wantsSameDay({ sameDayEligible, mapsKey, sameDayBucket }: PickupModeInputs): boolean {
  return (
    sameDayEligible &&
    mapsKey.trim() !== '' &&
    (SAME_DAY_BUCKETS as readonly number[]).includes(sameDayBucket ?? 0)
  );
}

/**
 * Spec §2: the same-day selector when the product is same-day eligible, the earliest pickup day is
 * set and a maps key exists (and the same-day bucket is 1 or 2); otherwise the ship-to-shop
 * selector when the feature is on and its bucket is above 1; otherwise plain delivery dates.
 */
export function pickupMode(inputs: PickupModeInputs): PickupMode {
  if (wantsSameDay(inputs) && inputs.sameDay?.earliestPickupDay) return 'same-day';
  if (inputs.shipToShopOffered && (inputs.shipToShopBucket ?? 0) > SHIP_TO_SHOP_MIN_BUCKET)
    return 'ship-to-shop';
  return 'plain';
}

/** Spec §4: ship-to-shop is active with the feature on, a pickup dealer id above 0 and shipping methods. */
export function isShipToShopActive(
  offered: boolean,
  dealer: PickupDealer | null,
  methods: readonly ShippingMethod[],
): dealer is PickupDealer {
  return offered && dealer !== null && dealer.dealerInstallerId > 0 && methods.length > 0;
}

/**
 * The day the order is ready at the store: the same-day store's earliest pickup day when the cart is
 * picked up there, otherwise the cheapest method's delivery (the shop ships to the store for free).
 */
export function pickupDay(
  dealer: PickupDealer,
  methods: readonly ShippingMethod[],
  sameDay: SameDayInstaller | null,
): string {
  if (sameDay?.earliestPickupDay && sameDay.dealerInstallerId === dealer.dealerInstallerId) {
    return sameDay.earliestPickupDay;
  }
  return methods[0]?.estimatedDeliveryDate ?? '';
}

export function zipLineAtTop(shipToShopBucket: number | undefined): boolean {
  return (shipToShopBucket ?? 0) > ZIP_LINE_TOP_BUCKET;
}

/** 'Austin, TX 78704' from a dealer's address parts. */
export function dealerPlace(dealer: Pick<PickupDealer, 'city' | 'state' | 'postalCode'>): string {
  const cityState = [dealer.city, dealer.state].filter(Boolean).join(', ');
  return [cityState, dealer.postalCode].filter(Boolean).join(' ');
}

/** '2.4 mi'. */
export function milesText(distance: number | null | undefined): string {
  if (distance === null || distance === undefined || !Number.isFinite(distance)) return '';
  return `${distance < 10 ? distance.toFixed(1) : Math.round(distance)} mi`;
}
