import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { unseenInstallRequestsOfThisPage } from '../../../../api/install-requests';
import { fetchSavedList } from '../../../../api/saved-lists';
import { isAbort } from '../../../../core/errors';
import { useSession } from '../../../../core/hooks';
import { SIDEBAR_SOURCE, savedListsStore } from '../../../../stores/saved-lists';
import { openSidebar, sidebarStore } from '../../../../stores/sidebar';
import { isOptedInInstaller } from '../landing-parameters';
import { type CartTabsViewProps, savedListNotice } from './cart-tabs';

/** The name of the `?savedlistid=` list, for its notice (null while unknown or when it cannot be read). */
function useAnnouncedListName(listId: number): { ready: boolean; name: string | null } {
  const [answer, setAnswer] = useState<{ id: number; name: string | null } | null>(null);
  useEffect(() => {
    if (listId <= 0) return;
    const controller = new AbortController();
    fetchSavedList(listId, controller.signal).then(
      (list) => setAnswer({ id: listId, name: list.name }),
      (error: unknown) => {
        if (!isAbort(error)) setAnswer({ id: listId, name: null });
      },
    );
    return () => controller.abort();
  }, [listId]);
  return { ready: answer?.id === listId, name: answer?.id === listId ? answer.name : null };
}

/** How many install requests the installer has not seen (the tab's badge). */
function useUnseenCount(enabled: boolean): [number, (count: number) => void] {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    unseenInstallRequestsOfThisPage().then(
      (requests) => {
        if (current) setCount(requests.length);
      },
      () => undefined, // logged by the http layer; no badge
    );
    return () => {
      current = false;
    };
  }, [enabled]);
  return [count, setCount];
}

/**
 * The cart container with its tabs: the active tab is the side-bar state's view (switching tabs
 * goes through the store, so every bundle and the host page hear it); the `?savedlistid=` notice
 * names the list once its name is known.
 */
export function useCartTabs({ onClose }: { onClose: () => void }): CartTabsViewProps {
  const session = useSession();
  const { cartView, installRequestId } = useStore(sidebarStore);
  const announcedListId = useStore(savedListsStore, (state) => state.announcedListId);
  const showTabs = isOptedInInstaller(session);
  const [unseenCount, setUnseenCount] = useUnseenCount(showTabs);
  const announced = useAnnouncedListName(announcedListId);

  return {
    showTabs,
    activeTab: cartView === 'install-requests' ? 'install-requests' : 'cart',
    unseenCount,
    installRequestId,
    notice: announcedListId > 0 && announced.ready ? savedListNotice(announced.name) : null,
    onSelectTab: (tab) => {
      if (tab === (cartView === 'install-requests' ? 'install-requests' : 'cart')) return;
      openSidebar(tab, {
        source: SIDEBAR_SOURCE,
        installRequestId: tab === 'install-requests' ? installRequestId : 0,
        // The notice stays while the installer moves between the tabs.
        ...(announcedListId > 0 && { savedListId: announcedListId }),
      });
    },
    onAllSeen: () => setUnseenCount(0),
    onClose,
  };
}
