import { resetHttp } from '../core/http';
import { resetToggles } from '../core/toggles';
import { resetCartStore } from './cart';
import { resetCartSummaryStore } from './cart-summary';
import { resetSessionStore } from './session';
import { resetSidebarStore } from './sidebar';

export * from './cart';
export * from './cart-summary';
export * from './session';
export * from './sidebar';

/** Tests and stories: every store back to its initial state, and every page-level cache forgotten. */
export function resetAllStores(): void {
  resetSidebarStore();
  resetSessionStore();
  resetCartStore();
  resetCartSummaryStore();
  resetToggles();
  resetHttp();
}
