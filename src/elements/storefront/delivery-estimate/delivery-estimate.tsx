import { LoadingBubbles } from '../../../ui/index';
import { dayLabel } from './delivery-dates';
import { DELIVERY_TEXTS, type DeliveryPanelState } from './delivery-panel-state';
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
  if (state.kind === 'loading') return <LoadingBubbles label={DELIVERY_TEXTS.loading} />;
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
      {state.kind === 'loading' ? <LoadingBubbles label={DELIVERY_TEXTS.loading} /> : null}
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
 * The small (cart) or large (product page) delivery panel. Its content is a polite live region, so a
 * new ZIP code's dates are announced.
 */
export function DeliveryEstimateView({ size, zipModal, ...panel }: DeliveryEstimateViewProps) {
  const Panel = size === 'large' ? LargeDeliveryPanel : SmallDeliveryPanel;
  return (
    <div
      className={`shop-delivery shop-delivery--${size}`}
      part="panel"
      data-state={panel.state.kind}
      aria-live="polite"
      aria-busy={panel.state.kind === 'loading' || undefined}
    >
      <Panel {...panel} />
      <ZipModal {...zipModal} />
    </div>
  );
}
