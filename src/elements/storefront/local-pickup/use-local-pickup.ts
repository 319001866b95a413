import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import {
  fetchLocalPickupDealers,
  fetchSameDayInstaller,
  isPickupPostalCode,
  PICKUP_EXPERIMENTS,
  type PickupDealer,
  type SameDayInstaller,
} from '../../../api/pickup';
import type { Emit } from '../../../core/define-widget';
import { useWidgetHost } from '../../../core/define-widget';
import { isAbort } from '../../../core/errors';
import { useExperimentBucket } from '../../../core/hooks';
import { choosePickupDealer, deliveryStore, loadPickup, shipToDoorInstead } from '../../../stores/delivery';
import { dayLabel, TODAY, TOMORROW } from '../delivery-estimate/delivery-dates';
import type { DeliverySize } from '../delivery-estimate/delivery-estimate';
import { deliveryPanelState } from '../delivery-estimate/delivery-panel-state';
import { parseWebSkus, useEstimate } from '../delivery-estimate/use-estimate';
import { useZipModal } from '../delivery-estimate/use-zip-modal';
import type { LocalPickupViewProps } from './local-pickup';
import {
  isShipToShopActive,
  milesText,
  noStoresText,
  PICKUP_TEXTS,
  pickupDay,
  pickupMode,
  wantsSameDay,
  zipLineAtTop,
} from './pickup-rules';
import type { StoreChooserProps } from './pickup-views';

export interface LocalPickupProps {
  size: DeliverySize;
  websku: string;
  sameDayEligible: boolean;
  mapsKey: string;
  provider: string;
  pickupTitle: string;
  emit: Emit<'shop:zip-changed'>;
}

type SameDayLookup = { status: 'idle' | 'loading' | 'done'; installer: SameDayInstaller | null; key: string };

/** The same-day installer for the product and ZIP code; failures mean none (logged by the http layer). */
function useSameDayInstaller(webSku: string, zipCode: string, wanted: boolean): SameDayLookup {
  const key = wanted && webSku && isPickupPostalCode(zipCode) ? `${webSku}|${zipCode}` : '';
  const [lookup, setLookup] = useState<SameDayLookup>({ status: 'idle', installer: null, key: '' });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    setLookup({ status: 'loading', installer: null, key });
    fetchSameDayInstaller(webSku, zipCode, controller.signal).then(
      (installer) => setLookup({ status: 'done', installer, key }),
      (error: unknown) => {
        if (!isAbort(error)) setLookup({ status: 'done', installer: null, key });
      },
    );
    return () => controller.abort();
  }, [key, webSku, zipCode]);
  if (!key) return { status: 'done', installer: null, key };
  return lookup.key === key ? lookup : { status: 'loading', installer: null, key };
}

/** 'Ready Today', 'Ready Tomorrow', 'Ready on Tue, Mar 5' ('' without a pickup day). */
export function sameDayReadyText(installer: SameDayInstaller | null, today: Date): string {
  if (!installer?.earliestPickupDay) return '';
  const day = dayLabel(installer.earliestPickupDay, today, { allowToday: true }).text;
  return day === TODAY || day === TOMORROW ? `Ready ${day}` : `Ready on ${day}`;
}

/** The same-day selector's line: 'Ready Today at a store 2.4 mi away'. */
export function sameDayOfferText(installer: SameDayInstaller | null, today: Date): string {
  const ready = sameDayReadyText(installer, today);
  if (!ready) return '';
  const miles = milesText(installer?.distance);
  return miles ? `${ready} at a store ${miles} away` : `${ready} at a store near you`;
}

interface ChooserList {
  status: StoreChooserProps['status'];
  message: string;
  dealers: PickupDealer[];
}

/** The stores near the ZIP code, looked up each time the chooser opens. */
function useStoreList(open: boolean, zipCode: string): ChooserList {
  const [list, setList] = useState<ChooserList>({ status: 'loading', message: '', dealers: [] });
  useEffect(() => {
    if (!open) return;
    if (!zipCode) {
      setList({ status: 'ready', message: PICKUP_TEXTS.chooserNoZip, dealers: [] });
      return;
    }
    const controller = new AbortController();
    setList({ status: 'loading', message: '', dealers: [] });
    fetchLocalPickupDealers(zipCode, controller.signal).then(
      ({ success, dealers }) => {
        if (!success) setList({ status: 'ready', message: PICKUP_TEXTS.chooserNotUs, dealers: [] });
        else if (dealers.length === 0)
          setList({ status: 'ready', message: noStoresText(zipCode), dealers: [] });
        else setList({ status: 'ready', message: '', dealers });
      },
      (error: unknown) => {
        if (!isAbort(error)) setList({ status: 'failed', message: PICKUP_TEXTS.chooserFailed, dealers: [] });
      },
    );
    return () => controller.abort();
  }, [open, zipCode]);
  return list;
}

