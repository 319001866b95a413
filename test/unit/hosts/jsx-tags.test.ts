import { widgetLoaders } from '../../../src/elements/loaders';
import type { ShopWidgetsIntrinsicElements } from '../../../src/jsx';

// The type makes this list exactly the tags `shop-widgets/jsx` declares (none missing, none extra).
const JSX_TAGS: Record<keyof ShopWidgetsIntrinsicElements, true> = {
  'add-to-cart': true,
  'cart-link': true,
  'cart-selector': true,
  'cart-page': true,
  'cart-sidebar': true,
  'checkout-panel': true,
  'payment-icons': true,
  'vehicle-picker': true,
  'vehicle-fit-badge': true,
  'my-vehicle-link': true,
  'customer-media-upload': true,
  'comment-submission-form-element': true,
  'comment-reply-form-element': true,
  'delivery-estimate': true,
  'local-pickup': true,
  'shipping-dates-selector': true,
  'zip-code-entry': true,
  'faq-structured-data': true,
  'comment-structured-data': true,
  'who-is-that-bios': true,
  'account-bio-viewer': true,
  'mobile-menu': true,
  'live-chat': true,
  'reorder-page': true,
  'save-order-as-list': true,
  'product-review-form': true,
  'help-next-neighbor': true,
  'custom-comment-edit-form': true,
  'question-answer-form': true,
  'fast-pay-buttons': true,
  'image-carousel': true,
  'interaction-tracking': true,
  'custom-dealer-dashboard': true,
  'dealer-install-requests-selector-element': true,
  'custom-dealer-metrics': true,
  'installer-review-form': true,
  'employee-bio-review': true,
  'specialist-question-edit-form': true,
  'specialist-answer-edit-form': true,
  'custom-dealer-install-request-form-flow': true,
};

describe('shop-widgets/jsx', () => {
  it('types every tag of the library for JSX hosts', () => {
    expect(Object.keys(JSX_TAGS).sort()).toEqual(Object.keys(widgetLoaders).sort());
  });
});
