import { ADD_TO_CART_VIEWS } from '../../src/elements/storefront/add-to-cart/view-names';
import { BROWSABLE_PRODUCTS, findProduct, type Product } from '../../src/mocks/data/products';
import { html } from '../layout';
import { carouselSection, trackingSection } from './engagement';
import type { DemoPage } from './types';
import { fitBadge, productPagePicker, searchPagePicker, vehicleFromQuery } from './vehicles';

/**
 * The catalogue pages: a product page and a search listing, with the add-to-cart element in its
 * views as a server-rendered page embeds it (attributes only, no script of its own).
 */

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The product page's product and the parts shown with it. */
const PRODUCT_PAGE_SKU = 'C13130';
const PRODUCT_PAGE_PATH = `/p-${PRODUCT_PAGE_SKU}.html`;
/** Bought together with the hitch: a ball mount and a receiver lock. */
const BOUGHT_TOGETHER = 'sku=C45036|qty=1&sku=TS32|qty=1';
/** The listing shows this many products, each with its add-to-cart button. */
export const LISTING_SIZE = 48;

function product(webSku: string): Product {
  const found = findProduct(webSku);
  if (!found) throw new Error(`demo: no product ${webSku} in the catalogue`);
  return found;
}

/** Attribute values in double quotes; JSON goes in as is (html() escapes its quotes). */
function attributes(values: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? name : `${name}="${html(value as string | number)}"`))
    .join(' ');
}

/** The add-to-cart element for a product, as the shop's templates write it. */
function addToCart(item: Product, extra: Record<string, string | number | boolean | undefined> = {}): string {
  return `<add-to-cart ${attributes({
    'data-websku': item.webSku,
    price: item.price,
    'data-case-pack-quantity': item.casePackQuantity > 1 ? item.casePackQuantity : undefined,
    'data-attribute': item.attributes.length > 0 ? JSON.stringify(item.attributes) : undefined,
    ...extra,
  })}></add-to-cart>`;
}

function stockText(item: Product): string {
  if (item.stockQuantity > 0) return `${item.stockQuantity} In Stock`;
  return item.shipsDirect ? 'Ready for direct ship' : 'Awaiting stock';
}

function productSection(item: Product): string {
  return `<section class="demo-checkout" aria-label="Product">
      <div><img src="${html(item.imageUrl)}" alt="${html(item.name)}" width="300" height="300"></div>
      <div>
        <p class="demo-product__sku">Part ${html(item.webSku)} · ${html(item.brand)} ${html(item.productGroup)}</p>
        <p class="demo-note">List price ${money.format(item.retailPrice)}</p>
        <p>${html(stockText(item))}</p>
        <p>A custom-fit Class III receiver that bolts to existing holes in the frame, with no drilling or welding
          on most installs. Rated for 8,000 lbs gross trailer weight and 800 lbs tongue weight with a weight
          distribution system; black powder coat over an e-coat base resists rust.</p>
        ${addToCart(item, { showFavoriteProduct: true })}
        <local-pickup data-size="large" data-websku="${html(item.webSku)}" data-same-day-eligible data-maps-key="demo-maps-key" data-provider="Hitch Pros"></local-pickup>
      </div>
    </section>`;
}

function boughtTogetherSection(item: Product): string {
  return `<section aria-labelledby="demo-together-title">
      <h2 id="demo-together-title">Frequently bought together</h2>
      <p>The hitch with a 2" drop ball mount and a receiver lock, added with one click.</p>
      ${addToCart(item, { 'data-view': 'multi-item-add-btn-product', 'multi-item-add-btn': BOUGHT_TOGETHER })}
    </section>`;
}

function accessoryCard(
  item: Product,
  note: string,
  extra: Record<string, string | number | boolean>,
): string {
  return `<li class="demo-product">
      <img src="${html(item.imageUrl)}" alt="" width="160" height="160">
      <h3>${html(item.name)}</h3>
      <p class="demo-product__sku">Part ${html(item.webSku)}</p>
      <p class="demo-note">${html(note)}</p>
      ${addToCart(item, extra)}
    </li>`;
}

