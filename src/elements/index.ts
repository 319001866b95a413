/** Every widget of the library: its definition (tag, attributes, events) and its element class. */
import type { AttributeShape, WidgetDefinition } from '../core/define-widget';
import type { ShopEventName } from '../core/events';
import { commentReplyFormDefinition } from './community/comment-reply-form-element/comment-reply-form.element';
import { commentSubmissionFormDefinition } from './community/comment-submission-form-element/comment-submission-form.element';
import { customerMediaUploadDefinition } from './community/customer-media-upload/customer-media-upload.element';
import { addToCartDefinition } from './storefront/add-to-cart/add-to-cart.element';
import { cartLinkDefinition } from './storefront/cart-link/cart-link.element';
import { cartPageDefinition } from './storefront/cart-page/cart-page.element';
import { cartSelectorDefinition } from './storefront/cart-selector/cart-selector.element';
import { cartSidebarDefinition } from './storefront/cart-sidebar/cart-sidebar.element';
import { checkoutPanelDefinition } from './storefront/checkout-panel/checkout-panel.element';
import { deliveryEstimateDefinition } from './storefront/delivery-estimate/delivery-estimate.element';
import { localPickupDefinition } from './storefront/local-pickup/local-pickup.element';
import { myVehicleLinkDefinition } from './storefront/my-vehicle-link/my-vehicle-link.element';
import { paymentIconsDefinition } from './storefront/payment-icons/payment-icons.element';
import { shippingDatesSelectorDefinition } from './storefront/shipping-dates-selector/shipping-dates-selector.element';
import { vehicleFitBadgeDefinition } from './storefront/vehicle-fit-badge/vehicle-fit-badge.element';
import { vehiclePickerDefinition } from './storefront/vehicle-picker/vehicle-picker.element';
import { zipCodeEntryDefinition } from './storefront/zip-code-entry/zip-code-entry.element';

export * from './community/comment-reply-form-element/comment-reply-form.element';
export * from './community/comment-submission-form-element/comment-submission-form.element';
export * from './community/customer-media-upload/customer-media-upload.element';
export * from './storefront/add-to-cart/add-to-cart.element';
export * from './storefront/cart-link/cart-link.element';
export * from './storefront/cart-page/cart-page.element';
export * from './storefront/cart-selector/cart-selector.element';
export * from './storefront/cart-sidebar/cart-sidebar.element';
export * from './storefront/checkout-panel/checkout-panel.element';
export * from './storefront/delivery-estimate/delivery-estimate.element';
export * from './storefront/local-pickup/local-pickup.element';
export * from './storefront/my-vehicle-link/my-vehicle-link.element';
export * from './storefront/payment-icons/payment-icons.element';
export * from './storefront/shipping-dates-selector/shipping-dates-selector.element';
export * from './storefront/vehicle-fit-badge/vehicle-fit-badge.element';
export * from './storefront/vehicle-picker/vehicle-picker.element';
export * from './storefront/zip-code-entry/zip-code-entry.element';

export type AnyWidgetDefinition = WidgetDefinition<AttributeShape, ShopEventName>;

export const widgetDefinitions: readonly AnyWidgetDefinition[] = [
  addToCartDefinition,
  cartLinkDefinition,
  cartSelectorDefinition,
  cartPageDefinition,
  cartSidebarDefinition,
  checkoutPanelDefinition,
  paymentIconsDefinition,
  vehiclePickerDefinition,
  vehicleFitBadgeDefinition,
  myVehicleLinkDefinition,
  customerMediaUploadDefinition,
  commentSubmissionFormDefinition,
  commentReplyFormDefinition,
  deliveryEstimateDefinition,
  localPickupDefinition,
  shippingDatesSelectorDefinition,
  zipCodeEntryDefinition,
] as unknown as readonly AnyWidgetDefinition[];
