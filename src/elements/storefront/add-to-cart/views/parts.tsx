import { type MouseEvent, type ReactNode, useState } from 'react';
import { OFFLINE_MESSAGE } from '../../../../core/offline';
import { ADD_TO_CART_TEXTS } from '../texts';
import type { AddControl, AddStatus } from '../use-add-action';

/** The state of one add control, derived from the element's add state. */
export interface ControlState {
  busy: boolean;
  disabled: boolean;
  added: boolean;
}

export function controlState(
  control: AddControl,
  state: { status: AddStatus; activeControl: AddControl; blocked: boolean; canAdd: boolean },
): ControlState {
  const mine = state.activeControl === control;
  // Waiting for the connection: this control stays busy; the page's other buttons are not locked.
  const adding = state.status === 'adding' || state.status === 'offline';
  return {
    busy: adding && mine,
    // Every other add button on the page is disabled while one adds (storefront §4).
    disabled: !state.canAdd || state.blocked || (adding && !mine),
    added: state.status === 'added' && mine,
  };
}

export interface AddButtonProps {
  className: string;
  state: ControlState;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
  /** Accessible name when the content is an icon or abbreviated. */
  label?: string;
  part?: string;
}

/**
 * An add button. While its add runs it stays focusable but inert (`aria-disabled`, `aria-busy`), so
 * keyboard focus is not lost; other buttons are really disabled.
 */
export function AddButton({ className, state, onClick, children, label, part = 'button' }: AddButtonProps) {
  return (
    <button
      type="button"
      className={className}
      part={part}
      aria-label={label}
      aria-busy={state.busy || undefined}
      aria-disabled={state.busy || undefined}
      disabled={state.disabled}
      data-state={state.busy ? 'adding' : state.added ? 'added' : 'idle'}
      onClick={(event) => {
        if (state.busy) return;
        onClick(event);
      }}
    >
      {state.busy && <Spinner />}
      {children}
    </button>
  );
}

/** How many units a multi-item add puts in the cart. */
export function unitCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function Spinner() {
  return <span className="shop-atc__spinner" aria-hidden="true" />;
}

export function CheckIcon() {
  return (
    <svg
      className="shop-atc__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function PlusIcon() {
  return (
    <svg
      className="shop-atc__icon"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** A cart drawn in the current colour (for buttons whose colour the view sets). */
export function DrawnCartIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      className="shop-atc__icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM6.2 6l.9 2H20l-3.4 6.2a2 2 0 0 1-1.8 1H8.1L7 17.2V17h12v2H7a2 2 0 0 1-1.8-3l1.4-2.4L3 4H1V2h3.3l1 2H6.2Z"
      />
    </svg>
  );
}

/** The shop's cart icon from the image base URL (`icons/cart.svg`), drawn instead when it cannot load. */
export function CartIconImage({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <DrawnCartIcon />;
  return (
    <img
      className="shop-atc__icon-image"
      part="icon"
      src={url}
      alt=""
      width="20"
      height="20"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * The outcome of the last add, for every view: a polite live region that exists from the start (so
 * the added message is announced) and, on failure, an alert for this item. `showAdded` puts the added
 * message on screen; views whose button already reads 'Added to Cart' keep it for screen readers only.
 * The region says nothing while the add runs (the button is aria-busy): one polite message per cart
 * change, the outcome.
 */
export function AddOutcome({
  status,
  addedMessage,
  showAdded,
}: {
  status: AddStatus;
  addedMessage: string;
  showAdded: boolean;
}) {
  const added = status === 'added';
  return (
    <>
      <p
        className={showAdded && added ? 'shop-atc__added' : 'shop-visually-hidden'}
        part="message"
        role="status"
      >
        {added ? addedMessage : ''}
      </p>
      {status === 'offline' && (
        <p className="shop-atc__error" part="error" role="alert">
          {OFFLINE_MESSAGE}
        </p>
      )}
      {status === 'failed' && (
        <p className="shop-atc__error" part="error" role="alert">
          {ADD_TO_CART_TEXTS.error}
        </p>
      )}
    </>
  );
}
