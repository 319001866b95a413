/**
 * JSX typings for React 19 hosts: `import type {} from 'shop-widgets/jsx'` (or add it to
 * `compilerOptions.types`) and the tags type-check with their attributes.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { commentReplyFormAttributes } from './elements/community/comment-reply-form-element/comment-reply-form.element';
import type { commentSubmissionFormAttributes } from './elements/community/comment-submission-form-element/comment-submission-form.element';
import type { customerMediaUploadAttributes } from './elements/community/customer-media-upload/customer-media-upload.element';
import type { addToCartAttributes } from './elements/storefront/add-to-cart/add-to-cart.element';
import type { cartLinkAttributes } from './elements/storefront/cart-link/cart-link.element';
import type { cartPageAttributes } from './elements/storefront/cart-page/cart-page.element';
import type { cartSelectorAttributes } from './elements/storefront/cart-selector/cart-selector.element';
import type { cartSidebarAttributes } from './elements/storefront/cart-sidebar/cart-sidebar.element';
import type { checkoutPanelAttributes } from './elements/storefront/checkout-panel/checkout-panel.element';
import type { deliveryEstimateAttributes } from './elements/storefront/delivery-estimate/delivery-estimate.element';
import type { localPickupAttributes } from './elements/storefront/local-pickup/local-pickup.element';
import type { myVehicleLinkAttributes } from './elements/storefront/my-vehicle-link/my-vehicle-link.element';
import type { paymentIconsAttributes } from './elements/storefront/payment-icons/payment-icons.element';
import type { shippingDatesSelectorAttributes } from './elements/storefront/shipping-dates-selector/shipping-dates-selector.element';
import type { vehicleFitBadgeAttributes } from './elements/storefront/vehicle-fit-badge/vehicle-fit-badge.element';
import type { vehiclePickerAttributes } from './elements/storefront/vehicle-picker/vehicle-picker.element';
import type { zipCodeEntryAttributes } from './elements/storefront/zip-code-entry/zip-code-entry.element';

type AttributeValue = string | number | boolean | undefined;

/** The attributes of a widget, as a host writes them in JSX (names exactly as in the spec). */
export type WidgetJsxAttributes<Schema extends { shape: object }> = DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> & {
  [Name in keyof Schema['shape']]?: AttributeValue;
} & { class?: string };

export interface ShopWidgetsIntrinsicElements {
  'add-to-cart': WidgetJsxAttributes<typeof addToCartAttributes>;
  'cart-link': WidgetJsxAttributes<typeof cartLinkAttributes>;
  'cart-selector': WidgetJsxAttributes<typeof cartSelectorAttributes>;
  'cart-page': WidgetJsxAttributes<typeof cartPageAttributes>;
  'cart-sidebar': WidgetJsxAttributes<typeof cartSidebarAttributes>;
  'checkout-panel': WidgetJsxAttributes<typeof checkoutPanelAttributes>;
  'payment-icons': WidgetJsxAttributes<typeof paymentIconsAttributes>;
  'vehicle-picker': WidgetJsxAttributes<typeof vehiclePickerAttributes>;
  'vehicle-fit-badge': WidgetJsxAttributes<typeof vehicleFitBadgeAttributes>;
  'my-vehicle-link': WidgetJsxAttributes<typeof myVehicleLinkAttributes>;
  'customer-media-upload': WidgetJsxAttributes<typeof customerMediaUploadAttributes>;
  'comment-submission-form-element': WidgetJsxAttributes<typeof commentSubmissionFormAttributes>;
  'comment-reply-form-element': WidgetJsxAttributes<typeof commentReplyFormAttributes>;
  'delivery-estimate': WidgetJsxAttributes<typeof deliveryEstimateAttributes>;
  'local-pickup': WidgetJsxAttributes<typeof localPickupAttributes>;
  'shipping-dates-selector': WidgetJsxAttributes<typeof shippingDatesSelectorAttributes>;
  'zip-code-entry': WidgetJsxAttributes<typeof zipCodeEntryAttributes>;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends ShopWidgetsIntrinsicElements {}
  }
}
