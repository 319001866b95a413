import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { CartContainer } from '../../cart/cart-container';
import { CartDeliveryEstimate } from '../../delivery-estimate/cart-delivery-estimate';
import { Badge } from './badge';
import { InstallRequests } from './install-requests-panel';

export type CartTab = 'cart' | 'install-requests';

export const CART_TAB_LABEL = 'Cart';
export const INSTALL_REQUESTS_TAB_LABEL = 'Install Requests';
export const SAVED_LIST_FALLBACK_NOTICE = 'Items were added to your saved list.';

export function savedListNotice(listName: string | null): string {
  return listName ? `Items were added to your list "${listName}".` : SAVED_LIST_FALLBACK_NOTICE;
}

export interface CartTabsViewProps {
  /** Opted-in installers get the tabs; everyone else sees the cart alone. */
  showTabs: boolean;
  activeTab: CartTab;
  /** Install requests not seen yet (a badge on the tab). */
  unseenCount: number;
  installRequestId: number;
  /** The `?savedlistid=` notice, or null. */
  notice: string | null;
  onSelectTab: (tab: CartTab) => void;
  onAllSeen: () => void;
  onClose: () => void;
}

const TABS: CartTab[] = ['cart', 'install-requests'];

/** The cart container, with a Cart and an Install Requests tab for opted-in installers. */
export function CartTabsView({
  showTabs,
  activeTab,
  unseenCount,
  installRequestId,
  notice,
  onSelectTab,
  onAllSeen,
  onClose,
}: CartTabsViewProps) {
  const id = useId();
  const tabRefs = useRef<Record<CartTab, HTMLButtonElement | null>>({ cart: null, 'install-requests': null });
  const tab = showTabs ? activeTab : 'cart';

  // Arrow keys, Home and End move between the tabs (the WAI-ARIA tabs pattern, automatic activation).
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = TABS[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelectTab(next);
    tabRefs.current[next]?.focus();
  };

  const content =
    tab === 'cart' ? (
      <CartContainer placement="sidebar" onClose={onClose} summaryExtra={<CartDeliveryEstimate />} />
    ) : (
      <InstallRequests installRequestId={installRequestId} onClose={onClose} onAllSeen={onAllSeen} />
    );

  return (
    <>
      {showTabs && (
        <div
          className="shop-cart-sidebar__tabs"
          role="tablist"
          aria-label="Cart and install requests"
          part="tabs"
        >
          {TABS.map((name) => (
            <button
              key={name}
              ref={(node) => {
                tabRefs.current[name] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              className="shop-cart-sidebar__tab"
              aria-selected={tab === name}
              aria-controls={`${id}-panel`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => onSelectTab(name)}
              onKeyDown={onTabKeyDown}
            >
              {name === 'cart' ? CART_TAB_LABEL : INSTALL_REQUESTS_TAB_LABEL}
              {name === 'install-requests' && unseenCount > 0 && (
                <Badge text={String(unseenCount)} label={`${unseenCount} new`} />
              )}
            </button>
          ))}
        </div>
      )}
      {/* Always present, so the notice is announced when it appears. */}
      <div role="status">{notice && <p className="shop-cart-sidebar__notice">{notice}</p>}</div>
      {showTabs ? (
        <div
          className="shop-cart-sidebar__tabpanel"
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${tab}`}
          data-tab={tab}
        >
          <TabContent>{content}</TabContent>
        </div>
      ) : (
        <div className="shop-cart-sidebar__tabpanel" data-tab="cart">
          <TabContent>{content}</TabContent>
        </div>
      )}
    </>
  );
}

/** A plain section, so a <header> inside the cart view is not taken for a page banner. */
function TabContent({ children }: { children: ReactNode }) {
  return <section className="shop-cart-sidebar__tab-content">{children}</section>;
}
