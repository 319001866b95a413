import { Modal, usePreloadModalOnIntent } from '../../../ui/modal/modal';
import { lazyPart, usePartSettledWhenOpen } from '../../../ui/shared/lazy-part';
import type { ZipCodeFormProps } from '../zip-code-entry/zip-code-form';

/**
 * The form loads with the dialog, on intent (a pointer over, a touch or focus in the widget) or at the first
 * open: it is <zip-code-entry>'s (the `zip` file), not part of the delivery file a product page loads.
 */
const zipCodeForm = lazyPart<ZipCodeFormProps>(
  () => import('../zip-code-entry/zip-code-form').then((module) => module.ZipCodeForm),
  'the ZIP code form',
);
const ZipCodeFormPart = zipCodeForm.Deferred;

/** Spec §2: the modal with id zip-input-modal, 343px wide, headed 'Estimated Delivery to {zip}'. */
export const ZIP_MODAL_ID = 'zip-input-modal';
export const ZIP_MODAL_WIDTH = 343;

/** 'Estimated Delivery to 78701'; without a ZIP code yet, 'Estimated Delivery'. */
export function estimatedDeliveryHeading(zipCode: string): string {
  return zipCode ? `Estimated Delivery to ${zipCode}` : 'Estimated Delivery';
}

export interface ZipModalProps {
  open: boolean;
  zipCode: string;
  onClose: () => void;
  onSubmit: (zipCode: string) => void;
  locate: (signal: AbortSignal) => Promise<string>;
  /** The widget's render root, so the dialog gets the widget's styles. */
  container: ShadowRoot | null;
}

/**
 * The ZIP code modal. Mounted only while open, so two panels on one page never register the same
 * modal id at once. Opened before its form has loaded (no hover or focus first), it shows when the form
 * has (or could not: then with the part's retry), so the dialog never shows without its form.
 */
export function ZipModal({ open, zipCode, onClose, onSubmit, locate, container }: ZipModalProps) {
  usePreloadModalOnIntent(zipCodeForm.prefetch);
  const formSettled = usePartSettledWhenOpen(zipCodeForm, open);
  if (!open || !formSettled) return null;
  return (
    <Modal
      id={ZIP_MODAL_ID}
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={estimatedDeliveryHeading(zipCode)}
      width={ZIP_MODAL_WIDTH}
      container={container}
    >
      <ZipCodeFormPart autoFocus onSubmit={onSubmit} onCancel={onClose} locate={locate} />
    </Modal>
  );
}

export function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25Zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z"
      />
    </svg>
  );
}

export function TruckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 5h11v9h1.5V8h3.2L22 11.6V17h-1.8a2.7 2.7 0 0 1-5.3 0H9.1a2.7 2.7 0 0 1-5.3 0H2V6a1 1 0 0 1 1-1Zm15.2 5H17v2h3.3l-2.1-2ZM6.5 15.8a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Zm11 0a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z"
      />
    </svg>
  );
}

export interface ZipEditButtonProps {
  zipCode: string;
  onClick: () => void;
  /** Visible text next to the pencil; the small panel shows the ZIP code itself. */
  text?: string;
  expanded: boolean;
}

/** The edit pencil: opens the ZIP modal. Named for screen readers with the current ZIP code. */
export function ZipEditButton({ zipCode, onClick, text, expanded }: ZipEditButtonProps) {
  return (
    <button
      type="button"
      className="shop-delivery__edit"
      onClick={onClick}
      aria-label={`Change ZIP code ${zipCode}`}
      aria-haspopup="dialog"
      aria-expanded={expanded}
    >
      {text ? <span className="shop-delivery__edit-text">{text}</span> : null}
      <PencilIcon />
    </button>
  );
}
