import type { Ref } from 'react';
import type { PickupDealer } from '../../../api/pickup';
import { usePreloadModalOnIntent } from '../../../ui/modal/modal';
import { lazyPart, usePartSettledWhenOpen } from '../../../ui/shared/lazy-part';
import { dayLabel, dealerDisplayName, TODAY, TOMORROW } from '../delivery-estimate/delivery-dates';
import { ZipEditButton } from '../delivery-estimate/zip-modal';
import { dealerPlace, PICKUP_TEXTS, selectStoreText } from './pickup-rules';

/** 'Ready for Pickup on Tue, Mar 5', 'Ready for Pickup Tomorrow', 'Ready for Pickup Today'. */
export function readyForPickupText(day: string, today: Date): string {
  const label = dayLabel(day, today, { allowToday: true });
  if (!label.text) return 'Ready for Pickup';
  return label.text === TOMORROW || label.text === TODAY
    ? `Ready for Pickup ${label.text}`
    : `Ready for Pickup on ${label.text}`;
}

export interface ZipLineProps {
  zipCode: string;
  onEditZip: () => void;
  zipModalOpen: boolean;
}

function ZipLine({ zipCode, onEditZip, zipModalOpen }: ZipLineProps) {
  if (!zipCode) return null;
  return (
    <p className="shop-pickup__zip" data-zip-line="">
      ZIP code <ZipEditButton zipCode={zipCode} text={zipCode} onClick={onEditZip} expanded={zipModalOpen} />
    </p>
  );
}

export interface PickupPanelProps extends ZipLineProps {
  dealer: PickupDealer;
  /** The day the order is ready ('YYYY-MM-DD' or an ISO date). */
  day: string;
  today: Date;
  /** Ship-to-shop bucket above 6: the ZIP line first. */
  zipAtTop: boolean;
  onShipToDoor: () => void;
  saving: boolean;
  error: string;
  readyRef?: Ref<HTMLParagraphElement>;
}

/** Spec: 'Ready for Pickup on {date}' or 'Tomorrow', 'With {dealer}', 'Ship to your door instead'. */
export function PickupPanel({
  dealer,
  day,
  today,
  zipAtTop,
  onShipToDoor,
  saving,
  error,
  readyRef,
  ...zipLine
}: PickupPanelProps) {
  const place = dealerPlace(dealer);
  return (
    <div className="shop-pickup" part="pickup" data-state="pickup" aria-busy={saving || undefined}>
      {zipAtTop ? <ZipLine {...zipLine} /> : null}
      <p className="shop-pickup__ready" ref={readyRef} tabIndex={-1}>
        {readyForPickupText(day, today)}
      </p>
      <p className="shop-pickup__dealer">With {dealerDisplayName(dealer.name)}</p>
      {dealer.address || place ? (
        <p className="shop-pickup__address">{[dealer.address, place].filter(Boolean).join(', ')}</p>
      ) : null}
      <button type="button" className="shop-pickup__ship-to-door" onClick={onShipToDoor} disabled={saving}>
        {PICKUP_TEXTS.shipToDoor}
      </button>
      {error ? (
        <p className="shop-pickup__error" role="alert">
          {error}
        </p>
      ) : null}
      {zipAtTop ? null : <ZipLine {...zipLine} />}
    </div>
  );
}

export interface PickupOfferProps {
  title: string;
  provider: string;
  /** Same-day selector: 'Ready Today at a store 2.4 mi away'. */
  sameDayText: string;
  onSelectStore: () => void;
  chooserOpen: boolean;
  offerRef?: Ref<HTMLButtonElement>;
}

/** Default texts 'Local Pickup' and 'Select <the provider> partnered store'. */
export function PickupOffer({
  title,
  provider,
  sameDayText,
  onSelectStore,
  chooserOpen,
  offerRef,
}: PickupOfferProps) {
  return (
    <div className="shop-pickup-offer" part="pickup-offer">
      <p className="shop-pickup-offer__title">{title}</p>
      {sameDayText ? <p className="shop-pickup-offer__same-day">{sameDayText}</p> : null}
      <button
        ref={offerRef}
        type="button"
        className="shop-pickup-offer__select"
        onClick={onSelectStore}
        aria-haspopup="dialog"
        aria-expanded={chooserOpen}
      >
        {selectStoreText(provider)}
      </button>
    </div>
  );
}

export const STORE_CHOOSER_ID = 'local-pickup-modal';

export interface StoreChooserProps {
  open: boolean;
  provider: string;
  status: 'loading' | 'ready' | 'failed';
  /** Shown instead of a list ('' with a list). */
  message: string;
  dealers: PickupDealer[];
  /** Same-day selector: the store with the part today, and its pickup text. */
  sameDay: { dealerInstallerId: number; text: string } | null;
  saving: boolean;
  error: string;
  onChoose: (dealer: PickupDealer) => void;
  onClose: () => void;
  container: ShadowRoot | null;
}

/**
 * The chooser's dialog and list load on intent (a pointer over, a touch or focus in the widget, with the modal's
 * dialog) or at the first open, which then shows the dialog with its list: not part of the delivery file a product
 * page loads.
 */
const storeChooserDialog = lazyPart<StoreChooserProps>(
  () => import('./store-chooser').then((module) => module.StoreChooserDialog),
  'the store chooser',
);
const StoreChooserDialogPart = storeChooserDialog.Deferred;

/** The partnered stores near the shopper's ZIP code, nearest first, each with 'Pick up here'. */
export function StoreChooser(props: StoreChooserProps) {
  usePreloadModalOnIntent(storeChooserDialog.prefetch);
  const { open } = props;
  const settled = usePartSettledWhenOpen(storeChooserDialog, open);
  if (!open || !settled) return null;
  return <StoreChooserDialogPart {...props} />;
}
