import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { setNavigation } from '../../src/elements/storefront/checkout-panel/navigation';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';

/**
 * `<checkout-panel>`: the cart's subtotal(s) and main button, on the page's one cart. In these
 * stories Checkout and Update only log where they would go (the story never leaves the page).
 */
type Mode = 'auto' | 'Checkout' | 'Update' | 'AddAllItemsToCart';

async function panelShadow(canvasElement: HTMLElement) {
  return waitFor(() => {
    const root = canvasElement.querySelector('checkout-panel')?.shadowRoot;
    const button = root?.querySelector<HTMLButtonElement>('button[part="button"]');
    if (!button || button.disabled) throw new Error('checkout-panel is not ready');
    return within(root as unknown as HTMLElement);
  });
}

const meta = {
  title: 'Storefront/Checkout panel',
  tags: ['autodocs'],
  args: { mode: 'auto', savedListId: 0, checkoutOptions: false },
  argTypes: {
    mode: {
      name: 'data-mode',
      control: 'select',
      options: ['auto', 'Checkout', 'Update', 'AddAllItemsToCart'],
    },
    savedListId: { name: 'data-saved-list-id', control: 'number' },
    checkoutOptions: { name: 'data-checkout-options', control: 'boolean' },
  },
  beforeEach: () =>
    setNavigation({
      navigate: (url) => console.info(`checkout-panel story: would go to ${url}`),
      reload: () => console.info('checkout-panel story: would reload the page'),
    }),
  render: ({ mode, savedListId, checkoutOptions }) => (
    <div style={{ maxWidth: 360 }}>
      <checkout-panel
        data-mode={mode}
        data-saved-list-id={savedListId}
        data-checkout-options={checkoutOptions || undefined}
      />
    </div>
  ),
} satisfies Meta<{ mode: Mode; savedListId: number; checkoutOptions: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shopper: Story = {};

export const Dealer: Story = { globals: { role: 'dealer' } };

export const DealerViewingAsCustomer: Story = {
  name: 'Dealer viewing as customer',
  globals: { role: 'dealer' },
  loaders: [async () => seedFakeShop({ session: { installer: { viewAsCustomer: true } } })],
};

export const CheckingOut: Story = {
  name: 'Checking out (busy)',
  loaders: [async () => injectFault({ path: '/api/installers/login', latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    const panel = await panelShadow(canvasElement);
    panel.getByRole('button', { name: 'CHECKOUT' }).click();
    await waitFor(() => expect(panel.getByRole('button')).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Update: Story = { args: { mode: 'Update' } };

export const AddAllItemsToCart: Story = {
  name: 'Add all items to cart (dealer, saved list 12)',
  args: { mode: 'AddAllItemsToCart', savedListId: 12 },
  globals: { role: 'dealer' },
};

export const AddedToCart: Story = {
  name: 'Added to Cart (after an add-all click)',
  args: { mode: 'AddAllItemsToCart', savedListId: 12 },
  globals: { role: 'dealer' },
  play: async ({ canvasElement }) => {
    const panel = await panelShadow(canvasElement);
    panel.getByRole('button', { name: 'Add All Items to Cart' }).click();
    await waitFor(() => expect(panel.getByRole('status')).toHaveTextContent('Added to Cart'));
  },
};

export const AddAllFailed: Story = {
  name: 'Add all failed',
  args: { mode: 'AddAllItemsToCart', savedListId: 12 },
  globals: { role: 'dealer' },
  loaders: [
    async () => injectFault({ method: 'POST', path: '/api/saved-product-list/12/add-to-cart', status: 500 }),
  ],
  play: async ({ canvasElement }) => {
    const panel = await panelShadow(canvasElement);
    panel.getByRole('button', { name: 'Add All Items to Cart' }).click();
    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent('Error adding to cart'));
  },
};

export const SavedListFailed: Story = {
  name: 'Saved list could not be loaded (no subtotal)',
  args: { mode: 'AddAllItemsToCart', savedListId: 12 },
  globals: { role: 'dealer' },
  loaders: [
    async () =>
      injectFault({ method: 'GET', path: '/api/saved-product-list/12', status: 500, times: 'Infinity' }),
  ],
  play: async ({ canvasElement }) => {
    const panel = await waitFor(() => {
      const root = canvasElement.querySelector('checkout-panel')?.shadowRoot;
      if (!root?.querySelector('[role="alert"]'))
        throw new Error('checkout-panel has not said the list failed');
      return within(root as unknown as HTMLElement);
    });
    await expect(panel.getByRole('alert')).toHaveTextContent('We could not load this list.');
    await expect(panel.queryAllByText(/Subtotal/)).toHaveLength(0);
    await expect(panel.getByRole('button', { name: 'Add All Items to Cart' })).toBeDisabled();
  },
};

export const EmptyCart: Story = {
  name: 'Empty cart (Checkout disabled)',
  loaders: [async () => seedFakeShop({ cart: { lines: [] } })],
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
