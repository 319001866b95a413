import { type ClipboardEvent, type KeyboardEvent, useId, useState } from 'react';
import { digitsOnly, isLegacyQuantityKeyAllowed } from '../legacy-quantity';
import { ADD_TO_CART_TEXTS } from '../texts';

export interface LegacyQuantityFieldProps {
  value: number;
  onCommit: (value: number) => void;
  disabled?: boolean;
}

/**
 * The legacy quantity box: digits and the navigation keys only (storefront §5); what is typed
 * commits on Enter or blur. Pasted text keeps its digits. An empty or 0 entry becomes 1 when
 * committed, as before an add.
 */
export function LegacyQuantityField({ value, onCommit, disabled = false }: LegacyQuantityFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const entered = Number(draft);
    onCommit(draft === '' || !Number.isFinite(entered) || entered < 1 ? 1 : entered);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isLegacyQuantityKeyAllowed(event)) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    setDraft(`${input.value.slice(0, start)}${pasted}${input.value.slice(end)}`);
  };

  return (
    <span className="shop-atc__legacy-qty" part="quantity">
      <label htmlFor={id}>
        <abbr title={ADD_TO_CART_TEXTS.quantity}>Qty</abbr>
      </label>
      <input
        id={id}
        className="shop-atc__legacy-qty-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        value={draft ?? String(value)}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onChange={(event) => setDraft(digitsOnly(event.target.value))}
        onBlur={commit}
      />
    </span>
  );
}
