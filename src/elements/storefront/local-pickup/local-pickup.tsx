import { useEffect, useRef } from 'react';
import { LoadingBubbles } from '../../../ui/loading/loading';
import {
  type DeliveryPanelProps,
  type DeliverySize,
  LargeDeliveryPanel,
  SmallDeliveryPanel,
  useZipDatesAnnouncement,
} from '../delivery-estimate/delivery-estimate';
import { DELIVERY_TEXTS } from '../delivery-estimate/delivery-panel-state';
import { useZipOpenerFocus } from '../delivery-estimate/use-zip-opener-focus';
import { ZipModal, type ZipModalProps } from '../delivery-estimate/zip-modal';
import type { PickupMode } from './pickup-rules';
import {
  PickupOffer,
  type PickupOfferProps,
  PickupPanel,
  type PickupPanelProps,
  StoreChooser,
  type StoreChooserProps,
} from './pickup-views';

export interface LocalPickupViewProps {
  size: DeliverySize;
  /** 'deciding' until the toggles, buckets and the cart's pickup dealer are known. */
  mode: PickupMode | 'deciding';
  delivery: DeliveryPanelProps;
  /** Set while the cart is picked up at a dealer (ship-to-shop active). */
  pickup: Omit<PickupPanelProps, 'readyRef'> | null;
  /** Set for the same-day and ship-to-shop selectors while the cart ships to the door. */
  offer: Omit<PickupOfferProps, 'offerRef'> | null;
  chooser: StoreChooserProps;
  zipModal: ZipModalProps;
  /** Where focus goes after the shopper switched between pickup and delivery (a new object each time). */
  focusRequest: { target: 'pickup' | 'offer' } | null;
}

/**
 * The delivery area of a page with pickup: the same-day pickup selector, the ship-to-shop selector,
 * or plain delivery dates (storefront §2 "Selector choice").
 */
export function LocalPickupView({
  size,
  mode,
  delivery,
  pickup,
  offer,
  chooser,
  zipModal,
  focusRequest,
}: LocalPickupViewProps) {
  const readyRef = useRef<HTMLParagraphElement>(null);
  const offerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusRequest?.target === 'pickup') readyRef.current?.focus();
    if (focusRequest?.target === 'offer') offerRef.current?.focus();
  }, [focusRequest]);
  // Only the panel whose own ZIP modal changed the code says its new dates; a reload is not announced.
  const panelRef = useRef<HTMLDivElement>(null);
  const announcement = useZipDatesAnnouncement(delivery, panelRef);
  useZipOpenerFocus(delivery.zipModalOpen, panelRef);

  const Panel = size === 'large' ? LargeDeliveryPanel : SmallDeliveryPanel;
  return (
    <div
      className={`shop-local-pickup shop-local-pickup--${size}`}
      part="panel"
      data-mode={mode}
      data-state={pickup ? 'pickup' : delivery.state.kind}
    >
      <div className={`shop-delivery shop-delivery--${size}`} ref={panelRef}>
        {mode === 'deciding' ? (
          <LoadingBubbles label={DELIVERY_TEXTS.loading} announce={false} />
        ) : pickup ? (
          <PickupPanel {...pickup} readyRef={readyRef} />
        ) : (
          <>
            <Panel {...delivery} />
            {offer ? <PickupOffer {...offer} offerRef={offerRef} /> : null}
          </>
        )}
      </div>
      <p className="shop-visually-hidden" role="status">
        {announcement}
      </p>
      <ZipModal {...zipModal} />
      <StoreChooser {...chooser} />
    </div>
  );
}
