import { pageNavigation } from '../src/elements/community/shared/navigation';
import { setQueueNavigation } from '../src/elements/staff/help-next-neighbor/navigate';
import { setEditFormNavigation } from '../src/elements/staff/shared/edit-form-navigation';
import { pageLocation } from '../src/elements/storefront/cart-sidebar/page-location';
import { setNavigation } from '../src/elements/storefront/checkout-panel/navigation';
import { setFastPayNavigate } from '../src/elements/storefront/fast-pay-buttons/navigate';
import { setOrderNavigate } from '../src/elements/storefront/reorder-page/navigate';
import { setNavigate } from '../src/elements/storefront/vehicle-picker/navigate';

const wouldGo = (url: string) => console.info(`Story: the page would go to ${url}`);
const wouldReload = (url = window.location.href) => console.info(`Story: the page would reload (${url})`);

/**
 * No story leaves the preview frame. Every widget that navigates does it through a replaceable object;
 * before each story all of them are replaced by ones that only log where the page would go. A save that
 * reloads after a delay (the staff edit forms wait 1.2 s) would otherwise reload the frame while the
 * next story shows: a designer would lose the story, and the story check saw its page destroyed under
 * axe. A story that wants to show the destination sets its own in a later loader or `beforeEach`.
 */
export function stayOnPage(): void {
  setNavigate(wouldGo);
  setFastPayNavigate(wouldGo);
  setOrderNavigate(wouldGo);
  setNavigation({ navigate: wouldGo, reload: () => wouldReload() });
  setQueueNavigation({ go: wouldGo, reload: wouldReload });
  setEditFormNavigation({ reloadTo: wouldReload });
  Object.assign(pageLocation, { reload: () => wouldReload(), assign: wouldGo });
  Object.assign(pageNavigation, {
    reload: () => wouldReload(),
    assign: wouldGo,
    openPendingTab: () => null,
    showInTab: (_tab: Window | null, url: string) => {
      console.info(`Story: a new tab would open at ${url}`);
      return true;
    },
    closeTab: () => undefined,
  });
}
