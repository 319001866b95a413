import type { Meta, StoryObj } from '@storybook/react-vite';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';

/**
 * `<shipping-dates-selector>`: the checkout's shipping methods for the cart, with their delivery
 * dates; choosing one saves it on the cart.
 */
interface Args {
  savedCode: string;
}

const meta = {
  title: 'Storefront/Shipping dates selector',
  tags: ['autodocs'],
  args: { savedCode: '' },
  argTypes: { savedCode: { name: 'data-saved-code', control: 'text' } },
  loaders: [async () => seedFakeShop({ shipping: { shopperZipCode: '78701' } })],
  render: ({ savedCode }) => <shipping-dates-selector data-saved-code={savedCode || undefined} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = { name: 'No saved method: the first is selected' };

export const SavedMethod: Story = { name: 'Saved method selected', args: { savedCode: 'UPSNDA' } };

export const Freight: Story = {
  name: 'Freight Shipping',
  loaders: [
    async () =>
      seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'C18153', quantity: 1, attribute: null }] } }),
  ],
};

export const LocalInstall: Story = {
  name: 'Local Install',
  loaders: [
    async () =>
      seedFakeShop({
        cart: { lines: [{ lineID: 1, webSku: 'local-install', quantity: 1, attribute: null }] },
      }),
  ],
};

export const ElectronicDelivery: Story = {
  name: 'Electronic Delivery',
  loaders: [
    async () =>
      seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'misc', quantity: 25, attribute: null }] } }),
  ],
};

export const Canada: Story = {
  name: 'Canadian postal code',
  loaders: [async () => seedFakeShop({ shipping: { shopperZipCode: 'H2Y 1C6' } })],
};

export const NoZip: Story = {
  name: 'No ZIP code yet',
  loaders: [async () => seedFakeShop({ shipping: { shopperZipCode: '' } })],
};

export const SaveFails: Story = {
  name: 'Saving fails (choose another method)',
  loaders: [
    async () =>
      injectFault({
        method: 'PUT',
        path: '/api/checkout/cart/shipping-method/*',
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
};

export const Loading: Story = { name: 'Loading (slow network)', globals: { fault: 'slow' } };

export const Failed: Story = { name: 'Estimate failed (server error)', globals: { fault: 'server-error' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
