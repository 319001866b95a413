import { getConfig } from '../../../core/config';
import type { Emit } from '../../../core/define-widget';
import { useCartSummary, useOpenCart, useSidebarOpen } from '../cart-link/use-cart-link';
import type { CartSelectorViewProps } from './cart-selector';

/** The icon file under the image base URL. */
export const CART_ICON_PATH = 'icons/cart.svg';

interface CartSelectorProps {
  imagebaseurl: string;
  cartlink: string;
  emit: Emit<'shop:cart-open'>;
}

function withTrailingSlash(url: string): string {
  return url === '' || url.endsWith('/') ? url : `${url}/`;
}

export function useCartSelector({ imagebaseurl, cartlink, emit }: CartSelectorProps): CartSelectorViewProps {
  const { itemCount, cartPageUrl } = useCartSummary();
  const imageBase = withTrailingSlash(imagebaseurl) || getConfig().imageBaseUrl;
  return {
    iconUrl: `${imageBase}${CART_ICON_PATH}`,
    href: cartlink || cartPageUrl,
    itemCount,
    expanded: useSidebarOpen(),
    onClick: useOpenCart(emit, 'cart-selector'),
  };
}
