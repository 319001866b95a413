import { formatPrice, itemsLabel } from '../../../../core/format';
import { LoadingCircle } from '../../../../ui/loading/loading';
import { PaymentIconsView } from '../../payment-icons/payment-icons';
import { SidebarHeader } from './sidebar-header';

export const CHECKOUT_OPTIONS_TITLE = 'Checkout Options';
/** Storefront §2, the cart view's empty state. */
export const CART_EMPTY = 'Your cart is currently empty';
export const GUEST_CHECKOUT = 'Check Out as Guest';
export const SIGN_IN_CHECKOUT = 'Sign In and Check Out';
/** Storefront §2, the dealers' checkout button. */
export const DEALER_CHECKOUT = 'CHECKOUT AS DEALER';

export interface CheckoutOptionsViewProps {
  loading: boolean;
  /** Units in the cart and its subtotal; null when the cart could not be loaded. */
  itemCount: number | null;
  subtotal: number | null;
  /** Signed-in dealer installer: their company, and they check out as dealer. */
  dealerCompany: string | null;
  isDealer: boolean;
  signInUrl: string;
  /** Hidden in the PayPal flow, like the payment-icons strip. */
  hidePaymentOptions: boolean;
  /** Checkout was chosen and the page is on its way there. */
  leaving: boolean;
  onCheckout: () => void;
  onClose: () => void;
}

/**
 * Checkout options (the spec shows the state, not its content): a shopper chooses between
 * signing in first and checking out as a guest, and sees the ways to pay; a signed-in dealer
 * installer checks out as dealer.
 */
export function CheckoutOptionsView(props: CheckoutOptionsViewProps) {
  const { loading, itemCount, onClose } = props;
  return (
    <>
      <SidebarHeader title={CHECKOUT_OPTIONS_TITLE} onClose={onClose} />
      <div className="shop-cart-sidebar__body" part="body">
        {loading && <LoadingCircle label="Loading the cart" />}
        {!loading && itemCount === 0 && (
          <div className="shop-cart-sidebar__message">
            <p>{CART_EMPTY}</p>
            <button type="button" className="shop-cart-sidebar__button" onClick={onClose}>
              Continue Shopping
            </button>
          </div>
        )}
        {!loading && itemCount !== 0 && <CheckoutChoices {...props} />}
      </div>
    </>
  );
}

function CheckoutChoices({
  itemCount,
  subtotal,
  dealerCompany,
  isDealer,
  signInUrl,
  hidePaymentOptions,
  leaving,
  onCheckout,
}: CheckoutOptionsViewProps) {
  const busyText = 'Going to checkout…';
  return (
    <>
      {itemCount !== null && subtotal !== null && (
        <p className="shop-cart-sidebar__subtotal">
          <span>
            Subtotal ({itemCount} {itemsLabel(itemCount)})
          </span>
          <strong>{formatPrice(subtotal)}</strong>
        </p>
      )}
      {isDealer ? (
        <div className="shop-cart-sidebar__option">
          {dealerCompany && <p className="shop-cart-sidebar__muted">Signed in as {dealerCompany}</p>}
          <button
            type="button"
            className="shop-cart-sidebar__button"
            data-variant="primary"
            disabled={leaving}
            onClick={onCheckout}
          >
            {leaving ? busyText : DEALER_CHECKOUT}
          </button>
        </div>
      ) : (
        <>
          <div className="shop-cart-sidebar__option">
            <h3 className="shop-cart-sidebar__option-title">Have an account?</h3>
            <p className="shop-cart-sidebar__muted">
              Use your saved addresses and find this order in your account.
            </p>
            <a className="shop-cart-sidebar__button" href={signInUrl}>
              {SIGN_IN_CHECKOUT}
            </a>
          </div>
          <div className="shop-cart-sidebar__option">
            <h3 className="shop-cart-sidebar__option-title">New here?</h3>
            <p className="shop-cart-sidebar__muted">No account needed. You can create one after you order.</p>
            <button
              type="button"
              className="shop-cart-sidebar__button"
              data-variant="primary"
              disabled={leaving}
              onClick={onCheckout}
            >
              {leaving ? busyText : GUEST_CHECKOUT}
            </button>
          </div>
        </>
      )}
      <div className="shop-cart-sidebar__payments">
        <PaymentIconsView hidden={hidePaymentOptions} />
      </div>
    </>
  );
}
