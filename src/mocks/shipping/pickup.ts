import type { PickupDealer, SameDayInstaller } from '../../api/pickup';
import { findProduct } from '../data/products';
import type { FakeShopState } from '../state';
import { addBusinessDays, isBusinessDay, nextBusinessDayFrom } from './calendar';
import type { PickupDealerRecord } from './dealers';
import { shopToday } from './estimate';
import { milesBetween } from './postal-codes';

/** Local pickup is offered by dealers within this many miles of the shopper. */
export const LOCAL_PICKUP_RADIUS_MILES = 100;
/** At most this many stores are listed, nearest first. */
export const LOCAL_PICKUP_MAX_DEALERS = 5;
/** Same-day pickup is offered by stores this close only. */
export const SAME_DAY_RADIUS_MILES = 60;
/** A store has a same-day part ready 2 hours after the order; after 4 PM it is ready the next business day. */
export const SAME_DAY_CUTOFF_HOUR = 16;

export function publicDealer(record: PickupDealerRecord, distance?: number): PickupDealer {
  const { sameDaySkus: _shelf, ...dealer } = record;
  return distance === undefined ? dealer : { ...dealer, distance };
}

/** Dealers offering local pickup near a US ZIP code, nearest first. */
export function dealersNear(shop: FakeShopState, postalCode: string): PickupDealer[] {
  return shop.shipping.pickupDealers
    .map((record) => ({ record, distance: milesBetween(postalCode, record.postalCode) }))
    .filter(({ distance }) => distance <= LOCAL_PICKUP_RADIUS_MILES)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, LOCAL_PICKUP_MAX_DEALERS)
    .map(({ record, distance }) => publicDealer(record, distance));
}

export function findPickupDealer(shop: FakeShopState, dealerId: number): PickupDealerRecord | undefined {
  return shop.shipping.pickupDealers.find((dealer) => dealer.dealerInstallerId === dealerId);
}

/**
 * The nearest store with the part on its shelf, and the first day it can be picked up: today on a
 * business day before the cutoff, otherwise the next business day. None: no store, no pickup day.
 */
export function sameDayInstaller(
  shop: FakeShopState,
  webSku: string,
  postalCode: string,
  now: Date = new Date(),
): SameDayInstaller {
  const product = findProduct(webSku, shop.products);
  const nearest = shop.shipping.pickupDealers
    .filter((record) => product && record.sameDaySkus.includes(product.webSku))
    .map((record) => ({ record, distance: milesBetween(postalCode, record.postalCode) }))
    .filter(({ distance }) => distance <= SAME_DAY_RADIUS_MILES)
    .sort((a, b) => a.distance - b.distance)[0];
  if (!nearest) return { distance: null, earliestPickupDay: '', dealerInstallerId: 0, name: null };
  const today = shopToday(shop);
  const pinned = shop.shipping.today !== null;
  const beforeCutoff = pinned || now.getHours() < SAME_DAY_CUTOFF_HOUR;
  let earliestPickupDay = nextBusinessDayFrom(today);
  if (isBusinessDay(today) && !beforeCutoff) earliestPickupDay = addBusinessDays(today, 1);
  return { ...publicDealer(nearest.record, nearest.distance), earliestPickupDay };
}
