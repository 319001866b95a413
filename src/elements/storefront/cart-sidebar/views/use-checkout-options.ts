import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { getConfig } from '../../../../core/config';
import { useSession } from '../../../../core/hooks';
import { cartStore, loadCart } from '../../../../stores/cart';
import { startCheckout } from '../../checkout-panel/checkout';
import { isPaypalFlow } from '../../payment-icons/use-payment-icons';
import type { CheckoutOptionsViewProps } from './checkout-options';

/**
 * Where "Sign In and Check Out" goes: the account page, coming back to /checkout (the spec names no
 * sign-in path; a host maps it here).
 */
export const CHECKOUT_SIGN_IN_PATH = 'account?returnurl=%2Fcheckout';

/**
 * The checkout-options content. Checking out goes through the checkout panel's `startCheckout`
 * (a dealer viewing as customer is switched out of it first), a full page load of /checkout.
 */
export function useCheckoutOptions({ onClose }: { onClose: () => void }): CheckoutOptionsViewProps {
  const session = useSession();
  const { cart, status } = useStore(cartStore);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    void loadCart();
  }, []);
  const isDealer = session.role === 'dealer' && session.dealerInstallerId > 0;
  return {
    loading: !cart && status !== 'error',
    itemCount: cart ? cart.TotalCartItemQuantity : null,
    subtotal: cart ? cart.cartTotal : null,
    isDealer,
    dealerCompany: isDealer && session.shippingCompany ? session.shippingCompany : null,
    signInUrl: `${getConfig().siteRoot}${CHECKOUT_SIGN_IN_PATH}`,
    hidePaymentOptions: isPaypalFlow(location.search),
    leaving,
    onCheckout: () => {
      if (leaving) return;
      setLeaving(true);
      void startCheckout();
    },
    onClose,
  };
}
