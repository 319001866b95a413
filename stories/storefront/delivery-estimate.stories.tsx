import type { Meta, StoryObj } from '@storybook/react-vite';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';

/**
 * `<delivery-estimate>`: delivery dates for the shopper's ZIP code. Small (cart): Free or Fast
 * 'Delivery by {date}' and the fastest delivery; large (product page): 'Estimated Delivery to {zip}'
 * with an edit pencil that opens the ZIP modal. Dates are worked out by the fake shop from today.
 */
interface Args {
  size: 'small' | 'large';
  websku: string;
}

const meta = {
  title: 'Storefront/Delivery estimate',
  tags: ['autodocs'],
  args: { size: 'small', websku: '' },
  argTypes: {
    size: { name: 'data-size', control: 'inline-radio', options: ['small', 'large'] },
    websku: { name: 'data-websku', control: 'text' },
  },
  loaders: [async () => seedFakeShop({ shipping: { shopperZipCode: '78701' } })],
  render: ({ size, websku }) => <delivery-estimate data-size={size} data-websku={websku || undefined} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SmallForTheCart: Story = { name: 'Small: the cart (Free)' };

export const SmallFast: Story = {
  name: 'Small: Fast (under the free-shipping minimum)',
  args: { websku: 'C56146' },
};

export const SmallAwaitingStock: Story = {
  name: 'Small: an item awaiting stock',
  loaders: [
    async () =>
      seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'GH-523', quantity: 1, attribute: null }] } }),
  ],
};

export const SmallWithoutZip: Story = {
  name: 'Small: no ZIP code yet',
  loaders: [async () => seedFakeShop({ shipping: { shopperZipCode: '' } })],
};

export const HolidayMessage: Story = {
  loaders: [async () => seedFakeShop({ shipping: { holidayShippingMessage: 'Arrives Before Christmas' } })],
};

export const LargeForAProduct: Story = {
  name: 'Large: product page',
  args: { size: 'large', websku: 'C13130' },
};

export const LargeCanada: Story = {
  name: 'Large: Canadian postal code',
  args: { size: 'large', websku: 'C13130' },
  loaders: [async () => seedFakeShop({ shipping: { shopperZipCode: 'M5V 2T6' } })],
};

export const LargeFreight: Story = { name: 'Large: freight item', args: { size: 'large', websku: 'C18153' } };

export const NoDeliveryOptions: Story = {
  name: 'No delivery options (server message)',
  args: { size: 'large', websku: 'C18153' },
  loaders: [async () => seedFakeShop({ shipping: { shopperZipCode: 'T2P 2M5' } })],
};

export const LargeWithoutZip: Story = {
  name: 'Large: no ZIP code yet',
  args: { size: 'large', websku: 'C13130' },
  loaders: [async () => seedFakeShop({ shipping: { shopperZipCode: '' } })],
};

export const Loading: Story = { name: 'Loading (slow network)', globals: { fault: 'slow' } };

export const Failed: Story = {
  name: 'Estimate failed',
  args: { size: 'large', websku: 'C13130' },
  loaders: [
    async () => injectFault({ path: '/api/shipping/*', status: 500, times: Number.POSITIVE_INFINITY }),
  ],
};

export const Mobile: Story = {
  args: { size: 'large', websku: 'C13130' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
