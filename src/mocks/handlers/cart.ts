import type { HttpHandler } from 'msw';
import { CART_PATHS, cartIdSchema, cartItemCountSchema, cartSchema } from '../../api/cart';
import { cartDetails, cartItemCount } from '../cart-details';
import { jsonAs } from '../respond';
import { shopHttp } from '../shop-http';
import { state } from '../state';

/** /api/cart: the shopper's cart. */
export const cartHandlers: HttpHandler[] = [
  shopHttp.get('*/api/cart/id', () => jsonAs(cartIdSchema, { cartId: state.cart.cartId })),
  shopHttp.get('*/api/cart/details', () => jsonAs(cartSchema, cartDetails(state))),
  shopHttp.get(`*${CART_PATHS.itemCount}`, () =>
    jsonAs(cartItemCountSchema, { count: cartItemCount(state) }),
  ),
];
