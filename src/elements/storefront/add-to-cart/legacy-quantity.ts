/**
 * The legacy quantity field (storefront §5): only digits and these keys are accepted; it commits on
 * Enter or blur.
 */
export const LEGACY_QUANTITY_KEYS = [
  'Backspace',
  'Tab',
  'Escape',
  'Enter',
  'Home',
  'End',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Clear',
  'Copy',
  'Paste',
  'Delete',
] as const;

/** The copy, paste, cut and select-all shortcuts, which are how most keyboards copy and paste. */
const CLIPBOARD_SHORTCUTS = new Set(['a', 'c', 'v', 'x']);

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export function isLegacyQuantityKeyAllowed({ key, ctrlKey, metaKey, altKey }: KeyPress): boolean {
  if (/^[0-9]$/.test(key)) return !altKey;
  if ((LEGACY_QUANTITY_KEYS as readonly string[]).includes(key)) return true;
  return Boolean((ctrlKey || metaKey) && !altKey && CLIPBOARD_SHORTCUTS.has(key.toLowerCase()));
}

/** Pasted or dropped text keeps only its digits. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}
