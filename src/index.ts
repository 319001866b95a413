/**
 * shop-widgets: web components for the interactive front of an online parts shop.
 *
 * Importing this entry defines no element: use `shop-widgets/register` for that, or call
 * `defineWidget` with the definitions you want.
 */
export * from './api/cart';
export * from './api/experiments';
export * from './api/feature-toggles';
export * from './api/installers';
export { attr, isSafeUrl } from './core/attributes';
export * from './core/bus';
export * from './core/config';
export * from './core/define-widget';
export * from './core/errors';
export * from './core/events';
export { BAD_GATEWAY_RETRIES, BAD_GATEWAY_RETRY_DELAY_MS, request, resolveUrl } from './core/http';
export { ERROR_LOG_LIMIT, LOGGER_PATHS, logger } from './core/logger';
export * from './core/toggles';
export * from './elements/index';
export { CartLinkView } from './elements/storefront/cart-link/cart-link';
export { CartSelectorView } from './elements/storefront/cart-selector/cart-selector';
export {
  PAYMENT_METHODS,
  PAYMENT_OPTIONS_TEXT,
  PaymentIconsView,
} from './elements/storefront/payment-icons/payment-icons';
export * from './stores/index';
export * from './ui/index';
