import type { Meta, StoryObj } from '@storybook/react-vite';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';

/**
 * `<custom-dealer-dashboard>` on the fake shop, signed in as the busy dealer 5230 (24 install requests, 3 new,
 * opt-in products, orders and reviews) unless a story says otherwise.
 */
interface Args {
  dealerInstallerId: number;
  dealerInventoryAvailable: boolean;
  sameDayApproved: boolean;
}

const meta = {
  title: 'Dealer/Dealer dashboard',
  tags: ['autodocs'],
  globals: { role: 'busy-dealer' },
  args: { dealerInstallerId: 5230, dealerInventoryAvailable: true, sameDayApproved: true },
  argTypes: {
    dealerInstallerId: { name: 'data-dealer-installer-id', control: 'number' },
    dealerInventoryAvailable: { name: 'data-dealer-inventory-available', control: 'boolean' },
    sameDayApproved: { name: 'data-same-day-approved', control: 'boolean' },
  },
  render: ({ dealerInstallerId, dealerInventoryAvailable, sameDayApproved }) => (
    <custom-dealer-dashboard
      data-dealer-installer-id={dealerInstallerId}
      data-dealer-inventory-available={dealerInventoryAvailable}
      data-same-day-approved={sameDayApproved}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BusyDealer: Story = { name: 'Busy dealer (new requests first)' };

export const SampleDealer: Story = {
  name: 'Dealer with few requests (4711)',
  globals: { role: 'dealer' },
  args: { dealerInstallerId: 4711 },
};

export const NotApprovedForSameDay: Story = {
  name: 'Not approved for same-day pickup, no dealer inventory',
  args: { sameDayApproved: false, dealerInventoryAvailable: false },
};

export const Empty: Story = {
  name: 'Empty (no requests, products or reviews)',
  loaders: [
    async () =>
      seedFakeShop({
        installRequests: { requests: [] },
        dealerShop: { optInProducts: [], orderLines: [], reviews: [] },
      }),
  ],
};

export const Loading: Story = {
  name: 'Loading (slow network)',
  loaders: [async () => injectFault({ path: '/api/*', latencyMs: 600_000, times: Number.POSITIVE_INFINITY })],
};

export const ServerError: Story = {
  name: 'Error (every section, with Try Again)',
  loaders: [async () => injectFault({ path: '/api/*', status: 500, times: Number.POSITIVE_INFINITY })],
};

export const SignedOut: Story = {
  name: 'Not a dealer (no installer id)',
  globals: { role: 'shopper' },
  args: { dealerInstallerId: 0 },
};

export const Mobile: Story = {
  name: 'Mobile width',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
