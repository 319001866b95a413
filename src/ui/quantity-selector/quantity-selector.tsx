import { type KeyboardEvent, useState } from 'react';
import { useComponentStyles } from '../../core/widget-context';
import { clampQuantity, maxQuantityFor, parseQuantityEntry, QUANTITY_MIN } from './quantity';
import { quantitySelectorStyles } from './quantity-selector.styles';

export interface QuantitySelectorProps {
  value: number;
  /** Skus 'misc' and 'local-install' have no maximum. */
  sku?: string;
  min?: number;
  max?: number;
  /** Called with the new, clamped quantity; never with the current one. */
  onChange: (value: number) => void;
  /** Accessible name of the input; default "Quantity". */
  label?: string;
  disabled?: boolean;
  /** Form field name of the input. */
  name?: string;
  className?: string;
}

/** Minus button, number entry and plus button. Typed entries commit on blur or Enter. */
export function QuantitySelector({
  value,
  sku,
  min = QUANTITY_MIN,
  max,
  onChange,
  label = 'Quantity',
  disabled = false,
  name,
  className,
}: QuantitySelectorProps) {
  useComponentStyles(quantitySelectorStyles, 'quantity-selector');
  // The text being typed; null when the input simply shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const upperBound = maxQuantityFor(sku, max);
  const clamp = (quantity: number) => clampQuantity(quantity, sku, { min, max });

  const change = (next: number) => {
    if (next !== value) onChange(next);
  };

  const commitDraft = () => {
    if (draft === null) return;
    setDraft(null);
    const entered = parseQuantityEntry(draft);
    // An empty or non-numeric entry reverts to the previous value.
    if (entered === null) return;
    change(clamp(entered));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    }
  };

  return (
    <div
      className={className ? `shop-quantity ${className}` : 'shop-quantity'}
      data-disabled={disabled || undefined}
    >
      <button
        type="button"
        className="shop-quantity__button"
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
        onClick={() => change(clamp(value - 1))}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="shop-quantity__input"
        aria-label={label}
        name={name}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitDraft}
        onKeyDown={handleKeyDown}
      />
      <button
        type="button"
        className="shop-quantity__button"
        aria-label="Increase quantity"
        disabled={disabled || value >= upperBound}
        onClick={() => change(clamp(value + 1))}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
