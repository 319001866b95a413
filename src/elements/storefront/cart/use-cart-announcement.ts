import { useCallback, useEffect, useRef, useState } from 'react';
import { QUANTITY_DEBOUNCE_MS } from '../../../stores/cart';

/** The polite message after +, - or a typed quantity, once the shopper stops changing it. */
export function quantityChangedText(quantity: number): string {
  return `Quantity changed to ${quantity}.`;
}

export interface CartAnnouncement {
  text: string;
  /** Grows with every message, so the same text said twice is a new node and is read again. */
  sequence: number;
}

/**
 * One polite message per cart change for the cart view's live region. A quantity message waits until
 * the quantity settles (as the cart store does before it sends), so rapid presses of + say it once.
 */
export function useCartAnnouncement() {
  const [announcement, setAnnouncement] = useState<CartAnnouncement>({ text: '', sequence: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const say = useCallback((text: string) => {
    clearTimeout(timer.current);
    setAnnouncement((previous) => ({ text, sequence: previous.sequence + 1 }));
  }, []);

  const sayWhenSettled = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => say(text), QUANTITY_DEBOUNCE_MS);
    },
    [say],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setAnnouncement((previous) => ({ text: '', sequence: previous.sequence }));
  }, []);

  return { announcement, say, sayWhenSettled, clear };
}
