import { useCallback, useRef, useState } from 'react';
import { useStore } from 'zustand';
import {
  type AddCartItemBody,
  addCartItem,
  addMultipleCartItems,
  type CartAddResult,
  formatMultiItemValue,
  type MultiItem,
  stripLikeNewSuffix,
} from '../../../api/cart-add';
import type { Emit } from '../../../core/define-widget';
import { newIdempotencyKey } from '../../../core/http';
import { logger } from '../../../core/logger';
import { isOffline, type OnlineWaitHooks } from '../../../core/offline';
import {
  addToCartStore,
  announceAddFinished,
  announceAddStarted,
  forgetUncertainAdd,
  idempotencyKeyForAdd,
  isAnotherAddRunning,
  rememberUncertainAdd,
} from '../../../stores/add-to-cart';
import {
  type AddedItem,
  cartStore,
  reconcileCart,
  recordAddedItems,
  refreshCart,
} from '../../../stores/cart';
import { reportAddedToCart } from '../../../stores/cart-analytics';
import { openSidebar } from '../../../stores/sidebar';

/**
 * idle → adding → added, or failed (storefront §4 "Add-to-cart button"). `offline`: the http layer
 * waits for the connection (at most the page's `offlineWaitMs`) without the page-wide lock held.
 */
export type AddStatus = 'idle' | 'adding' | 'offline' | 'added' | 'failed';
/** Which control of the element started the add: the add button or the case-pack button. */
export type AddControl = 'main' | 'case-pack';

export type AddRequest =
  | { kind: 'single'; body: AddCartItemBody }
  | { kind: 'multiple'; items: MultiItem[]; webSku: string };

export interface AddAction {
  status: AddStatus;
  control: AddControl;
  /** Another add on the page (any element, any bundle) is running: this element's buttons wait. */
  blocked: boolean;
  /** Starts an add unless one of this element is running or another add on the page is. */
  add: (control: AddControl, request: AddRequest) => Promise<void>;
}

interface Attempt {
  status: AddStatus;
  control: AddControl;
  addId: string | null;
}

function send(request: AddRequest, idempotencyKey: string, wait: OnlineWaitHooks): Promise<CartAddResult> {
  if (request.kind === 'single') return addCartItem(request.body, { idempotencyKey, ...wait });
  return addMultipleCartItems(
    { multiProductValue: formatMultiItemValue(request.items), webSku: request.webSku },
    { idempotencyKey, ...wait },
  );
}

/** What is added, with quantities and options: a retry of the same add reuses its idempotency key. */
function addSignature(request: AddRequest): string {
  return request.kind === 'single'
    ? JSON.stringify(['single', request.body.webSku, request.body.quantity, request.body.attribute])
    : JSON.stringify(['multiple', request.webSku, formatMultiItemValue(request.items)]);
}

/** What the add put in the cart, with the '-like new' suffix stripped from the skus (storefront §4). */
function addedItems(request: AddRequest, result: CartAddResult): AddedItem[] {
  const fromServer = result.cartItemsAdded.map(({ webSku, quantity }) => ({ webSku, quantity }));
  const sent =
    request.kind === 'single'
      ? [{ webSku: request.body.webSku, quantity: request.body.quantity }]
      : request.items;
  const items = fromServer.length > 0 ? fromServer : sent;
  return items.map((item) => ({ webSku: stripLikeNewSuffix(item.webSku), quantity: item.quantity }));
}

function requestLabel(request: AddRequest): string {
  return request.kind === 'single' ? request.body.webSku : formatMultiItemValue(request.items);
}

/**
 * One add at a time, page-wide. Each attempt takes the page-wide lock under its own id while a request
 * is on its way (not while it only waits for the connection). After a successful add: the cart store
 * records the items and refreshes (which publishes `shop:cart-updated`), then the element says
 * 'added', publishes `shop:item-added` per item and opens the side bar on its added-to-cart view
 * (unless `openSidebarOnAdd` is false). After a failure whose outcome is unknown (timeout, lost
 * connection, server error) the cart is refetched before the element says it failed, and a retry of
 * the same products reuses the key, so the server cannot add twice.
 */
export function useAddAction(emit: Emit<'shop:item-added'>, openSidebarOnAdd: boolean): AddAction {
  const [attempt, setAttempt] = useState<Attempt>({ status: 'idle', control: 'main', addId: null });
  const running = useRef(false);
  const blocked = useStore(addToCartStore, (state) => isAnotherAddRunning(state, attempt.addId));

  const add = useCallback(
    async (control: AddControl, request: AddRequest) => {
      if (running.current || isAnotherAddRunning(addToCartStore.getState(), null)) return;
      running.current = true;
      const signature = addSignature(request);
      const idempotencyKey = idempotencyKeyForAdd(signature, newIdempotencyKey);
      let addId: string | null = null;
      const releaseLock = (success: boolean) => {
        if (addId) announceAddFinished(addId, success);
        addId = null;
      };
      const takeLock = () => {
        if (addId) return;
        addId = newIdempotencyKey();
        setAttempt({ status: 'adding', control, addId });
        announceAddStarted(addId);
      };
      // Only waiting for the connection (in the http layer): say so here, and leave the lock.
      const onWaitingForOnline = () => {
        releaseLock(false);
        setAttempt({ status: 'offline', control, addId: null });
      };
      if (!isOffline()) takeLock();
      let success = false;
      try {
        const result = await send(request, idempotencyKey, { onWaitingForOnline, onBackOnline: takeLock });
        forgetUncertainAdd(signature);
        if (!result.success) {
          logger.warning(
            `Add to cart failed for ${requestLabel(request)}: ${result.err ?? 'no reason given'}`,
            {
              source: 'add-to-cart',
            },
          );
          setAttempt({ status: 'failed', control, addId });
          return;
        }
        const items = addedItems(request, result);
        recordAddedItems(items);
        await refreshCart({ changed: true });
        success = true;
        setAttempt({ status: 'added', control, addId });
        for (const item of items) emit('shop:item-added', item);
        reportAddedToCart(items, cartStore.getState().cart?.items ?? []);
        if (openSidebarOnAdd) openSidebar('added-to-cart', { source: 'add-to-cart' });
      } catch {
        // The http layer has logged the failure. The add may have reached the server: keep its key
        // for a retry and show the server's cart before saying anything final.
        rememberUncertainAdd(signature, idempotencyKey);
        await reconcileCart();
        setAttempt({ status: 'failed', control, addId });
      } finally {
        running.current = false;
        releaseLock(success);
      }
    },
    [emit, openSidebarOnAdd],
  );

  return { status: attempt.status, control: attempt.control, blocked, add };
}
