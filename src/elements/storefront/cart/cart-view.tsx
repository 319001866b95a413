import { type ReactNode, useRef } from 'react';
import { useBottomBar } from '../../../core/bottom-bar';
import { itemsLabel } from '../../../core/format';
import { useComponentStyles } from '../../../core/widget-context';
import { LoadingCircle } from '../../../ui/loading/loading';
import { iconButtonStyles } from '../../../ui/shared/icon-button.styles';
import { CartLine, type CartLineModel } from './cart-line';
import { UndoStrip, type UndoStripModel } from './undo-strip';
import type { CartAnnouncement } from './use-cart-announcement';

export const CART_EMPTY_TEXT = 'Your cart is currently empty';
export const DEFAULT_HOLIDAY_TEXT = 'Arrives Before Christmas';

/** Storefront §8 "Cart load fails", with the configured phone (no phone configured: the sentence without it). */
export function cartLoadErrorText(phone: string): string {
  return phone
    ? `Sorry! We have encountered an error. Please try refreshing the page or call Customer Service at ${phone} for assistance.`
    : 'Sorry! We have encountered an error. Please try refreshing the page or call Customer Service for assistance.';
}

/** 'Cart (1 Item)', 'Cart (3 Items)', 'Cart (0 Items)'. */
export function cartHeading(count: number): string {
  return `Cart (${count} ${itemsLabel(count)})`;
}

export type CartPlacement = 'page' | 'sidebar';

export interface CartViewProps {
  placement: CartPlacement;
  status: 'loading' | 'ready' | 'error';
  customerServicePhone: string;
  lines: CartLineModel[];
  itemCount: number;
  showDealerPrices: boolean;
  /** The undo strip and where it goes in the list, or null. */
  undo: { index: number; strip: UndoStripModel } | null;
  /** The holiday banner's text and the shipping estimate's message, or null when no banner shows. */
  holiday: { text: string; message: string } | null;
  showAddAllToList: boolean;
  showEmptyCart: boolean;
  emptying: boolean;
  /** The polite message for screen readers: one per cart change (quantity, removed, put back). */
  announcement: CartAnnouncement;
  /** The subtotal and main button (the checkout panel). */
  checkoutPanel: ReactNode;
  onClose?: () => void;
  onQuantityChange: (lineId: number, quantity: number) => void;
  onRemove: (lineId: number) => void;
  onUndo: () => void;
  onDismissRemoved: () => void;
  onSaveForLater: () => void;
  onAddAllToList: () => void;
  onEmptyCart: () => void;
}

/** The cart view the cart page and the cart side bar share (storefront §2 "Cart view"). */
export function CartView(props: CartViewProps) {
  useComponentStyles(iconButtonStyles, 'icon-button');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { placement, status, lines, undo } = props;
  const focusHeading = () => headingRef.current?.focus();
  const hasLines = status === 'ready' && lines.length > 0;
  const showList = hasLines || (status === 'ready' && undo !== null);
  // Below 576 px the page's summary is fixed at the bottom of the window: floating widgets keep clear of it.
  const summaryRef = useRef<HTMLDivElement>(null);
  useBottomBar(summaryRef, placement === 'page' && hasLines);

  return (
    <div
      className="shop-cart"
      part="cart"
      data-placement={placement}
      data-state={status === 'ready' ? (lines.length > 0 ? 'list' : 'empty') : status}
    >
      <header className="shop-cart__header" part="header">
        <h2 className="shop-cart__heading" ref={headingRef} tabIndex={-1}>
          {status === 'ready' ? cartHeading(props.itemCount) : 'Cart'}
        </h2>
        {placement === 'sidebar' && props.onClose && (
          <button
            type="button"
            className="shop-icon-button shop-cart-icon-button shop-cart__close"
            aria-label="Close cart"
            onClick={props.onClose}
          >
            <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </header>

      <p className="shop-visually-hidden" aria-live="polite">
        {props.announcement.text && <span key={props.announcement.sequence}>{props.announcement.text}</span>}
      </p>

      {status === 'loading' && (
        <div className="shop-cart__loading">
          <LoadingCircle label="Loading your cart" />
        </div>
      )}

      {status === 'error' && (
        <p className="shop-cart__error" role="alert">
          {errorText(props.customerServicePhone)}
        </p>
      )}

      {status === 'ready' && !showList && <p className="shop-cart__empty">{CART_EMPTY_TEXT}</p>}

      {showList && (
        <div className="shop-cart__body">
          <div className="shop-cart__main">
            {props.holiday && hasLines && (
              <div className="shop-cart__holiday" part="holiday-banner">
                <p className="shop-cart__holiday-text">{props.holiday.text}</p>
                {props.holiday.message && props.holiday.message !== props.holiday.text && (
                  <p className="shop-cart__holiday-message">{props.holiday.message}</p>
                )}
              </div>
            )}
            <ul className="shop-cart__lines" aria-label="Items in your cart">
              {linesWithStrip(lines, undo).map((entry) =>
                entry.kind === 'line' ? (
                  <CartLine
                    key={`line-${entry.line.lineId}`}
                    line={entry.line}
                    showDealerPrices={props.showDealerPrices}
                    onQuantityChange={props.onQuantityChange}
                    onRemove={props.onRemove}
                  />
                ) : (
                  <UndoStrip
                    key={`undo-${entry.strip.lineId}`}
                    strip={entry.strip}
                    onUndo={() => {
                      props.onUndo();
                      focusHeading();
                    }}
                    onClose={() => {
                      props.onDismissRemoved();
                      focusHeading();
                    }}
                    onSaveForLater={props.onSaveForLater}
                  />
                ),
              )}
            </ul>
            {!hasLines && <p className="shop-cart__empty">{CART_EMPTY_TEXT}</p>}
            {(props.showAddAllToList || props.showEmptyCart) && hasLines && (
              <div className="shop-cart__list-actions">
                {props.showAddAllToList && (
                  <button type="button" className="shop-cart__secondary" onClick={props.onAddAllToList}>
                    Add All Items to List
                  </button>
                )}
                {props.showEmptyCart && (
                  <button
                    type="button"
                    className="shop-cart__secondary shop-cart__empty-cart"
                    disabled={props.emptying}
                    aria-busy={props.emptying || undefined}
                    onClick={props.onEmptyCart}
                  >
                    Empty Cart
                  </button>
                )}
              </div>
            )}
          </div>
          {hasLines && (
            <div className="shop-cart__summary" ref={summaryRef}>
              {props.checkoutPanel}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function errorText(phone: string): ReactNode {
  if (!phone) return cartLoadErrorText(phone);
  const [before, after] = cartLoadErrorText(phone).split(phone);
  return (
    <>
      {before}
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
      {after}
    </>
  );
}

type ListEntry = { kind: 'line'; line: CartLineModel } | { kind: 'undo'; strip: UndoStripModel };

/** The lines with the undo strip in the removed line's place. */
function linesWithStrip(lines: CartLineModel[], undo: CartViewProps['undo']): ListEntry[] {
  const entries: ListEntry[] = lines.map((line) => ({ kind: 'line', line }));
  if (undo) entries.splice(Math.min(undo.index, entries.length), 0, { kind: 'undo', strip: undo.strip });
  return entries;
}
