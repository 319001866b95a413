import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ORDERS_PATHS } from '../../src/api/orders';
import { SAVED_LIST_BASE } from '../../src/api/saved-lists';
import { setOrderNavigate } from '../../src/elements/storefront/reorder-page/navigate';
import { SAVE_ORDER_TEXTS } from '../../src/elements/storefront/save-order-as-list/save-order-as-list';
import { injectFault } from '../../src/mocks/controls';

/**
 * `<save-order-as-list>` on the invoice page, for a dealer installer (hidden for other roles). The
 * save runs against the fake shop; the page change only logs where it would go.
 */
type Args = { orderNumber: string; editList: boolean };

async function button(canvasElement: HTMLElement) {
  return waitFor(
    () => {
      const root = canvasElement.querySelector('save-order-as-list')?.shadowRoot;
      const found = root?.querySelector<HTMLButtonElement>('button[part="button"]');
      if (!found) throw new Error('save-order-as-list has no button yet');
      return { found, root: within(root as unknown as HTMLElement) };
    },
    { timeout: 5000 },
  );
}

const meta = {
  title: 'Storefront/Save order as list',
  tags: ['autodocs'],
  args: { orderNumber: 'W100245', editList: false },
  argTypes: {
    orderNumber: { name: 'data-ordernumber', control: 'text' },
    editList: { name: 'data-editlist', control: 'boolean' },
  },
  globals: { role: 'dealer' },
  beforeEach: () => setOrderNavigate((url) => console.info(`save-order-as-list story: would go to ${url}`)),
  render: ({ orderNumber, editList }) => (
    <save-order-as-list data-ordernumber={orderNumber} data-editlist={editList || undefined} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { name: 'Dealer (idle)' };

export const Saving: Story = {
  name: 'Saving (button disabled)',
  loaders: [
    async () => injectFault({ method: 'POST', path: SAVED_LIST_BASE, latencyMs: Number.POSITIVE_INFINITY }),
  ],
  play: async ({ canvasElement }) => {
    const { found } = await button(canvasElement);
    found.click();
    await waitFor(() => expect(found).toBeDisabled());
  },
};

export const CreateFailed: Story = {
  name: 'Error: failed to add list',
  loaders: [async () => injectFault({ method: 'POST', path: SAVED_LIST_BASE, status: 500 })],
  play: async ({ canvasElement }) => {
    const { found, root } = await button(canvasElement);
    found.click();
    await expect(await root.findByRole('alert')).toHaveTextContent(
      'An error has occurred. Failed to add list.',
    );
  },
};

export const OrderUnreadable: Story = {
  name: 'Error: order lines unreadable',
  loaders: [
    async () =>
      injectFault({ path: ORDERS_PATHS.webOrderItems, status: 500, times: Number.POSITIVE_INFINITY }),
  ],
  play: async ({ canvasElement }) => {
    const { found, root } = await button(canvasElement);
    found.click();
    await expect(await root.findByRole('alert')).toHaveTextContent('An error has occurred.');
  },
};

export const Shopper: Story = { name: 'Shopper (hidden)', globals: { role: 'shopper' } };

export const MissingOrder: Story = {
  name: 'No order number',
  args: { orderNumber: '' },
};

export const Mobile: Story = {
  globals: { role: 'dealer', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { root } = await button(canvasElement);
    await expect(root.getByRole('button', { name: SAVE_ORDER_TEXTS.button })).toBeVisible();
  },
};
