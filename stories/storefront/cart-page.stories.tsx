import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { resetConfig } from '../../src/core/config';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';
import { setHolidayShippingMessage } from '../../src/stores/cart';

/**
 * `<cart-page>`: the shared cart view (the same one the cart side bar shows) in its page placement,
 * with the checkout panel. Every story runs on the fake shop; pick a role in the toolbar.
 */

/** A cart with a low-stock line (7 left), an out-of-stock line and a case-pack line (12 a case). */
const VARIED_CART = {
  cart: {
    lines: [
      { lineID: 1, webSku: 'C13130', quantity: 1, attribute: null },
      { lineID: 2, webSku: 'C11442', quantity: 2, attribute: null },
      { lineID: 3, webSku: 'GH-523', quantity: 1, attribute: null },
      { lineID: 4, webSku: 'PK12704', quantity: 2, attribute: null },
    ],
  },
};

async function cartShadow(canvasElement: HTMLElement) {
  return waitFor(() => {
    const root = canvasElement.querySelector('cart-page')?.shadowRoot;
    if (!root?.querySelector('[part="line"]')) throw new Error('cart-page has not rendered its lines');
    return within(root as unknown as HTMLElement);
  });
}

const meta = {
  title: 'Storefront/Cart page',
  tags: ['autodocs'],
  args: { holidayText: 'Arrives Before Christmas' },
  argTypes: { holidayText: { name: 'data-holiday-text', control: 'text' } },
  render: ({ holidayText }) => <cart-page data-holiday-text={holidayText} />,
} satisfies Meta<{ holidayText: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = { name: 'List (shopper)' };

export const Loading: Story = {
  loaders: [async () => injectFault({ path: '/api/cart/details-for-cart', latencyMs: Infinity })],
};

export const Empty: Story = {
  loaders: [async () => seedFakeShop({ cart: { lines: [] } })],
};

export const LoadError: Story = {
  name: 'Error (cart cannot be loaded)',
  loaders: [async () => injectFault({ path: '/api/cart/details-for-cart', status: 500, times: Infinity })],
};

export const StockStates: Story = {
  name: 'Stock: low stock, awaiting stock, ready to ship',
  loaders: [async () => seedFakeShop(VARIED_CART)],
};

export const StockAlwaysShown: Story = {
  name: 'Stock: quantity always shown (show flag on)',
  loaders: [
    async () =>
      seedFakeShop({ ...VARIED_CART, cart: { ...VARIED_CART.cart, display: { showStockQuantity: true } } }),
  ],
};

export const Dealer: Story = {
  name: 'Dealer: dealer and retail prices, case-pack offer',
  globals: { role: 'dealer' },
  loaders: [async () => seedFakeShop(VARIED_CART)],
};

export const DealerViewingAsCustomer: Story = {
  name: 'Dealer viewing as customer',
  globals: { role: 'dealer' },
  loaders: [async () => seedFakeShop({ session: { installer: { viewAsCustomer: true } } })],
};

export const InternalStaff: Story = {
  name: 'Internal staff (Empty Cart)',
  globals: { role: 'staff' },
  loaders: [async () => resetConfig({ customerServicePhone: '1-800-555-0142', internalStaff: true })],
};

export const HolidayBanner: Story = {
  loaders: [async () => setHolidayShippingMessage('Order by Dec 18 for delivery before Dec 25')],
};

export const UndoStrip: Story = {
  name: 'Undo strip (a line removed)',
  play: async ({ canvasElement }) => {
    const cart = await cartShadow(canvasElement);
    cart.getAllByRole('button', { name: /^Remove/ })[0]?.click();
    await waitFor(() => expect(cart.getByRole('button', { name: /^Undo/ })).toBeVisible());
  },
};

/** Undo: the removed line is back in its place (re-added on the server with POST /api/cart/item). */
export const UndoneLine: Story = {
  name: 'Undo (the line back in its place)',
  play: async ({ canvasElement }) => {
    const cart = await cartShadow(canvasElement);
    const firstTitle = cart.getAllByRole('heading', { level: 3 })[0]?.textContent ?? '';
    cart.getAllByRole('button', { name: /^Remove/ })[0]?.click();
    const undo = await waitFor(() => cart.getByRole('button', { name: /^Undo/ }));
    undo.click();
    await waitFor(() => expect(cart.queryByRole('button', { name: /^Undo/ })).toBeNull());
    await waitFor(() => expect(cart.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(firstTitle));
  },
};

export const UndoStripDealer: Story = {
  name: 'Undo strip with Save for Later (dealer)',
  globals: { role: 'dealer' },
  play: async ({ canvasElement }) => {
    const cart = await cartShadow(canvasElement);
    cart.getAllByRole('button', { name: /^Remove/ })[0]?.click();
    await waitFor(() => expect(cart.getByRole('button', { name: 'Save for Later' })).toBeVisible());
  },
};

export const CheckoutMode: Story = {
  name: 'Checkout mode (Update, on a /checkout path)',
  beforeEach: () => {
    const before = location.href;
    history.replaceState(history.state, '', `/checkout${location.search}`);
    return () => history.replaceState(history.state, '', before);
  },
};

export const Mobile: Story = {
  name: 'Mobile (375 px, panel fixed at the bottom)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  loaders: [async () => seedFakeShop(VARIED_CART)],
};

export const SlowNetwork: Story = {
  name: 'Slow network (3 s)',
  globals: { fault: 'slow' },
};
