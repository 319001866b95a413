import type { DealerInstallRequest, InstallRequestStatus } from '../../../../api/dealer-install-requests';

/** How the requests table can be sorted; the first is the default (what needs action first). */
export const REQUEST_SORTS = {
  'unseen-first': 'Newest unseen first',
  newest: 'Newest first',
  oldest: 'Oldest first',
  customer: 'Customer A–Z',
  status: 'Status',
} as const;
export type RequestSort = keyof typeof REQUEST_SORTS;

export interface RequestFilter {
  /** 'all' or one status. */
  status: 'all' | InstallRequestStatus;
  unseenOnly: boolean;
  /** Matched against customer, ZIP, product, part number, vehicle and request number. */
  text: string;
  sort: RequestSort;
}

export const DEFAULT_REQUEST_FILTER: RequestFilter = {
  status: 'all',
  unseenOnly: false,
  text: '',
  sort: 'unseen-first',
};

const STATUS_ORDER = ['Open', 'Contacted', 'Scheduled', 'Completed', 'Declined'];

function byNewest(a: DealerInstallRequest, b: DealerInstallRequest): number {
  return b.requestedOn.localeCompare(a.requestedOn) || b.dealerInstallRequestId - a.dealerInstallRequestId;
}

const COMPARE: Record<RequestSort, (a: DealerInstallRequest, b: DealerInstallRequest) => number> = {
  'unseen-first': (a, b) => Number(a.seen) - Number(b.seen) || byNewest(a, b),
  newest: byNewest,
  oldest: (a, b) => -byNewest(a, b),
  customer: (a, b) => a.customerName.localeCompare(b.customerName) || byNewest(a, b),
  status: (a, b) => {
    const rank = (request: DealerInstallRequest) => {
      const index = STATUS_ORDER.indexOf(request.status);
      return index === -1 ? STATUS_ORDER.length : index;
    };
    return rank(a) - rank(b) || byNewest(a, b);
  },
};

function matchesText(request: DealerInstallRequest, text: string): boolean {
  const needle = text.trim().toLowerCase().replace(/^#/, '');
  if (needle === '') return true;
  return [
    String(request.dealerInstallRequestId),
    request.customerName,
    request.postalCode,
    request.productGroup,
    request.productName ?? '',
    request.webSku ?? '',
    request.vehicle ?? '',
  ].some((field) => field.toLowerCase().includes(needle));
}

/** The requests the table shows, in its order. */
export function filterRequests(
  requests: readonly DealerInstallRequest[],
  filter: RequestFilter,
): DealerInstallRequest[] {
  return requests
    .filter((request) => filter.status === 'all' || request.status === filter.status)
    .filter((request) => !filter.unseenOnly || !request.seen)
    .filter((request) => matchesText(request, filter.text))
    .sort(COMPARE[filter.sort]);
}
