import type { PickupDealer, SameDayInstaller } from '../../../../src/api/pickup';
import type { ShippingMethod } from '../../../../src/api/shipping';
import {
  dealerPlace,
  isShipToShopActive,
  milesText,
  type PickupModeInputs,
  pickupDay,
  pickupMode,
  selectStoreText,
  zipLineAtTop,
} from '../../../../src/elements/storefront/local-pickup/pickup-rules';
import { readyForPickupText } from '../../../../src/elements/storefront/local-pickup/pickup-views';

const sameDay: SameDayInstaller = {
  distance: 3.2,
  earliestPickupDay: '2024-03-04',
  dealerInstallerId: 4711,
  name: 'Hitch Pros - TX12',
};
const inputs = (overrides: Partial<PickupModeInputs>): PickupModeInputs => ({
  sameDayEligible: true,
  mapsKey: 'maps-key',
  sameDayBucket: 1,
  shipToShopBucket: 2,
  shipToShopOffered: true,
  sameDay,
  ...overrides,
});
const dealer: PickupDealer = {
  dealerInstallerId: 4712,
  name: 'Hitch Pros - TX31',
  city: 'Round Rock',
  state: 'TX',
  postalCode: '78664',
};
const ground = { code: 'UPSGND', rate: 0, estimatedDeliveryDate: '2024-03-06T00:00:00' } as ShippingMethod;

describe('selector choice (spec §2)', () => {
  it('uses same-day pickup with an eligible product, a pickup day, a maps key and bucket 1 or 2', () => {
    expect(pickupMode(inputs({}))).toBe('same-day');
    expect(pickupMode(inputs({ sameDayBucket: 2 }))).toBe('same-day');
  });

  it('falls back to ship-to-shop when any same-day condition fails', () => {
    expect(pickupMode(inputs({ sameDayEligible: false }))).toBe('ship-to-shop');
    expect(pickupMode(inputs({ mapsKey: ' ' }))).toBe('ship-to-shop');
    expect(pickupMode(inputs({ sameDay: { ...sameDay, earliestPickupDay: '' } }))).toBe('ship-to-shop');
    expect(pickupMode(inputs({ sameDay: null }))).toBe('ship-to-shop');
    expect(pickupMode(inputs({ sameDayBucket: 0 }))).toBe('ship-to-shop');
    expect(pickupMode(inputs({ sameDayBucket: 3 }))).toBe('ship-to-shop');
  });

  it('shows ship-to-shop only above bucket 1 and with the feature on; otherwise plain dates', () => {
    expect(pickupMode(inputs({ sameDayBucket: 0, shipToShopBucket: 1 }))).toBe('plain');
    expect(pickupMode(inputs({ sameDayBucket: 0, shipToShopBucket: 7 }))).toBe('ship-to-shop');
    expect(pickupMode(inputs({ sameDayBucket: 0, shipToShopOffered: false }))).toBe('plain');
  });

  it('puts the ZIP line at the top above bucket 6, at the bottom at 6 or below', () => {
    expect(zipLineAtTop(7)).toBe(true);
    expect(zipLineAtTop(6)).toBe(false);
    expect(zipLineAtTop(undefined)).toBe(false);
  });
});

describe('ship-to-shop (spec §4)', () => {
  it('is active with the feature on, a dealer id above 0 and shipping methods', () => {
    expect(isShipToShopActive(true, dealer, [ground])).toBe(true);
    expect(isShipToShopActive(false, dealer, [ground])).toBe(false);
    expect(isShipToShopActive(true, { ...dealer, dealerInstallerId: 0 }, [ground])).toBe(false);
    expect(isShipToShopActive(true, null, [ground])).toBe(false);
    expect(isShipToShopActive(true, dealer, [])).toBe(false);
  });

  it("is ready on the cheapest method's day, or the same-day store's pickup day", () => {
    expect(pickupDay(dealer, [ground], sameDay)).toBe('2024-03-06T00:00:00');
    expect(pickupDay({ ...dealer, dealerInstallerId: 4711 }, [ground], sameDay)).toBe('2024-03-04');
  });

  it("reads 'Ready for Pickup on {date}', 'Tomorrow' or 'Today'", () => {
    const today = new Date(2024, 2, 4, 15);
    expect(readyForPickupText('2024-03-06', today)).toBe('Ready for Pickup on Wed, Mar 6');
    expect(readyForPickupText('2024-03-05', today)).toBe('Ready for Pickup Tomorrow');
    expect(readyForPickupText('2024-03-04', today)).toBe('Ready for Pickup Today');
  });
});

describe('pickup texts', () => {
  it("says 'Select <the provider> partnered store', or 'Select a partnered store' without a provider", () => {
    expect(selectStoreText('Hitch Pros')).toBe('Select Hitch Pros partnered store');
    expect(selectStoreText('')).toBe('Select a partnered store');
  });

  it('writes places and distances', () => {
    expect(dealerPlace(dealer)).toBe('Round Rock, TX 78664');
    expect(dealerPlace({ city: null, state: null, postalCode: '78664' })).toBe('78664');
    expect(milesText(3.24)).toBe('3.2 mi');
    expect(milesText(42.6)).toBe('43 mi');
    expect(milesText(null)).toBe('');
  });
});
