import { resetUnseenInstallRequests } from '../api/install-requests';
import { resetHttp } from '../core/http';
import { resetToggles } from '../core/toggles';
import { resetAddToCartStore } from './add-to-cart';
import { resetCartStore } from './cart';
import { resetCartSummaryStore } from './cart-summary';
import { resetChatStore } from './chat';
import { resetCommunitySessionStore } from './community-session';
import { resetDeliveryStore } from './delivery';
import { resetHeaderNavStore } from './header-nav';
import { resetSavedListsStore } from './saved-lists';
import { resetSessionStore } from './session';
import { resetSidebarStore } from './sidebar';
import { resetVehicleStore } from './vehicle';

export * from './add-to-cart';
export * from './cart';
export * from './cart-summary';
export * from './chat';
export * from './community-session';
export * from './delivery';
export * from './header-nav';
export * from './saved-lists';
export * from './session';
export * from './sidebar';
export * from './vehicle';

/** Tests and stories: every store back to its initial state, and every page-level cache forgotten. */
export function resetAllStores(): void {
  resetSidebarStore();
  resetVehicleStore();
  resetSessionStore();
  resetCartStore();
  resetAddToCartStore();
  resetCartSummaryStore();
  resetCommunitySessionStore();
  resetDeliveryStore();
  resetSavedListsStore();
  resetHeaderNavStore();
  resetChatStore();
  resetToggles();
  resetUnseenInstallRequests();
  resetHttp();
}
