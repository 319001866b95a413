/** Every widget of the library: its definition (tag, attributes, events) and its element class. */
import type { AttributeShape, WidgetDefinition } from '../core/define-widget';
import type { ShopEventName } from '../core/events';
import { accountBioViewerDefinition } from './community/account-bio-viewer/account-bio-viewer.element';
import { commentReplyFormDefinition } from './community/comment-reply-form-element/comment-reply-form.element';
import { commentStructuredDataDefinition } from './community/comment-structured-data/comment-structured-data.element';
import { commentSubmissionFormDefinition } from './community/comment-submission-form-element/comment-submission-form.element';
import { customerMediaUploadDefinition } from './community/customer-media-upload/customer-media-upload.element';
import { faqStructuredDataDefinition } from './community/faq-structured-data/faq-structured-data.element';
import { imageCarouselDefinition } from './community/image-carousel/image-carousel.element';
import { installerReviewFormDefinition } from './community/installer-review-form/installer-review-form.element';
import { interactionTrackingDefinition } from './community/interaction-tracking/interaction-tracking.element';
import { productReviewFormDefinition } from './community/product-review-form/product-review-form.element';
import { whoIsThatBiosDefinition } from './community/who-is-that-bios/who-is-that-bios.element';
import { dealerDashboardDefinition } from './dealer/custom-dealer-dashboard/custom-dealer-dashboard.element';
import { installRequestFormFlowDefinition } from './dealer/custom-dealer-install-request-form-flow/custom-dealer-install-request-form-flow.element';
import { dealerMetricsDefinition } from './dealer/custom-dealer-metrics/custom-dealer-metrics.element';
import { installRequestsSelectorDefinition } from './dealer/dealer-install-requests-selector-element/dealer-install-requests-selector.element';
import { customCommentEditFormDefinition } from './staff/custom-comment-edit-form/custom-comment-edit-form.element';
import { employeeBioReviewDefinition } from './staff/employee-bio-review/employee-bio-review.element';
import { helpNextNeighborDefinition } from './staff/help-next-neighbor/help-next-neighbor.element';
import { questionAnswerFormDefinition } from './staff/question-answer-form/question-answer-form.element';
import { specialistAnswerEditFormDefinition } from './staff/specialist-answer-edit-form/specialist-answer-edit-form.element';
import { specialistQuestionEditFormDefinition } from './staff/specialist-question-edit-form/specialist-question-edit-form.element';
import { addToCartDefinition } from './storefront/add-to-cart/add-to-cart.element';
import { cartLinkDefinition } from './storefront/cart-link/cart-link.element';
import { cartPageDefinition } from './storefront/cart-page/cart-page.element';
import { cartSelectorDefinition } from './storefront/cart-selector/cart-selector.element';
import { cartSidebarDefinition } from './storefront/cart-sidebar/cart-sidebar.element';
import { checkoutPanelDefinition } from './storefront/checkout-panel/checkout-panel.element';
import { deliveryEstimateDefinition } from './storefront/delivery-estimate/delivery-estimate.element';
import { fastPayButtonsDefinition } from './storefront/fast-pay-buttons/fast-pay-buttons.element';
import { liveChatDefinition } from './storefront/live-chat/live-chat.element';
import { localPickupDefinition } from './storefront/local-pickup/local-pickup.element';
import { mobileMenuDefinition } from './storefront/mobile-menu/mobile-menu.element';
import { myVehicleLinkDefinition } from './storefront/my-vehicle-link/my-vehicle-link.element';
import { paymentIconsDefinition } from './storefront/payment-icons/payment-icons.element';
import { reorderPageDefinition } from './storefront/reorder-page/reorder-page.element';
import { saveOrderAsListDefinition } from './storefront/save-order-as-list/save-order-as-list.element';
import { shippingDatesSelectorDefinition } from './storefront/shipping-dates-selector/shipping-dates-selector.element';
import { vehicleFitBadgeDefinition } from './storefront/vehicle-fit-badge/vehicle-fit-badge.element';
import { vehiclePickerDefinition } from './storefront/vehicle-picker/vehicle-picker.element';
import { zipCodeEntryDefinition } from './storefront/zip-code-entry/zip-code-entry.element';

export * from './community/account-bio-viewer/account-bio-viewer.element';
export * from './community/comment-reply-form-element/comment-reply-form.element';
export * from './community/comment-structured-data/comment-structured-data.element';
export * from './community/comment-submission-form-element/comment-submission-form.element';
export * from './community/customer-media-upload/customer-media-upload.element';
export * from './community/faq-structured-data/faq-structured-data.element';
export * from './community/image-carousel/image-carousel.element';
export * from './community/installer-review-form/installer-review-form.element';
export * from './community/interaction-tracking/interaction-tracking.element';
export * from './community/product-review-form/product-review-form.element';
export * from './community/who-is-that-bios/who-is-that-bios.element';
export * from './dealer/custom-dealer-dashboard/custom-dealer-dashboard.element';
export * from './dealer/custom-dealer-install-request-form-flow/custom-dealer-install-request-form-flow.element';
export * from './dealer/custom-dealer-metrics/custom-dealer-metrics.element';
export * from './dealer/dealer-install-requests-selector-element/dealer-install-requests-selector.element';
export * from './staff/custom-comment-edit-form/custom-comment-edit-form.element';
export * from './staff/employee-bio-review/employee-bio-review.element';
export * from './staff/help-next-neighbor/help-next-neighbor.element';
export * from './staff/question-answer-form/question-answer-form.element';
export * from './staff/specialist-answer-edit-form/specialist-answer-edit-form.element';
export * from './staff/specialist-question-edit-form/specialist-question-edit-form.element';
export * from './storefront/add-to-cart/add-to-cart.element';
export * from './storefront/cart-link/cart-link.element';
export * from './storefront/cart-page/cart-page.element';
export * from './storefront/cart-selector/cart-selector.element';
export * from './storefront/cart-sidebar/cart-sidebar.element';
export * from './storefront/checkout-panel/checkout-panel.element';
export * from './storefront/delivery-estimate/delivery-estimate.element';
export * from './storefront/fast-pay-buttons/fast-pay-buttons.element';
export * from './storefront/live-chat/live-chat.element';
export * from './storefront/local-pickup/local-pickup.element';
export * from './storefront/mobile-menu/mobile-menu.element';
export * from './storefront/my-vehicle-link/my-vehicle-link.element';
export * from './storefront/payment-icons/payment-icons.element';
export * from './storefront/reorder-page/reorder-page.element';
export * from './storefront/save-order-as-list/save-order-as-list.element';
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
  faqStructuredDataDefinition,
  commentStructuredDataDefinition,
  whoIsThatBiosDefinition,
  accountBioViewerDefinition,
  mobileMenuDefinition,
  customCommentEditFormDefinition,
  questionAnswerFormDefinition,
  liveChatDefinition,
  reorderPageDefinition,
  saveOrderAsListDefinition,
  productReviewFormDefinition,
  helpNextNeighborDefinition,
  fastPayButtonsDefinition,
  imageCarouselDefinition,
  interactionTrackingDefinition,
  dealerDashboardDefinition,
  installRequestsSelectorDefinition,
  dealerMetricsDefinition,
  installerReviewFormDefinition,
  employeeBioReviewDefinition,
  specialistQuestionEditFormDefinition,
  specialistAnswerEditFormDefinition,
  installRequestFormFlowDefinition,
] as unknown as readonly AnyWidgetDefinition[];
