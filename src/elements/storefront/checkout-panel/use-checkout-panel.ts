import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { addSavedListToCart, fetchSavedList } from '../../../api/saved-lists';
import type { Emit } from '../../../core/define-widget';
import { useSession } from '../../../core/hooks';
import { newIdempotencyKey } from '../../../core/http';
import { cartStore, loadCart, refreshCart } from '../../../stores/cart';
import { openSidebar } from '../../../stores/sidebar';
import { CART_SIDEBAR_TAG } from '../../shared/open-cart';
import { cartTotals, dealerView, isCheckoutPath, type PricedLine } from '../cart/cart-rules';
import { useVisibleCartItems } from '../cart/use-visible-cart-items';
import { startCheckout } from './checkout';
import type { CheckoutPanelMode, CheckoutPanelViewProps } from './checkout-panel';
import { navigation } from './navigation';

export interface CheckoutPanelOptions {
  /** 'auto' (default): Update on paths starting with /checkout, Checkout elsewhere. */
  mode?: CheckoutPanelMode | 'auto';
  /** Checkout opens the side bar's checkout options (when a side bar is on the page) instead of going to /checkout. */
  checkoutOptions?: boolean;
  /** AddAllItemsToCart: the saved list whose products the button puts in the cart. */
  savedListId?: number;
  /** AddAllItemsToCart: what the button does instead (a saved-list view passes its own add). */
  onAddAll?: () => Promise<void>;
  /**
   * The lines to total instead of the cart's (a saved list's). They carry one price each, so the
   * panel shows one 'Subtotal' for them.
   */
  lines?: readonly PricedLine[];
  /** Opens the side bar in the checkout-options state (default: `openSidebar('checkout-options')`). */
  openCheckoutOptions?: () => void;
}

export function resolveCheckoutMode(mode: CheckoutPanelOptions['mode'], pathname: string): CheckoutPanelMode {
  if (mode && mode !== 'auto') return mode;
  return isCheckoutPath(pathname) ? 'Update' : 'Checkout';
}

function currentPath(): string {
  return typeof location === 'undefined' ? '/' : location.pathname;
}

function pageHasCartSidebar(): boolean {
  return typeof document !== 'undefined' && document.querySelector(CART_SIDEBAR_TAG) !== null;
}

/** The checkout panel's behaviour: totals from the shared cart, the dealer view, and the three modes. */
export function useCheckoutPanel(options: CheckoutPanelOptions = {}): CheckoutPanelViewProps {
  const cartState = useStore(cartStore);
  const session = useSession();
  useEffect(() => {
    void loadCart();
  }, []);
  const items = useVisibleCartItems(cartState);
  const mode = resolveCheckoutMode(options.mode, currentPath());
  const lines = options.lines ?? items;
  const totals = cartTotals(lines);
  const dealer = dealerView(session.dealerInstallerId, session.viewAsCustomer);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const [failed, setFailed] = useState(false);

  const addAll = async () => {
    if (options.onAddAll) {
      await options.onAddAll();
      return;
    }
    const result = await addSavedListToCart(options.savedListId ?? 0, newIdempotencyKey());
    if (!result.success) throw new Error(result.err ?? 'The saved list could not be added to the cart');
    await refreshCart();
  };

  const onMainAction = async () => {
    if (mode === 'Update') {
      navigation.reload();
      return;
    }
    if (mode === 'Checkout' && options.checkoutOptions && pageHasCartSidebar()) {
      (
        options.openCheckoutOptions ?? (() => openSidebar('checkout-options', { source: 'checkout-panel' }))
      )();
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      if (mode === 'Checkout') await startCheckout();
      else {
        await addAll();
        setAdded(true);
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const canAddAll = Boolean(options.onAddAll) || (options.savedListId ?? 0) > 0;
  return {
    mode,
    cartTotal: totals.cartTotal,
    retailCartTotal: totals.retailCartTotal,
    showDealerPrices: dealer.showDealerPrices && !options.lines,
    checkoutAsDealer: dealer.checkoutAsDealer,
    busy,
    added,
    failed,
    disabled:
      (mode === 'Checkout' && lines.length === 0) ||
      (mode === 'AddAllItemsToCart' && (!canAddAll || lines.length === 0)),
    onMainAction: () => void onMainAction(),
  };
}

/**
 * The lines of a saved list, for the totals of the panel in AddAllItemsToCart mode; null when the list
 * could not be loaded (its total is then unknown, never shown as $0.00).
 */
function useSavedListLines(savedListId: number, enabled: boolean): readonly PricedLine[] | null | undefined {
  const [lines, setLines] = useState<readonly PricedLine[] | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled || savedListId <= 0) {
      setLines(undefined);
      return;
    }
    const controller = new AbortController();
    fetchSavedList(savedListId, controller.signal)
      .then((list) =>
        setLines(
          list.items.map((item) => ({ price: item.price, retailPrice: item.price, quantity: item.quantity })),
        ),
      )
      .catch(() => controller.signal.aborted || setLines(null));
    return () => controller.abort();
  }, [savedListId, enabled]);
  return lines;
}

/** The `<checkout-panel>` element's controller. */
export function useCheckoutPanelElement({
  mode,
  savedListId,
  checkoutOptions,
  emit,
}: {
  mode: CheckoutPanelMode | 'auto';
  savedListId: number;
  checkoutOptions: boolean;
  emit: Emit<'shop:cart-open'>;
}): CheckoutPanelViewProps {
  const listLines = useSavedListLines(savedListId, mode === 'AddAllItemsToCart');
  return {
    ...useCheckoutPanel({
      mode,
      savedListId,
      checkoutOptions,
      lines: mode === 'AddAllItemsToCart' ? (listLines ?? []) : undefined,
      openCheckoutOptions: () =>
        emit('shop:cart-open', { source: 'checkout-panel', view: 'checkout-options' }),
    }),
    listFailed: listLines === null,
  };
}