function accessoriesSection(): string {
  return `<section aria-labelledby="demo-accessories-title">
      <h2 id="demo-accessories-title">Accessories for this hitch</h2>
      <ul class="demo-products">
        ${accessoryCard(product('TS32'), 'Sold singly or by the case of 6.', {})}
        ${accessoryCard(product('90195'), 'Choose a wiring adapter (required).', { 'data-view': 'full-modern' })}
        ${accessoryCard(product('TH9036XT'), 'Optional locking hitch pin.', { 'data-view': 'full-slim' })}
        ${accessoryCard(product('HM11143395'), 'Legacy button with a quantity box.', { 'data-view': 'legacy-btn-qty' })}
      </ul>
    </section>`;
}

/** One card per view of the element, for designers and integrators. */
function viewGallerySection(): string {
  const sample = product('C45036');
  const cards = ADD_TO_CART_VIEWS.map((view) => {
    const multi = view.startsWith('multi-item');
    const extra = multi
      ? { 'data-view': view, 'multi-item-add-btn': 'sku=C45036|qty=1&sku=RP7055|qty=2' }
      : { 'data-view': view };
    return `<li class="demo-product">
        <h3><code>data-view="${html(view)}"</code></h3>
        ${addToCart(sample, extra)}
      </li>`;
  }).join('');
  return `<section aria-labelledby="demo-views-title">
      <h2 id="demo-views-title">Every add-to-cart view</h2>
      <p>The same ball mount (part ${html(sample.webSku)}) in each of the twelve views; the multi-item views add it with two hitch pin locks.</p>
      <ul class="demo-products">${cards}</ul>
    </section>`;
}

function listingCard(item: Product, url?: URL): string {
  const name =
    item.webSku === PRODUCT_PAGE_SKU
      ? `<a href="${PRODUCT_PAGE_PATH}">${html(item.name)}</a>`
      : html(item.name);
  return `<li class="demo-product">
      <img src="${html(item.imageUrl)}" alt="" width="160" height="160">
      <h3>${name}</h3>
      <p class="demo-product__sku">Part ${html(item.webSku)}</p>
      <p class="demo-product__price">${money.format(item.price)}</p>
      <p class="demo-note">${html(stockText(item))}</p>
      ${url ? fitBadge(item.webSku, vehicleFromQuery(url)) : ''}
      ${addToCart(item, { 'data-view': 'core-primary-small' })}
    </li>`;
}

function listingSection(url?: URL): string {
  const items = BROWSABLE_PRODUCTS.slice(0, LISTING_SIZE);
  return `<h2>${items.length} results for towing, trailer, vehicle, RV and marine parts</h2>
    <ul class="demo-products" aria-label="Search results">${items.map((item) => listingCard(item, url)).join('')}</ul>`;
}

const hitch = product(PRODUCT_PAGE_SKU);

export const catalogPages: Record<string, DemoPage> = {
  [PRODUCT_PAGE_PATH]: {
    title: hitch.name,
    pageType: 'default',
    description:
      'a product page: the add-to-cart buy box, a multi-item add, a case pack, product attributes and every add-to-cart view.',
    body: (url) =>
      [
        productSection(hitch),
        productPagePicker(url, PRODUCT_PAGE_PATH),
        boughtTogetherSection(hitch),
        accessoriesSection(),
        viewGallerySection(),
        carouselSection(),
        trackingSection(url),
      ].join('\n'),
  },
  '/search': {
    title: 'Search results',
    pageType: 's',
    description: `a search listing with ${LISTING_SIZE} products, each with an add-to-cart button.`,
    body: (url) => `${searchPagePicker(url)}${listingSection(url)}`,
  },
};
