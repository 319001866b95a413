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
import {
  addToCartStore,
  announceAddFinished,
  announceAddStarted,
  isAnotherAddRunning,
} from '../../../stores/add-to-cart';
import { type AddedItem, recordAddedItems, refreshCart } from '../../../stores/cart';
import { openSidebar } from '../../../stores/sidebar';

/** idle → adding → added, or failed (storefront §4 "Add-to-cart button"). */
export type AddStatus = 'idle' | 'adding' | 'added' | 'failed';
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

function send(request: AddRequest, idempotencyKey: string): Promise<CartAddResult> {
  if (request.kind === 'single') return addCartItem(request.body, { idempotencyKey });
  return addMultipleCartItems(
    { multiProductValue: formatMultiItemValue(request.items), webSku: request.webSku },
    { idempotencyKey },
  );
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
 * One add at a time, page-wide. A click makes one idempotency key, which is also the add's id on the
 * page. After a successful add: the cart store records the items and refreshes (which publishes
 * `shop:cart-updated`), then the element says 'added', publishes `shop:item-added` per item and opens
 * the side bar on its added-to-cart view (unless `openSidebarOnAdd` is false).
 */
export function useAddAction(emit: Emit<'shop:item-added'>, openSidebarOnAdd: boolean): AddAction {
  const [attempt, setAttempt] = useState<Attempt>({ status: 'idle', control: 'main', addId: null });
  const running = useRef(false);
  const blocked = useStore(addToCartStore, (state) => isAnotherAddRunning(state, attempt.addId));

  const add = useCallback(
    async (control: AddControl, request: AddRequest) => {
      if (running.current || isAnotherAddRunning(addToCartStore.getState(), null)) return;
      running.current = true;
      const addId = newIdempotencyKey();
      setAttempt({ status: 'adding', control, addId });
      announceAddStarted(addId);
      let success = false;
      try {
        const result = await send(request, addId);
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
        await refreshCart();
        success = true;
        setAttempt({ status: 'added', control, addId });
        for (const item of items) emit('shop:item-added', item);
        if (openSidebarOnAdd) openSidebar('added-to-cart', { source: 'add-to-cart' });
      } catch {
        // The http layer has logged the failure; the shopper sees 'Error adding to cart'.
        setAttempt({ status: 'failed', control, addId });
      } finally {
        running.current = false;
        announceAddFinished(addId, success);
      }
    },
    [emit, openSidebarOnAdd],
  );

  return { status: attempt.status, control: attempt.control, blocked, add };
}
