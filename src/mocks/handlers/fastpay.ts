import type { HttpHandler } from 'msw';
import {
  FASTPAY_PATHS,
  fastPayConfigSchema,
  fastPayPaymentResultSchema,
  fastPaySubmissionSchema,
  payPalApprovalResultSchema,
  payPalApprovalSchema,
  taxRequestSchema,
  taxResultSchema,
} from '../../api/fastpay';
import { cartDetails, roundToCents } from '../cart-details';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { estimateDelivery } from '../shipping/estimate';
import { shopHttp } from '../shop-http';
import { type FakeShopState, state } from '../state';

/**
 * The fast-pay calls (storefront §7 "Checkout"): the configuration, the tax of a shipping choice, the
 * Google Pay / Apple Pay order and the PayPal approval, on `state.fastPay` and the cart.
 */

function cartLines(shop: FakeShopState) {
  return shop.cart.lines.map((line) => ({ webSku: line.webSku, quantity: line.quantity }));
}

/** The price of a shipping method of the cart to this postal code, or undefined when the cart has no such method. */
function shippingPrice(shop: FakeShopState, postalCode: string, code: string): number | undefined {
  const estimate = estimateDelivery(shop, cartLines(shop), postalCode);
  const method = (estimate.shipmentMethods ?? []).find((candidate) => candidate.code === code);
  return method ? (method.discountedShippingRate ?? method.rate) : undefined;
}

function taxOf(shop: FakeShopState, region: string, taxable: number): number {
  const rate = shop.fastPay.taxRates[region.toUpperCase()] ?? shop.fastPay.defaultTaxRate;
  return roundToCents(taxable * rate);
}

export const fastPayHandlers: HttpHandler[] = [
  shopHttp.get(`*${FASTPAY_PATHS.config}`, () => jsonAs(fastPayConfigSchema, state.fastPay.config)),

  shopHttp.post(`*${FASTPAY_PATHS.calculateTaxes}`, async ({ request }) => {
    const body = await readJsonBody(request, taxRequestSchema);
    if (body instanceof Response) return body;
    const address = body.ShippingAddress;
    if (address.administrativeArea === '')
      return errorJson(400, 'The shipping address has no state or province');
    const shipping = shippingPrice(state, address.postalCode, body.SelectedShippingChargeCode);
    if (shipping === undefined)
      return errorJson(400, `Unknown shipping charge code ${body.SelectedShippingChargeCode}`);
    const subtotal = cartDetails(state).cartTotal;
    return jsonAs(taxResultSchema, { amount: taxOf(state, address.administrativeArea, subtotal + shipping) });
  }),

  shopHttp.post(`*${FASTPAY_PATHS.payment}`, async ({ request }) => {
    const body = await readJsonBody(request, fastPaySubmissionSchema);
    if (body instanceof Response) return body;
    const address = body.shippingAddress;
    const shipping = shippingPrice(state, address.postalCode, body.selectedShippingChargeCode);
    if (shipping === undefined)
      return errorJson(400, `Unknown shipping charge code ${body.selectedShippingChargeCode}`);
    if (state.cart.lines.length === 0) return errorJson(409, 'The cart is empty');
    const subtotal = cartDetails(state).cartTotal;
    const tax = taxOf(state, address.administrativeArea, subtotal + shipping);
    const orderNumber = `W${state.fastPay.nextOrderNumber++}`;
    state.fastPay.orders.push({
      orderNumber,
      paymentType: body.paymentType,
      email: body.email,
      shippingAddress: address,
      selectedShippingChargeCode: body.selectedShippingChargeCode,
      subtotal,
      shipping,
      tax,
      total: roundToCents(subtotal + shipping + tax),
      lines: cartLines(state),
    });
    state.shipping.selectedShippingMethodCode = body.selectedShippingChargeCode;
    state.cart.lines = [];
    return jsonAs(fastPayPaymentResultSchema, {
      redirectUrl: `/checkout/confirmation?ordernumber=${encodeURIComponent(orderNumber)}`,
    });
  }),

  shopHttp.put(`*${FASTPAY_PATHS.paymentApproval}`, async ({ request }) => {
    const body = await readJsonBody(request, payPalApprovalSchema);
    if (body instanceof Response) return body;
    state.fastPay.payPalApproval = body;
    return jsonAs(payPalApprovalResultSchema, { success: true });
  }),
];
