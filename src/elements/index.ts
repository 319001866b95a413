/** Every widget of the library: its definition (tag, attributes, events) and its element class. */
import type { AttributeShape, WidgetDefinition } from '../core/define-widget';
import type { ShopEventName } from '../core/events';
import { cartLinkDefinition } from './storefront/cart-link/cart-link.element';
import { cartSelectorDefinition } from './storefront/cart-selector/cart-selector.element';
import { paymentIconsDefinition } from './storefront/payment-icons/payment-icons.element';

export * from './storefront/cart-link/cart-link.element';
export * from './storefront/cart-selector/cart-selector.element';
export * from './storefront/payment-icons/payment-icons.element';

export type AnyWidgetDefinition = WidgetDefinition<AttributeShape, ShopEventName>;

export const widgetDefinitions: readonly AnyWidgetDefinition[] = [
  cartLinkDefinition,
  cartSelectorDefinition,
  paymentIconsDefinition,
] as unknown as readonly AnyWidgetDefinition[];
