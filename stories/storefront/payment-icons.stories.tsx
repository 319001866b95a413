import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentIconsView } from '../../src/elements/storefront/payment-icons/payment-icons';

/**
 * `<payment-icons>`: the accepted payment methods under 'Payment options in checkout'. The element
 * hides itself when the page URL has `?paypalflow=true`; the view story below shows that state.
 */
const meta = {
  title: 'Storefront/Payment icons',
  tags: ['autodocs'],
  render: () => <payment-icons />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LeftAligned: Story = {
  name: 'Themed (left aligned, larger icons)',
  render: () => (
    <div
      style={{
        ['--shop-payment-icons-justify' as string]: 'flex-start',
        ['--shop-payment-icons-align' as string]: 'left',
        ['--shop-payment-icons-size' as string]: '64px',
      }}
    >
      <payment-icons />
    </div>
  ),
};

export const HiddenInPaypalFlow: Story = {
  name: 'Hidden (?paypalflow=true)',
  render: () => (
    <div>
      <p>In the PayPal flow the strip renders nothing:</p>
      <PaymentIconsView hidden />
    </div>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
