import { analyticsDetail, toGa4Ecommerce, trackEcommerce, trackPurchase } from '../../../src/core/analytics';
import type { AnalyticsEventDetail, AnalyticsProduct } from '../../../src/core/events';
import { listenForCompletedOrders } from '../../../src/core/order-completed';
import { FEATURE_TOGGLES, resetToggles } from '../../../src/core/toggles';
import { setFeatureToggle } from '../../../src/mocks/controls';

type TagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  pintrk?: (...args: unknown[]) => void;
};
const page = window as TagWindow;

const hitch: AnalyticsProduct = { id: 'C13130', quantity: 2, name: 'Hitch', price: 150.5, variant: '2 inch' };
const wiring: AnalyticsProduct = { id: '118801', quantity: 1, name: 'T-Connector', price: 24.99 };

function heard(): AnalyticsEventDetail[] {
  const details: AnalyticsEventDetail[] = [];
  window.addEventListener('shop:analytics-reported', (event) => details.push(event.detail));
  return details;
}

beforeEach(() => {
  resetToggles();
  delete page.dataLayer;
  delete page.gtag;
  delete page.pintrk;
});

describe('analytics', () => {
  it('gives the GA4 ecommerce shape: items, value as price x quantity, USD', () => {
    expect(toGa4Ecommerce(analyticsDetail('add_to_cart', [hitch, wiring]))).toEqual({
      currency: 'USD',
      value: 325.99,
      items: [
        { item_id: 'C13130', item_name: 'Hitch', price: 150.5, quantity: 2, item_variant: '2 inch' },
        { item_id: '118801', item_name: 'T-Connector', price: 24.99, quantity: 1 },
      ],
    });
  });

  it('publishes every moment on the bus, with the tags switched off', async () => {
    const details = heard();
    page.dataLayer = [];
    await trackEcommerce('remove_from_cart', [wiring]);
    expect(details).toEqual([
      { event: 'remove_from_cart', currency: 'USD', value: 24.99, products: [wiring] },
    ]);
    // All three analytics toggles are off in the fake shop by default: nothing reaches the page's tags.
    expect(page.dataLayer).toEqual([]);
  });

  it('pushes to dataLayer only while the tag-manager toggle is on, clearing the previous ecommerce first', async () => {
    setFeatureToggle(FEATURE_TOGGLES.analyticsTagManager, true);
    await trackEcommerce('view_cart', [hitch]);
    expect(page.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_cart', ecommerce: toGa4Ecommerce(analyticsDetail('view_cart', [hitch])) },
    ]);
  });

  it("calls the page's gtag and pintrk only behind their toggles, and never loads them", async () => {
    const gtag = vi.fn();
    const pintrk = vi.fn();
    page.gtag = gtag;
    page.pintrk = pintrk;
    await trackEcommerce('add_to_cart', [hitch]);
    expect(gtag).not.toHaveBeenCalled();
    expect(pintrk).not.toHaveBeenCalled();

    resetToggles();
    setFeatureToggle(FEATURE_TOGGLES.analyticsGoogle, true);
    setFeatureToggle(FEATURE_TOGGLES.analyticsPinterest, true);
    await trackEcommerce('add_to_cart', [hitch]);
    expect(gtag).toHaveBeenCalledWith('event', 'add_to_cart', expect.objectContaining({ value: 301 }));
    expect(pintrk).toHaveBeenCalledWith(
      'track',
      'addtocart',
      expect.objectContaining({ value: 301, currency: 'USD', order_quantity: 2 }),
    );
    // Pinterest has no event for viewing a cart.
    await trackEcommerce('view_cart', [hitch]);
    expect(pintrk).toHaveBeenCalledTimes(1);
    expect(document.querySelector('script[src*="gtag"], script[src*="pinimg"]')).toBeNull();
  });

  it("survives a page tag that throws (the widget's action is not affected)", async () => {
    setFeatureToggle(FEATURE_TOGGLES.analyticsGoogle, true);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    page.gtag = () => {
      throw new Error('broken tag');
    };
    await expect(trackEcommerce('begin_checkout', [hitch])).resolves.toBeUndefined();
  });

  it('reports a purchase from the order confirmation command, with the transaction fields', async () => {
    setFeatureToggle(FEATURE_TOGGLES.analyticsTagManager, true);
    listenForCompletedOrders();
    const details = heard();
    window.dispatchEvent(
      new CustomEvent('shop:order-completed', {
        detail: {
          id: 'W123456',
          affiliation: 'Web',
          revenue: 325.99,
          tax: 20.1,
          shipping: 0,
          coupon: 'SPRING',
          paymentType: 'Google Pay',
          products: [hitch, wiring],
        },
      }),
    );
    await vi.waitFor(() => expect(page.dataLayer).toHaveLength(2));
    expect(page.dataLayer?.[1]).toEqual({
      event: 'purchase',
      ecommerce: expect.objectContaining({
        transaction_id: 'W123456',
        affiliation: 'Web',
        value: 325.99,
        tax: 20.1,
        shipping: 0,
        coupon: 'SPRING',
        payment_type: 'Google Pay',
        currency: 'USD',
      }),
    });
    expect(details[0]?.products).toHaveLength(2);
  });

  it('does not report an order without an id, and says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const details = heard();
    await trackPurchase({ revenue: 10 });
    expect(details).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('shop:order-completed needs a transaction with an id'),
    );
  });
});
