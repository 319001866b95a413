import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineWidget } from '../../../src/core/define-widget';
import { cartSelectorDefinition } from '../../../src/elements/storefront/cart-selector/cart-selector.element';
import { sidebarStore } from '../../../src/stores/sidebar';
import { mountElement } from '../../helpers/elements';

defineWidget(cartSelectorDefinition);

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<cart-selector>', () => {
  it('shows the cart icon from data-imagebaseurl and links to data-cartlink', async () => {
    const element = await mountElement('cart-selector', {
      'data-imagebaseurl': 'https://img.example/assets',
      'data-cartlink': '/my/cart',
    });
    const link = shadow(element).getByRole('link');
    expect(link).toHaveAttribute('href', '/my/cart');
    expect(element.shadowRoot?.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example/assets/icons/cart.svg',
    );
  });

  it("falls back to the page's image base URL and cart page", async () => {
    const element = await mountElement('cart-selector');
    expect(shadow(element).getByRole('link')).toHaveAttribute('href', `${location.origin}/cart`);
    expect(element.shadowRoot?.querySelector('img')).toHaveAttribute(
      'src',
      `${location.origin}/images/icons/cart.svg`,
    );
  });

  it('draws its own icon when the image cannot load', async () => {
    const element = await mountElement('cart-selector');
    fireEvent.error(element.shadowRoot?.querySelector('img') as HTMLImageElement);
    await waitFor(() => expect(element.shadowRoot?.querySelector('img')).toBeNull());
    expect(element.shadowRoot?.querySelector('svg')).not.toBeNull();
  });

  it('names the count for screen readers and opens the side bar', async () => {
    document.body.append(document.createElement('cart-sidebar'));
    const element = await mountElement('cart-selector');
    window.dispatchEvent(new CustomEvent('shop:cart-updated', { detail: { itemCount: 3 } }));
    await waitFor(() => expect(shadow(element).getByRole('link')).toHaveAccessibleName('Cart, 3 items'));
    await userEvent.click(shadow(element).getByRole('link'));
    expect(sidebarStore.getState().showSideBar).toBe(true);
  });

  it('refuses a javascript: cart link with a visible error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = await mountElement('cart-selector', { 'data-cartlink': 'javascript:alert(1)' });
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(
      'data-cartlink must be a relative, http(s), mailto or tel link',
    );
    expect(shadow(element).queryByRole('link')).toBeNull();
  });
});
