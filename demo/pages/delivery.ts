import { PICKUP_EXPERIMENTS } from '../../src/api/pickup';
import { setExperimentBucket } from '../../src/mocks/controls';
import { findProduct } from '../../src/mocks/data/products';
import { state } from '../../src/mocks/state';
import { html } from '../layout';
import { fastPaySection } from './checkout';
import type { DemoPage } from './types';

/**
 * Delivery estimates, local pickup and the checkout's shipping dates. The delivery page's links set
 * the pickup experiments' buckets on the fake shop (a demo control: a real shop assigns buckets), so
 * each pickup selector can be seen.
 */

const BUCKET_LINKS: { label: string; query: string }[] = [
  { label: 'Plain delivery dates (no experiment)', query: 'ship-to-shop=0&same-day=0' },
  { label: 'Ship-to-shop, ZIP line at the bottom (bucket 2)', query: 'ship-to-shop=2&same-day=0' },
  { label: 'Ship-to-shop, ZIP line at the top (bucket 7)', query: 'ship-to-shop=7&same-day=0' },
  { label: 'Same-day pickup (same-day bucket 1)', query: 'ship-to-shop=2&same-day=1' },
];

function applyBuckets(url: URL): void {
  const bucket = (name: string) => {
    const value = Number(url.searchParams.get(name));
    return Number.isInteger(value) && value >= 0 && value <= 10 ? value : undefined;
  };
  const shipToShop = bucket('ship-to-shop');
  const sameDay = bucket('same-day');
  if (url.searchParams.has('ship-to-shop') && shipToShop !== undefined)
    setExperimentBucket(PICKUP_EXPERIMENTS.shipToShop, shipToShop);
  if (url.searchParams.has('same-day') && sameDay !== undefined)
    setExperimentBucket(PICKUP_EXPERIMENTS.sameDayPickup, sameDay);
}

function bucketSwitcher(): string {
  const current = `ship-to-shop bucket ${state.experiments.buckets[PICKUP_EXPERIMENTS.shipToShop] ?? 0}, same-day bucket ${
    state.experiments.buckets[PICKUP_EXPERIMENTS.sameDayPickup] ?? 0
  }`;
  // Cards keep the links 24px apart (WCAG 2.2 target size).
  const links = BUCKET_LINKS.map(
    ({ label, query }) =>
      `<li class="demo-product"><a href="/delivery?${html(query)}">${html(label)}</a></li>`,
  ).join('');
  return `<section aria-labelledby="demo-buckets-title">
      <h2 id="demo-buckets-title">Pickup experiments</h2>
      <p class="demo-note">Now: ${html(current)}. Pick a set-up (it stays until the shop is reset):</p>
      <ul class="demo-products">${links}</ul>
    </section>`;
}

function productName(webSku: string): string {
  return findProduct(webSku)?.name ?? webSku;
}

function productPanel(webSku: string, note: string): string {
  return `<li class="demo-product">
      <h3>${html(productName(webSku))}</h3>
      <p class="demo-product__sku">Part ${html(webSku)}</p>
      <p class="demo-note">${html(note)}</p>
      <delivery-estimate data-size="large" data-websku="${html(webSku)}"></delivery-estimate>
    </li>`;
}

export const deliveryPages: Record<string, DemoPage> = {
  '/delivery': {
    title: 'Delivery estimates and local pickup',
    pageType: 'default',
    description:
      'the ZIP code box, the small (cart) and large (product) delivery panels, ship-to-shop and same-day pickup: enter a ZIP code and every panel changes.',
    body: (url) => {
      applyBuckets(url);
      return `<p>Every panel on this page uses one ZIP code: change it in the box or with any pencil, and all of
        them load new dates. US ZIP codes (try 65201 near the warehouse, 98101, 99501) and Canadian postal
        codes (M5V 2T6) work; 00012 is unknown.</p>
      <ul class="demo-products">
        <li class="demo-product"><zip-code-entry></zip-code-entry></li>
        <li class="demo-product">
          <h2>Your cart</h2>
          <p class="demo-note">The small panel, for the cart's parts and quantities.</p>
          <delivery-estimate></delivery-estimate>
        </li>
        <li class="demo-product">
          <h2>Cart with local pickup</h2>
          <p class="demo-note">Ship-to-shop when its experiment is on; 'Select Hitch Pros partnered store' picks a store.</p>
          <local-pickup data-provider="Hitch Pros"></local-pickup>
        </li>
      </ul>
      ${bucketSwitcher()}
      <section aria-labelledby="demo-products-title">
        <h2 id="demo-products-title">Product pages</h2>
        <ul class="demo-products">
          <li class="demo-product">
            <h3>${html(productName('C13130'))}</h3>
            <p class="demo-note">Same-day eligible: the same-day selector shows in same-day bucket 1 or 2 near a
              store that stocks it (78701, 65201).</p>
            <local-pickup data-size="large" data-websku="C13130" data-same-day-eligible data-maps-key="demo-maps-key" data-provider="Hitch Pros"></local-pickup>
          </li>
          ${productPanel('C18153', 'A steel cargo carrier: heavy, so it goes by truck freight (not to Canada).')}
          ${productPanel('GH-523', 'Awaiting stock: the dates include the restock.')}
          ${productPanel('C56146', 'A light harness under the free-shipping minimum: Fast, with USPS.')}
        </ul>
      </section>`;
    },
  },
  '/checkout/shipping': {
    title: 'Checkout: shipping',
    pageType: 'checkout-shipping',
    description: "the checkout's shipping dates selector: one option per shipping method, saved on the cart.",
    body: (url) => `<section aria-labelledby="demo-shipping-title">
        <h2 id="demo-shipping-title">Shipping method</h2>
        <shipping-dates-selector data-saved-code="${html(state.shipping.selectedShippingMethodCode)}"></shipping-dates-selector>
        <p class="demo-note">The page renders the saved method's code; choosing another saves it on the cart.
          Reload the page to see the saved choice come back.</p>
        <p><a href="/checkout">Continue to payment</a></p>
      </section>
      ${fastPaySection(url, 'demo-fast-pay-title')}`,
  },
};
