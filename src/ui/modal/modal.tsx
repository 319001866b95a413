import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { logger } from '../../core/logger';
import { WidgetContext } from '../../core/widget-context';
import { preloadFocusTrap } from '../shared/keep-focus-inside';
import { lazyPart } from '../shared/lazy-part';
import { useLatest } from '../shared/use-latest';
import type { ModalDialogProps } from './modal-dialog';
import { registerModal } from './modal-registry';

/**
 * The dialog (its markup, CSS, scroll lock and focus trap) loads on intent: a pointer over or focus
 * in the widget that holds a closed modal (its opener is there), or the first open. A closed modal is
 * its open state and its id in the registry, nothing more.
 */
const modalDialog = lazyPart<ModalDialogProps>(
  () => Promise.all([import('./modal-dialog'), preloadFocusTrap()]).then(([module]) => module.ModalDialog),
  'the dialog',
);

const ModalDialogPart = modalDialog.Deferred;

/** Starts loading the dialog (for an opener outside the widget, on its hover or focus). */
export function preloadModal(): Promise<void> {
  return modalDialog.prefetch();
}

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
  /**
   * Dialog width: a number is px, a string any CSS width such as '60%' (default MODAL_DEFAULT_WIDTH,
   * 500 px; never wider than the viewport).
   */
  width?: number | string;
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
  usePreloadModalOnIntent();

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
    // Opened before the dialog loaded (the first open, without a hover or focus first): it shows a
    // moment later, when it has; the widget around it keeps its content.
    <ModalDialogPart id={id} onRequestClose={() => requestOpenChange.current(false)} {...dialogProps} />
  );
  return container ? createPortal(dialog, container) : dialog;
}

/**
 * A pointer over, a touch or focus in the widget holding the modal loads the dialog, so it is there by
 * the click. `Modal` does it while mounted; a component that mounts its `Modal` only while open calls
 * it itself while closed. `alsoPrefetch` loads the modal's own content on the same intent (the ZIP form).
 */
export function usePreloadModalOnIntent(alsoPrefetch?: () => Promise<void>): void {
  const host = useContext(WidgetContext)?.host;
  useEffect(() => {
    if (!host || (modalDialog.isLoaded() && !alsoPrefetch)) return;
    const types = ['pointerover', 'focusin', 'touchstart'] as const;
    const stop = () => {
      for (const type of types) host.removeEventListener(type, onIntent);
    };
    function onIntent() {
      stop();
      void modalDialog.prefetch();
      void alsoPrefetch?.();
    }
    for (const type of types) host.addEventListener(type, onIntent, { passive: true });
    return stop;
  }, [host, alsoPrefetch]);
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