export function useLocalPickup({
  size,
  websku,
  sameDayEligible,
  mapsKey,
  provider,
  pickupTitle,
  emit,
}: LocalPickupProps): LocalPickupViewProps {
  const { renderRoot } = useWidgetHost();
  const estimate = useEstimate(websku);
  const pickup = useStore(deliveryStore, (state) => state.pickup);
  const sameDayBucket = useExperimentBucket(PICKUP_EXPERIMENTS.sameDayPickup);
  const shipToShopBucket = useExperimentBucket(PICKUP_EXPERIMENTS.shipToShop);
  const { modal, openZipModal, zipModalOpen } = useZipModal(estimate.zipCode, emit);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState<LocalPickupViewProps['focusRequest']>(null);

  useEffect(() => {
    void loadPickup();
  }, []);

  const firstSku = useMemo(() => parseWebSkus(websku)[0] ?? '', [websku]);
  const modeInputs = {
    sameDayEligible,
    mapsKey,
    sameDayBucket,
    shipToShopBucket,
    shipToShopOffered: pickup.offered,
    sameDay: null,
  };
  const sameDayWanted = Boolean(firstSku) && wantsSameDay(modeInputs);
  const sameDay = useSameDayInstaller(firstSku, estimate.zipCode, sameDayWanted);
  const storeList = useStoreList(chooserOpen, estimate.zipCode);

  const deciding =
    sameDayBucket === undefined ||
    shipToShopBucket === undefined ||
    pickup.status !== 'ready' ||
    sameDay.status === 'loading';
  const mode = deciding ? 'deciding' : pickupMode({ ...modeInputs, sameDay: sameDay.installer });
  const today = new Date();
  const deliveryState = deliveryPanelState(estimate);
  const entry = estimate.entry && estimate.entry !== 'cart-error' ? estimate.entry : undefined;
  const methods = entry?.status === 'ready' ? (entry.estimate?.shipmentMethods ?? []) : [];
  const active =
    mode !== 'plain' && mode !== 'deciding' && isShipToShopActive(pickup.offered, pickup.dealer, methods);

  const selectStore = useCallback(() => {
    if (!estimate.zipCode) openZipModal();
    else setChooserOpen(true);
  }, [estimate.zipCode, openZipModal]);

  const choose = useCallback(async (dealer: PickupDealer) => {
    if (await choosePickupDealer(dealer)) {
      setChooserOpen(false);
      setFocusRequest({ target: 'pickup' });
    }
  }, []);

  const shipToDoor = useCallback(async () => {
    if (await shipToDoorInstead()) setFocusRequest({ target: 'offer' });
  }, []);

  const sameDayText = mode === 'same-day' ? sameDayOfferText(sameDay.installer, today) : '';
  const sameDayInstaller = mode === 'same-day' ? sameDay.installer : null;
  return {
    size,
    mode,
    delivery: {
      zipCode: estimate.zipCode,
      state: deliveryState,
      holidayMessage: entry?.estimate?.holidayShippingMessage ?? '',
      today,
      onEditZip: openZipModal,
      zipModalOpen,
    },
    pickup:
      active && pickup.dealer
        ? {
            dealer: pickup.dealer,
            day: pickupDay(pickup.dealer, methods, sameDayInstaller),
            today,
            zipAtTop: zipLineAtTop(shipToShopBucket),
            onShipToDoor: () => void shipToDoor(),
            saving: pickup.saving,
            error: pickup.error,
            zipCode: estimate.zipCode,
            onEditZip: openZipModal,
            zipModalOpen,
          }
        : null,
    offer:
      mode === 'same-day' || mode === 'ship-to-shop'
        ? {
            title: pickupTitle,
            provider,
            sameDayText,
            onSelectStore: selectStore,
            chooserOpen,
          }
        : null,
    chooser: {
      open: chooserOpen,
      provider,
      ...storeList,
      sameDay:
        sameDayInstaller?.dealerInstallerId && sameDayText
          ? {
              dealerInstallerId: sameDayInstaller.dealerInstallerId,
              text: sameDayReadyText(sameDayInstaller, today),
            }
          : null,
      saving: pickup.saving,
      error: pickup.error,
      onChoose: (dealer) => void choose(dealer),
      onClose: () => setChooserOpen(false),
      container: renderRoot,
    },
    zipModal: modal,
    focusRequest,
  };
}
