import type { Meta, StoryObj } from '@storybook/react-vite';
import { injectFault } from '../../src/mocks/controls';

/** `<dealer-install-requests-selector-element>` on the fake shop: the busy dealer's requests, 3 of them new. */
interface Args {
  dealerId: number;
}

const meta = {
  title: 'Dealer/Install request selector',
  tags: ['autodocs'],
  globals: { role: 'busy-dealer' },
  args: { dealerId: 5230 },
  argTypes: { dealerId: { name: 'data-dealer-id', control: 'number' } },
  render: ({ dealerId }) => <dealer-install-requests-selector-element data-dealer-id={dealerId} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewRequestsMarked: Story = { name: 'Busy dealer (new requests marked)' };

export const Empty: Story = { name: 'Empty (a dealer without requests)', args: { dealerId: 9999 } };

export const Loading: Story = {
  name: 'Loading (slow network)',
  loaders: [async () => injectFault({ path: '/api/dealer-install-request/requests', latencyMs: 600_000 })],
};

export const ServerError: Story = {
  name: 'Error (with Try Again)',
  loaders: [async () => injectFault({ path: '/api/dealer-install-request/requests', status: 500 })],
};

export const SignedOut: Story = { name: 'Not a dealer', globals: { role: 'shopper' } };

export const Mobile: Story = {
  name: 'Mobile width',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
