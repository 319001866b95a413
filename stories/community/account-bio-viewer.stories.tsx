import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { injectFault } from '../../src/mocks/controls';

/**
 * `<account-bio-viewer>` on the fake shop: 'View Bio' for an employee whose bio has a summary
 * (`GET /api/accounts/employee-bio/{id}`), and the dialog 60% wide with the 150x150 picture.
 */
interface Args {
  employeeId: number;
  imageBaseUrl: string;
}

const meta = {
  title: 'Community/Account bio viewer',
  tags: ['autodocs'],
  args: { employeeId: 3187, imageBaseUrl: '' },
  argTypes: {
    employeeId: {
      name: 'data-employee-id',
      control: 'select',
      options: [3187, 1420, 2051, 3311, 4020, 9999],
      description: '4020 has a bio without a summary, 9999 no bio: no button for either.',
    },
    imageBaseUrl: { name: 'imageBaseUrl', control: 'text' },
  },
  render: ({ employeeId, imageBaseUrl }) => (
    <account-bio-viewer data-employee-id={employeeId} imageBaseUrl={imageBaseUrl || undefined} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: 'View Bio (dialog closed)' };

export const Open: Story = {
  name: 'Dialog open',
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('account-bio-viewer') as HTMLElement;
    const button = await waitFor(() => {
      const found = element.shadowRoot?.querySelector<HTMLButtonElement>('button[part="button"]');
      if (!found) throw new Error('not loaded yet');
      return found;
    });
    button.click();
    await waitFor(() => expect(element.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull());
  },
};

export const NoSummary: Story = {
  name: 'Bio without a summary (renders nothing)',
  args: { employeeId: 4020 },
};

export const Loading: Story = {
  name: 'Loading (slow network)',
  loaders: [async () => injectFault({ path: '/api/accounts/employee-bio/*', latencyMs: 600_000 })],
};

export const ServerError: Story = {
  name: 'Error (server error, with Try again)',
  loaders: [async () => injectFault({ path: '/api/accounts/employee-bio/*', status: 500 })],
};

export const Mobile: Story = {
  ...Open,
  name: 'Dialog open, mobile (375 px)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
