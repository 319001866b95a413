import { useCallback, useEffect, useRef, useState } from 'react';
import {
  fetchHeldQueueItems,
  fetchNextInactiveProductItem,
  fetchNextQueueItem,
  fetchQueueCounts,
  type QueueItem,
  type QueueRole,
  STARTING_SOURCE_REVIEW,
} from '../../../api/queues';
import { getConfig } from '../../../core/config';
import { useFeatureToggle } from '../../../core/hooks';
import { logger } from '../../../core/logger';
import { FEATURE_TOGGLES } from '../../../core/toggles';
import type { HelpNextNeighborViewProps, PullKind, QueueOverview } from './help-next-neighbor';
import { goingToText, HNN_TEXTS } from './help-next-neighbor-texts';
import { goToItem, itemAddress } from './item-address';
import { navigateToItem, reloadAddress, reloadPageAt, scrollToReloadAnchor } from './navigate';

export interface HelpNextNeighborProps {
  employeeId: number;
  employeeName: string;
  isModerator: boolean;
  portalUrl: string;
}

interface Failure {
  message: string;
  /** The item that could not be opened: it is already off the queue and must not be lost, so Try again opens it. */
  item: QueueItem | null;
  inactive: boolean;
}

/** The §8 failures are sent to the error log (§7.14); a failed call is logged by the HTTP layer. */
const LOG_DETAILS = { source: 'help-next-neighbor' };

const LOADING_OVERVIEW: QueueOverview = { state: 'loading', held: [], counts: null };

/** The employee's held items and counts in the queue of their role (§4.6 "per employee"). */
function useQueueOverview(role: QueueRole, employeeId: number, enabled: boolean) {
  const [overview, setOverview] = useState<QueueOverview>(LOADING_OVERVIEW);
  const generation = useRef(0);
  const load = useCallback(async () => {
    if (!enabled) return;
    generation.current += 1;
    const mine = generation.current;
    try {
      const [held, counts] = await Promise.all([
        fetchHeldQueueItems(role, employeeId),
        fetchQueueCounts(role, employeeId),
      ]);
      if (mine === generation.current) setOverview({ state: 'ready', held, counts });
    } catch {
      // Logged by the http layer; the widget says so and keeps its buttons working.
      if (mine === generation.current) setOverview({ state: 'failed', held: [], counts: null });
    }
  }, [role, employeeId, enabled]);
  useEffect(() => {
    void load();
    return () => {
      generation.current += 1;
    };
  }, [load]);
  return { overview, reloadOverview: load };
}

/**
 * 'Help Next Neighbor' pulls the next item of the queue of the user's role; 'Pull Next Review'
 * (moderators) the next of the moderator queue starting with the Review source; 'Get Inactive Product
 * Content' (toggle PullInactiveProductContent) the next inactive-product item. A pulled item is opened
 * through the address lookup; an empty queue says so. One pull at a time: while one is in flight the
 * buttons are marked disabled and ignore clicks (focus stays where it is).
 */
export function useHelpNextNeighbor({
  employeeId,
  employeeName,
  isModerator,
  portalUrl,
}: HelpNextNeighborProps): HelpNextNeighborViewProps {
  const configured = employeeId > 0 && employeeName.trim() !== '';
  const role: QueueRole = isModerator ? 'moderator' : 'specialist';
  const inactiveToggle = useFeatureToggle(FEATURE_TOGGLES.pullInactiveProductContent);
  const { overview, reloadOverview } = useQueueOverview(role, employeeId, configured);
  const [busy, setBusy] = useState<PullKind | 'open' | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const cancelScroll = scrollToReloadAnchor();
    return () => {
      mounted.current = false;
      cancelScroll();
    };
  }, []);

  const finish = () => {
    inFlight.current = false;
    if (mounted.current) setBusy(null);
  };

  /** Looks the item's page up and goes there; on failure keeps the item for Try again. */
  const open = async (item: QueueItem, inactive: boolean) => {
    const address = await itemAddress(item, getConfig().siteRoot, { inactive });
    if (!mounted.current) return;
    if (!address.ok) {
      if (!address.logged) logger.error(address.message, LOG_DETAILS);
      setStatus('');
      setFailure({ message: address.message, item: address.retryable ? item : null, inactive });
      return;
    }
    const failed = goToItem(item, address.url, navigateToItem);
    if (failed) {
      logger.error(failed, LOG_DETAILS);
      setStatus('');
      setFailure({ message: failed, item, inactive });
    } else {
      setStatus(goingToText(item));
    }
  };

  const openAgain = async (item: QueueItem, inactive: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy('open');
    setFailure(null);
    try {
      await open(item, inactive);
    } finally {
      finish();
    }
  };

  const fetchNext = (kind: PullKind): Promise<QueueItem | null> => {
    const who = { employeeId, name: employeeName.trim() };
    if (kind === 'inactive') return fetchNextInactiveProductItem(who);
    if (kind === 'review')
      return fetchNextQueueItem('moderator', who, { startingSource: STARTING_SOURCE_REVIEW });
    return fetchNextQueueItem(role, who);
  };

  const pull = async (kind: PullKind) => {
    if (inFlight.current || !configured) return;
    inFlight.current = true;
    setBusy(kind);
    setFailure(null);
    setStatus(HNN_TEXTS.pulling);
    try {
      let item: QueueItem | null;
      try {
        item = await fetchNext(kind);
      } catch {
        // Logged by the http layer.
        if (mounted.current) {
          setStatus('');
          setFailure({ message: HNN_TEXTS.pullFailed, item: null, inactive: false });
        }
        return;
      }
      if (!mounted.current) return;
      if (item === null) {
        setStatus(kind === 'inactive' ? HNN_TEXTS.inactiveQueueEmpty : HNN_TEXTS.queueEmpty);
        void reloadOverview();
        return;
      }
      await open(item, kind === 'inactive');
    } finally {
      finish();
    }
  };

  const failedItem = failure?.item ?? null;
  return {
    configured,
    isModerator,
    showInactive: inactiveToggle === true,
    portalUrl,
    busy: busy !== null,
    pulling: busy,
    status,
    error: failure?.message ?? '',
    onRetry: failedItem ? () => void openAgain(failedItem, failure?.inactive ?? false) : null,
    overview: configured ? overview : { state: 'ready', held: [], counts: null },
    onPull: (kind) => void pull(kind),
    onOpenHeld: (item) => void openAgain(item, false),
    onReload: () => reloadPageAt(reloadAddress(window.location.href)),
  };
}
