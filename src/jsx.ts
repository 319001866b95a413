/**
 * JSX typings for React 19 hosts: `import type {} from 'shop-widgets/jsx'` (or add it to
 * `compilerOptions.types`) and the tags type-check with their attributes and events.
 *
 * Types only, derived from each widget's definition (its zod attribute schema and its events), so
 * they cannot drift from what the element parses: an enumerated attribute takes its values
 * (`data-view="fulll"` fails), a boolean one a boolean, a number one a number.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type * as z from 'zod';
import type { AttributeShape, WidgetDefinition } from './core/define-widget';
import type { ShopEventMap, ShopEventName } from './core/events';
import type { accountBioViewerDefinition } from './elements/community/account-bio-viewer/account-bio-viewer.element';
import type { commentReplyFormDefinition } from './elements/community/comment-reply-form-element/comment-reply-form.element';
import type { commentStructuredDataDefinition } from './elements/community/comment-structured-data/comment-structured-data.element';
import type { commentSubmissionFormDefinition } from './elements/community/comment-submission-form-element/comment-submission-form.element';
import type { customerMediaUploadDefinition } from './elements/community/customer-media-upload/customer-media-upload.element';
import type { faqStructuredDataDefinition } from './elements/community/faq-structured-data/faq-structured-data.element';
import type { imageCarouselDefinition } from './elements/community/image-carousel/image-carousel.element';
import type { installerReviewFormDefinition } from './elements/community/installer-review-form/installer-review-form.element';
import type { interactionTrackingDefinition } from './elements/community/interaction-tracking/interaction-tracking.element';
import type { productReviewFormDefinition } from './elements/community/product-review-form/product-review-form.element';
import type { whoIsThatBiosDefinition } from './elements/community/who-is-that-bios/who-is-that-bios.element';
import type { dealerDashboardDefinition } from './elements/dealer/custom-dealer-dashboard/custom-dealer-dashboard.element';
import type { installRequestFormFlowDefinition } from './elements/dealer/custom-dealer-install-request-form-flow/custom-dealer-install-request-form-flow.element';
import type { dealerMetricsDefinition } from './elements/dealer/custom-dealer-metrics/custom-dealer-metrics.element';
import type { installRequestsSelectorDefinition } from './elements/dealer/dealer-install-requests-selector-element/dealer-install-requests-selector.element';
import type { customCommentEditFormDefinition } from './elements/staff/custom-comment-edit-form/custom-comment-edit-form.element';
import type { employeeBioReviewDefinition } from './elements/staff/employee-bio-review/employee-bio-review.element';
import type { helpNextNeighborDefinition } from './elements/staff/help-next-neighbor/help-next-neighbor.element';
import type { questionAnswerFormDefinition } from './elements/staff/question-answer-form/question-answer-form.element';
import type { specialistAnswerEditFormDefinition } from './elements/staff/specialist-answer-edit-form/specialist-answer-edit-form.element';
import type { specialistQuestionEditFormDefinition } from './elements/staff/specialist-question-edit-form/specialist-question-edit-form.element';
import type { addToCartDefinition } from './elements/storefront/add-to-cart/add-to-cart.element';
import type { cartLinkDefinition } from './elements/storefront/cart-link/cart-link.element';
import type { cartPageDefinition } from './elements/storefront/cart-page/cart-page.element';
import type { cartSelectorDefinition } from './elements/storefront/cart-selector/cart-selector.element';
import type { cartSidebarDefinition } from './elements/storefront/cart-sidebar/cart-sidebar.element';
import type { checkoutPanelDefinition } from './elements/storefront/checkout-panel/checkout-panel.element';
import type { deliveryEstimateDefinition } from './elements/storefront/delivery-estimate/delivery-estimate.element';
import type { fastPayButtonsDefinition } from './elements/storefront/fast-pay-buttons/fast-pay-buttons.element';
import type { liveChatDefinition } from './elements/storefront/live-chat/live-chat.element';
import type { localPickupDefinition } from './elements/storefront/local-pickup/local-pickup.element';
import type { mobileMenuDefinition } from './elements/storefront/mobile-menu/mobile-menu.element';
import type { myVehicleLinkDefinition } from './elements/storefront/my-vehicle-link/my-vehicle-link.element';
import type { paymentIconsDefinition } from './elements/storefront/payment-icons/payment-icons.element';
import type { reorderPageDefinition } from './elements/storefront/reorder-page/reorder-page.element';
import type { saveOrderAsListDefinition } from './elements/storefront/save-order-as-list/save-order-as-list.element';
import type { shippingDatesSelectorDefinition } from './elements/storefront/shipping-dates-selector/shipping-dates-selector.element';
import type { vehicleFitBadgeDefinition } from './elements/storefront/vehicle-fit-badge/vehicle-fit-badge.element';
import type { vehiclePickerDefinition } from './elements/storefront/vehicle-picker/vehicle-picker.element';
import type { zipCodeEntryDefinition } from './elements/storefront/zip-code-entry/zip-code-entry.element';

/**
 * What a host may write for an attribute whose parsed value has type `Parsed`. Before the element's
 * code has loaded React sets attributes (text), afterwards properties, so every type here must
 * work both ways: JSON attributes take their JSON text, numbers also their decimal text.
 */
