import type { HttpHandler } from 'msw';
import {
  ORDERS_BASE,
  ORDERS_PATHS,
  orderActionValidationBodySchema,
  orderActionValidationSchema,
  reorderOrderSchema,
  webOrderItemsSchema,
} from '../../api/orders';
import type { OrderRecord } from '../data/orders';
import { findProduct, type Product } from '../data/products';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { type FakeShopState, state } from '../state';

/**
 * /api/orders (storefront §7 "Orders"): the reorder products of an order, its lines by order number,
 * and the validation of an action on it, from `state.orders`. Today's prices (the dealer's for the
 * dealer role) and stock come from the catalogue, so the answers follow the shop's state.
 */

function findOrder(shop: FakeShopState, orderId: string, invoiceNumber: string): OrderRecord | undefined {
  return shop.orders.orders.find(
    (order) => order.orderId === orderId && order.invoiceNumber === invoiceNumber,
  );
}

function todaysPrice(shop: FakeShopState, product: Product): number {
  return shop.session.role === 'dealer' ? product.dealerPrice : product.price;
}

function reorderProduct(shop: FakeShopState, product: Product, quantity: number) {
  return {
    webSku: product.webSku,
    name: product.name,
    quantity,
    price: todaysPrice(shop, product),
    inStock: product.stockQuantity > 0,
    active: !shop.orders.inactiveSkus.includes(product.webSku),
    thumbnailURL: product.imageUrl,
    productURL: product.productUrl,
  };
}

/** The alternative of an unavailable product, when the shop has one that can be bought today. */
function alternativeOf(shop: FakeShopState, webSku: string, quantity: number) {
  const alternativeSku = shop.orders.alternatives[webSku];
  const product = alternativeSku ? findProduct(alternativeSku, shop.products) : undefined;
  if (!product) return null;
  const alternative = reorderProduct(shop, product, quantity);
  return alternative.active && alternative.inStock ? alternative : null;
}

function reorderAnswer(shop: FakeShopState, order: OrderRecord) {
  const reorderProducts = order.lines.flatMap((line) => {
    const product = findProduct(line.webSku, shop.products);
    if (!product) return [];
    const item = reorderProduct(shop, product, line.quantity);
    const available = item.active && item.inStock;
    const alternative = available ? null : alternativeOf(shop, product.webSku, line.quantity);
    return [{ ...item, inStockAlternative: alternative, useInStockAlternative: alternative !== null }];
  });
  return { orderNumber: order.orderNumber, orderTotal: order.orderTotal, reorderProducts };
}

export const orderHandlers: HttpHandler[] = [
  shopHttp.get(`*${ORDERS_BASE}/:orderId/:invoiceNumber/reorder-products`, ({ params }) => {
    const orderId = pathParam(params, 'orderId');
    const invoiceNumber = pathParam(params, 'invoiceNumber');
    const order = findOrder(state, orderId, invoiceNumber);
    if (!order) return errorJson(404, `There is no order ${orderId} with invoice ${invoiceNumber}.`);
    return jsonAs(reorderOrderSchema, reorderAnswer(state, order));
  }),

  shopHttp.get(`*${ORDERS_PATHS.webOrderItems}`, ({ request }) => {
    const orderNumber = new URL(request.url).searchParams.get('ordernumber')?.trim() ?? '';
    const order = state.orders.orders.find(
      (candidate) => candidate.orderNumber.toLowerCase() === orderNumber.toLowerCase(),
    );
    if (!order) return errorJson(404, `There is no order "${orderNumber}".`);
    return jsonAs(
      webOrderItemsSchema,
      order.lines.map((line) => ({
        webSku: line.webSku,
        quantity: line.quantity,
        name: findProduct(line.webSku, state.products)?.name ?? line.webSku,
      })),
    );
  }),

  shopHttp.post(`*${ORDERS_PATHS.orderActionValidation}`, async ({ request }) => {
    const body = await readJsonBody(request, orderActionValidationBodySchema);
    if (body instanceof Response) return body;
    const order = findOrder(state, body.orderId, body.invoiceNumber);
    if (!order) {
      return jsonAs(orderActionValidationSchema, {
        isValid: false,
        message: `There is no order ${body.orderId} with invoice ${body.invoiceNumber}.`,
      });
    }
    return jsonAs(
      orderActionValidationSchema,
      order.actionRefusal
        ? { isValid: false, message: order.actionRefusal }
        : { isValid: true, message: null },
    );
  }),
];
