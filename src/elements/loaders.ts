import type { AnyWidgetDefinition } from './index';

/**
 * For the script-tag entry: each tag's code, loaded only when the tag first appears on the page.
 * Keep in step with `src/elements/index.ts` (the build's manifest check fails otherwise).
 */
export const widgetLoaders: Record<string, () => Promise<AnyWidgetDefinition>> = {
  'add-to-cart': () =>
    import('./storefront/add-to-cart/add-to-cart.element').then(
      (m) => m.addToCartDefinition as unknown as AnyWidgetDefinition,
    ),
  'cart-link': () =>
    import('./storefront/cart-link/cart-link.element').then(
      (m) => m.cartLinkDefinition as unknown as AnyWidgetDefinition,
    ),
  'cart-page': () =>
    import('./storefront/cart-page/cart-page.element').then(
      (m) => m.cartPageDefinition as unknown as AnyWidgetDefinition,
    ),
  'checkout-panel': () =>
    import('./storefront/checkout-panel/checkout-panel.element').then(
      (m) => m.checkoutPanelDefinition as unknown as AnyWidgetDefinition,
    ),
  'cart-selector': () =>
    import('./storefront/cart-selector/cart-selector.element').then(
      (m) => m.cartSelectorDefinition as unknown as AnyWidgetDefinition,
    ),
  'cart-sidebar': () =>
    import('./storefront/cart-sidebar/cart-sidebar.element').then(
      (m) => m.cartSidebarDefinition as unknown as AnyWidgetDefinition,
    ),
  'payment-icons': () =>
    import('./storefront/payment-icons/payment-icons.element').then(
      (m) => m.paymentIconsDefinition as unknown as AnyWidgetDefinition,
    ),
  'vehicle-picker': () =>
    import('./storefront/vehicle-picker/vehicle-picker.element').then(
      (m) => m.vehiclePickerDefinition as unknown as AnyWidgetDefinition,
    ),
  'vehicle-fit-badge': () =>
    import('./storefront/vehicle-fit-badge/vehicle-fit-badge.element').then(
      (m) => m.vehicleFitBadgeDefinition as unknown as AnyWidgetDefinition,
    ),
  'my-vehicle-link': () =>
    import('./storefront/my-vehicle-link/my-vehicle-link.element').then(
      (m) => m.myVehicleLinkDefinition as unknown as AnyWidgetDefinition,
    ),
  'comment-submission-form-element': () =>
    import('./community/comment-submission-form-element/comment-submission-form.element').then(
      (m) => m.commentSubmissionFormDefinition as unknown as AnyWidgetDefinition,
    ),
  'comment-reply-form-element': () =>
    import('./community/comment-reply-form-element/comment-reply-form.element').then(
      (m) => m.commentReplyFormDefinition as unknown as AnyWidgetDefinition,
    ),
  'customer-media-upload': () =>
    import('./community/customer-media-upload/customer-media-upload.element').then(
      (m) => m.customerMediaUploadDefinition as unknown as AnyWidgetDefinition,
    ),
  'delivery-estimate': () =>
    import('./storefront/delivery-estimate/delivery-estimate.element').then(
      (m) => m.deliveryEstimateDefinition as unknown as AnyWidgetDefinition,
    ),
  'local-pickup': () =>
    import('./storefront/local-pickup/local-pickup.element').then(
      (m) => m.localPickupDefinition as unknown as AnyWidgetDefinition,
    ),
  'shipping-dates-selector': () =>
    import('./storefront/shipping-dates-selector/shipping-dates-selector.element').then(
      (m) => m.shippingDatesSelectorDefinition as unknown as AnyWidgetDefinition,
    ),
  'who-is-that-bios': () =>
    import('./community/who-is-that-bios/who-is-that-bios.element').then(
      (m) => m.whoIsThatBiosDefinition as unknown as AnyWidgetDefinition,
    ),
  'image-carousel': () =>
    import('./community/image-carousel/image-carousel.element').then(
      (m) => m.imageCarouselDefinition as unknown as AnyWidgetDefinition,
    ),
  'interaction-tracking': () =>
    import('./community/interaction-tracking/interaction-tracking.element').then(
      (m) => m.interactionTrackingDefinition as unknown as AnyWidgetDefinition,
    ),
  'account-bio-viewer': () =>
    import('./community/account-bio-viewer/account-bio-viewer.element').then(
      (m) => m.accountBioViewerDefinition as unknown as AnyWidgetDefinition,
    ),
  'live-chat': () =>
    import('./storefront/live-chat/live-chat.element').then(
      (m) => m.liveChatDefinition as unknown as AnyWidgetDefinition,
    ),
  'zip-code-entry': () =>
    import('./storefront/zip-code-entry/zip-code-entry.element').then(
      (m) => m.zipCodeEntryDefinition as unknown as AnyWidgetDefinition,
    ),
  'faq-structured-data': () =>
    import('./community/faq-structured-data/faq-structured-data.element').then(
      (m) => m.faqStructuredDataDefinition as unknown as AnyWidgetDefinition,
    ),
  'comment-structured-data': () =>
    import('./community/comment-structured-data/comment-structured-data.element').then(
      (m) => m.commentStructuredDataDefinition as unknown as AnyWidgetDefinition,
    ),
  'mobile-menu': () =>
    import('./storefront/mobile-menu/mobile-menu.element').then(
      (m) => m.mobileMenuDefinition as unknown as AnyWidgetDefinition,
    ),
  'reorder-page': () =>
    import('./storefront/reorder-page/reorder-page.element').then(
      (m) => m.reorderPageDefinition as unknown as AnyWidgetDefinition,
    ),
  'save-order-as-list': () =>
    import('./storefront/save-order-as-list/save-order-as-list.element').then(
      (m) => m.saveOrderAsListDefinition as unknown as AnyWidgetDefinition,
    ),
  'product-review-form': () =>
    import('./community/product-review-form/product-review-form.element').then(
      (m) => m.productReviewFormDefinition as unknown as AnyWidgetDefinition,
    ),
  'help-next-neighbor': () =>
    import('./staff/help-next-neighbor/help-next-neighbor.element').then(
      (m) => m.helpNextNeighborDefinition as unknown as AnyWidgetDefinition,
    ),
  'custom-comment-edit-form': () =>
    import('./staff/custom-comment-edit-form/custom-comment-edit-form.element').then(
      (m) => m.customCommentEditFormDefinition as unknown as AnyWidgetDefinition,
    ),
  'question-answer-form': () =>
    import('./staff/question-answer-form/question-answer-form.element').then(
      (m) => m.questionAnswerFormDefinition as unknown as AnyWidgetDefinition,
    ),
  'fast-pay-buttons': () =>
    import('./storefront/fast-pay-buttons/fast-pay-buttons.element').then(
      (m) => m.fastPayButtonsDefinition as unknown as AnyWidgetDefinition,
    ),
  'custom-dealer-dashboard': () =>
    import('./dealer/custom-dealer-dashboard/custom-dealer-dashboard.element').then(
      (m) => m.dealerDashboardDefinition as unknown as AnyWidgetDefinition,
    ),
  'dealer-install-requests-selector-element': () =>
    import('./dealer/dealer-install-requests-selector-element/dealer-install-requests-selector.element').then(
      (m) => m.installRequestsSelectorDefinition as unknown as AnyWidgetDefinition,
    ),
  'custom-dealer-metrics': () =>
    import('./dealer/custom-dealer-metrics/custom-dealer-metrics.element').then(
      (m) => m.dealerMetricsDefinition as unknown as AnyWidgetDefinition,
    ),
  'installer-review-form': () =>
    import('./community/installer-review-form/installer-review-form.element').then(
      (m) => m.installerReviewFormDefinition as unknown as AnyWidgetDefinition,
    ),
  'employee-bio-review': () =>
    import('./staff/employee-bio-review/employee-bio-review.element').then(
      (m) => m.employeeBioReviewDefinition as unknown as AnyWidgetDefinition,
    ),
  'specialist-question-edit-form': () =>
    import('./staff/specialist-question-edit-form/specialist-question-edit-form.element').then(
      (m) => m.specialistQuestionEditFormDefinition as unknown as AnyWidgetDefinition,
    ),
  'specialist-answer-edit-form': () =>
    import('./staff/specialist-answer-edit-form/specialist-answer-edit-form.element').then(
      (m) => m.specialistAnswerEditFormDefinition as unknown as AnyWidgetDefinition,
    ),
  'custom-dealer-install-request-form-flow': () =>
    import(
      './dealer/custom-dealer-install-request-form-flow/custom-dealer-install-request-form-flow.element'
    ).then((m) => m.installRequestFormFlowDefinition as unknown as AnyWidgetDefinition),
};