export type JsxAttributeValue<Parsed> = [Parsed] extends [boolean]
  ? boolean
  : [Parsed] extends [number]
    ? number | `${number}`
    : [Parsed] extends [string]
      ? Parsed
      : string;

/** One prop per attribute, named exactly as in the spec, typed from the element's zod schema. */
export type WidgetJsxAttributes<S extends AttributeShape> = {
  [Name in keyof S]?: JsxAttributeValue<z.output<S[Name]>>;
};

/**
 * React 19 listens to custom-element events through `on` + the event name:
 * `<add-to-cart onshop:item-added={(event) => event.detail.webSku} />`.
 */
export type WidgetJsxEvents<E extends ShopEventName> = {
  [Name in E as `on${Name}`]?: (event: CustomEvent<ShopEventMap[Name]>) => void;
};

/** Everything a host may write on the tag of a widget definition. */
export type WidgetJsxProps<D> =
  D extends WidgetDefinition<infer S, infer E>
    ? DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
        WidgetJsxAttributes<S> &
        WidgetJsxEvents<E> & { class?: string }
    : never;

export interface ShopWidgetsIntrinsicElements {
  'add-to-cart': WidgetJsxProps<typeof addToCartDefinition>;
  'cart-link': WidgetJsxProps<typeof cartLinkDefinition>;
  'live-chat': WidgetJsxProps<typeof liveChatDefinition>;
  'cart-selector': WidgetJsxProps<typeof cartSelectorDefinition>;
  'cart-page': WidgetJsxProps<typeof cartPageDefinition>;
  'cart-sidebar': WidgetJsxProps<typeof cartSidebarDefinition>;
  'checkout-panel': WidgetJsxProps<typeof checkoutPanelDefinition>;
  'payment-icons': WidgetJsxProps<typeof paymentIconsDefinition>;
  'vehicle-picker': WidgetJsxProps<typeof vehiclePickerDefinition>;
  'vehicle-fit-badge': WidgetJsxProps<typeof vehicleFitBadgeDefinition>;
  'my-vehicle-link': WidgetJsxProps<typeof myVehicleLinkDefinition>;
  'customer-media-upload': WidgetJsxProps<typeof customerMediaUploadDefinition>;
  'who-is-that-bios': WidgetJsxProps<typeof whoIsThatBiosDefinition>;
  'account-bio-viewer': WidgetJsxProps<typeof accountBioViewerDefinition>;
  'comment-submission-form-element': WidgetJsxProps<typeof commentSubmissionFormDefinition>;
  'comment-reply-form-element': WidgetJsxProps<typeof commentReplyFormDefinition>;
  'delivery-estimate': WidgetJsxProps<typeof deliveryEstimateDefinition>;
  'local-pickup': WidgetJsxProps<typeof localPickupDefinition>;
  'shipping-dates-selector': WidgetJsxProps<typeof shippingDatesSelectorDefinition>;
  'zip-code-entry': WidgetJsxProps<typeof zipCodeEntryDefinition>;
  'faq-structured-data': WidgetJsxProps<typeof faqStructuredDataDefinition>;
  'comment-structured-data': WidgetJsxProps<typeof commentStructuredDataDefinition>;
  'image-carousel': WidgetJsxProps<typeof imageCarouselDefinition>;
  'interaction-tracking': WidgetJsxProps<typeof interactionTrackingDefinition>;
  'mobile-menu': WidgetJsxProps<typeof mobileMenuDefinition>;
  'reorder-page': WidgetJsxProps<typeof reorderPageDefinition>;
  'save-order-as-list': WidgetJsxProps<typeof saveOrderAsListDefinition>;
  'product-review-form': WidgetJsxProps<typeof productReviewFormDefinition>;
  'help-next-neighbor': WidgetJsxProps<typeof helpNextNeighborDefinition>;
  'custom-comment-edit-form': WidgetJsxProps<typeof customCommentEditFormDefinition>;
  'question-answer-form': WidgetJsxProps<typeof questionAnswerFormDefinition>;
  'fast-pay-buttons': WidgetJsxProps<typeof fastPayButtonsDefinition>;
  'custom-dealer-dashboard': WidgetJsxProps<typeof dealerDashboardDefinition>;
  'dealer-install-requests-selector-element': WidgetJsxProps<typeof installRequestsSelectorDefinition>;
  'custom-dealer-metrics': WidgetJsxProps<typeof dealerMetricsDefinition>;
  'installer-review-form': WidgetJsxProps<typeof installerReviewFormDefinition>;
  'employee-bio-review': WidgetJsxProps<typeof employeeBioReviewDefinition>;
  'specialist-question-edit-form': WidgetJsxProps<typeof specialistQuestionEditFormDefinition>;
  'specialist-answer-edit-form': WidgetJsxProps<typeof specialistAnswerEditFormDefinition>;
  'custom-dealer-install-request-form-flow': WidgetJsxProps<typeof installRequestFormFlowDefinition>;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends ShopWidgetsIntrinsicElements {}
  }
}
