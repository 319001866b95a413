import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { addCartItems, type CartItemSlim } from '../../../api/cart-add';
import { fetchReorderProducts, type ReorderOrder, validateOrderAction } from '../../../api/orders';
import { isApiError } from '../../../core/errors';
import { newIdempotencyKey } from '../../../core/http';
import { logger } from '../../../core/logger';
import { useEmit } from '../../../core/widget-context';
import { forgetUncertainAdd, idempotencyKeyForAdd, rememberUncertainAdd } from '../../../stores/add-to-cart';
import { cartUrl, navigateTo } from './navigate';
import type { ReorderPageViewProps } from './reorder-page';
import {
  chosenLines,
  defaultReplacementChoices,
  newOrderSubtotal,
  type ReplacementChoices,
} from './reorder-rules';
import { REORDER_TEXTS } from './reorder-texts';

export interface ReorderPageProps {
  orderId: string;
  invoiceNumber: string;
}

type Load =
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; order: ReorderOrder };

type Submit = { status: 'idle' } | { status: 'adding' } | { status: 'failed'; message: string };

/**
 * Loads the order's products (GET {orderid}/{invoicenumber}/reorder-products, retried twice), keeps
 * the shopper's replacement choices, and on Continue validates the reorder (POST
 * order-action-validation; a failure logs the critical 'Order Modify Validation Exception'), adds the
 * chosen lines with POST /api/cart/items and goes to /cart. One Continue at a time: a double click
 * sends once. The add's idempotency key is made per click and reused when the shopper retries an add
 * whose outcome is unknown, so the server never adds twice.
 */
export function useReorderPage({ orderId, invoiceNumber }: ReorderPageProps): ReorderPageViewProps {
  const emit = useEmit<'shop:item-added'>();
  const id = orderId.trim();
  const invoice = invoiceNumber.trim();
  const [load, setLoad] = useState<Load>(id && invoice ? { status: 'loading' } : { status: 'missing' });
  const [attempt, setAttempt] = useState(0);
  const [choices, setChoices] = useState<ReplacementChoices>({});
  const [submit, setSubmit] = useState<Submit>({ status: 'idle' });
  const submitting = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` counts Try again clicks, each a new load
  useEffect(() => {
    if (!id || !invoice) {
      setLoad({ status: 'missing' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    setSubmit({ status: 'idle' });
    fetchReorderProducts(id, invoice, controller.signal).then(
      (order) => {
        if (controller.signal.aborted) return;
        setChoices(defaultReplacementChoices(order.reorderProducts));
        setLoad({ status: 'ready', order });
      },
      (error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.kind === 'aborted')) return;
        // The http layer has logged the failure.
        setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [id, invoice, attempt]);

  const products = load.status === 'ready' ? load.order.reorderProducts : [];
  const lines = useMemo(() => chosenLines(products, choices), [products, choices]);

  const onContinue = useCallback(async () => {
    if (submitting.current || lines.length === 0) return;
    submitting.current = true;
    setSubmit({ status: 'adding' });
    const slim: CartItemSlim[] = lines.map((line) => ({
      webSku: line.webSku,
      quantity: line.quantity,
      attribute: null,
    }));
    const signature = JSON.stringify(['reorder', id, invoice, slim]);
    const idempotencyKey = idempotencyKeyForAdd(signature, newIdempotencyKey);
    try {
      await validateOrderAction({ orderId: id, invoiceNumber: invoice, action: 'reorder' });
    } catch {
      // Logged (critical) by validateOrderAction; the server's reason is not shown to the shopper.
      setSubmit({ status: 'failed', message: REORDER_TEXTS.validationFailed });
      submitting.current = false;
      return;
    }
    try {
      const result = await addCartItems(slim, { idempotencyKey });
      forgetUncertainAdd(signature);
      if (!result.success) {
        logger.warning(`Reorder: add to cart failed: ${result.err ?? 'no reason given'}`, {
          source: 'reorder-page',
        });
        setSubmit({ status: 'failed', message: REORDER_TEXTS.addFailed });
        submitting.current = false;
        return;
      }
      for (const line of slim) emit('shop:item-added', { webSku: line.webSku, quantity: line.quantity });
      // Stays busy (and guarded) while the browser leaves for the cart.
      navigateTo(cartUrl());
    } catch {
      // Logged by the http layer. The add may have reached the server: a retry reuses its key.
      rememberUncertainAdd(signature, idempotencyKey);
      setSubmit({ status: 'failed', message: REORDER_TEXTS.addFailed });
      submitting.current = false;
    }
  }, [lines, id, invoice, emit]);

  return {
    state: load.status === 'ready' && products.length === 0 ? 'empty' : load.status,
    orderNumber: load.status === 'ready' ? load.order.orderNumber : '',
    previousOrderTotal: load.status === 'ready' ? load.order.orderTotal : 0,
    products,
    choices,
    newOrderSubtotal: newOrderSubtotal(lines),
    canContinue: lines.length > 0,
    adding: submit.status === 'adding',
    error: submit.status === 'failed' ? submit.message : '',
    onChoose: (index, replace) => setChoices((current) => ({ ...current, [index]: replace })),
    onContinue: () => void onContinue(),
    onRetry: () => setAttempt((count) => count + 1),
  };
}
