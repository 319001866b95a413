import { useComponentStyles } from '../../../core/define-widget';
import { CheckoutPanelView } from './checkout-panel';
import { checkoutPanelStyles } from './checkout-panel.styles';
import { type CheckoutPanelOptions, useCheckoutPanel } from './use-checkout-panel';

export type { CheckoutPanelOptions } from './use-checkout-panel';

/**
 * The checkout panel as a React component on the page's one cart, for views that show it inside
 * themselves (the cart view; a saved-list view in AddAllItemsToCart mode with its own `onAddAll`).
 * It brings its own styles into the shadow root it renders in.
 */
export function CheckoutPanel(props: CheckoutPanelOptions) {
  useComponentStyles(checkoutPanelStyles, 'checkout-panel');
  return <CheckoutPanelView {...useCheckoutPanel(props)} />;
}
