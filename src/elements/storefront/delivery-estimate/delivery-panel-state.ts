import { type DeliverySummary, summarizeEstimate } from './delivery-dates';
import type { EstimateView } from './use-estimate';

export const DELIVERY_TEXTS = {
  addZip: 'Add ZIP code for delivery options',
  awaitingStock: 'An item in your cart is awaiting stock',
  deliveryArrivesOn: 'Delivery Arrives On',
  fastestAsSoonAs: 'Fastest Delivery As soon as',
  loading: 'Loading delivery estimates',
  failed: 'Delivery dates are not available right now.',
} as const;

/** What a delivery panel shows. */
export type DeliveryPanelState =
  | { kind: 'loading' }
  | { kind: 'empty-cart' }
  | { kind: 'no-zip' }
  | { kind: 'failed' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'dates'; summary: Extract<DeliverySummary, { kind: 'dates' }> };

export function deliveryPanelState({ entry, zipCode, emptyCart }: EstimateView): DeliveryPanelState {
  if (entry === 'cart-error') return { kind: 'failed' };
  if (emptyCart) return { kind: 'empty-cart' };
  if (!entry || entry.status === 'loading') return { kind: 'loading' };
  if (entry.status === 'error' || !entry.estimate) return { kind: 'failed' };
  if (!zipCode && !entry.estimate.zipCode) return { kind: 'no-zip' };
  const summary = summarizeEstimate(entry.estimate);
  return summary.kind === 'unavailable' ? summary : { kind: 'dates', summary };
}
