import type { Meta, StoryObj } from '@storybook/react-vite';
import { resetConfig } from '../../src/core/config';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';
import { SEED_STAFF_BIOS } from '../../src/mocks/data/staff-bios';

/**
 * `<who-is-that-bios>` on the fake shop: the specialists of `GET /api/accounts/whoisthat-bios` with
 * their SVG portraits. Internal staff also see each internal summary.
 */
interface Args {
  imageBaseUrl: string;
  headingLevel: '2' | '3' | '4';
}

const BIOS_PATH = '/api/accounts/whoisthat-bios';

const meta = {
  title: 'Community/Who is that (staff bios)',
  tags: ['autodocs'],
  args: { imageBaseUrl: '', headingLevel: '2' },
  argTypes: {
    imageBaseUrl: { name: 'imageBaseUrl', control: 'text' },
    headingLevel: { name: 'data-heading-level', control: 'inline-radio', options: ['2', '3', '4'] },
  },
  render: ({ imageBaseUrl, headingLevel }) => (
    <who-is-that-bios imageBaseUrl={imageBaseUrl || undefined} data-heading-level={headingLevel} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = { name: 'List (shopper)' };

export const InternalStaff: Story = {
  name: 'Internal staff (internal summaries shown)',
  globals: { role: 'staff' },
  loaders: [async () => resetConfig({ customerServicePhone: '1-800-555-0142', internalStaff: true })],
};

export const Empty: Story = {
  name: 'Empty list',
  loaders: [async () => seedFakeShop({ staffBios: [] })],
};

export const Loading: Story = {
  name: 'Loading (slow network)',
  loaders: [async () => injectFault({ path: BIOS_PATH, latencyMs: 600_000 })],
};

export const ServerError: Story = {
  name: 'Error (server error, with Try again)',
  loaders: [async () => injectFault({ path: BIOS_PATH, status: 500 })],
};

export const HostileHtml: Story = {
  name: 'Hostile HTML (sanitised) and refused pictures',
  loaders: [
    async () =>
      seedFakeShop({
        staffBios: [
          {
            ...(SEED_STAFF_BIOS[0] as (typeof SEED_STAFF_BIOS)[number]),
            displayName: 'Hostile H.',
            profileImageUrl: 'javascript:alert(1)',
            summary:
              '<p onclick="alert(1)">Only this sentence stays.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
            aboutMe: '<a href="javascript:alert(1)">A link without its javascript: address</a>',
          },
          { ...(SEED_STAFF_BIOS[1] as (typeof SEED_STAFF_BIOS)[number]), profileImageUrl: '' },
        ],
      }),
  ],
};

export const Mobile: Story = {
  name: 'Mobile (375 px)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
