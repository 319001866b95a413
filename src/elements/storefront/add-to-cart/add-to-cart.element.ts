import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { AddToCartView } from './add-to-cart';
import { addToCartStyles } from './add-to-cart.styles';
import { productAttributesSchema } from './product-attributes';
import { useAddToCart } from './use-add-to-cart';
import { ADD_TO_CART_VIEWS } from './view-names';

export const addToCartAttributes = z.object({
  'data-view': attr.oneOf(ADD_TO_CART_VIEWS, 'full'),
  'data-websku': attr.string(''),
  'data-attribute': attr.json(productAttributesSchema, [], 'ProductAttribute[]'),
  'data-qty': attr.string('1'),
  'multi-item-add-btn': attr.string(''),
  imageBaseUrl: attr.url(''),
  'data-isproductfitguided': attr.boolean(true),
  isFavoriteProductAddToCart: attr.boolean(false),
  showFavoriteProduct: attr.boolean(false),
  'data-case-pack-quantity': attr.string('1'),
  'data-installer-id': attr.number(0, { integer: true, min: 0 }),
  price: attr.number(0, { min: 0 }),
});

/**
 * The add-to-cart control in twelve views, from the product page's buy box to a listing's quick-add
 * button, and the multi-item views that add several products at once.
 *
 * - Adding: one add at a time on the whole page. While it runs its control is busy and every other
 *   add button on the page (in any bundle) is disabled: the add is announced on window with
 *   `shop:cart-add-started` and `shop:cart-add-finished` (detail `{ addId }`, `{ addId, success }`),
 *   published on window itself so that an element removed mid-add still ends it. A click makes one idempotency key; the second
 *   click of a double click is ignored. After a successful add the cart is refreshed
 *   (`shop:cart-updated`), `shop:item-added` is published per product, the side bar opens on its
 *   added-to-cart view, and the control reads 'Added to Cart' (the multi-item views
 *   '*Items added to cart', the icon views 'Items added to cart'). A failure shows
 *   'Error adding to cart' for this item; the server's own text is only logged.
 * - Quantity: `data-qty`, the quantity inputs and `data-case-pack-quantity` become 1 when 0, negative
 *   or not a number (storefront §5); they are text attributes for that reason.
 * - Product attributes (`data-attribute`, JSON): text, memo, checkbox, radio, select and template
 *   attributes are offered as inputs; select-type ones are required. The choices are sent as
 *   `attribute` (JSON of { attributeCode, optionCode, data, price }).
 * - `data-isproductfitguided` is sent as the add's `flag`.
 * - `showFavoriteProduct` asks for the save-to-list control in the full views; it shows for dealer
 *   installers (`data-installer-id` above 0, or the signed-in session) while the
 *   'saved-product-list' toggle is on, and opens the side bar's saved-list view (source 'product').
 * - `isFavoriteProductAddToCart`: the control sits on a saved (favourite) product list; an add does
 *   not switch the side bar to its added-to-cart view.
 *
 * @summary Add-to-cart control in twelve views, with product attributes, case packs and multi-item adds.
 * @tag add-to-cart
 * @attr data-view - The view: full (default), full-slim, legacy-btn, legacy-btn-round, legacy-btn-qty, btn-mini-plus, btn-mini, multi-item-add-btn, multi-item-add-btn-product, btn-simple, full-modern, core-primary-small.
 * @attr data-websku - The product's sku.
 * @attr data-attribute - The product attributes as a JSON array (attributeCode, attributeType, prompt, price, lineAttributes).
 * @attr data-qty - The starting quantity (default 1; 0 or not a number becomes 1).
 * @attr multi-item-add-btn - The products of the multi-item views: '&'-separated 'sku=x|qty=n' pairs; incomplete pairs are skipped.
 * @attr imageBaseUrl - Base URL of the cart icon (`icons/cart.svg`) of the mini views; the page's image base URL when empty.
 * @attr data-isproductfitguided - Whether the product was reached through the fit guide (default true); sent as the add's flag.
 * @attr isFavoriteProductAddToCart - The control is on a saved product list: adding does not open the added-to-cart side bar.
 * @attr showFavoriteProduct - Offer dealers the save-to-list control (full views).
 * @attr data-case-pack-quantity - Units in a case pack; the full view offers 'Add Case of {n}' when above 1.
 * @attr data-installer-id - The signed-in dealer installer's id, when the page knows it (default 0).
 * @attr price - The unit price, shown with the chosen options in the full views (0 hides it).
 * @fires shop:item-added - After a successful add, once per product added; detail `{ webSku, quantity }`.
 * @cssprop --shop-add-to-cart-color - Main button colour (defaults to --shop-color-primary).
 * @cssprop --shop-add-to-cart-hover-color - Main button colour on hover.
 * @cssprop --shop-add-to-cart-added-color - Colour of the added state.
 * @csspart root - The view's wrapper; `data-view` and `data-state` (idle, adding, added, failed).
 * @csspart button - The add button; `data-state` idle, adding or added.
 * @csspart case-pack - The case-pack button of the full view.
 * @csspart quantity - The legacy quantity box.
 * @csspart attributes - The product attribute inputs.
 * @csspart price - The price of the full views.
 * @csspart items - The product list of the multi-item product view.
 * @csspart icon - The cart icon image of the mini views.
 * @csspart save-to-list - The save-to-list control.
 * @csspart message - The added message.
 * @csspart error - 'Error adding to cart'.
 */
export const addToCartDefinition = widget({
  tag: 'add-to-cart',
  attributes: addToCartAttributes,
  component: connect(AddToCartView, useAddToCart),
  events: ['shop:item-added'],
  styles: addToCartStyles,
});

export const AddToCartElement = /* @__PURE__ */ createWidgetClass(addToCartDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'add-to-cart': InstanceType<typeof AddToCartElement>;
  }
}
