import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineWidget } from '../../../src/core/define-widget';
import type { AnalyticsEventDetail } from '../../../src/core/events';
import { FEATURE_TOGGLES } from '../../../src/core/toggles';
import { addToCartDefinition } from '../../../src/elements/storefront/add-to-cart/add-to-cart.element';
import { cartPageDefinition } from '../../../src/elements/storefront/cart-page/cart-page.element';
import { checkoutPanelDefinition } from '../../../src/elements/storefront/checkout-panel/checkout-panel.element';
import { setNavigation } from '../../../src/elements/storefront/checkout-panel/navigation';
import { setFeatureToggle } from '../../../src/mocks/controls';
import { cartStore, settleCartChanges } from '../../../src/stores/cart';
import { mountElement } from '../../helpers/elements';

defineWidget(addToCartDefinition);
defineWidget(checkoutPanelDefinition);
defineWidget(cartPageDefinition);

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
type TagWindow = Window & { dataLayer?: unknown[] };

function reported(): AnalyticsEventDetail[] {
  const details: AnalyticsEventDetail[] = [];
  window.addEventListener('shop:analytics-reported', (event) => details.push(event.detail));
  return details;
}

beforeEach(() => {
  delete (window as TagWindow).dataLayer;
});

afterEach(async () => {
  await settleCartChanges();
});

describe('analytics from the cart widgets', () => {
  it('reports add_to_cart with the added quantity and the cart line’s name and unit price', async () => {
    setFeatureToggle(FEATURE_TOGGLES.analyticsTagManager, true);
    const details = reported();
    const element = await mountElement('add-to-cart', { 'data-websku': 'C13130', 'data-qty': '2' });
    await userEvent.click(shadow(element).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(details).toHaveLength(1));
    const line = cartStore.getState().cart?.items.find((item) => item.webSku === 'C13130');
    expect(line).toBeDefined();
    expect(details[0]).toMatchObject({
      event: 'add_to_cart',
      currency: 'USD',
      products: [{ id: 'C13130', quantity: 2, name: line?.name, price: line?.price }],
    });
    await waitFor(() =>
      expect((window as TagWindow).dataLayer).toContainEqual(
        expect.objectContaining({
          event: 'add_to_cart',
          ecommerce: expect.objectContaining({
            items: [expect.objectContaining({ item_id: 'C13130', quantity: 2, item_name: line?.name })],
          }),
        }),
      ),
    );
  });

  it('reports begin_checkout with the cart lines before Checkout leaves the page', async () => {
    const details = reported();
    let reportedBeforeLeaving = false;
    const navigate = vi.fn<(url: string) => void>(() => {
      reportedBeforeLeaving = details.some((detail) => detail.event === 'begin_checkout');
    });
    const restore = setNavigation({ navigate, reload: vi.fn() });
    try {
      const element = await mountElement('checkout-panel');
      await waitFor(() => expect(shadow(element).getByRole('button', { name: 'CHECKOUT' })).toBeEnabled());
      await userEvent.click(shadow(element).getByRole('button', { name: 'CHECKOUT' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
      expect(reportedBeforeLeaving).toBe(true);
      const begun = details.find((detail) => detail.event === 'begin_checkout');
      expect(begun?.products.map((product) => product.id)).toEqual(
        cartStore.getState().cart?.items.map((item) => item.webSku),
      );
      expect(begun?.value).toBeGreaterThan(0);
    } finally {
      restore();
    }
  });

  it('reports view_cart once when the cart shows its lines, remove_from_cart on Remove and add_to_cart on Undo', async () => {
    const details = reported();
    const element = await mountElement('cart-page');
    await shadow(element).findByRole('list', { name: 'Items in your cart' });
    await waitFor(() => expect(details.map((detail) => detail.event)).toEqual(['view_cart']));
    expect(details[0]?.products.map((product) => product.id)).toEqual(
      cartStore.getState().cart?.items.map((item) => item.webSku),
    );

    await userEvent.click(
      shadow(element).getByRole('button', {
        name: /Remove Curt Trailer Hitch Receiver - Custom Fit - Class III/,
      }),
    );
    await waitFor(() =>
      expect(details.map((detail) => detail.event)).toEqual(['view_cart', 'remove_from_cart']),
    );
    expect(details[1]?.products).toEqual([expect.objectContaining({ id: 'C13130', quantity: 1 })]);

    await userEvent.click(await shadow(element).findByRole('button', { name: /^Undo/ }));
    await waitFor(() =>
      expect(details.map((detail) => detail.event)).toEqual(['view_cart', 'remove_from_cart', 'add_to_cart']),
    );
    expect(details[2]?.products).toEqual([expect.objectContaining({ id: 'C13130', quantity: 1 })]);
  });
});
