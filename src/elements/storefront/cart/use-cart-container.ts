import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { CartItem } from '../../../api/cart';
import { SAVED_ENTRY_SOURCE } from '../../../api/saved-lists';
import { isSafeUrl } from '../../../core/attributes';
import { getConfig } from '../../../core/config';
import { useFeatureToggle, useSession } from '../../../core/hooks';
import { FEATURE_TOGGLES } from '../../../core/toggles';
import {
  type CartState,
  cartItemCount,
  cartStore,
  changeQuantity,
  dismissRemoved,
  emptyCart,
  loadCart,
  loadCasePacksFor,
  loadStockFor,
  markRemovedSavedForLater,
  removeLine,
  UNDO_FAILED_MESSAGE,
  undoRemove,
} from '../../../stores/cart';
import { reportCartLines } from '../../../stores/cart-analytics';
import {
  canSaveForLater,
  loadSavedListAvailability,
  SAVED_LIST_MESSAGES,
  savedListsStore,
  saveForLater,
} from '../../../stores/saved-lists';
import { openSidebar } from '../../../stores/sidebar';
import type { CartLineModel } from './cart-line';
import {
  casePackUpgrade,
  dealerView,
  isAwaitingStock,
  lineTotal,
  showsStockQuantity,
  stockQuantityText,
} from './cart-rules';
import { type CartPlacement, type CartViewProps, DEFAULT_HOLIDAY_TEXT } from './cart-view';
import { UNDO_STRIP_TEXT, type UndoStripModel } from './undo-strip';
import { quantityChangedText, useCartAnnouncement } from './use-cart-announcement';
import { useVisibleCartItems } from './use-visible-cart-items';

export const ITEM_RESTORED_TEXT = 'The item is back in your cart.';
/** Where the side bar's saved-list view is opened from when it should add every cart item. */
export const ADD_ALL_TO_LIST_SOURCE = 'cart';

export interface CartContainerProps {
  placement: CartPlacement;
  /** The side bar's close (shows the close icon in the side bar placement). */
  onClose?: () => void;
  /**
   * The holiday shipping message; by default the cart store's (`setHolidayShippingMessage`, set by
   * the shipping estimate). The banner shows while it is non-empty and the cart has items.
   */
  holidayShippingMessage?: string | null;
  /** The banner's text (default 'Arrives Before Christmas'). */
  holidayText?: string;
  /** Shown in the summary above the checkout panel (the side bar puts the delivery estimate there). */
  summaryExtra?: ReactNode;
}

function lineModel(
  item: CartItem,
  state: CartState,
  installerId: number,
  restoringLineId: number | undefined,
): CartLineModel {
  const stockQuantity = state.stock.quantities[item.webSku] ?? item.stockQuantity ?? null;
  const status = item.stockStatusMessage ?? '';
  return {
    lineId: item.lineID,
    webSku: item.webSku,
    title: item.name,
    productUrl: isSafeUrl(item.url) ? item.url : '',
    imageUrl: isSafeUrl(item.thumbnailImageUrl) ? item.thumbnailImageUrl : '',
    quantity: item.quantity,
    lineTotal: lineTotal(item.price, item.option, item.quantity),
    unitPrice: lineTotal(item.price, item.option, 1),
    retailLineTotal: lineTotal(item.retailPrice, item.option, item.quantity),
    stockStatusMessage: status,
    awaitingStock: isAwaitingStock(stockQuantity, status),
    stockQuantityText:
      stockQuantity !== null && showsStockQuantity(stockQuantity, state.stock)
        ? stockQuantityText(stockQuantity)
        : null,
    casePackOffer: casePackUpgrade(
      installerId,
      state.casePacks[item.webSku] ?? item.quantityInCasePack,
      item.quantity,
    ),
    busy: item.lineID === restoringLineId,
    error: state.lineErrors[item.lineID] ?? null,
  };
}

/** Whether saved lists can be used (toggle on and GET is-available), asked only for dealers. */
function useSavedListAvailable(ask: boolean): boolean {
  const availability = useStore(savedListsStore, (state) => state.availability);
  useEffect(() => {
    if (ask) void loadSavedListAvailability();
  }, [ask]);
  return ask && availability === 'available';
}

type SaveState = UndoStripModel['saveState'];

