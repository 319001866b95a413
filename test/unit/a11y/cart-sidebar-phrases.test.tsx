import { virtual } from '@guidepup/virtual-screen-reader';
import { waitFor, within } from '@testing-library/react';
import { connect } from '../../../src/core/connect';
import { CartSidebarFrame } from '../../../src/elements/storefront/cart-sidebar/cart-sidebar-frame';
import { resetLandingParameters } from '../../../src/elements/storefront/cart-sidebar/landing-parameters';
import { pageLocation } from '../../../src/elements/storefront/cart-sidebar/page-location';
import { useCartSidebar } from '../../../src/elements/storefront/cart-sidebar/use-cart-sidebar';
import { openSidebar } from '../../../src/stores/sidebar';
import { FIRST_LOAD_TEST_TIMEOUT_MS, FIRST_LOAD_TIMEOUT_MS } from '../../first-load';
import { renderInLightDom } from './light-dom-widget';

const CartSidebar = connect(CartSidebarFrame, useCartSidebar);
const SIDEBAR_PROPS = {
  width: 30,
  duration: '0s',
  direction: 'right' as const,
  widthtype: 'percent' as const,
  emit: () => {},
};

/** Renders the side bar and opens it on the fake shop's cart; its contents load on first open. */
async function openLoadedCart() {
  const { container } = renderInLightDom('cart-sidebar', CartSidebar, SIDEBAR_PROPS);
  openSidebar('cart');
  const cart = within(container);
  const removeButtons = await cart.findAllByRole(
    'button',
    { name: /^Remove / },
    { timeout: FIRST_LOAD_TIMEOUT_MS },
  );
  return { container, cart, removeButtons };
}

async function readOn(steps: number): Promise<string[]> {
  for (let step = 0; step < steps; step += 1) await virtual.next();
  return virtual.spokenPhraseLog();
}

beforeEach(() => {
  resetLandingParameters();
  vi.spyOn(pageLocation, 'path').mockReturnValue('/');
  vi.spyOn(pageLocation, 'search').mockReturnValue('');
  vi.spyOn(pageLocation, 'reload').mockImplementation(() => {});
  // jsdom has no layout, so every element looks hidden to focus-trap; give them a box.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
    new DOMRect(0, 0, 10, 10),
  ] as unknown as DOMRectList);
});
afterEach(async () => {
  await virtual.stop();
});

describe('what a screen reader says in the cart side bar', () => {
  it('reads the open cart of the fake shop from the top', {
    timeout: FIRST_LOAD_TEST_TIMEOUT_MS,
  }, async () => {
    const { container, cart } = await openLoadedCart();
    await cart.findByRole('heading', { name: 'Cart (2 Items)' });
    await virtual.start({ container });
    expect(await readOn(60)).toMatchInlineSnapshot(`
      [
        "dialog, Cart, modal",
        "dialog, Cart, modal",
        "status",
        "heading, Cart (2 Items), level 2",
        "button, Close cart",
        "paragraph",
        "list, Items in your cart",
        "listitem, Curt Trailer Hitch Receiver - Custom Fit - Class III - 2", level 1, position 1, set size 2",
        "heading, Curt Trailer Hitch Receiver - Custom Fit - Class III - 2", level 3",
        "link, Curt Trailer Hitch Receiver - Custom Fit - Class III - 2"",
        "end of heading, Curt Trailer Hitch Receiver - Custom Fit - Class III - 2", level 3",
        "paragraph",
        "Product Code:",
        "C13130",
        "end of paragraph",
        "paragraph",
        "Ready to ship",
        "end of paragraph",
        "button, Decrease quantity",
        "textbox, Quantity of Curt Trailer Hitch Receiver - Custom Fit - Class III - 2", 1",
        "button, Increase quantity",
        "button, Remove Curt Trailer Hitch Receiver - Custom Fit - Class III - 2"",
        "Remove",
        "end of button, Remove Curt Trailer Hitch Receiver - Custom Fit - Class III - 2"",
        "paragraph",
        "$219.90",
        "end of paragraph",
        "end of listitem, Curt Trailer Hitch Receiver - Custom Fit - Class III - 2", level 1, position 1, set size 2",
        "listitem, Tekonsha P3 Trailer Brake Controller - 1 to 4 Axles - Proportional, level 1, position 2, set size 2",
        "heading, Tekonsha P3 Trailer Brake Controller - 1 to 4 Axles - Proportional, level 3",
        "link, Tekonsha P3 Trailer Brake Controller - 1 to 4 Axles - Proportional",
        "end of heading, Tekonsha P3 Trailer Brake Controller - 1 to 4 Axles - Proportional, level 3",
        "paragraph",
        "Product Code:",
        "90195",
        "end of paragraph",
        "paragraph",
        "Ready to ship",
        "end of paragraph",
        "button, Decrease quantity",
        "textbox, Quantity of Tekonsha P3 Trailer Brake Controller - 1 to 4 Axles - Proportional, 1",
        "button, Increase quantity",
        "button, Remove Tekonsha P3 Trailer Brake Controller - 1 to 4 Axles - Proportional",
        "Remove",
        "end of button, Remove Tekonsha P3 Trailer Brake Controller - 1 to 4 Axles - Proportional",
        "paragraph",
        "$164.90",
        "end of paragraph",
        "end of listitem, Tekonsha P3 Trailer Brake Controller - 1 to 4 Axles - Proportional, level 1, position 2, set size 2",
        "end of list, Items in your cart",
        "button, Add ZIP code for delivery options, not expanded, has popup dialog",
        "status",
        "group, Order summary",
        "term",
        "Subtotal",
        "end of term",
        "definition",
        "$384.80",
        "end of definition",
        "button, CHECKOUT",
        "end of group, Order summary",
        "end of dialog, Cart, modal",
      ]
    `);
  });

  it('says a removal and its undo once each, and where focus goes', {
    timeout: FIRST_LOAD_TEST_TIMEOUT_MS,
  }, async () => {
    const { container, cart, removeButtons } = await openLoadedCart();
    const [remove] = removeButtons;
    await virtual.start({ container });
    await virtual.clearSpokenPhraseLog();
    remove?.click();
    const undo = await cart.findByRole('button', { name: /^Undo, put / });
    await waitFor(() => expect(undo).toHaveFocus());
    undo.click();
    await cart.findAllByRole('button', { name: /^Remove / });
    await waitFor(async () =>
      expect(await virtual.spokenPhraseLog()).toContain('polite: The item is back in your cart.'),
    );
    expect(await virtual.spokenPhraseLog()).toMatchInlineSnapshot(`
      [
        "button, Undo, put Curt Trailer Hitch Receiver - Custom Fit - Class III - 2" back in the cart",
        "polite: The item has been removed.",
        "heading, Cart (2 Items), level 2",
        "polite: The item is back in your cart.",
      ]
    `);
  });
});
