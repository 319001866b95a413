import { useEffect, useRef } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';

/** The button's text and the texts where the spec shows none (the error texts are the spec's, from the saved-lists store). */
export const SAVE_ORDER_TEXTS = {
  button: 'Save Order as List',
  saving: 'Saving the order as a list',
  missingOrder: 'This order cannot be saved as a list: the page gives no order number.',
} as const;

export interface SaveOrderAsListViewProps {
  /** hidden: not a dealer, or saved lists unavailable; missing: no order number. */
  state: 'hidden' | 'missing' | 'idle' | 'saving' | 'failed';
  error: string;
  onSave: () => void;
}

/** The invoice page's "save this order as a list" button, with the save's failure under it. */
export function SaveOrderAsListView({ state, error, onSave }: SaveOrderAsListViewProps) {
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // A disabled button loses focus: give it back when a failed save enables it again.
  useEffect(() => {
    if (state === 'saving') hadFocus.current = button.current?.getRootNode() instanceof ShadowRoot;
    if (state === 'failed' && hadFocus.current) button.current?.focus();
  }, [state]);
  if (state === 'hidden') return <div className="shop-save-order" part="save" data-state={state} hidden />;
  if (state === 'missing') {
    return (
      <div className="shop-save-order" part="save" data-state={state}>
        <p className="shop-save-order__error">{SAVE_ORDER_TEXTS.missingOrder}</p>
      </div>
    );
  }
  return (
    <div className="shop-save-order" part="save" data-state={state}>
      <button
        ref={button}
        type="button"
        className="shop-save-order__button"
        part="button"
        disabled={state === 'saving'}
        onClick={onSave}
      >
        {SAVE_ORDER_TEXTS.button}
      </button>
      {state === 'saving' ? <LoadingCircle label={SAVE_ORDER_TEXTS.saving} size={24} /> : null}
      {error ? (
        <p className="shop-save-order__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
