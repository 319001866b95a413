import { findProduct } from '../../src/mocks/data/products';
import { state } from '../../src/mocks/state';
import { html } from '../layout';
import type { DemoPage } from './types';

/** The list page the side bar sends a dealer to after saving an order as a list (/Home?savedlistid=). */
function savedListPage(url: URL): string {
  const id = Number((url.searchParams.get('savedlistid') ?? '').replace(/\D/g, ''));
  const list = state.savedLists.lists.find((candidate) => candidate.savedProductListId === id);
  if (!list) {
    return '<p>Your saved lists are kept with your dealer account. Open one from the cart side bar.</p>';
  }
  const rows = list.items
    .map((item) => {
      const product = findProduct(item.webSku);
      return `<tr><th scope="row">${html(product?.name ?? item.webSku)} <span class="demo-product__sku">(${html(item.webSku)})</span></th><td>${item.quantity}</td></tr>`;
    })
    .join('');
  const editing = url.searchParams.get('editlist') === 'true';
  return `<h2>${html(list.name)}</h2>
      ${editing ? '<p class="demo-note">A new list: a list page would let the dealer rename it and change its quantities here.</p>' : ''}
      <table class="demo-table"><caption>Products in this list</caption>
        <thead><tr><th scope="col">Product</th><th scope="col">Quantity</th></tr></thead>
        <tbody>${rows}</tbody></table>`;
}

/**
 * The cart side bar's page. The side bar itself is in the header of every demo page (the header's
 * cart link and cart icon open it); this page opens each of its views the way a host page or another
 * widget does, with the `shop:cart-open` window event, and links to its query parameters.
 */
export const cartSidebarPages: Record<string, DemoPage> = {
  '/Home': {
    title: 'Saved list',
    pageType: 'default',
    body: savedListPage,
  },
  '/cart-sidebar': {
    title: 'Cart side bar',
    pageType: 'default',
    description:
      'every view of the header’s cart side bar: cart, added to cart, saving to a list, a new list, checkout options and, for dealer installers, install requests.',
    body: () => `<link rel="stylesheet" href="/demo/cart-sidebar-demo.css">
      <p>The <code>&lt;cart-sidebar&gt;</code> element sits in the header of every page; the header's cart link and
      cart icon open it. The buttons below send the same <code>shop:cart-open</code> command this page's own script could
      send, with the detail each view needs.</p>
      <h2>Add to cart</h2>
      <p>Adding opens the side bar on what was added: <add-to-cart data-websku="C45036" price="32.84" data-view="btn-simple"></add-to-cart>
        (Curt Class III Ball Mount, part C45036).</p>
      <h2>Open a view</h2>
      <ul class="demo-sidebar-views">
        <li><button type="button" data-open-view="cart">Cart</button></li>
        <li><button type="button" data-open-view="saved-list" data-items="TS32:2:product">Save a receiver lock to a list</button></li>
        <li><button type="button" data-open-view="saved-list" data-items="C13130:1:3,90195:1:3" data-order="W100245">Save order W100245 as a list</button></li>
        <li><button type="button" data-open-view="new-saved-list">New saved list</button></li>
        <li><button type="button" data-open-view="checkout-options">Checkout options</button></li>
        <li><button type="button" data-open-view="install-requests">Install requests (dealer installers)</button></li>
      </ul>
      <p class="demo-note">Saved lists and install requests belong to dealer installers: switch the role in the header to
        <em>Dealer installer</em> first. The sample dealer (Hitch Pros - TX12) has opted in, has two lists (12, Shop Stock,
        the default; 15, Johnson F-150 Install) and three install requests, all seen.</p>
      <h2>On page load</h2>
      <ul>
        <li><a href="/cart-sidebar?savedlistid=12">?savedlistid=12</a>: opens the cart and announces that items were added to that list.</li>
        <li><a href="/cart-sidebar?installrequestid=2">?installrequestid=2</a>: an opted-in installer gets the Install Requests tab with request 2 picked out.</li>
        <li><button type="button" id="demo-new-install-request">A shopper sends a new install request</button>, then
          <a href="/cart-sidebar">load the page again</a>: an opted-in installer with unseen requests gets the side bar
          opened (not on checkout pages).</li>
        <li>On <a href="/checkout">checkout</a>, closing the side bar reloads the page.</li>
      </ul>
      <p id="demo-sidebar-status" role="status"></p>
      <script type="module" src="/demo/cart-sidebar-demo.js"></script>`,
  },
};
