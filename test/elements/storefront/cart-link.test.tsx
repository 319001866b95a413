import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineWidget } from '../../../src/core/define-widget';
import { MAX_CART_ITEM_COUNT } from '../../../src/core/format';
import { cartLinkDefinition } from '../../../src/elements/storefront/cart-link/cart-link.element';
import { injectFault, seedFakeShop } from '../../../src/mocks/controls';
import { sidebarStore } from '../../../src/stores/sidebar';
import { mountElement } from '../../helpers/elements';

defineWidget(cartLinkDefinition);

const link = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement).getByRole('link');

async function cartItemCount(): Promise<number> {
  const answer = await fetch(new URL('/api/cart/item-count', location.href));
  return ((await answer.json()) as { count: number }).count;
}

describe('<cart-link>', () => {
  it("reads 'Cart' by default and shows the cart's item count", async () => {
    const count = await cartItemCount();
    const element = await mountElement('cart-link');
    await waitFor(() =>
      expect(link(element)).toHaveAccessibleName(`Cart, ${count} ${count === 1 ? 'item' : 'items'}`),
    );
    expect(link(element)).toHaveTextContent(`Cart(${count})`);
  });

  it('uses data-linkText', async () => {
    const element = await mountElement('cart-link', { 'data-linkText': 'My cart' });
    expect(link(element)).toHaveTextContent('My cart');
  });

  it('opens the cart side bar on click through the store and a window event', async () => {
    document.body.append(document.createElement('cart-sidebar'));
    const element = await mountElement('cart-link');
    const seen = vi.fn();
    element.addEventListener('shop:cart-open', seen);
    await userEvent.click(link(element));
    expect(seen).toHaveBeenCalledTimes(1);
    expect((seen.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      source: 'cart-link',
      view: 'cart',
    });
    expect(sidebarStore.getState()).toMatchObject({ showSideBar: true, loadCart: true });
  });

  it('links to the cart page when there is no side bar on the page', async () => {
    const element = await mountElement('cart-link');
    expect(link(element)).toHaveAttribute('href', `${location.origin}/cart`);
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    link(element).dispatchEvent(clicked);
    expect(clicked.defaultPrevented).toBe(false);
    expect(sidebarStore.getState().showSideBar).toBe(false);
  });

  it('updates every cart link when the cart changes, also from another bundle', async () => {
    const first = await mountElement('cart-link');
    const second = await mountElement('cart-link', { 'data-linkText': 'Basket' });
    window.dispatchEvent(new CustomEvent('shop:cart-updated', { detail: { itemCount: 1 } }));
    await waitFor(() => expect(link(first)).toHaveAccessibleName('Cart, 1 item'));
    expect(link(second)).toHaveAccessibleName('Basket, 1 item');
  });

  it('shows the text without a count when the count cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ path: '/api/cart/item-count', status: 500, times: 3 });
    seedFakeShop({});
    const element = await mountElement('cart-link');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(link(element)).toHaveAccessibleName('Cart');
  });

  it('clamps a count no cart can hold (1e21 from a host script) instead of showing 1e+21', async () => {
    const element = await mountElement('cart-link');
    window.dispatchEvent(new CustomEvent('shop:cart-updated', { detail: { itemCount: 1e21 } }));
    await waitFor(() => expect(link(element)).toHaveTextContent(`Cart(${MAX_CART_ITEM_COUNT}+)`));
    expect(link(element)).toHaveAccessibleName(`Cart, ${MAX_CART_ITEM_COUNT}+ items`);
    expect(link(element).textContent).not.toContain('e+');
  });
});
