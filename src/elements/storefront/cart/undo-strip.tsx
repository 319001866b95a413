import { useEffect, useRef } from 'react';
import { useComponentStyles } from '../../../core/widget-context';
import { iconButtonStyles } from '../../../ui/shared/icon-button.styles';

export const UNDO_STRIP_TEXT = 'The item has been removed.';
export const SAVED_FOR_LATER_TEXT = 'Saved for Later';

export interface UndoStripModel {
  lineId: number;
  title: string;
  /** Save for Later is offered (saved list available and on, a dealer, a sku). */
  canSaveForLater: boolean;
  saveState: 'idle' | 'saving' | 'saved' | 'failed';
  /** Why Save for Later failed (the saved lists' own message, e.g. 'Failed to add items to list.'). */
  saveError?: string;
  /** Why the last Undo failed (the line is not back in the cart; Undo can be pressed again). */
  undoError?: string;
}

export interface UndoStripProps {
  strip: UndoStripModel;
  onUndo: () => void;
  onClose: () => void;
  onSaveForLater: () => void;
}

/**
 * Takes the removed line's place (storefront §2 "Undo strip"). It takes the focus when it appears,
 * so a keyboard user who pressed Remove can press Undo at once.
 */
export function UndoStrip({ strip, onUndo, onClose, onSaveForLater }: UndoStripProps) {
  useComponentStyles(iconButtonStyles, 'icon-button');
  const undoRef = useRef<HTMLButtonElement>(null);
  // Mounted once per removal (the list keys the strip by the removed line).
  useEffect(() => {
    undoRef.current?.focus();
  }, []);

  return (
    <li className="shop-cart-undo" part="undo-strip" data-line-id={strip.lineId}>
      <p className="shop-cart-undo__text">{UNDO_STRIP_TEXT}</p>
      <div className="shop-cart-undo__actions">
        <button
          type="button"
          ref={undoRef}
          className="shop-cart-undo__undo"
          aria-label={`Undo, put ${strip.title} back in the cart`}
          onClick={onUndo}
        >
          Undo
        </button>
        {strip.canSaveForLater &&
          (strip.saveState === 'saved' ? (
            <span className="shop-cart-undo__saved">{SAVED_FOR_LATER_TEXT}</span>
          ) : (
            <button
              type="button"
              className="shop-cart-undo__save"
              aria-busy={strip.saveState === 'saving' || undefined}
              disabled={strip.saveState === 'saving'}
              onClick={onSaveForLater}
            >
              Save for Later
            </button>
          ))}
        <button
          type="button"
          className="shop-icon-button shop-cart-icon-button shop-cart-undo__close"
          aria-label="Close"
          onClick={onClose}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {(strip.undoError || (strip.saveState === 'failed' && strip.saveError)) && (
        <p className="shop-cart-undo__error" role="alert">
          {strip.undoError || strip.saveError}
        </p>
      )}
    </li>
  );
}
