import type { Meta, StoryObj } from '@storybook/react-vite';
import { seedFakeShop } from '../../src/mocks/controls';

/** `<my-vehicle-link>`: 'My Vehicle' with the shopper's vehicle, linking to its vehicle page. */
const meta = {
  title: 'Storefront/My Vehicle link',
  tags: ['autodocs'],
  args: { linkText: 'My Vehicle' },
  argTypes: { linkText: { name: 'data-link-text', control: 'text' } },
  render: ({ linkText }) => <my-vehicle-link data-link-text={linkText} />,
} satisfies Meta<{ linkText: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoVehicle: Story = { name: 'No vehicle yet' };

export const WithVehicle: Story = {
  name: 'With a recent vehicle',
  loaders: [
    async () => seedFakeShop({ ymm: { recentVehicles: [{ year: 2020, make: 'Ford', model: 'F-150' }] } }),
  ],
};

export const Loading: Story = { name: 'Loading (slow network)', globals: { fault: 'slow' } };

export const Failed: Story = { name: 'Recent vehicles unavailable', globals: { fault: 'server-error' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  loaders: WithVehicle.loaders,
};
