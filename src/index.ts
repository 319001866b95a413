/**
 * shop-widgets: web components for the interactive front of an online parts shop.
 *
 * Importing this entry defines no element: use `shop-widgets/register` for that, or call
 * `defineWidget` with the definitions you want.
 */

export * from './api/address';
export * from './api/cart';
export * from './api/cart-add';
export * from './api/comment-moderation';
export * from './api/contentreply';
export * from './api/experiments';
export * from './api/feature-toggles';
export * from './api/install-requests';
export * from './api/installers';
export * from './api/media';
export * from './api/orders';
export * from './api/pickup';
export * from './api/questions';
export * from './api/queues';
export * from './api/saved-lists';
export * from './api/shipping';
export * from './api/ymm';
export { attr, isSafeUrl } from './core/attributes';
export * from './core/bus';
export * from './core/config';
export * from './core/define-widget';
export * from './core/errors';
export * from './core/events';
export { BAD_GATEWAY_RETRIES, BAD_GATEWAY_RETRY_DELAY_MS, request, resolveUrl } from './core/http';
export { ERROR_LOG_LIMIT, LOGGER_PATHS, logger } from './core/logger';
export type { OnlineWaitHooks } from './core/offline';
export * from './core/toggles';
export { getUserSession } from './core/user-session';
export { CommentReplyFormView } from './elements/community/comment-reply-form-element/comment-reply-form';
export { CommentSubmissionFormView } from './elements/community/comment-submission-form-element/comment-submission-form';
export { mediaUploaderStyles } from './elements/community/customer-media-upload/customer-media-upload.styles';
export {
  MediaUploader,
  type MediaUploaderProps,
  type MediaUploadSummary,
} from './elements/community/customer-media-upload/media-uploader';
export {
  contentFromPath,
  type PageContent,
  SOURCE_TYPES,
  type SourceType,
} from './elements/community/shared/content-path';
export { communityFormStyles } from './elements/community/shared/form.styles';
export { PartLinkRows, type PartLinkRowsProps } from './elements/community/shared/part-link-rows';
export {
  normalizeLink,
  type PartLinkRow,
  rowsFrom as partLinkRowsFrom,
  SUPPORTED_LINK_TYPES,
} from './elements/community/shared/part-links';
export * from './elements/index';
export { AddToCartView, type AddToCartViewProps } from './elements/storefront/add-to-cart/add-to-cart';
export { ADD_TO_CART_TEXTS } from './elements/storefront/add-to-cart/texts';
export { ADD_TO_CART_VIEWS, type AddToCartViewName } from './elements/storefront/add-to-cart/view-names';
export { cartViewStyles } from './elements/storefront/cart/cart.styles';
export { CartContainer, type CartContainerProps } from './elements/storefront/cart/cart-container';
export { CartLine, type CartLineModel } from './elements/storefront/cart/cart-line';
export {
  type CartTotals,
  cartTotals,
  casePackUpgrade,
  type DealerView,
  dealerView,
  isAwaitingStock as isCartLineAwaitingStock,
  isCheckoutPath,
  isInStock,
  isReadyToShipStatus,
  lineTotal,
  type PricedLine,
  READY_TO_SHIP_STATUSES,
  type StockSettings,
  showsStockQuantity,
  stockQuantityText,
} from './elements/storefront/cart/cart-rules';
export {
  CART_EMPTY_TEXT,
  CartView,
  type CartViewProps,
  cartLoadErrorText,
} from './elements/storefront/cart/cart-view';
export { CartLinkView } from './elements/storefront/cart-link/cart-link';
export { CartSelectorView } from './elements/storefront/cart-selector/cart-selector';
export { checkoutUrl, startCheckout } from './elements/storefront/checkout-panel/checkout';
export * from './elements/storefront/checkout-panel/checkout-panel';
export { checkoutPanelStyles } from './elements/storefront/checkout-panel/checkout-panel.styles';
export {
  CheckoutPanel,
  type CheckoutPanelOptions,
} from './elements/storefront/checkout-panel/checkout-panel-container';
export { type Navigation, navigation, setNavigation } from './elements/storefront/checkout-panel/navigation';
export * from './elements/storefront/delivery-estimate/delivery-dates';
export { DeliveryEstimateView } from './elements/storefront/delivery-estimate/delivery-estimate';
export { LocalPickupView } from './elements/storefront/local-pickup/local-pickup';
export { MyVehicleLinkView } from './elements/storefront/my-vehicle-link/my-vehicle-link';
export {
  PAYMENT_METHODS,
  PAYMENT_OPTIONS_TEXT,
  PaymentIconsView,
} from './elements/storefront/payment-icons/payment-icons';
export { ShippingDatesSelectorView } from './elements/storefront/shipping-dates-selector/shipping-dates-selector';
export {
  type FitmentEntry,
  fitmentSchema,
  fitOf,
  fitText,
} from './elements/storefront/vehicle-fit-badge/fit-rule';
export { VehicleFitBadgeView } from './elements/storefront/vehicle-fit-badge/vehicle-fit-badge';
export { setNavigate } from './elements/storefront/vehicle-picker/navigate';
export {
  type ChosenVehicle,
  type DestinationInput,
  resolvePageKind,
  VEHICLE_PAGE_KINDS,
  type VehiclePageKind,
  vehicleDestination,
  vehicleRoute,
} from './elements/storefront/vehicle-picker/vehicle-navigation';
export { VehiclePickerView } from './elements/storefront/vehicle-picker/vehicle-picker';
export {
  ENABLED_HASH_ROUTES,
  type HashRoute,
  parseHashRoute,
  type YmmRoute,
  ymmHash,
} from './elements/storefront/vehicle-picker/ymm-hash';
export { ZipCodeForm } from './elements/storefront/zip-code-entry/zip-code-form';
export * from './elements/storefront/zip-code-entry/zip-code-rules';
export * from './stores/index';
export * from './ui/index';
// The review forms' star radio group, exported here rather than through the ui barrel: the script-tag
// build puts whatever that barrel re-exports into the platform file every page loads.
export {
  STAR_RATING_REQUIRED_MESSAGE,
  StarRatingRadioGroup,
  type StarRatingRadioGroupHandle,
  type StarRatingRadioGroupProps,
} from './ui/star-rating/star-radio-group';
export { starRadioGroupStyles } from './ui/star-rating/star-radio-group.styles';
