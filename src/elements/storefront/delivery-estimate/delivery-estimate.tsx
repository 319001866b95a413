import { type RefObject, useEffect, useRef, useState } from 'react';
import { LoadingBubbles } from '../../../ui/loading/loading';
import { dayLabel } from './delivery-dates';
import { DELIVERY_TEXTS, type DeliveryPanelState } from './delivery-panel-state';
import { useZipOpenerFocus } from './use-zip-opener-focus';
import {
  estimatedDeliveryHeading,
  TruckIcon,
  ZipEditButton,
  ZipModal,
  type ZipModalProps,
} from './zip-modal';

export type DeliverySize = 'small' | 'large';

export interface DeliveryPanelProps {
  zipCode: string;
  state: DeliveryPanelState;
  /** The estimate's holiday shipping message ('' for none). */
  holidayMessage: string;
  /** The shopper's today, for 'Tomorrow'. */
  today: Date;
  onEditZip: () => void;
  zipModalOpen: boolean;
}

export interface DeliveryEstimateViewProps extends DeliveryPanelProps {
  size: DeliverySize;
  zipModal: ZipModalProps;
}

function AddZipButton({ onClick, expanded }: { onClick: () => void; expanded: boolean }) {
  return (
    <button
      type="button"
      className="shop-delivery__add-zip"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-expanded={expanded}
    >
      {DELIVERY_TEXTS.addZip}
    </button>
  );
}

/** One line of the large panel's dates: a label and the method's day. */
function DateRow({
  label,
  method,
  today,
}: {
  label: string;
  method: { estimatedDeliveryDate: string; estimatedDeliveryDateString?: string | null };
  today: Date;
}) {
  return (
    <div className="shop-delivery__row">
      <dt>{label}</dt>
      <dd>
        <Day
          value={method.estimatedDeliveryDate}
          serverText={method.estimatedDeliveryDateString}
          today={today}
        />
      </dd>
    </div>
  );
}

function HolidayMessage({ text }: { text: string }) {
  return text ? (
    <p className="shop-delivery__holiday" part="holiday">
      {text}
    </p>
  ) : null;
}

function Day({ value, serverText, today }: { value: string; serverText?: string | null; today: Date }) {
  const label = dayLabel(value, today, { serverText });
  return (
    <strong className="shop-delivery__date" data-tomorrow={label.isTomorrow || undefined}>
      {label.text}
    </strong>
  );
}

/** Spec: 'Delivery by {date}' or 'Tomorrow', prefixed Free or Fast; 'Fastest Delivery by {date}' or awaiting stock. */
export function SmallDeliveryPanel({
  zipCode,
  state,
  holidayMessage,
  today,
  onEditZip,
  zipModalOpen,
}: DeliveryPanelProps) {
  if (state.kind === 'empty-cart') return null;
  if (state.kind === 'loading') return <LoadingBubbles label={DELIVERY_TEXTS.loading} announce={false} />;
  if (state.kind === 'no-zip') return <AddZipButton onClick={onEditZip} expanded={zipModalOpen} />;
  const zipLine = zipCode ? (
    <p className="shop-delivery__zip">
      Delivery to{' '}
      <ZipEditButton zipCode={zipCode} text={zipCode} onClick={onEditZip} expanded={zipModalOpen} />
    </p>
  ) : (
    <AddZipButton onClick={onEditZip} expanded={zipModalOpen} />
  );
  if (state.kind !== 'dates') {
    return (
      <>
        <p className="shop-delivery__problem">
          {state.kind === 'failed' ? DELIVERY_TEXTS.failed : state.message}
        </p>
        {zipLine}
      </>
    );
  }
  const { summary } = state;
  const cheapest = dayLabel(summary.cheapest.estimatedDeliveryDate, today, {
    serverText: summary.cheapest.estimatedDeliveryDateString,
  });
  return (
    <>
      <p className="shop-delivery__primary">
        <TruckIcon />
        <span>
          <span className="shop-delivery__prefix" data-prefix={summary.prefix.toLowerCase()}>
            {summary.prefix}
          </span>{' '}
          {cheapest.isTomorrow ? 'Delivery ' : 'Delivery by '}
          <Day
            value={summary.cheapest.estimatedDeliveryDate}
            serverText={summary.cheapest.estimatedDeliveryDateString}
            today={today}
          />
        </span>
      </p>
      {summary.awaitingStock ? (
        <p className="shop-delivery__secondary" data-awaiting-stock="">
          {DELIVERY_TEXTS.awaitingStock}
        </p>
      ) : summary.hasFasterOption ? (
        <p className="shop-delivery__secondary">
          {dayLabel(summary.fastest.estimatedDeliveryDate, today).isTomorrow
            ? 'Fastest Delivery '
            : 'Fastest Delivery by '}
          <Day
            value={summary.fastest.estimatedDeliveryDate}
            serverText={summary.fastest.estimatedDeliveryDateString}
            today={today}
          />
        </p>
      ) : null}
      <HolidayMessage text={holidayMessage} />
      {zipLine}
    </>
  );
}

