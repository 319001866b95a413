import type { InstallRequest } from '../../../api/install-requests';
import { LoadingCircle } from '../../../ui/loading/loading';
import { InstallRequestList } from './install-request-list';

export const SELECTOR_EMPTY_TEXT = 'You have no install requests yet.';
export const SELECTOR_ERROR_TEXT = 'We could not load your install requests.';
export const SELECTOR_SIGNED_OUT_TEXT = 'Sign in as a dealer installer to see your install requests.';

export type SelectorStatus = 'signed-out' | 'loading' | 'error' | 'ready';

export interface InstallRequestsSelectorViewProps {
  status: SelectorStatus;
  requests: readonly InstallRequest[];
  /** Unseen when loaded: marked New. */
  newIds: readonly number[];
  selectedId: number;
  onSelect: (request: InstallRequest) => void;
  onRetry: () => void;
}

/** The dealer's install requests to choose one from; the count line says how many are new. */
export function InstallRequestsSelectorView({
  status,
  requests,
  newIds,
  selectedId,
  onSelect,
  onRetry,
}: InstallRequestsSelectorViewProps) {
  return (
    <section
      className="shop-requests-selector"
      part="selector"
      data-state={status}
      aria-label="Install requests"
    >
      {status === 'loading' && <LoadingCircle label="Loading install requests" />}
      {status === 'signed-out' && (
        <p className="shop-requests-selector__message" part="message">
          {SELECTOR_SIGNED_OUT_TEXT}
        </p>
      )}
      {status === 'error' && (
        <div className="shop-requests-selector__message" role="alert" part="message">
          <p>{SELECTOR_ERROR_TEXT}</p>
          <button type="button" className="shop-requests-selector__button" part="retry" onClick={onRetry}>
            Try Again
          </button>
        </div>
      )}
      {status === 'ready' && requests.length === 0 && (
        <p className="shop-requests-selector__message" part="message">
          {SELECTOR_EMPTY_TEXT}
        </p>
      )}
      {status === 'ready' && requests.length > 0 && (
        <>
          <p className="shop-requests-selector__count" part="count">
            {requests.length === 1 ? '1 request' : `${requests.length} requests`}
            {newIds.length > 0 && <strong>{`, ${newIds.length} new`}</strong>}
          </p>
          <InstallRequestList
            requests={requests}
            newIds={newIds}
            highlightedId={0}
            classPrefix="shop-requests-selector"
            headingLevel={2}
            onSelect={onSelect}
            selectedId={selectedId}
          />
        </>
      )}
    </section>
  );
}
