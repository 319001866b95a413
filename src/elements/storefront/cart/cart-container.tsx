import { useComponentStyles } from '../../../core/define-widget';
import { CheckoutPanel } from '../checkout-panel/checkout-panel-container';
import { cartViewStyles } from './cart.styles';
import { CartView } from './cart-view';
import { type CartContainerProps, useCartContainer } from './use-cart-container';

export type { CartContainerProps } from './use-cart-container';

/**
 * The shared cart view (storefront §2 "Cart view"), connected to the page's one cart. The cart page
 * renders `<CartContainer placement="page" />`; the cart side bar renders
 * `<CartContainer placement="sidebar" onClose={...} />`. It brings its own styles into the shadow
 * root it renders in, and shows the checkout panel (Update instead of Checkout on /checkout paths)
 * under its lines.
 */
export function CartContainer(props: CartContainerProps) {
  useComponentStyles(cartViewStyles, 'cart');
  return (
    <CartView
      {...useCartContainer(props)}
      checkoutPanel={
        <>
          {props.summaryExtra}
          <CheckoutPanel mode="auto" />
        </>
      }
    />
  );
}
