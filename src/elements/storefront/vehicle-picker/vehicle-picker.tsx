import { type Ref, Suspense, useId, useRef } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';
import { preloadFocusTrap } from '../../../ui/shared/keep-focus-inside';
import { lazyPart } from '../../../ui/shared/lazy-part';
import { prefetchGoToVehicle } from './go-to-vehicle-on-intent';
import type { PickerOverlayProps } from './views/picker-overlay';
import { PICKER_TEXT } from './views/step-model';
import type { YmmStep } from './ymm-hash';

export interface VehiclePickerViewProps {
  heading: string;
  year: number | null;
  make: string | null;
  model: string | null;
  /** How many recently viewed vehicles the shopper has (the 'Recent Vehicles' control shows with any). */
  recentCount: number;
  /** The page is changing to the picked vehicle: the Go button gives way to a loading circle. */
  busy: boolean;
  /** Read while busy. */
  busyLabel: string;
  /** A problem to tell the shopper (a vehicle the shop does not know). */
  message: string | null;
  onOpen: (step: YmmStep) => void;
  onGo: () => void;
  /** The open overlay, or null. */
  overlay: Omit<PickerOverlayProps, 'fallbackFocus'> | null;
}

interface FieldProps {
  label: string;
  value: string | null;
  placeholder: string;
  disabled: boolean;
  busy: boolean;
  onOpen: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** One of Year, Make and Model: its label and a button that opens the overlay at that step. */
function Field({ label, value, placeholder, disabled, busy, onOpen, buttonRef }: FieldProps) {
  const id = useId();
  return (
    <div
      className="shop-vehicle-picker__field"
      data-state={disabled ? 'disabled' : value ? 'chosen' : 'empty'}
    >
      <span id={`${id}-label`} className="shop-vehicle-picker__field-label">
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="shop-vehicle-picker__field-button"
        part="field"
        aria-haspopup="dialog"
        aria-labelledby={value ? `${id}-label ${id}-value` : undefined}
        aria-disabled={busy || undefined}
        disabled={disabled}
        onClick={() => {
          if (!busy) onOpen();
        }}
      >
        <span id={`${id}-value`} className="shop-vehicle-picker__field-value">
          {value ?? placeholder}
        </span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/**
 * The overlay (its steps, lists and focus trap) loads on intent: a pointer over or focus in the
 * closed picker, or its first open. The closed picker renders without it.
 */
export const pickerOverlay = lazyPart<PickerOverlayProps>(
  () =>
    Promise.all([import('./views/picker-overlay'), preloadFocusTrap()]).then(
      ([module]) => module.PickerOverlay,
    ),
  'the vehicle picker overlay',
);

/** On intent: the overlay, and what a pick does next (so neither a pick nor Go waits for it). */
const prefetchPickerParts = () => {
  void pickerOverlay.prefetch();
  prefetchGoToVehicle();
};

export function VehiclePickerView({
  heading,
  year,
  make,
  model,
  recentCount,
  busy,
  busyLabel,
  message,
  onOpen,
  onGo,
  overlay,
}: VehiclePickerViewProps) {
  const headingId = useId();
  const messageId = useId();
  const yearButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <fieldset
        className="shop-vehicle-picker"
        part="picker"
        aria-describedby={message ? messageId : undefined}
        data-state={busy ? 'busy' : overlay ? 'open' : 'closed'}
        onPointerOver={prefetchPickerParts}
        onFocus={prefetchPickerParts}
      >
        <legend id={headingId} className="shop-vehicle-picker__heading">
          {heading}
        </legend>
        <div className="shop-vehicle-picker__fields">
          <Field
            label="Year"
            value={year === null ? null : String(year)}
            placeholder="Select Year"
            disabled={false}
            busy={busy}
            onOpen={() => onOpen('years')}
            buttonRef={yearButton}
          />
          <Field
            label="Make"
            value={make}
            placeholder="Select Make"
            disabled={year === null}
            busy={busy}
            onOpen={() => onOpen('makes')}
          />
          <Field
            label="Model"
            value={model}
            placeholder="Select Model"
            disabled={make === null}
            busy={busy}
            onOpen={() => onOpen('models')}
          />
          <div className="shop-vehicle-picker__go">
            {busy ? (
              <LoadingCircle label={busyLabel} size={28} className="shop-vehicle-picker__busy" />
            ) : (
              <button
                type="button"
                className="shop-vehicle-picker__go-button"
                part="go"
                aria-describedby={headingId}
                onClick={onGo}
              >
                {PICKER_TEXT.go}
              </button>
            )}
          </div>
        </div>
        {recentCount > 0 ? (
          <button
            type="button"
            className="shop-vehicle-picker__recent"
            aria-haspopup="dialog"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onOpen('vehicles');
            }}
          >
            {`Recent Vehicles (${recentCount})`}
          </button>
        ) : null}
        {message ? (
          <p id={messageId} className="shop-vehicle-picker__message" role="alert">
            {message}
          </p>
        ) : null}
      </fieldset>
      {overlay ? (
        <Suspense fallback={<LoadingCircle size={28} />}>
          <pickerOverlay.Part {...overlay} fallbackFocus={() => yearButton.current} />
        </Suspense>
      ) : null}
    </>
  );
}
