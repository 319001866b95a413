import type { Meta, StoryObj } from '@storybook/react-vite';
import { seedFakeShop } from '../../src/mocks/controls';

/**
 * `<cart-link>`: a text link with the cart's item count. With a `<cart-sidebar>` on the page a
 * click opens it; without one it goes to the cart page.
 */
const meta = {
  title: 'Storefront/Cart link',
  tags: ['autodocs'],
  args: { linkText: 'Cart' },
  argTypes: { linkText: { name: 'data-linkText', control: 'text' } },
  render: ({ linkText }) => <cart-link data-linkText={linkText} />,
} satisfies Meta<{ linkText: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};

export const EmptyCart: Story = {
  loaders: [async () => seedFakeShop({ cart: { lines: [] } })],
};

export const CustomText: Story = { args: { linkText: 'My cart' } };

export const Loading: Story = {
  name: 'Loading (slow network)',
  globals: { fault: 'slow' },
};

export const CountUnavailable: Story = {
  name: 'Count unavailable (server error)',
  globals: { fault: 'server-error' },
};

export const Dealer: Story = { globals: { role: 'dealer' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