/** Spec: 'Estimated Delivery to {zip}' with an edit pencil; 'Delivery Arrives On'; 'Fastest Delivery As soon as'. */
export function LargeDeliveryPanel({
  zipCode,
  state,
  holidayMessage,
  today,
  onEditZip,
  zipModalOpen,
}: DeliveryPanelProps) {
  if (state.kind === 'empty-cart') return null;
  return (
    <>
      <p className="shop-delivery__title">
        <span>{estimatedDeliveryHeading(state.kind === 'no-zip' ? '' : zipCode)}</span>
        {state.kind !== 'no-zip' && zipCode ? (
          <ZipEditButton zipCode={zipCode} onClick={onEditZip} expanded={zipModalOpen} />
        ) : null}
      </p>
      {state.kind === 'loading' ? <LoadingBubbles label={DELIVERY_TEXTS.loading} announce={false} /> : null}
      {state.kind === 'no-zip' || (state.kind === 'failed' && !zipCode) ? (
        <AddZipButton onClick={onEditZip} expanded={zipModalOpen} />
      ) : null}
      {state.kind === 'failed' ? <p className="shop-delivery__problem">{DELIVERY_TEXTS.failed}</p> : null}
      {state.kind === 'unavailable' ? <p className="shop-delivery__problem">{state.message}</p> : null}
      {state.kind === 'dates' ? (
        <>
          <dl className="shop-delivery__dates">
            <DateRow label={DELIVERY_TEXTS.deliveryArrivesOn} method={state.summary.cheapest} today={today} />
            {state.summary.hasFasterOption ? (
              <DateRow label={DELIVERY_TEXTS.fastestAsSoonAs} method={state.summary.fastest} today={today} />
            ) : null}
          </dl>
          {state.summary.note ? <p className="shop-delivery__note">{state.summary.note}</p> : null}
          <HolidayMessage text={holidayMessage} />
        </>
      ) : null}
    </>
  );
}

/**
 * The panel's dates, read out once after a ZIP code entered in this panel's own modal has loaded them.
 * Nothing is said when the dates reload for other reasons (a cart change, another panel's ZIP code):
 * a cart change has its own one message, said by the cart.
 */
export function useZipDatesAnnouncement(
  props: DeliveryPanelProps,
  panel: RefObject<HTMLDivElement | null>,
): string {
  const [text, setText] = useState('');
  const askedHere = useRef(false);
  const zipWhenAsked = useRef(props.zipCode);
  if (props.zipModalOpen && !askedHere.current) {
    askedHere.current = true;
    zipWhenAsked.current = props.zipCode;
  }
  const settled = props.state.kind !== 'loading';
  useEffect(() => {
    if (!askedHere.current || props.zipModalOpen || !settled) return;
    askedHere.current = false;
    if (props.zipCode === zipWhenAsked.current) return;
    setText((panel.current?.textContent ?? '').replace(/\s+/g, ' ').trim());
  }, [props.zipModalOpen, props.zipCode, settled, panel]);
  return text;
}

/** The small (cart) or large (product page) delivery panel. */
export function DeliveryEstimateView({ size, zipModal, ...panel }: DeliveryEstimateViewProps) {
  const Panel = size === 'large' ? LargeDeliveryPanel : SmallDeliveryPanel;
  const panelRef = useRef<HTMLDivElement>(null);
  const announcement = useZipDatesAnnouncement(panel, panelRef);
  useZipOpenerFocus(panel.zipModalOpen, panelRef);
  return (
    <div
      className={`shop-delivery shop-delivery--${size}`}
      part="panel"
      data-state={panel.state.kind}
      aria-busy={panel.state.kind === 'loading' || undefined}
    >
      <div className="shop-delivery__content" ref={panelRef}>
        <Panel {...panel} />
      </div>
      <p className="shop-visually-hidden" role="status">
        {announcement}
      </p>
      <ZipModal {...zipModal} />
    </div>
  );
}
