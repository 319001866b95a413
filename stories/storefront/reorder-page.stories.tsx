import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CART_ADD_PATHS } from '../../src/api/cart-add';
import { ORDERS_PATHS } from '../../src/api/orders';
import { setOrderNavigate } from '../../src/elements/storefront/reorder-page/navigate';
import { REORDER_TEXTS } from '../../src/elements/storefront/reorder-page/reorder-texts';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';
import { createOrdersSeed } from '../../src/mocks/data/orders';

/**
 * `<reorder-page>` on the fake shop's orders: W100245 (two replacements, one item without one),
 * W100312 (all available), W100377 (a discontinued product). Continue only logs where it would go.
 */
type Args = { orderid: string; invoicenumber: string };

async function pageShadow(canvasElement: HTMLElement, state = 'ready') {
  return waitFor(
    () => {
      const root = canvasElement.querySelector('reorder-page')?.shadowRoot;
      if (root?.querySelector('[part="page"]')?.getAttribute('data-state') !== state)
        throw new Error(`reorder-page is not ${state}`);
      return within(root as unknown as HTMLElement);
    },
    { timeout: 5000 },
  );
}

const meta = {
  title: 'Storefront/Reorder page',
  tags: ['autodocs'],
  args: { orderid: '100245', invoicenumber: '310245' },
  argTypes: {
    orderid: { control: 'text' },
    invoicenumber: { control: 'text' },
  },
  beforeEach: () => setOrderNavigate((url) => console.info(`reorder-page story: would go to ${url}`)),
  render: ({ orderid, invoicenumber }) => <reorder-page orderid={orderid} invoicenumber={invoicenumber} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReplacements: Story = {
  name: 'Items to replace',
  play: async ({ canvasElement }) => {
    const page = await pageShadow(canvasElement);
    await expect(page.getByRole('heading', { name: REORDER_TEXTS.itemsToReplace })).toBeVisible();
  },
};

export const OneDeclined: Story = {
  name: "A replacement declined ('No Thanks')",
  play: async ({ canvasElement }) => {
    const page = await pageShadow(canvasElement);
    const [, second] = page.getAllByRole('radio', { name: REORDER_TEXTS.noThanks });
    second?.click();
    await waitFor(() => expect(second).toBeChecked());
  },
};

export const AllAvailable: Story = {
  name: 'All available',
  args: { orderid: '100312', invoicenumber: '310312' },
};

export const Discontinued: Story = {
  name: 'A discontinued product',
  args: { orderid: '100377', invoicenumber: '310377' },
};

export const NothingToAdd: Story = {
  name: 'Nothing can be reordered',
  loaders: [
    async () => {
      const seed = createOrdersSeed();
      const [first] = seed.orders;
      if (first) first.lines = [{ webSku: 'RP7055', quantity: 1, price: 21.96 }];
      seedFakeShop({ orders: seed });
    },
  ],
};

export const Loading: Story = {
  loaders: [
    async () =>
      injectFault({
        path: ORDERS_PATHS.reorderProducts('100245', '310245'),
        latencyMs: Number.POSITIVE_INFINITY,
      }),
  ],
};

export const Adding: Story = {
  name: 'Adding to cart (busy)',
  loaders: [async () => injectFault({ path: CART_ADD_PATHS.items, latencyMs: Number.POSITIVE_INFINITY })],
  play: async ({ canvasElement }) => {
    const page = await pageShadow(canvasElement);
    page.getByRole('button', { name: REORDER_TEXTS.continue }).click();
    await waitFor(() =>
      expect(page.getByRole('button', { name: REORDER_TEXTS.continue })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const AddFailed: Story = {
  name: 'Error adding to cart',
  loaders: [
    async () =>
      injectFault({
        method: 'POST',
        path: CART_ADD_PATHS.items,
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
  play: async ({ canvasElement }) => {
    const page = await pageShadow(canvasElement);
    page.getByRole('button', { name: REORDER_TEXTS.continue }).click();
    await expect(await page.findByRole('alert')).toHaveTextContent(REORDER_TEXTS.addFailed);
  },
};

export const LoadFailed: Story = {
  name: 'Error (could not load)',
  loaders: [async () => injectFault({ path: '/api/orders/*', status: 500, times: Number.POSITIVE_INFINITY })],
};

export const Empty: Story = {
  loaders: [
    async () => {
      const seed = createOrdersSeed();
      const [first] = seed.orders;
      if (first) first.lines = [];
      seedFakeShop({ orders: seed });
    },
  ],
};

export const MissingOrder: Story = {
  name: 'No order given',
  args: { orderid: '', invoicenumber: '' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
