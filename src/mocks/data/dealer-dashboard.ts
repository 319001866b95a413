/**
 * The fake shop's dealer side beyond install requests (staff §7.9-7.11): each dealer's profile switches,
 * their same-day pickup opt-in products, the products of their own orders, and the reviews shoppers
 * wrote about them. Two dealers: the sample dealer 4711 (few of everything) and the busy dealer 5230
 * of the role switcher (many rows, new requests, reviews waiting for a link).
 */

import type { FollowUpType } from '../../api/dealer-install-requests';
import type { SameDayStockStatus } from '../../api/dealer-same-day-pickup';
import { BUSY_DEALER_ID } from './install-requests';

export interface DealerProfileRecord {
  name: string;
  city: string;
  state: string;
  postalCode: string;
  followUpType: FollowUpType;
  /** Opted-in installers in the dealer's area (GET area-count). */
  areaCount: number;
  /** Pickup hours, the same every day ('HH:MM'). */
  pickupFrom: string;
  pickupTo: string;
}

export interface OptInProductRecord {
  dealerInstallerId: number;
  webSku: string;
  stockStatus: SameDayStockStatus;
  isDeleted: boolean;
  addedOn: string;
}

export interface DealerOrderLine {
  dealerInstallerId: number;
  webSku: string;
  quantity: number;
  /** ISO 8601. */
  orderedOn: string;
}

export interface InstallerReviewRecord {
  dealerInstallerReviewId: number;
  dealerInstallerId: number;
  rating: number;
  reviewText: string;
  name: string;
  email: string;
  webSKU: string | null;
  dealerInstallRequestId: number | null;
  createdOn: string;
  /** The request the shopper wrote about (the create payload's id; `<installer-review-form>`), until the dealer links it. */
  requestedInstallRequestId?: number | null;
  /** ISO 8601, when the shopper last changed it (PUT update-review). */
  updatedOn?: string;
}

export interface DealerShopState {
  profiles: Record<number, DealerProfileRecord>;
  optInProducts: OptInProductRecord[];
  orderLines: DealerOrderLine[];
  reviews: InstallerReviewRecord[];
  nextReviewId: number;
}

const SAMPLE_DEALER_ID = 4711;

/** About `months` months before today (the seed is made when the shop starts), as an ISO date. */
function monthsAgo(months: number, dayOffset = 0): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() - dayOffset);
  return date.toISOString();
}

export function createDealerShopSeed(): DealerShopState {
  return {
    profiles: {
      [SAMPLE_DEALER_ID]: {
        name: 'Hitch Pros',
        city: 'Austin',
        state: 'TX',
        postalCode: '78704',
        followUpType: 'weekly',
        areaCount: 4,
        pickupFrom: '08:00',
        pickupTo: '17:00',
      },
      [BUSY_DEALER_ID]: {
        name: 'Tow Masters',
        city: 'Round Rock',
        state: 'TX',
        postalCode: '78664',
        followUpType: 'daily',
        areaCount: 7,
        pickupFrom: '07:30',
        pickupTo: '18:00',
      },
    },
    optInProducts: [
      {
        dealerInstallerId: BUSY_DEALER_ID,
        webSku: 'C13130',
        stockStatus: 'InStock',
        isDeleted: false,
        addedOn: monthsAgo(5),
      },
      {
        dealerInstallerId: BUSY_DEALER_ID,
        webSku: 'C56146',
        stockStatus: 'LowStock',
        isDeleted: false,
        addedOn: monthsAgo(4),
      },
      {
        dealerInstallerId: BUSY_DEALER_ID,
        webSku: '90195',
        stockStatus: 'OutOfStock',
        isDeleted: false,
        addedOn: monthsAgo(2),
      },
      {
        dealerInstallerId: BUSY_DEALER_ID,
        webSku: 'TS32',
        stockStatus: 'InStock',
        isDeleted: true,
        addedOn: monthsAgo(9),
      },
      {
        dealerInstallerId: SAMPLE_DEALER_ID,
        webSku: 'C45036',
        stockStatus: 'InStock',
        isDeleted: false,
        addedOn: monthsAgo(3),
      },
    ],
    orderLines: [
      { dealerInstallerId: BUSY_DEALER_ID, webSku: 'C13130', quantity: 12, orderedOn: monthsAgo(1) },
      { dealerInstallerId: BUSY_DEALER_ID, webSku: 'C56146', quantity: 30, orderedOn: monthsAgo(2) },
      { dealerInstallerId: BUSY_DEALER_ID, webSku: '90195', quantity: 6, orderedOn: monthsAgo(2, 10) },
      { dealerInstallerId: BUSY_DEALER_ID, webSku: '75237', quantity: 8, orderedOn: monthsAgo(3) },
      { dealerInstallerId: BUSY_DEALER_ID, webSku: 'HM11143395', quantity: 20, orderedOn: monthsAgo(4) },
      { dealerInstallerId: BUSY_DEALER_ID, webSku: 'C45036', quantity: 10, orderedOn: monthsAgo(5) },
      { dealerInstallerId: BUSY_DEALER_ID, webSku: 'PK12704', quantity: 15, orderedOn: monthsAgo(8) },
      { dealerInstallerId: BUSY_DEALER_ID, webSku: 'RM-4545', quantity: 2, orderedOn: monthsAgo(10) },
      { dealerInstallerId: BUSY_DEALER_ID, webSku: 'C13130', quantity: 6, orderedOn: monthsAgo(11) },
      { dealerInstallerId: SAMPLE_DEALER_ID, webSku: 'C45036', quantity: 4, orderedOn: monthsAgo(1) },
      { dealerInstallerId: SAMPLE_DEALER_ID, webSku: 'C56146', quantity: 5, orderedOn: monthsAgo(2) },
    ],
    reviews: [
      {
        dealerInstallerReviewId: 901,
        dealerInstallerId: BUSY_DEALER_ID,
        rating: 5,
        reviewText: 'Fitted the hitch in under an hour and showed me how to use the pin lock.',
        name: 'Emma J.',
        email: 'emma.johnson@example.com',
        webSKU: '75237',
        dealerInstallRequestId: null,
        createdOn: '2026-11-20T18:00:00.000Z',
      },
      {
        dealerInstallerReviewId: 902,
        dealerInstallerId: BUSY_DEALER_ID,
        rating: 4,
        reviewText: 'Good work on the brake controller, had to wait a day for the part.',
        name: 'Sophia K.',
        email: 'sophia.kim@example.com',
        webSKU: '90885',
        dealerInstallRequestId: 1007,
        createdOn: '2026-11-12T16:30:00.000Z',
      },
      {
        dealerInstallerReviewId: 903,
        dealerInstallerId: BUSY_DEALER_ID,
        rating: 3,
        reviewText: 'Wiring works, but the harness was zip-tied loosely.',
        name: 'Amelia L.',
        email: 'amelia.lewis@example.com',
        webSKU: 'C56146',
        dealerInstallRequestId: null,
        createdOn: '2026-11-02T14:10:00.000Z',
      },
      {
        dealerInstallerReviewId: 904,
        dealerInstallerId: SAMPLE_DEALER_ID,
        rating: 5,
        reviewText: 'Quick and friendly.',
        name: 'Lena P.',
        email: 'lena.park@example.com',
        webSKU: '90195',
        dealerInstallRequestId: 1,
        createdOn: '2025-02-20T10:00:00.000Z',
      },
    ],
    nextReviewId: 905,
  };
}
