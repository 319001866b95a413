import { formatPrice } from '../../../core/format';
import { useComponentStyles } from '../../../core/widget-context';
import { loadingStyles } from '../../../ui/loading/loading.styles';

/** Storefront §2 "Checkout panel": the main button's three modes. */
export const CHECKOUT_PANEL_MODES = ['Checkout', 'Update', 'AddAllItemsToCart'] as const;
export type CheckoutPanelMode = (typeof CHECKOUT_PANEL_MODES)[number];

export const CHECKOUT_TEXT = 'CHECKOUT';
export const CHECKOUT_AS_DEALER_TEXT = 'CHECKOUT AS DEALER';
export const UPDATE_TEXT = 'Update';
export const ADD_ALL_ITEMS_TO_CART_TEXT = 'Add All Items to Cart';
export const ADDED_TO_CART_TEXT = 'Added to Cart';
export const ADD_ALL_FAILED_TEXT = 'Error adding to cart';

export interface CheckoutPanelViewProps {
  mode: CheckoutPanelMode;
  /** Sum of (price + option price) x quantity. */
  cartTotal: number;
  /** Sum of (retailPrice + option price) x quantity. */
  retailCartTotal: number;
  /** Dealer and retail subtotals instead of one 'Subtotal'. */
  showDealerPrices: boolean;
  /** 'CHECKOUT AS DEALER' instead of 'CHECKOUT'. */
  checkoutAsDealer: boolean;
  /** The main action is under way (checking out, adding). */
  busy: boolean;
  /** An add-all click succeeded: the button is replaced by 'Added to Cart'. */
  added: boolean;
  /** The add-all failed. */
  failed: boolean;
  /** Nothing to check out or add. */
  disabled: boolean;
  /** AddAllItemsToCart: the saved list could not be loaded; no subtotal is shown, the button stays disabled. */
  listFailed?: boolean;
  onMainAction: () => void;
}

export function mainButtonText(mode: CheckoutPanelMode, checkoutAsDealer: boolean): string {
  if (mode === 'Update') return UPDATE_TEXT;
  if (mode === 'AddAllItemsToCart') return ADD_ALL_ITEMS_TO_CART_TEXT;
  return checkoutAsDealer ? CHECKOUT_AS_DEALER_TEXT : CHECKOUT_TEXT;
}

/** Subtotal(s) and the main button (storefront §2 "Checkout panel"). */
export function CheckoutPanelView(props: CheckoutPanelViewProps) {
  useComponentStyles(loadingStyles, 'loading');
  const { mode, busy } = props;
  return (
    // A named group, not a region landmark: several panels (page, side bar) may be on one page.
    // biome-ignore lint/a11y/useSemanticElements: not a form, so not a fieldset
    <div
      className="shop-checkout-panel"
      part="panel"
      data-mode={mode}
      role="group"
      aria-label="Order summary"
    >
      {!props.listFailed && (
        <dl className="shop-checkout-panel__totals">
          {props.showDealerPrices ? (
            <>
              <div className="shop-checkout-panel__row">
                <dt>Dealer Subtotal</dt>
                <dd>{formatPrice(props.cartTotal)}</dd>
              </div>
              <div className="shop-checkout-panel__row shop-checkout-panel__row--retail">
                <dt>Retail Subtotal</dt>
                <dd>{formatPrice(props.retailCartTotal)}</dd>
              </div>
            </>
          ) : (
            <div className="shop-checkout-panel__row">
              <dt>Subtotal</dt>
              <dd>{formatPrice(props.cartTotal)}</dd>
            </div>
          )}
        </dl>
      )}
      {mode === 'AddAllItemsToCart' && props.added ? (
        <p className="shop-checkout-panel__added" part="added" role="status">
          {ADDED_TO_CART_TEXT}
        </p>
      ) : (
        <button
          type="button"
          className="shop-checkout-panel__button"
          part="button"
          data-mode={mode}
          aria-busy={busy || undefined}
          disabled={props.disabled}
          onClick={() => {
            if (!busy) props.onMainAction();
          }}
        >
          {busy && (
            <span className="shop-loading-circle__spinner shop-checkout-panel__spinner" aria-hidden="true" />
          )}
          <span>{mainButtonText(mode, props.checkoutAsDealer)}</span>
        </button>
      )}
      {(props.failed || props.listFailed) && (
        <p className="shop-checkout-panel__error" role="alert">
          {/* A list that could not be loaded has no known total (ours: the spec shows none). */}
          {props.listFailed ? 'We could not load this list.' : ADD_ALL_FAILED_TEXT}
        </p>
      )}
    </div>
  );
}
