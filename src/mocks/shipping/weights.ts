import type { Product } from '../data/products';

/** Shipping weight in pounds of one unit, by kind of part (the catalogue has no weights). */
export const WEIGHT_BY_PRODUCT_GROUP_LB: Readonly<Record<string, number>> = {
  'Trailer Hitch': 48,
  'Tow Bar': 41,
  'Ball Mount': 12,
  'Trailer Wiring': 1.5,
  'Brake Controller': 2,
  'Hitch Lock': 1,
  'Trailer Jack': 24,
  'Trailer Coupler': 9,
  'Trailer Lights': 3,
  'Tie-Downs': 4,
  'Bike Rack': 52,
  'Cargo Carrier': 78,
  'Mud Flaps': 7,
  'Sewer Hose': 5,
  'RV Leveler': 11,
  'Surge Protector': 4,
  'Boat Trailer Roller': 3,
  'Boat Winch': 19,
  'Bow Strap': 1,
  Service: 0,
};

/** An unknown kind of part ships as a medium parcel. */
export const DEFAULT_WEIGHT_LB = 10;

/** A single unit this heavy, or a shipment this heavy in total, goes by truck freight. */
export const FREIGHT_UNIT_WEIGHT_LB = 70;
export const FREIGHT_SHIPMENT_WEIGHT_LB = 150;

/** Shipments this light also go by USPS Priority Mail. */
export const USPS_MAX_WEIGHT_LB = 5;

export function unitWeight(product: Product): number {
  return WEIGHT_BY_PRODUCT_GROUP_LB[product.productGroup] ?? DEFAULT_WEIGHT_LB;
}
