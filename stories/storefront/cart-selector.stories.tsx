import type { Meta, StoryObj } from '@storybook/react-vite';
import { seedFakeShop } from '../../src/mocks/controls';

/** `<cart-selector>`: the header's cart icon with an item-count badge. */
const meta = {
  title: 'Storefront/Cart selector',
  tags: ['autodocs'],
  args: { imageBaseUrl: '/images/', cartLink: '/cart' },
  argTypes: {
    imageBaseUrl: { name: 'data-imagebaseurl', control: 'text' },
    cartLink: { name: 'data-cartlink', control: 'text' },
  },
  render: ({ imageBaseUrl, cartLink }) => (
    <cart-selector data-imagebaseurl={imageBaseUrl} data-cartlink={cartLink} />
  ),
} satisfies Meta<{ imageBaseUrl: string; cartLink: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};

export const EmptyCart: Story = {
  loaders: [async () => seedFakeShop({ cart: { lines: [] } })],
};

export const ManyItems: Story = {
  name: 'More than 99 items',
  loaders: [async () => seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'C13130', quantity: 120 }] } })],
};

export const IconMissing: Story = {
  name: 'Icon image missing (drawn fallback)',
  args: { imageBaseUrl: '/no-such-folder/' },
};

export const Loading: Story = { name: 'Loading (slow network)', globals: { fault: 'slow' } };

export const CountUnavailable: Story = {
  name: 'Count unavailable (server error)',
  globals: { fault: 'server-error' },
};

export const InvalidLink: Story = {
  name: 'Invalid data-cartlink (error state)',
  args: { cartLink: 'javascript:alert(1)' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
