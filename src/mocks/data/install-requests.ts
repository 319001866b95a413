/**
 * The fake shop's dealer install requests (staff §7.10): shoppers asking a local installer to fit a
 * part. The product name is looked up in the catalogue when a request is answered.
 */
export interface InstallRequestRecord {
  dealerInstallRequestId: number;
  dealerInstallerId: number;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  postalCode: string;
  productGroup: string;
  webSku: string | null;
  vehicle: string | null;
  additionalInfo: string | null;
  status: string;
  /** ISO 8601. */
  requestedOn: string;
  seen: boolean;
  /** The dealer's job summary (PUT /summary). */
  summary?: string;
  /** The linked installer review (PUT /request/{id}/review/{reviewId}). */
  dealerInstallerReviewId?: number | null;
  /** The appointment the dealer set (PUT /request), the shop's wall time 'YYYY-MM-DDTHH:MM'. */
  appointmentOn?: string | null;
}

export interface InstallRequestsState {
  requests: InstallRequestRecord[];
  nextId: number;
}

/**
 * Three requests for the sample dealer, all already seen: a dealer page load does not open the side
 * bar by itself until a new request arrives (`addInstallRequest`, or POST /__fake-shop/install-requests).
 */
export function createInstallRequestsSeed(dealerInstallerId: number): InstallRequestsState {
  return {
    requests: [
      {
        dealerInstallRequestId: 3,
        dealerInstallerId,
        customerName: 'Maria Gonzalez',
        customerEmail: 'maria.gonzalez@example.com',
        customerPhone: '512-555-0187',
        postalCode: '78704',
        productGroup: 'Trailer Wiring',
        webSku: 'C56146',
        vehicle: '2019 Toyota RAV4',
        additionalInfo: 'Weekday mornings work best.',
        status: 'Open',
        requestedOn: '2025-03-04T14:12:00.000Z',
        seen: true,
      },
      {
        dealerInstallRequestId: 2,
        dealerInstallerId,
        customerName: 'James Carter',
        customerEmail: 'jcarter@example.com',
        customerPhone: null,
        postalCode: '78745',
        productGroup: 'Trailer Hitch',
        webSku: 'C13130',
        vehicle: '2021 Ford F-150',
        additionalInfo: null,
        status: 'Scheduled',
        requestedOn: '2025-02-26T09:30:00.000Z',
        seen: true,
      },
      {
        dealerInstallRequestId: 1,
        dealerInstallerId,
        customerName: 'Lena Park',
        customerEmail: null,
        customerPhone: '737-555-0142',
        postalCode: '78610',
        productGroup: 'Brake Controller',
        webSku: '90195',
        vehicle: '2017 Chevrolet Silverado 1500',
        additionalInfo: 'Already has a 7-way connector.',
        status: 'Completed',
        requestedOn: '2025-02-10T16:45:00.000Z',
        seen: true,
      },
      ...busyDealerRequests(),
    ],
    // New requests count on from the sample dealer's (the busy dealer's seed starts at 1001).
    nextId: 4,
  };
}

/** The busy dealer of the role switcher ('Dealer installer, new requests'): opted in, many requests. */
export const BUSY_DEALER_ID = 5230;
const BUSY_FIRST_ID = 1001;

