import type { Meta, StoryObj } from '@storybook/react-vite';
import { deliveryStore } from '../../src/stores/delivery';

/**
 * `<zip-code-entry>`: the ZIP or postal code box. Try an empty Submit, 11 characters, '1234', a
 * paste, and 'k1a 0b1' (a Canadian postal code, upper-cased as typed). 'Use my current location'
 * asks the browser for the position.
 */
interface Args {
  heading: string;
}

const meta = {
  title: 'Storefront/Zip-code entry',
  tags: ['autodocs'],
  args: { heading: '' },
  argTypes: { heading: { name: 'data-heading', control: 'text' } },
  render: ({ heading }) => <zip-code-entry data-heading={heading || undefined} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithCurrentZip: Story = {
  name: 'With the current ZIP code in the heading',
  loaders: [async () => deliveryStore.setState({ zipCode: '78701' })],
};

export const CustomHeading: Story = { args: { heading: 'Where should we deliver?' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
