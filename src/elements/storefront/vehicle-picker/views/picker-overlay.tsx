import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useComponentStyles } from '../../../../core/widget-context';
import { lockBodyScroll } from '../../../../ui/modal/body-scroll-lock';
import { iconButtonStyles } from '../../../../ui/shared/icon-button.styles';
import { keepFocusInside } from '../../../../ui/shared/keep-focus-inside';
import { pickerOverlayStyles } from './picker-overlay.styles';
import { StepBody, type StepProps, stepHeading } from './steps';

export interface PickerOverlayProps {
  /** The step shown; `stepKey` changes whenever the step (or its year or make) changes. */
  stepProps: StepProps;
  stepKey: string;
  /** Read by screen readers as it changes (loading, how many options, More Options Below...). */
  announcement: string;
  canGoBack: boolean;
  onBack: () => void;
  onClose: () => void;
  /** Where focus goes when the overlay closes and the element that opened it is gone. */
  fallbackFocus: () => HTMLElement | null;
}

function BackArrowIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function activeElementOf(node: Node | null): Element | null {
  const root = node?.getRootNode() as Document | ShadowRoot | undefined;
  return root?.activeElement ?? null;
}

/**
 * The text of a live region that mounts with its parent. A region inserted already holding text is
 * not read by many screen readers (the overlay loads on first open, often after its years), so the
 * region is first rendered empty and given its text by the next render.
 */
function useSaidAfterMount(text: string): string {
  const [said, setSaid] = useState('');
  useEffect(() => setSaid(text), [text]);
  return said;
}

/**
 * The picker's overlay: a modal dialog named by its step heading, full screen up to medium widths
 * (with a visible close control) and a centred panel above them (the close control shows on
 * keyboard focus; Escape and a click outside close it too). Focus is kept inside, moves to the step
 * heading whenever the step changes, and goes back to the control that opened it on close.
 */
export function PickerOverlay({
  stepProps,
  stepKey,
  announcement,
  canGoBack,
  onBack,
  onClose,
  fallbackFocus,
}: PickerOverlayProps) {
  useComponentStyles(iconButtonStyles, 'icon-button');
  useComponentStyles(pickerOverlayStyles, 'vehicle-picker-overlay');
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const fallbackRef = useRef(fallbackFocus);
  fallbackRef.current = fallbackFocus;

  // Remember who opened the overlay, and give focus back on close.
  useLayoutEffect(() => {
    const opener = activeElementOf(dialogRef.current);
    return () => {
      const target =
        opener instanceof HTMLElement && opener.isConnected && !opener.matches(':disabled')
          ? opener
          : fallbackRef.current();
      target?.focus();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows each new step
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, [stepKey]);

  useEffect(() => lockBodyScroll(), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    return keepFocusInside(dialog, { initialFocus: false, returnFocus: false });
  }, []);

  const takeFocus = () => {
    const active = activeElementOf(dialogRef.current);
    return active === null || active === headingRef.current || active === dialogRef.current;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const heading = stepHeading(stepProps.step);
  return (
    <div className="shop-vehicle-picker__overlay" data-step={stepProps.step}>
      {/* A mouse convenience: keyboard users close with Escape or the close control. */}
      <div className="shop-vehicle-picker__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        className="shop-vehicle-picker__dialog"
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className="shop-vehicle-picker__bar">
          {canGoBack ? (
            <button
              type="button"
              className="shop-icon-button shop-vehicle-picker__icon-button"
              aria-label="Back"
              onClick={onBack}
            >
              <BackArrowIcon />
            </button>
          ) : null}
          <h2 ref={headingRef} id={headingId} className="shop-vehicle-picker__title" tabIndex={-1}>
            {heading}
          </h2>
          <button
            type="button"
            className="shop-icon-button shop-vehicle-picker__icon-button shop-vehicle-picker__close"
            aria-label="Close"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="shop-vehicle-picker__body" key={stepKey}>
          <StepBody {...stepProps} takeFocus={takeFocus} />
        </div>
        <p className="shop-visually-hidden" role="status" aria-live="polite">
          {useSaidAfterMount(announcement)}
        </p>
      </div>
    </div>
  );
}