/** [customer, ZIP, product group, websku, vehicle, status, seen] — enough rows to need sorting and filters. */
const BUSY_CUSTOMERS: readonly [string, string, string, string, string, string, boolean][] = [
  ['Olivia Bennett', '78701', 'Trailer Hitch', 'C13130', '2023 Toyota Tacoma', 'Open', false],
  ['Noah Ramirez', '78702', 'Trailer Wiring', 'C56146', '2020 Honda CR-V', 'Open', false],
  ['Ava Thompson', '78745', 'Brake Controller', '90195', '2022 Ram 1500', 'Open', false],
  ['Liam Nguyen', '78704', 'Bike Rack', 'TH9036XT', '2021 Subaru Forester', 'Open', true],
  ['Emma Johnson', '78613', 'Trailer Hitch', '75237', '2019 Jeep Grand Cherokee', 'Contacted', true],
  ['Mason Patel', '78660', 'Trailer Wiring', 'HM11143395', '2018 Ford Escape', 'Scheduled', true],
  ['Sophia Kim', '78727', 'Brake Controller', '90885', '2020 Chevrolet Silverado 2500', 'Completed', true],
  ['Lucas Brown', '78741', 'Trailer Hitch', 'C11442', '2017 Honda Civic', 'Declined', true],
  ['Isabella Garcia', '78748', 'Ball Mount', 'C45036', '2022 Ford F-150', 'Completed', true],
  ['Ethan Wilson', '78750', 'Trailer Wiring', 'PK12704', '2016 GMC Sierra 1500', 'Open', true],
  ['Mia Martinez', '78753', 'Brake Controller', 'C51180', '2023 Toyota Tundra', 'Contacted', true],
  ['James Lee', '78758', 'Trailer Hitch', 'C13130', '2021 Hyundai Santa Fe', 'Scheduled', true],
  ['Charlotte Davis', '78759', 'Tow Bar', 'RM-4545', '2015 Jeep Wrangler', 'Open', true],
  ['Benjamin Clark', '78617', 'Ball Mount', 'BWTS10048', '2020 Ram 2500', 'Completed', true],
  ['Amelia Lewis', '78610', 'Trailer Wiring', 'C56146', '2019 Kia Sorento', 'Completed', true],
  ['Henry Walker', '78653', 'Trailer Hitch', '75237', '2022 Chevrolet Tahoe', 'Declined', true],
  ['Harper Hall', '78664', 'Brake Controller', '90195', '2018 Ford F-250', 'Completed', true],
  ['Alexander Young', '78681', 'Bike Rack', 'TH9036XT', '2021 Toyota RAV4', 'Contacted', true],
  ['Evelyn King', '78628', 'Trailer Hitch', 'C11442', '2020 Mazda CX-5', 'Scheduled', true],
  ['Daniel Wright', '78634', 'Trailer Wiring', 'HM11143395', '2017 Nissan Frontier', 'Completed', true],
  ['Abigail Scott', '78642', 'Ball Mount', 'GH-523', '2019 Ram 3500', 'Open', true],
  ['Michael Green', '78665', 'Brake Controller', '90885', '2016 Toyota Tacoma', 'Completed', true],
  ['Emily Adams', '78666', 'Trailer Hitch', 'C13130', '2023 Honda Pilot', 'Declined', true],
  ['Jack Baker', '78669', 'Trailer Wiring', 'PK12704', '2022 Ford Ranger', 'Completed', true],
];

function busyDealerRequests(): InstallRequestRecord[] {
  // Newest first: one every 19 hours back from 2026-11-24 15:00 UTC, the unseen ones the newest.
  const newest = Date.UTC(2026, 10, 24, 15, 0);
  return BUSY_CUSTOMERS.map(
    ([customerName, postalCode, productGroup, webSku, vehicle, status, seen], index) => ({
      dealerInstallRequestId: BUSY_FIRST_ID + index,
      dealerInstallerId: BUSY_DEALER_ID,
      customerName,
      customerEmail: `${customerName.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      customerPhone: index % 3 === 0 ? null : `512-555-${String(200 + index).padStart(4, '0')}`,
      postalCode,
      productGroup,
      webSku,
      vehicle,
      additionalInfo: index % 4 === 0 ? 'Can drop the vehicle off before work.' : null,
      status,
      requestedOn: new Date(newest - index * 19 * 3_600_000).toISOString(),
      seen,
      summary: status === 'Completed' ? 'Installed and tested the lights.' : '',
      dealerInstallerReviewId: null,
      // A scheduled job has its appointment (the shop's wall time); the others have none yet.
      appointmentOn:
        status === 'Scheduled' ? `2026-12-${String(1 + (index % 9)).padStart(2, '0')}T09:30` : null,
    }),
  );
}

/** A new request a shopper has just sent: unseen, open, for the given installer. */
export function newInstallRequest(
  id: number,
  dealerInstallerId: number,
  fields: Partial<Omit<InstallRequestRecord, 'dealerInstallRequestId' | 'dealerInstallerId'>> = {},
): InstallRequestRecord {
  return {
    dealerInstallRequestId: id,
    dealerInstallerId,
    customerName: 'Sam Whitaker',
    customerEmail: 'sam.whitaker@example.com',
    customerPhone: '512-555-0110',
    postalCode: '78701',
    productGroup: 'Bike Rack',
    webSku: 'TH9036XT',
    vehicle: '2022 Subaru Outback',
    additionalInfo: 'Needs a hitch receiver installed first.',
    status: 'Open',
    requestedOn: new Date().toISOString(),
    seen: false,
    ...fields,
  };
}
