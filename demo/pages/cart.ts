import type { DemoPage } from './types';

/**
 * The cart page and the checkout panel on its own. `/cart` replaces the platform's server-rendered
 * cart (spread after `platformPages` in `./index.ts`).
 */
export const cartPages: Record<string, DemoPage> = {
  '/cart': {
    title: 'Cart',
    pageType: 'default',
    description:
      'the cart page: lines with quantity, stock and price, remove and undo, the checkout panel, and per role dealer prices, case packs, Add All Items to List and Empty Cart.',
    body: () => `<cart-page></cart-page>
      <section class="demo-cart-delivery" aria-labelledby="demo-cart-delivery-title">
        <h2 id="demo-cart-delivery-title">Delivery</h2>
        <delivery-estimate></delivery-estimate>
      </section>
      <p class="demo-note">Switch the role in the header: a <em>Dealer installer</em> sees dealer and retail prices,
        case-pack upgrades, Save for Later and Add All Items to List; <em>Internal staff</em> get Empty Cart. The cart
        side bar (the header's cart link) shows the same cart: a change in one shows in the other.</p>`,
  },
  '/checkout-panel': {
    title: 'Checkout panel',
    pageType: 'default',
    description: 'the checkout panel on its own, in its Checkout, Update and Add All Items to Cart modes.',
    body: () => `<div class="demo-checkout">
        <section aria-labelledby="demo-panel-checkout"><h2 id="demo-panel-checkout">Checkout</h2>
          <checkout-panel data-mode="Checkout"></checkout-panel>
          <p class="demo-note">Goes to /checkout. A dealer viewing the shop as a customer is switched out of it first.</p>
        </section>
        <section aria-labelledby="demo-panel-options"><h2 id="demo-panel-options">Checkout with options</h2>
          <checkout-panel data-mode="Checkout" data-checkout-options></checkout-panel>
          <p class="demo-note">Opens the cart side bar on its checkout options.</p>
        </section>
        <section aria-labelledby="demo-panel-update"><h2 id="demo-panel-update">Update</h2>
          <checkout-panel data-mode="Update"></checkout-panel>
          <p class="demo-note">Reloads this page (the mode of checkout pages).</p>
        </section>
        <section aria-labelledby="demo-panel-add-all"><h2 id="demo-panel-add-all">Add all items to cart</h2>
          <checkout-panel data-mode="AddAllItemsToCart" data-saved-list-id="12"></checkout-panel>
          <p class="demo-note">Puts the dealer's saved list 12 (Shop Stock) in the cart: sign in as a
            <em>Dealer installer</em> first.</p>
        </section>
      </div>`,
  },
};
