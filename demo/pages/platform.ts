import { cartDetails } from '../../src/mocks/cart-details';
import { PRODUCTS } from '../../src/mocks/data/products';
import { state } from '../../src/mocks/state';
import { html } from '../layout';
import { DEMO_PAGES } from './index';
import type { DemoPage } from './types';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function productCards(): string {
  const featured = PRODUCTS.filter((product) => product.browsable).slice(0, 8);
  return `<ul class="demo-products">${featured
    .map(
      (product) => `<li class="demo-product">
        <img src="${html(product.imageUrl)}" alt="" width="160" height="160">
        <h3>${html(product.name)}</h3>
        <p class="demo-product__sku">Part ${html(product.webSku)}</p>
        <p class="demo-product__price">${money.format(product.price)}</p>
      </li>`,
    )
    .join('')}</ul>`;
}

/** Every demo page with its description, so each widget is one click from the home page. */
function demoPageIndex(): string {
  const items = Object.entries(DEMO_PAGES)
    .filter(([path, demo]) => path !== '/' && demo.description)
    .map(
      ([path, demo]) =>
        `<li><a href="${html(path)}">${html(demo.title)}</a>: ${html(demo.description ?? '')}</li>`,
    )
    .join('');
  return `<ul class="demo-index">${items}</ul>`;
}

/** The order summary rows, from the same cart answer the widgets get (prices with options). */
function cartLines(): { rows: string; count: number } {
  const cart = cartDetails(state);
  const rows = cart.items
    .map(
      (
        item,
      ) => `<tr><th scope="row">${html(item.name)} <span class="demo-product__sku">(${html(item.webSku)})</span></th>
        <td>${item.quantity}</td><td>${money.format((item.price + (item.option?.price ?? 0)) * item.quantity)}</td></tr>`,
    )
    .join('');
  return { rows, count: cart.TotalCartItemQuantity };
}

function cartTable(caption: string): string {
  const { rows, count } = cartLines();
  if (count === 0) return '<p>Your cart is currently empty</p>';
  return `<table class="demo-table">
      <caption>${html(caption)}</caption>
      <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
      <tbody>${rows}</tbody>
    </table>`;
}

/** The platform's pages: home, a plain cart summary, checkout with the payment icons, bundle checks. */
export const platformPages: Record<string, DemoPage> = {
  '/': {
    title: 'Towing, trailer, RV and marine parts',
    pageType: 'default',
    body: () => `<p>Hitches, wiring, brake controllers, bike racks and more. The header's cart link and cart icon are widgets,
      loaded by one <code>&lt;script type="module"&gt;</code> the first time their tags appear.</p>
      <h2>Featured parts</h2>${productCards()}
      <h2>Demo pages</h2>${demoPageIndex()}`,
  },
  '/checkout': {
    title: 'Checkout',
    pageType: 'checkout-payment',
    description:
      'the checkout panel in Update mode and the payment-icons strip (add ?paypalflow=true to hide it).',
    body: () => `<div class="demo-checkout">
        <section aria-labelledby="demo-summary-title"><h2 id="demo-summary-title">Order summary</h2>${cartTable('Items in this order')}
          <checkout-panel></checkout-panel>
        </section>
        <section aria-labelledby="demo-payment-title"><h2 id="demo-payment-title">Payment</h2>
          <payment-icons></payment-icons>
          <p class="demo-note">Paying with PayPal? <a href="/checkout?paypalflow=true">See the PayPal flow</a>: the payment options are hidden.</p>
        </section>
      </div>`,
  },
  '/classic': {
    title: 'Classic script bundle',
    pageType: 'default',
    bundle: 'classic',
    description: 'the widgets from the classic single-file bundle.',
    body: () => `<p>This page loads the single-file <code>shop-widgets.classic.js</code> with a plain <code>&lt;script defer&gt;</code>,
      for pages that cannot use modules.</p><payment-icons></payment-icons>`,
  },
  '/two-bundles': {
    title: 'Two bundles on one page',
    pageType: 'default',
    bundle: 'both',
    description: 'the module entry and the classic bundle on one page.',
    body: () => `<p>This page loads both the module entry and the classic bundle. Each tag is defined once; the second
      definition is ignored and the widgets keep working.</p><payment-icons></payment-icons>`,
  },
};
