import { useCallback, useEffect, useRef, useState } from 'react';
import { updateCheckoutShippingMethod } from '../../../api/shipping';
import type { Emit } from '../../../core/define-widget';
import { newIdempotencyKey } from '../../../core/http';
import { logger } from '../../../core/logger';
import { deliveryPanelState } from '../delivery-estimate/delivery-panel-state';
import { useEstimate } from '../delivery-estimate/use-estimate';
import { useZipModal } from '../delivery-estimate/use-zip-modal';
import type { ShippingDatesSelectorViewProps } from './shipping-dates-selector';
import { defaultMethodCode, SHIPPING_SELECTOR_TEXTS, shippingOptions } from './shipping-options';

export function useShippingDatesSelector({
  savedCode,
  emit,
}: {
  savedCode: string;
  emit: Emit<'shop:zip-changed' | 'shop:shipping-method-changed'>;
}): ShippingDatesSelectorViewProps {
  const estimate = useEstimate('');
  const { modal, openZipModal, zipModalOpen } = useZipModal(estimate.zipCode, emit);
  const state = deliveryPanelState(estimate);
  const entry = estimate.entry && estimate.entry !== 'cart-error' ? estimate.entry : undefined;
  const methods = state.kind === 'dates' ? (entry?.estimate?.shipmentMethods ?? []) : [];

  // The code saved on the cart: the page's value, then each code the server confirmed.
  const [saved, setSaved] = useState(savedCode);
  useEffect(() => setSaved(savedCode), [savedCode]);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState('');
  const inFlight = useRef(false);

  const selectedCode = pending ?? defaultMethodCode(methods, saved);

  const select = useCallback(
    async (code: string) => {
      if (inFlight.current || code === selectedCode) return;
      inFlight.current = true;
      setPending(code);
      setError('');
      try {
        const answer = await updateCheckoutShippingMethod(code, newIdempotencyKey());
        if (!answer.success) throw new Error('The server did not save the shipping method');
        setSaved(answer.selectedShippingMethodCode || code);
        emit('shop:shipping-method-changed', { code: answer.selectedShippingMethodCode || code });
      } catch (caught) {
        // Spec §8: the spinner goes and the failure is logged; the shopper's earlier choice stays.
        logger.error('Shipping method update failed', {
          source: 'shipping-dates-selector',
          code,
          message: caught instanceof Error ? caught.message : String(caught),
        });
        setError(SHIPPING_SELECTOR_TEXTS.saveFailed);
      } finally {
        inFlight.current = false;
        setPending(null);
      }
    },
    [emit, selectedCode],
  );

  return {
    zipCode: estimate.zipCode,
    state: state.kind === 'empty-cart' ? 'unavailable' : state.kind,
    message:
      state.kind === 'unavailable'
        ? state.message
        : state.kind === 'empty-cart'
          ? 'Your cart is currently empty'
          : '',
    options: shippingOptions(methods, selectedCode),
    onSelect: (code) => void select(code),
    saving: pending !== null,
    error,
    onEditZip: openZipModal,
    zipModalOpen,
    zipModal: modal,
  };
}
