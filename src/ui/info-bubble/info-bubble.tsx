import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { RESIZE_DEBOUNCE_MS, useWindowResized } from '../../core/resize';
import { useComponentStyles } from '../../core/widget-context';
import { useLatest } from '../shared/use-latest';
import { infoBubbleStyles } from './info-bubble.styles';
import {
  choosePlacement,
  INFO_BUBBLE_DEFAULT_WIDTH,
  INFO_BUBBLE_HIDE_DELAY_MS,
  type InfoBubblePlacement,
  sidewaysShift,
} from './placement';

export interface InfoBubbleProps {
  /** Accessible name of the trigger button, for example "About delivery dates". */
  label: string;
  /** What the bubble says. */
  content: ReactNode;
  /** Bubble width in px. */
  width?: number;
  /** Forces a side; by default above, or below when less than 100 px are left above the trigger. */
  placement?: InfoBubblePlacement;
  /** What the trigger shows; an "i" icon by default. */
  children?: ReactNode;
  className?: string;
}

/**
 * A trigger with a tooltip-like bubble: shown on hover and focus, toggled (pinned) by click or tap,
 * hidden 100 ms after the pointer or focus leaves (so the pointer can cross to the bubble), on
 * Escape, or on a press elsewhere. Centred on its trigger, it moves sideways as far as it must to stay
 * inside the window (a 320 px phone too). While open, its side and that move are measured again 200 ms
 * after the window stops resizing (the shared widgets' resize rule).
 */
export function InfoBubble({
  label,
  content,
  width = INFO_BUBBLE_DEFAULT_WIDTH,
  placement,
  children,
  className,
}: InfoBubbleProps) {
  useComponentStyles(infoBubbleStyles, 'info-bubble');
  const bubbleId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  // Opened by a click or tap: leaving with the pointer does not hide it.
  const [pinned, setPinned] = useState(false);
  const [autoPlacement, setAutoPlacement] = useState<InfoBubblePlacement>('top');
  const [shift, setShift] = useState(0);

  const cancelHide = () => clearTimeout(hideTimer.current);
  const measure = () => {
    const trigger = triggerRef.current?.getBoundingClientRect();
    setAutoPlacement(choosePlacement(trigger?.top ?? 0));
    setShift(trigger ? sidewaysShift(trigger.left + trigger.width / 2, width, window.innerWidth) : 0);
  };
  const show = () => {
    cancelHide();
    // Measured when it appears (and after a resize), not on every show, so it never jumps sides under the pointer.
    if (!open) measure();
    setOpen(true);
  };
  const hide = () => {
    cancelHide();
    setOpen(false);
    setPinned(false);
  };
  const hideLater = () => {
    cancelHide();
    hideTimer.current = setTimeout(hide, INFO_BUBBLE_HIDE_DELAY_MS);
  };

  useEffect(() => () => clearTimeout(hideTimer.current), []);
  useDismissOnOutsideActivity(open, rootRef, hide);
  useWindowResized(measure, RESIZE_DEBOUNCE_MS.sharedWidgets, open);

  // Touch pointers also send enter/leave around a tap; the click handler covers touch instead.
  const handlePointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') show();
  };
  const handlePointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' && !pinned) hideLater();
  };
  const handleBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) hideLater();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Closes the bubble only, not a modal around it.
    event.stopPropagation();
    hide();
  };
  const handleClick = () => {
    if (open && pinned) {
      hide();
      return;
    }
    show();
    setPinned(true);
  };

  const side = placement ?? autoPlacement;
  return (
    // The wrapper only groups trigger and bubble for hover; the button is the interactive element.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <span
      ref={rootRef}
      className={className ? `shop-info-bubble ${className}` : 'shop-info-bubble'}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onFocus={show}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <button
        ref={triggerRef}
        type="button"
        className="shop-info-bubble__trigger"
        aria-label={label}
        aria-describedby={bubbleId}
        aria-expanded={open}
        onClick={handleClick}
      >
        {children ?? <InfoIcon />}
      </button>
      <span
        id={bubbleId}
        role="tooltip"
        className="shop-info-bubble__bubble"
        data-placement={side}
        hidden={!open}
        style={{ width: `${width}px`, '--shop-info-bubble-shift': `${shift}px` } as CSSProperties}
      >
        {content}
      </span>
    </span>
  );
}

/** While open: Escape anywhere hides (hover-only bubbles too) and so does a press outside. */
function useDismissOnOutsideActivity(
  open: boolean,
  rootRef: RefObject<HTMLElement | null>,
  hide: () => void,
): void {
  const hideRef = useLatest(hide);
  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const doc = root?.ownerDocument ?? document;
    // composedPath sees through shadow roots, where event.target is retargeted to the host.
    const isInside = (event: Event) => (root ? event.composedPath().includes(root) : false);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') hideRef.current();
    };
    const onPointerDown = (event: Event) => {
      if (!isInside(event)) hideRef.current();
    };
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('pointerdown', onPointerDown);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, rootRef, hideRef]);
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10 9v5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="10" cy="6" r="1.1" fill="currentColor" />
    </svg>
  );
}
