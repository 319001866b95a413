import { useId, useRef } from 'react';
import { LoadingBubbles, LoadingCircle } from '../../../ui/loading/loading';
import { OptionSelector } from '../../../ui/option-selector/option-selector';
import type { OptionItem } from '../../../ui/option-selector/options';
import { DELIVERY_TEXTS, type DeliveryPanelState } from '../delivery-estimate/delivery-panel-state';
import { useZipOpenerFocus } from '../delivery-estimate/use-zip-opener-focus';
import {
  estimatedDeliveryHeading,
  ZipEditButton,
  ZipModal,
  type ZipModalProps,
} from '../delivery-estimate/zip-modal';
import { SHIPPING_SELECTOR_TEXTS } from './shipping-options';

export interface ShippingDatesSelectorViewProps {
  zipCode: string;
  /** The estimate's state; with 'dates', `options` lists the methods. */
  state: DeliveryPanelState['kind'];
  /** Shown for 'unavailable'. */
  message: string;
  options: OptionItem[];
  onSelect: (code: string) => void;
  saving: boolean;
  error: string;
  onEditZip: () => void;
  zipModalOpen: boolean;
  zipModal: ZipModalProps;
}

/** The checkout's shipping dates: one option per shipping method, the chosen one saved on the cart. */
export function ShippingDatesSelectorView({
  zipCode,
  state,
  message,
  options,
  onSelect,
  saving,
  error,
  onEditZip,
  zipModalOpen,
  zipModal,
}: ShippingDatesSelectorViewProps) {
  const name = useId();
  const selectorRef = useRef<HTMLDivElement>(null);
  useZipOpenerFocus(zipModalOpen, selectorRef);
  return (
    <div
      ref={selectorRef}
      className="shop-shipping-dates"
      part="selector"
      data-state={state}
      aria-busy={saving || state === 'loading' || undefined}
    >
      <p className="shop-delivery__title">
        <span>{estimatedDeliveryHeading(state === 'no-zip' ? '' : zipCode)}</span>
        {state !== 'no-zip' && zipCode ? (
          <ZipEditButton zipCode={zipCode} onClick={onEditZip} expanded={zipModalOpen} />
        ) : null}
      </p>
      <div aria-live="polite">
        {state === 'loading' ? <LoadingBubbles label={DELIVERY_TEXTS.loading} /> : null}
        {state === 'no-zip' ? (
          <button
            type="button"
            className="shop-delivery__add-zip"
            onClick={onEditZip}
            aria-haspopup="dialog"
            aria-expanded={zipModalOpen}
          >
            {DELIVERY_TEXTS.addZip}
          </button>
        ) : null}
        {state === 'failed' ? <p className="shop-delivery__problem">{DELIVERY_TEXTS.failed}</p> : null}
        {state === 'unavailable' ? <p className="shop-delivery__problem">{message}</p> : null}
      </div>
      {state === 'dates' ? (
        <div className="shop-shipping-dates__options">
          <OptionSelector
            items={options}
            name={name}
            legend={SHIPPING_SELECTOR_TEXTS.legend}
            disabled={saving}
            onChange={(items) => {
              const chosen = items.find((item) => item.selected);
              if (chosen) onSelect(String(chosen.id));
            }}
          />
          {saving ? (
            <LoadingCircle
              label={SHIPPING_SELECTOR_TEXTS.saving}
              size={24}
              className="shop-shipping-dates__spinner"
            />
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="shop-shipping-dates__error" role="alert">
          {error}
        </p>
      ) : null}
      <ZipModal {...zipModal} />
    </div>
  );
}
