import { Suspense } from 'react';
import type { InstallRequest } from '../../../../api/install-requests';
import { LoadingCircle } from '../../../../ui/loading/loading';
import { lazyPart } from '../../../../ui/shared/lazy-part';
import type { InstallRequestListProps } from '../../../dealer/dealer-install-requests-selector-element/install-request-list';
import { SidebarHeader } from './sidebar-header';

/** The list is the dealer selector's (the dealer family's file): it loads when an installer opens the tab. */
const installRequestList = lazyPart<InstallRequestListProps>(
  () =>
    import('../../../dealer/dealer-install-requests-selector-element/install-request-list').then(
      (module) => module.InstallRequestList,
    ),
  'the install request list',
);

export const INSTALL_REQUESTS_TITLE = 'Install Requests';
export const INSTALL_REQUESTS_EMPTY = 'You have no install requests yet.';
export const INSTALL_REQUESTS_FAILED = 'We could not load your install requests.';

export interface InstallRequestsViewProps {
  status: 'loading' | 'ready' | 'error';
  requests: InstallRequest[];
  /** The request the page was opened for (`?installrequestid=`); 0 for none. */
  highlightedId: number;
  /** Ids that were unseen when the tab opened (they show a New badge this time). */
  newIds: readonly number[];
  onRetry: () => void;
  onClose: () => void;
  titleId?: string;
}

/**
 * The opted-in installer's install requests, newest first; the one the link named stands out. The list
 * is the one of `<dealer-install-requests-selector-element>` (loaded with this tab, on intent).
 */
export function InstallRequestsView({
  status,
  requests,
  highlightedId,
  newIds,
  onRetry,
  onClose,
  titleId,
}: InstallRequestsViewProps) {
  const highlightFound = requests.some((request) => request.dealerInstallRequestId === highlightedId);

  return (
    <>
      <SidebarHeader title={INSTALL_REQUESTS_TITLE} onClose={onClose} titleId={titleId} />
      <div className="shop-cart-sidebar__body" part="body">
        {status === 'loading' && <LoadingCircle label="Loading install requests" />}
        {status === 'error' && (
          <div className="shop-cart-sidebar__message" role="alert">
            <p>{INSTALL_REQUESTS_FAILED}</p>
            <button type="button" className="shop-cart-sidebar__button" onClick={onRetry}>
              Try Again
            </button>
          </div>
        )}
        {status === 'ready' && highlightedId > 0 && !highlightFound && (
          <p className="shop-cart-sidebar__message" role="status">
            Install request #{highlightedId} is not in your list.
          </p>
        )}
        {status === 'ready' && requests.length === 0 && (
          <p className="shop-cart-sidebar__message">{INSTALL_REQUESTS_EMPTY}</p>
        )}
        {status === 'ready' && requests.length > 0 && (
          <Suspense fallback={<LoadingCircle label="Loading install requests" />}>
            <installRequestList.Part
              requests={requests}
              newIds={newIds}
              highlightedId={highlightedId}
              classPrefix="shop-cart-sidebar"
            />
          </Suspense>
        )}
      </div>
    </>
  );
}
