import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { LocalPickupView } from './local-pickup';
import { localPickupStyles } from './local-pickup.styles';
import { PICKUP_TEXTS } from './pickup-rules';
import { useLocalPickup } from './use-local-pickup';

export const localPickupAttributes = z.object({
  'data-size': attr.oneOf(['small', 'large'], 'small'),
  'data-websku': attr.string(''),
  'data-same-day-eligible': attr.boolean(false),
  'data-maps-key': attr.string(''),
  'data-provider': attr.string(''),
  'data-pickup-title': attr.string(PICKUP_TEXTS.defaultTitle),
});

/**
 * The delivery area of a page that offers local pickup (storefront §2 "Selector choice", §4).
 *
 * It shows the same-day pickup selector when the product is same-day eligible
 * (`data-same-day-eligible`), a maps key exists (`data-maps-key`), the same-day experiment bucket is 1
 * or 2 and a store near the ZIP code has a pickup day (GET /api/same-day-pickup/installer); otherwise
 * the ship-to-shop selector, when the cart's ship-to-shop flag is on and its experiment bucket is
 * above 1; otherwise plain delivery dates (the small or large delivery panel).
 *
 * Both selectors offer 'Local Pickup' with 'Select <provider> partnered store', which lists the
 * partnered stores near the ZIP code; picking one makes the cart a pickup order. While the cart has a
 * pickup dealer (and shipping methods exist) the panel reads 'Ready for Pickup on {date}' (or
 * 'Tomorrow', or 'Today' for same-day), 'With {dealer}' without the dealer's store code, and 'Ship to
 * your door instead', which clears the dealer and returns to the dates. Ship-to-shop bucket above 6
 * puts the ZIP line at the top, otherwise at the bottom.
 *
 * The spec does not say where the maps key comes from: the page passes it in `data-maps-key`. The
 * widget draws no map itself; the key only tells that the page can show the stores on a map, which
 * the spec makes a condition of same-day pickup.
 *
 * @summary Local pickup: same-day pickup, ship-to-shop or plain delivery dates.
 * @tag local-pickup
 * @attr data-size - 'small' (cart, default) or 'large' (product page): the delivery panel shown with or instead of pickup.
 * @attr data-websku - The product's sku (same-day pickup needs one); empty uses the cart.
 * @attr data-same-day-eligible - The product can be picked up the same day.
 * @attr data-maps-key - The page's maps key; same-day pickup needs one.
 * @attr data-provider - The partner network's name in 'Select <provider> partnered store' (empty: 'Select a partnered store').
 * @attr data-pickup-title - The pickup option's title (default 'Local Pickup').
 * @fires shop:zip-changed - When the shopper enters a different ZIP code; detail `{ zipCode, previousZipCode }`.
 * @cssprop --shop-pickup-accent - Colour of 'Ready for Pickup' and same-day texts.
 * @cssprop --shop-delivery-accent - Colour of 'Free' and the truck in the delivery panel.
 * @csspart panel - The whole area (`data-mode`: deciding, same-day, ship-to-shop, plain).
 * @csspart pickup - The ship-to-shop panel while the cart is picked up at a dealer.
 * @csspart pickup-offer - The 'Local Pickup' option.
 * @csspart holiday - The holiday shipping message.
 */
export const localPickupDefinition = widget({
  tag: 'local-pickup',
  attributes: localPickupAttributes,
  component: connect(LocalPickupView, useLocalPickup),
  events: ['shop:zip-changed'],
  styles: localPickupStyles,
});

export const LocalPickupElement = /* @__PURE__ */ createWidgetClass(localPickupDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'local-pickup': InstanceType<typeof LocalPickupElement>;
  }
}
