import { PAYMENT_TYPES } from '../../src/api/fastpay';
import { cartDetails } from '../../src/mocks/cart-details';
import {
  APPLE_PAY_SCENARIOS,
  GOOGLE_PAY_SCENARIOS,
  PAYPAL_SCENARIOS,
} from '../../src/mocks/payments/doubles';
import { state } from '../../src/mocks/state';
import { html } from '../layout';
import { PAYMENT_DOUBLES_SCRIPT_PATH } from '../payment-doubles-script';
import type { DemoPage } from './types';

/**
 * The checkout steps with the fast-pay buttons (address, payment and the confirmation; the shipping step
 * is in delivery.ts). The payment SDKs are test doubles (`/demo/payment-doubles.js`), scripted by the page
 * address: `?googlepay=<scenario>&applepay=<scenario>&paypal=<scenario>`; the steps they play are listed
 * on the page. PayPal's routing follows the fake shop's skip-shipping bucket (`SkipShippingStep`).
 */

const usd = (amount: number) => `$${amount.toFixed(2)}`;

function cartSummary(): string {
  const cart = cartDetails(state);
  if (cart.items.length === 0)
    return '<p>Your cart is empty: <a href="/">add some parts</a> to try fast checkout.</p>';
  const rows = cart.items
    .map((item) => `<tr><td>${html(item.name)}</td><td>${item.quantity}</td><td>${usd(item.price)}</td></tr>`)
    .join('');
  return `<table class="demo-cart">
      <caption>Your cart</caption>
      <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
      <tbody>${rows}</tbody>
      <tfoot><tr><th scope="row" colspan="2">Subtotal</th><td>${usd(cart.cartTotal)}</td></tr></tfoot>
    </table>`;
}

function scenarioSelect(
  id: string,
  label: string,
  values: readonly string[],
  current: string | null,
): string {
  const options = values
    .map(
      (value) =>
        `<option value="${html(value)}"${value === current ? ' selected' : ''}>${html(value)}</option>`,
    )
    .join('');
  return `<label for="${id}">${html(label)}</label> <select id="${id}" name="${id}">${options}</select>`;
}

/** The buttons, the scenario form and the list of what the doubles played. */
export function fastPaySection(url: URL, headingId: string): string {
  const query = url.searchParams;
  if (query.get('paypalflow') === 'true') {
    const approval = state.fastPay.payPalApproval;
    return `<section aria-labelledby="${headingId}"><h2 id="${headingId}">Paying with PayPal</h2>
        <p>PayPal approved the payment${approval ? ` for ${html(approval.contact.firstName)} ${html(approval.contact.lastName)} (${html(approval.contact.email)})` : ''}:
          the fast-pay buttons are hidden on this step of the PayPal flow.</p>
      </section>`;
  }
  return `<section aria-labelledby="${headingId}"><h2 id="${headingId}">Fast checkout</h2>
      <fast-pay-buttons></fast-pay-buttons>
      <p class="demo-note">The payment SDKs here are test doubles: no vendor site is reached. Choose how each one plays:</p>
      <form class="demo-scenarios" method="get" action="${html(url.pathname)}">
        <p>${scenarioSelect('googlepay', 'Google Pay', GOOGLE_PAY_SCENARIOS, query.get('googlepay'))}</p>
        <p>${scenarioSelect('applepay', 'Apple Pay', APPLE_PAY_SCENARIOS, query.get('applepay'))}</p>
        <p>${scenarioSelect('paypal', 'PayPal', PAYPAL_SCENARIOS, query.get('paypal'))}</p>
        <button type="submit">Use these scenarios</button>
      </form>
      <h3 id="${headingId}-log">What the payment sheets saw</h3>
      <ol id="payment-double-log" aria-labelledby="${headingId}-log"></ol>
      <script type="module" src="${PAYMENT_DOUBLES_SCRIPT_PATH}"></script>
    </section>`;
}

function confirmation(url: URL): string {
  const orderNumber = url.searchParams.get('ordernumber') ?? '';
  const order = state.fastPay.orders.find((candidate) => candidate.orderNumber === orderNumber);
  if (!order)
    return `<p>No order ${html(orderNumber)} was placed in this demo shop. <a href="/checkout/payment">Back to payment</a></p>`;
  const method = order.paymentType === PAYMENT_TYPES.googlePay ? 'Google Pay' : 'Apple Pay';
  return `<p>Thank you! Order <strong>${html(order.orderNumber)}</strong> is placed, paid with ${method}.</p>
    <dl class="demo-order">
      <dt>Subtotal</dt><dd>${usd(order.subtotal)}</dd>
      <dt>Shipping (${html(order.selectedShippingChargeCode)})</dt><dd>${usd(order.shipping)}</dd>
      <dt>Tax</dt><dd>${usd(order.tax)}</dd>
      <dt>Total</dt><dd>${usd(order.total)}</dd>
      <dt>Ship to</dt><dd>${html(order.shippingAddress.name)}, ${html(order.shippingAddress.locality)}, ${html(order.shippingAddress.administrativeArea)} ${html(order.shippingAddress.postalCode)}</dd>
      <dt>Confirmation email</dt><dd>${html(order.email)}</dd>
    </dl>`;
}

export const checkoutPages: Record<string, DemoPage> = {
  '/checkout/address': {
    title: 'Checkout: address',
    // The spec's page types have no address step: the page is the shipping type's first step.
    pageType: 'checkout-shipping',
    description:
      "checkout's address step with the fast-pay buttons (Apple Pay, Google Pay, PayPal) on their test doubles; where PayPal's default bucket lands.",
    body: (url) => `<div class="demo-checkout">
        <section aria-labelledby="demo-address-title"><h2 id="demo-address-title">Shipping address</h2>
          ${cartSummary()}
          <p class="demo-note">The address form of the real checkout is server-rendered; this demo skips it.</p>
          <p><a href="/checkout/shipping">Continue to shipping</a></p>
        </section>
        ${fastPaySection(url, 'demo-fast-pay-title')}
      </div>`,
  },
  '/checkout/payment': {
    title: 'Checkout: payment',
    pageType: 'checkout-payment',
    description:
      'checkout’s payment step with the fast-pay buttons on their test doubles: every success, cancel and failure path, scripted from the page.',
    body: (url) => `<div class="demo-checkout">
        <section aria-labelledby="demo-pay-summary"><h2 id="demo-pay-summary">Order summary</h2>${cartSummary()}</section>
        ${fastPaySection(url, 'demo-fast-pay-title')}
      </div>`,
  },
  '/checkout/confirmation': {
    title: 'Order confirmation',
    pageType: 'checkout-invoice',
    body: confirmation,
  },
};
