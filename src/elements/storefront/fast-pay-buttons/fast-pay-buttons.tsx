import { LoadingCircle } from '../../../ui/loading/loading';
import type { PaymentMethod } from './adapters/types';
import { FAST_PAY_TEXTS } from './fast-pay-texts';

export interface FastPayButtonsViewProps {
  /** hidden: the PayPal flow (?paypalflow=true); failed: no configuration, the page's checkout stays. */
  state: 'loading' | 'ready' | 'failed' | 'hidden';
  showApplePay: boolean;
  showGooglePay: boolean;
  showPayPal: boolean;
  /** The method being paid with: the loading overlay covers the page. */
  paying: PaymentMethod | null;
  /** A payment failed (not a closed sheet or window). */
  failed: boolean;
  onApplePay: () => void;
  onGooglePay: () => void;
  /** Where PayPal's SDK renders its button. */
  payPalRef: (container: HTMLElement | null) => void;
}

/** Apple Pay, Google Pay and PayPal buttons, 42 px high (storefront §2), and the overlay while paying. */
export function FastPayButtonsView({
  state,
  showApplePay,
  showGooglePay,
  showPayPal,
  paying,
  failed,
  onApplePay,
  onGooglePay,
  payPalRef,
}: FastPayButtonsViewProps) {
  if (state === 'hidden') return null;
  return (
    <div className="shop-fast-pay" data-state={state} part="group">
      {state === 'loading' ? (
        <div className="shop-fast-pay__placeholder" part="placeholder">
          <LoadingCircle label={FAST_PAY_TEXTS.loading} size={20} />
        </div>
      ) : null}
      {state === 'ready' && (showApplePay || showGooglePay || showPayPal) ? (
        <ul className="shop-fast-pay__buttons" aria-label={FAST_PAY_TEXTS.groupLabel}>
          {showApplePay ? (
            <li>
              <button
                type="button"
                className="shop-fast-pay__button shop-fast-pay__apple"
                part="button apple-pay"
                lang="en"
                aria-label={FAST_PAY_TEXTS.applePay}
                disabled={paying !== null}
                onClick={onApplePay}
              >
                <span aria-hidden="true">Apple&nbsp;Pay</span>
              </button>
            </li>
          ) : null}
          {showGooglePay ? (
            <li>
              <button
                type="button"
                className="shop-fast-pay__button shop-fast-pay__google"
                part="button google-pay"
                aria-label={FAST_PAY_TEXTS.googlePay}
                disabled={paying !== null}
                onClick={onGooglePay}
              >
                <span aria-hidden="true">Google&nbsp;Pay</span>
              </button>
            </li>
          ) : null}
          {showPayPal ? (
            <li>
              <div className="shop-fast-pay__paypal" part="paypal" ref={payPalRef} />
            </li>
          ) : null}
        </ul>
      ) : null}
      {failed ? (
        <p className="shop-fast-pay__error" role="alert" part="error">
          {FAST_PAY_TEXTS.failed}
        </p>
      ) : null}
      {paying ? (
        <div className="shop-fast-pay__overlay" part="overlay" data-method={paying}>
          <LoadingCircle label={FAST_PAY_TEXTS.processing} size={48} />
        </div>
      ) : null}
    </div>
  );
}
