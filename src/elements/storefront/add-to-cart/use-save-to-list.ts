import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { stripLikeNewSuffix } from '../../../api/cart-add';
import { FEATURE_TOGGLES, isToggleOn } from '../../../core/toggles';
import { loadSession, sessionStore } from '../../../stores/session';
import { openSidebar } from '../../../stores/sidebar';

/** Spec storefront §3, §9: a product saved to a list from a product page has the source 'product'. */
export const SAVED_LIST_SOURCE_PRODUCT = 'product';

/**
 * Whether the save-to-list control shows: the page asks for it (`showFavoriteProduct`), the visitor
 * is a dealer installer (the page's `data-installer-id` above 0, or the signed-in session) and the
 * 'saved-product-list' toggle is on (storefront §6). Nothing is looked up unless the page asks.
 */
export function useSaveToListAvailable(requested: boolean, installerId: number): boolean {
  const sessionDealer = useStore(sessionStore, (session) => session.dealerInstallerId > 0);
  const [toggleOn, setToggleOn] = useState(false);
  useEffect(() => {
    if (!requested) return;
    let current = true;
    if (installerId <= 0) void loadSession();
    void isToggleOn(FEATURE_TOGGLES.savedProductList).then((on) => {
      if (current) setToggleOn(on);
    });
    return () => {
      current = false;
    };
  }, [requested, installerId]);
  return requested && toggleOn && (installerId > 0 || sessionDealer);
}

/**
 * Opens the side bar on its saved-list view with this product (source 'product'); the side bar
 * offers the dealer's lists and adds it there.
 */
export function openSaveToList(webSku: string, quantity: number): void {
  openSidebar('saved-list', {
    source: 'add-to-cart',
    items: [{ webSku: stripLikeNewSuffix(webSku), quantity, source: SAVED_LIST_SOURCE_PRODUCT }],
  });
}
