import type { QueueCounts, QueueItem } from '../../../api/queues';
import { countsText, HNN_TEXTS, itemLabel } from './help-next-neighbor-texts';

/** What a pull asks for: the role's queue, the next review (moderators), an inactive product's item. */
export type PullKind = 'next' | 'review' | 'inactive';

export interface QueueOverview {
  state: 'loading' | 'ready' | 'failed';
  held: QueueItem[];
  counts: QueueCounts | null;
}

export interface HelpNextNeighborViewProps {
  /** The page gave the employee id and name the queue paths need. */
  configured: boolean;
  isModerator: boolean;
  /** The toggle PullInactiveProductContent is on. */
  showInactive: boolean;
  /** The expert portal's comments page ('' hides 'Go To Portal'). */
  portalUrl: string;
  /** A pull or an item's address lookup is in flight. */
  busy: boolean;
  /** Which pull is in flight ('open': a held item or Try again). */
  pulling: PullKind | 'open' | null;
  /** The polite status line: pulling, going to an item, the empty-queue messages. */
  status: string;
  /** A failure message of §8 (or the pull failure), '' when none. */
  error: string;
  /** Opens the item that failed again; null when there is nothing to retry. */
  onRetry: (() => void) | null;
  overview: QueueOverview;
  onPull: (kind: PullKind) => void;
  onOpenHeld: (item: QueueItem) => void;
  onReload: () => void;
}

function itemKey(item: QueueItem): string {
  return `${item.contentType}-${item.contentID}-${item.queueItemType}`;
}

/** The employee's counts and held items (each held item opens like a pulled one). */
function QueueOverviewView({
  overview,
  showInactive,
  busy,
  onOpenHeld,
}: Pick<HelpNextNeighborViewProps, 'overview' | 'showInactive' | 'busy' | 'onOpenHeld'>) {
  // The counts and the held items arrive after the bar: their two usual lines are kept free meanwhile,
  // so the comments below do not move under a specialist's pointer when they arrive.
  if (overview.state === 'loading')
    return <div className="shop-hnn__overview" part="overview" data-state="loading" />;
  if (overview.state === 'failed')
    return (
      <p className="shop-hnn__note" part="overview">
        {HNN_TEXTS.heldFailed}
      </p>
    );
  return (
    <div className="shop-hnn__overview" part="overview">
      {overview.counts && <p className="shop-hnn__counts">{countsText(overview.counts, showInactive)}</p>}
      {overview.held.length === 0 ? (
        <p className="shop-hnn__note">{HNN_TEXTS.noHeldItems}</p>
      ) : (
        <ul className="shop-hnn__held" aria-label={HNN_TEXTS.heldHeading}>
          {overview.held.map((item) => (
            <li key={itemKey(item)}>
              <button
                type="button"
                className="shop-hnn__link-button"
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) onOpenHeld(item);
                }}
              >
                {itemLabel(item)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The help-next-neighbor bar (staff §2.1). */
export function HelpNextNeighborView(props: HelpNextNeighborViewProps) {
  const { configured, isModerator, showInactive, portalUrl, busy, pulling, status, error, onRetry } = props;
  const pullButton = (kind: PullKind, label: string) => (
    <button
      type="button"
      className="shop-hnn__button"
      part={`button ${kind}-button`}
      aria-disabled={busy || undefined}
      data-pending={pulling === kind || undefined}
      onClick={() => {
        if (!busy) props.onPull(kind);
      }}
    >
      {label}
    </button>
  );
  const state = error ? 'failed' : busy ? 'busy' : 'idle';
  return (
    <div className="shop-hnn" part="root" data-state={state}>
      <div className="shop-hnn__actions">
        {configured && pullButton('next', HNN_TEXTS.helpNextNeighbor)}
        {configured && isModerator && pullButton('review', HNN_TEXTS.pullNextReview)}
        {configured && showInactive && pullButton('inactive', HNN_TEXTS.getInactiveProductContent)}
        {portalUrl && (
          <a className="shop-hnn__button" part="button portal-link" href={portalUrl}>
            {HNN_TEXTS.goToPortal}
          </a>
        )}
        <button
          type="button"
          className="shop-hnn__button"
          part="button reload-button"
          onClick={props.onReload}
        >
          {HNN_TEXTS.reloadPage}
        </button>
      </div>
      {!configured && <p className="shop-hnn__note">{HNN_TEXTS.missingEmployee}</p>}
      <p className="shop-hnn__status" part="status" role="status">
        {status}
      </p>
      {error && (
        // Inserted with its text: an alert is announced when it appears.
        <div className="shop-hnn__error" part="error" role="alert">
          <p>{error}</p>
          {onRetry && (
            <button
              type="button"
              className="shop-hnn__button"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onRetry();
              }}
            >
              {HNN_TEXTS.tryAgain}
            </button>
          )}
        </div>
      )}
      {configured && (
        <QueueOverviewView
          overview={props.overview}
          showInactive={showInactive}
          busy={busy}
          onOpenHeld={props.onOpenHeld}
        />
      )}
    </div>
  );
}
