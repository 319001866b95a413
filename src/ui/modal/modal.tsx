import { createFocusTrap } from 'focus-trap';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { logger } from '../../core/logger';
import { LoadingBar } from '../loading/loading';
import { useLatest } from '../shared/use-latest';
import { lockBodyScroll } from './body-scroll-lock';
import { registerModal } from './modal-registry';

export interface ModalProps {
  /** Required: names the modal for `openModal(id)` / `closeModal(id)` and is the dialog's DOM id. */
  id: string;
  /** Controlled open state. Leave undefined to let the modal keep its own state. */
  open?: boolean;
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean;
  /** Every open or close request (close button, background, Escape, `openModal`/`closeModal`). */
  onOpenChange?: (open: boolean) => void;
  /** Every close request, whatever its source. */
  onClose?: () => void;
  /** Heading of the dialog; it also names the dialog unless `labelledBy` is given. */
  title?: ReactNode;
  /** Id of an element inside the dialog that names it, when the heading is part of `children`. */
  labelledBy?: string;
  /** Dialog width in px (default MODAL_DEFAULT_WIDTH, 500; shrinks to fit narrow viewports). */
  width?: number;
  /** Shows a loading bar at the top and marks the dialog busy. */
  processing?: boolean;
  /** Shown in an alert region above the content. */
  errorMessage?: string;
  /** Render root to portal into (for example the widget's shadow root); inline when absent. */
  container?: Element | DocumentFragment | null;
  children?: ReactNode;
}

/**
 * A modal dialog with an id. Closes on the close button, a click on the dimmed background or Escape;
 * traps focus while open and gives it back to the element that had it.
 */
export function Modal({
  id,
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  onClose,
  container,
  ...dialogProps
}: ModalProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isControlled = controlledOpen !== undefined;
  const open = isControlled ? controlledOpen : uncontrolledOpen;
  const hasId = typeof id === 'string' && id.trim() !== '';

  useReportMissingId(hasId);

  const requestOpenChange = useLatest((next: boolean) => {
    if (next === open) return;
    if (!isControlled) setUncontrolledOpen(next);
    onOpenChange?.(next);
    if (!next) onClose?.();
  });

  useEffect(() => {
    if (!hasId) return;
    return registerModal(id, (next) => requestOpenChange.current(next));
  }, [hasId, id, requestOpenChange]);

  if (!hasId || !open) return null;
  const dialog = (
    <ModalDialog id={id} onRequestClose={() => requestOpenChange.current(false)} {...dialogProps} />
  );
  return container ? createPortal(dialog, container) : dialog;
}

interface ModalDialogProps
  extends Pick<ModalProps, 'title' | 'labelledBy' | 'width' | 'processing' | 'errorMessage' | 'children'> {
  id: string;
  onRequestClose: () => void;
}

/** The open modal. Mounted only while open, so its effects follow the open/close cycle. */
function ModalDialog({
  id,
  title,
  labelledBy,
  width,
  processing = false,
  errorMessage,
  children,
  onRequestClose,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // A press that starts inside the dialog and ends on the background (selecting text) is not a
  // background click.
  const pressStartedInDialog = useRef(false);

  useEffect(() => lockBodyScroll(), []);
  useFocusTrap(dialogRef);

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedInDialog.current = event.target !== event.currentTarget;
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedInDialog = pressStartedInDialog.current;
    pressStartedInDialog.current = false;
    if (event.target === event.currentTarget && !startedInDialog) onRequestClose();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Only the innermost modal closes.
    event.stopPropagation();
    onRequestClose();
  };

  const labelId = labelledBy ?? (title ? titleId : undefined);
  return (
    // The background is a mouse convenience; keyboard users close with Escape or the close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className="shop-modal"
      data-state="open"
      data-processing={processing || undefined}
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
      onKeyDown={handleKeyDown}
    >
      <div
        ref={dialogRef}
        id={id}
        className="shop-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelId}
        aria-busy={processing || undefined}
        tabIndex={-1}
        style={width ? { width: `${width}px` } : undefined}
      >
        {processing && <LoadingBar label="Processing" className="shop-modal__progress" />}
        <div className="shop-modal__header">
          {title ? (
            <h2 id={titleId} className="shop-modal__title">
              {title}
            </h2>
          ) : null}
          <button type="button" className="shop-modal__close" aria-label="Close" onClick={onRequestClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {errorMessage ? (
          <div role="alert" className="shop-modal__error">
            {errorMessage}
          </div>
        ) : null}
        <div className="shop-modal__body">{children}</div>
      </div>
    </div>
  );
}

function useFocusTrap(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const trap = createFocusTrap(container, {
      fallbackFocus: container,
      allowOutsideClick: true,
      // Escape is handled by the modal so that it also reports the close.
      escapeDeactivates: false,
      returnFocusOnDeactivate: true,
      document: container.ownerDocument,
      // Widgets nested in the dialog render in their own shadow roots.
      tabbableOptions: { getShadowRoot: true },
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [containerRef]);
}

/** Logs the missing id once per modal instance, not on every render. */
function useReportMissingId(hasId: boolean): void {
  const reported = useRef(false);
  useEffect(() => {
    if (hasId || reported.current) return;
    reported.current = true;
    logger.error('modal must have an id', { source: 'modal' });
  }, [hasId]);
}
