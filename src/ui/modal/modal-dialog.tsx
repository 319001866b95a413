import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { useComponentStyles } from '../../core/widget-context';
import { LoadingBar } from '../loading/loading';
import { keepFocusInside } from '../shared/keep-focus-inside';
import { lockBodyScroll } from './body-scroll-lock';
import type { ModalProps } from './modal';
import { modalStyles } from './modal.styles';

/**
 * The open modal's dialog. It loads on intent (see `preloadModal` in modal.tsx): a closed modal is only
 * its state and its id in the registry, so a widget that never opens one carries none of this.
 */
export interface ModalDialogProps
  extends Pick<ModalProps, 'title' | 'labelledBy' | 'width' | 'processing' | 'errorMessage' | 'children'> {
  id: string;
  onRequestClose: () => void;
}

/** The open modal. Mounted only while open, so its effects follow the open/close cycle. */
export function ModalDialog({
  id,
  title,
  labelledBy,
  width,
  processing = false,
  errorMessage,
  children,
  onRequestClose,
}: ModalDialogProps) {
  useComponentStyles(modalStyles, 'modal');
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
        style={width ? { width: typeof width === 'number' ? `${width}px` : width } : undefined}
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
    // Escape is handled by the modal so that it also reports the close.
    return keepFocusInside(container, { returnFocus: true });
  }, [containerRef]);
}
