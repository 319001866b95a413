import { findProduct } from '../../src/mocks/data/products';
import { state } from '../../src/mocks/state';
import { html } from '../layout';
import type { DemoPage } from './types';

/**
 * The order pages: the reorder page (page type reorder) and the invoice page (page type
 * checkout-invoice) with its "save this order as a list" button, on the fake shop's three orders.
 */

/** Links to the other orders, in a sentence (inline links, as the demo's other pages have them). */
function orderLinks(path: string, current: string, param: (orderNumber: string) => string): string {
  const others = state.orders.orders
    .filter((order) => order.orderNumber !== current)
    .map((order) => `<a href="${path}?${param(order.orderNumber)}">order ${html(order.orderNumber)}</a>`);
  return `<p>${current ? `This is order ${html(current)}. ` : ''}The demo has other orders too: ${others.join(' and ')}.</p>`;
}

function reorderPage(url: URL): string {
  const orderId = url.searchParams.get('orderid') ?? '100245';
  const invoiceNumber = url.searchParams.get('invoicenumber') ?? '310245';
  const current = state.orders.orders.find(
    (order) => order.orderId === orderId && order.invoiceNumber === invoiceNumber,
  );
  const param = (orderNumber: string) => {
    const order = state.orders.orders.find((candidate) => candidate.orderNumber === orderNumber);
    return `orderid=${encodeURIComponent(order?.orderId ?? '')}&invoicenumber=${encodeURIComponent(order?.invoiceNumber ?? '')}`;
  };
  return `${orderLinks('/reorder', current?.orderNumber ?? '', param)}
      <reorder-page orderid="${html(orderId)}" invoicenumber="${html(invoiceNumber)}"></reorder-page>
      <p class="demo-note">Order W100245 has two products to replace (one replaced, one you can decline with No Thanks) and
        one that cannot be reordered; W100312 is all available; W100377 has a discontinued tail light. Continue puts the
        chosen products in the cart and goes to the cart.</p>`;
}

function invoicePage(url: URL): string {
  const orderNumber = url.searchParams.get('ordernumber') ?? 'W100245';
  const order = state.orders.orders.find((candidate) => candidate.orderNumber === orderNumber);
  const rows = (order?.lines ?? [])
    .map((line) => {
      const name = findProduct(line.webSku)?.name ?? line.webSku;
      return `<tr><th scope="row">${html(name)} <span class="demo-product__sku">(${html(line.webSku)})</span></th><td>${line.quantity}</td><td>$${line.price.toFixed(2)}</td></tr>`;
    })
    .join('');
  return `${orderLinks('/invoice', orderNumber, (number) => `ordernumber=${encodeURIComponent(number)}`)}
      <h2>Invoice for order ${html(orderNumber)}</h2>
      ${
        order
          ? `<table class="demo-table"><caption>Products ordered</caption>
        <thead><tr><th scope="col">Product</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
        <tbody>${rows}</tbody></table>
      <p>Order total: $${order.orderTotal.toFixed(2)}</p>`
          : '<p>There is no such order.</p>'
      }
      <save-order-as-list data-ordernumber="${html(orderNumber)}"></save-order-as-list>
      <p class="demo-note">Saving an order as a list is for dealer installers: switch the role in the header to
        <em>Dealer installer</em> first. The list is named with the order number; the page then goes to the list
        (<code>/Home?savedlistid=</code>), where the cart side bar announces it.</p>`;
}

export const orderPages: Record<string, DemoPage> = {
  '/reorder': {
    title: 'Reorder',
    pageType: 'reorder',
    description:
      'the reorder page: replacements for unavailable products, No Thanks, previous and new totals, Continue to the cart.',
    body: reorderPage,
  },
  '/invoice': {
    title: 'Invoice',
    pageType: 'checkout-invoice',
    description:
      'an order’s invoice with Save Order as List (dealer installers), which lands on the new list.',
    body: invoicePage,
  },
};
