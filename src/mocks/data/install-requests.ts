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
    ],
    nextId: 4,
  };
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
