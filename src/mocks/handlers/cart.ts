import type { HttpHandler } from 'msw';
import {
  CART_PATHS,
  cartFlagSchema,
  cartIdSchema,
  cartItemCountSchema,
  cartItemOptionsBodySchema,
  cartItemQuantityBodySchema,
  caseQuantitiesBodySchema,
  caseQuantitiesSchema,
  PRODUCT_STOCK_PATHS,
  productStockQuantitiesSchema,
  stockThresholdSchema,
} from '../../api/cart';
import { cartDetails, cartItemCount } from '../cart-details';
import { cartContract } from '../contract';
import { findProduct } from '../data/products';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { type CartLine, state } from '../state';

/** The line id of a path like /api/cart/items/12, or undefined when it is not a whole number. */
function lineIdParam(params: Record<string, unknown>): number | undefined {
  const text = pathParam(params as never, 'lineId');
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

function findLine(lineId: number): CartLine | undefined {
  return state.cart.lines.find((line) => line.lineID === lineId);
}

const cartAnswer = () => jsonAs(cartContract, cartDetails(state));

/**
 * /api/cart: the shopper's cart, stateful. Every change answers the whole cart, as GET details does.
 * DELETE of a line that is already gone answers the cart too (a repeated DELETE is harmless).
 */
export const cartHandlers: HttpHandler[] = [
  shopHttp.get('*/api/cart/id', () => jsonAs(cartIdSchema, { cartId: state.cart.cartId })),
  shopHttp.get('*/api/cart/details', cartAnswer),
  shopHttp.get('*/api/cart/details-for-cart', cartAnswer),
  shopHttp.get(`*${CART_PATHS.itemCount}`, () =>
    jsonAs(cartItemCountSchema, { count: cartItemCount(state) }),
  ),
  shopHttp.get('*/api/cart/show-stock-quantity', () =>
    jsonAs(cartFlagSchema, state.cart.display.showStockQuantity),
  ),
  shopHttp.get('*/api/cart/show-stock-quantity-maximum-threshold', () =>
    jsonAs(stockThresholdSchema, state.cart.display.stockQuantityThreshold),
  ),
  shopHttp.get('*/api/cart/show-ship-to-shop', () =>
    jsonAs(cartFlagSchema, state.cart.display.showShipToShop),
  ),

  shopHttp.put('*/api/cart/refresh-cart-items', cartAnswer),

  shopHttp.put('*/api/cart/items/:lineId', async ({ request, params }) => {
    const lineId = lineIdParam(params);
    const body = await readJsonBody(request, cartItemQuantityBodySchema);
    if (body instanceof Response) return body;
    if (lineId === undefined || body.lineID !== lineId)
      return errorJson(400, 'lineID in the body must match the path');
    const line = findLine(lineId);
    if (!line) return errorJson(404, `The cart has no line ${lineId}`);
    if (body.quantity <= 0) state.cart.lines = state.cart.lines.filter((other) => other !== line);
    else line.quantity = body.quantity;
    return cartAnswer();
  }),

  shopHttp.delete('*/api/cart/items/:lineId', ({ params }) => {
    const lineId = lineIdParam(params);
    if (lineId === undefined) return errorJson(400, 'The line id must be a whole number');
    state.cart.lines = state.cart.lines.filter((line) => line.lineID !== lineId);
    return cartAnswer();
  }),

  shopHttp.delete('*/api/cart/items', () => {
    state.cart.lines = [];
    return cartAnswer();
  }),

  shopHttp.post('*/api/cart/items/:lineId/options', async ({ request, params }) => {
    const lineId = lineIdParam(params);
    const body = await readJsonBody(request, cartItemOptionsBodySchema);
    if (body instanceof Response) return body;
    const line = lineId === undefined ? undefined : findLine(lineId);
    if (!line) return errorJson(404, `The cart has no line ${String(lineId)}`);
    line.attribute = body.attribute;
    return cartAnswer();
  }),

  shopHttp.get(`*${PRODUCT_STOCK_PATHS.inStockQuantity}`, ({ request }) => {
    const list = new URL(request.url).searchParams.get('webskusList') ?? '';
    const skus = list
      .split(',')
      .map((sku) => sku.trim())
      .filter((sku) => sku !== '');
    const rows = skus.flatMap((webSku) => {
      const product = findProduct(webSku, state.products);
      return product ? [{ webSku: product.webSku, quantity: product.stockQuantity }] : [];
    });
    return jsonAs(productStockQuantitiesSchema, rows);
  }),

  shopHttp.post(`*${PRODUCT_STOCK_PATHS.quantityInCase}`, async ({ request }) => {
    const body = await readJsonBody(request, caseQuantitiesBodySchema);
    if (body instanceof Response) return body;
    const rows = body.webSkus.flatMap((webSku) => {
      const product = findProduct(webSku, state.products);
      return product ? [{ webSku: product.webSku, quantityInCase: product.casePackQuantity }] : [];
    });
    return jsonAs(caseQuantitiesSchema, rows);
  }),
];
