import type { Emit } from '../../../core/define-widget';
import type { DeliveryEstimateViewProps, DeliverySize } from './delivery-estimate';
import { deliveryPanelState } from './delivery-panel-state';
import { useEstimate } from './use-estimate';
import { useZipModal } from './use-zip-modal';

export function useDeliveryEstimate({
  size,
  websku,
  emit,
}: {
  size: DeliverySize;
  websku: string;
  emit: Emit<'shop:zip-changed'>;
}): DeliveryEstimateViewProps {
  const estimate = useEstimate(websku);
  const entry = estimate.entry === 'cart-error' ? undefined : estimate.entry;
  const holidayMessage = entry?.estimate?.holidayShippingMessage ?? '';
  const { modal, openZipModal, zipModalOpen } = useZipModal(estimate.zipCode, emit);
  return {
    size,
    zipCode: estimate.zipCode,
    state: deliveryPanelState(estimate),
    holidayMessage,
    today: new Date(),
    onEditZip: openZipModal,
    zipModalOpen,
    zipModal: modal,
  };
}
