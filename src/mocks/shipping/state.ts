import { PICKUP_DEALERS, type PickupDealerRecord } from './dealers';

/** The fake shop's shipping and pickup memory (key `shipping` of the fake shop state). */
export interface ShippingState {
  /** The shopper's saved ZIP or postal code ('' until one is saved with POST /api/shopper/zipcode). */
  shopperZipCode: string;
  /** The day the shop treats as today ('YYYY-MM-DD'); null follows the clock. Tests and stories pin it. */
  today: string | null;
  /** null: worked out from the calendar ('Arrives Before Christmas' in season); a string forces it. */
  holidayShippingMessage: string | null;
  /** Dealers offering local pickup (opted in), with the parts each keeps for same-day pickup. */
  pickupDealers: PickupDealerRecord[];
  /** The cart's local-pickup dealer (0: ship to the door). */
  cartPickupDealerId: number;
  /** The shipping method code saved on the cart at checkout ('' until one is chosen). */
  selectedShippingMethodCode: string;
}

export function createInitialShippingState(): ShippingState {
  return {
    shopperZipCode: '',
    today: null,
    holidayShippingMessage: null,
    pickupDealers: structuredClone([...PICKUP_DEALERS]),
    cartPickupDealerId: 0,
    selectedShippingMethodCode: '',
  };
}