/** The shared cart view's controller: the cart store, the session, toggles and the actions. */
export function useCartContainer({
  placement,
  onClose,
  holidayShippingMessage,
  holidayText = DEFAULT_HOLIDAY_TEXT,
}: CartContainerProps): Omit<CartViewProps, 'checkoutPanel'> {
  const state = useStore(cartStore);
  const session = useSession();
  const savedListToggle = useFeatureToggle(FEATURE_TOGGLES.savedProductList) === true;
  const dealerId = session.dealerInstallerId;
  const isDealer = dealerId > 0;
  const savedListAvailable = useSavedListAvailable(isDealer);
  const items = useVisibleCartItems(state);
  const { announcement, say, sayWhenSettled, clear: clearAnnouncement } = useCartAnnouncement();
  const [save, setSave] = useState<{ lineId: number; state: SaveState; error?: string } | null>(null);

  useEffect(() => {
    void loadCart();
  }, []);

  // view_cart once per showing of the cart, when its lines first appear.
  const viewReported = useRef(false);
  useEffect(() => {
    if (viewReported.current || state.status !== 'ready' || items.length === 0) return;
    viewReported.current = true;
    void reportCartLines('view_cart', items);
  }, [state.status, items]);

  const skuKey = items.map((item) => item.webSku).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads only when the skus change
  useEffect(() => {
    if (items.length === 0) return;
    void loadStockFor(items);
    if (isDealer) void loadCasePacksFor(items);
  }, [skuKey, isDealer]);

  const removed = state.lastRemoved;
  const saveState: SaveState = removed?.savedForLater
    ? 'saved'
    : save && save.lineId === removed?.item.lineID
      ? save.state
      : 'idle';

  const undo: CartViewProps['undo'] = removed
    ? {
        index: removed.index,
        strip: {
          lineId: removed.item.lineID,
          title: removed.item.name,
          canSaveForLater:
            savedListAvailable &&
            canSaveForLater({
              webSku: removed.item.webSku,
              toggleOn: savedListToggle,
              dealerInstallerId: dealerId,
            }),
          saveState,
          saveError: save?.lineId === removed.item.lineID ? save.error : undefined,
          undoError: removed.undoFailed ? UNDO_FAILED_MESSAGE : undefined,
        },
      }
    : null;

  const message =
    holidayShippingMessage !== undefined ? holidayShippingMessage : state.holidayShippingMessage;
  const status = state.status === 'idle' ? 'loading' : state.status;

  return {
    placement,
    status,
    customerServicePhone: getConfig().customerServicePhone,
    lines: items.map((item) => lineModel(item, state, dealerId, state.restoring?.item.lineID)),
    itemCount: cartItemCount(items),
    showDealerPrices: dealerView(dealerId, session.viewAsCustomer).showDealerPrices,
    undo,
    holiday: message?.trim() && items.length > 0 ? { text: holidayText, message: message.trim() } : null,
    showAddAllToList: savedListToggle && isDealer,
    showEmptyCart: getConfig().internalStaff || session.role === 'staff',
    emptying: state.emptying,
    announcement,
    onClose,
    onQuantityChange: (lineId, quantity) => {
      if (quantity <= 0) say(UNDO_STRIP_TEXT);
      else sayWhenSettled(quantityChangedText(quantity));
      changeQuantity(lineId, quantity);
    },
    onRemove: (lineId) => {
      say(UNDO_STRIP_TEXT);
      removeLine(lineId);
    },
    onUndo: () => {
      say(ITEM_RESTORED_TEXT);
      undoRemove();
    },
    onDismissRemoved: () => {
      clearAnnouncement();
      dismissRemoved();
    },
    onSaveForLater: () => {
      if (!removed) return;
      const lineId = removed.item.lineID;
      setSave({ lineId, state: 'saving' });
      saveForLater(removed.item).then(
        () => {
          markRemovedSavedForLater(lineId);
          setSave(null);
        },
        (error: unknown) =>
          setSave({
            lineId,
            state: 'failed',
            error: error instanceof Error && error.message ? error.message : SAVED_LIST_MESSAGES.addFailed,
          }),
      );
    },
    onAddAllToList: () =>
      openSidebar('saved-list', {
        source: ADD_ALL_TO_LIST_SOURCE,
        items: items.map((item) => ({
          webSku: item.webSku,
          quantity: item.quantity,
          source: SAVED_ENTRY_SOURCE.cart,
        })),
      }),
    onEmptyCart: () => void emptyCart(),
  };
}
