import { BROWSABLE_PRODUCTS } from '../../src/mocks/data/products';
import { html } from '../layout';

/**
 * The product page's image carousel and the page's interaction tracking with its panel (issue 12:
 * "the carousel on the product page; a tracking panel on the demo showing the events as they are
 * flushed"). The panel (demo/public/tracking-panel.js) reads what reached the fake shop's logger.
 */

/** The carousel's cells: eight parts of a towing setup, each the shop's picture of it. */
export const DEMO_CAROUSEL_SKUS = ['C13130', 'TS32', '90195', 'TH9036XT', 'HM11143395', 'C45036'];

function carouselImages(): { src: string; alt: string }[] {
  return DEMO_CAROUSEL_SKUS.flatMap((sku) => {
    const product = BROWSABLE_PRODUCTS.find((item) => item.webSku === sku);
    return product ? [{ src: product.imageUrl, alt: product.name }] : [];
  });
}

export function carouselSection(): string {
  return `<section class="demo-carousel" aria-labelledby="demo-carousel-title" data-ref="setup-carousel">
      <h2 id="demo-carousel-title">Complete the setup</h2>
      <p class="demo-note">An <code>&lt;image-carousel&gt;</code>: three cells at a time, one move per arrow, autoplay
        every 5 seconds (paused on hover and focus), dots and a counter. Swipe on a touch screen.</p>
      <image-carousel data-label="Parts for this hitch" data-images="${html(JSON.stringify(carouselImages()))}"
        data-cells-to-show="3" data-autoplay data-counter></image-carousel>
    </section>`;
}

/**
 * `?tracking=off` leaves the element out (the panel stays): the page without tracking that
 * `npm run bench:input-delay` compares against, identical otherwise.
 */
export function trackingSection(url: URL): string {
  const element =
    url.searchParams.get('tracking') === 'off' ? '' : '<interaction-tracking></interaction-tracking>';
  return `${element}
    <link rel="stylesheet" href="/demo/tracking-panel.css">
    <section class="demo-tracking" aria-labelledby="demo-tracking-title" data-ref="tracking-panel">
      <h2 id="demo-tracking-title">Interaction tracking (what reached the logger)</h2>
      <p class="demo-note">The page's <code>&lt;interaction-tracking&gt;</code> sends clicks, hovers over 2.5 s, scrolls,
        views of the <code>data-ref</code> sections and the performance timing, in batches, to
        <code>POST /api/logger/logevententry</code> and <code>/api/logger/v1/logmetricentries</code>. This list is read
        back from the fake shop every second.</p>
      <div class="demo-tracking__log" role="log" tabindex="0" aria-labelledby="demo-tracking-title">
        <ol id="demo-tracking-log"><li>Waiting for the first batch…</li></ol>
      </div>
    </section>
    <script type="module" src="/demo/tracking-panel.js"></script>`;
}
