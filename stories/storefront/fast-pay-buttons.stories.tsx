import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FASTPAY_PATHS } from '../../src/api/fastpay';
import { setPaymentAdapters } from '../../src/elements/storefront/fast-pay-buttons/adapters/load';
import { setFastPayNavigate } from '../../src/elements/storefront/fast-pay-buttons/navigate';
import { injectFault, setFeatureToggle } from '../../src/mocks/controls';
import { installPaymentDoubles, type PaymentScenarios } from '../../src/mocks/payments/doubles';

/**
 * `<fast-pay-buttons>`: Apple Pay, Google Pay and PayPal on the fake shop, with the payment SDKs' test
 * doubles (no vendor site is reached). Where a payment would take the shopper is shown under the buttons.
 */
function Frame({ methods }: { methods?: string }) {
  const [went, setWent] = useState('');
  useEffect(() => setFastPayNavigate(setWent), []);
  return (
    <div style={{ maxWidth: 520 }}>
      {methods ? <fast-pay-buttons data-methods={methods} /> : <fast-pay-buttons />}
      <p style={{ color: '#4a4f55' }}>{went ? `The page would go to ${went}` : 'Choose a way to pay.'}</p>
    </div>
  );
}

const doubles =
  (scenarios: Partial<PaymentScenarios> = {}) =>
  async () => {
    installPaymentDoubles(scenarios);
    setPaymentAdapters(window.__shopWidgetsPaymentDoubles);
  };

const meta = {
  title: 'Storefront/Fast pay buttons',
  tags: ['autodocs'],
  args: {},
  loaders: [doubles()],
  render: ({ methods }) => <Frame methods={methods} />,
} satisfies Meta<{ methods?: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

async function shadowOf(canvasElement: HTMLElement) {
  const element = await waitFor(() => {
    const found = canvasElement.querySelector('fast-pay-buttons');
    if (!found?.shadowRoot) throw new Error('no fast-pay-buttons yet');
    return found;
  });
  return within(element.shadowRoot as unknown as HTMLElement);
}

export const AllThree: Story = { name: 'All three' };

export const ConfigLoading: Story = {
  name: 'Configuration loading',
  loaders: [doubles(), async () => injectFault({ path: FASTPAY_PATHS.config, latencyMs: Infinity })],
};

export const ConfigFailed: Story = {
  name: 'Configuration failed (the page’s own checkout stays)',
  loaders: [doubles(), async () => injectFault({ path: FASTPAY_PATHS.config, status: 500, times: 3 })],
};

export const GooglePayToggleOff: Story = {
  name: 'Google Pay hidden by its toggle (PaymentType-GooglePay off)',
  loaders: [doubles(), async () => setFeatureToggle('PaymentType-GooglePay', false)],
};

export const GooglePayNotReady: Story = {
  name: 'Google Pay hidden: pay.js says the shopper cannot pay',
  loaders: [doubles({ googlePay: 'not-ready' })],
};

export const ApplePayUnavailable: Story = {
  name: 'Apple Pay hidden: the device cannot pay with it',
  loaders: [doubles({ applePay: 'unavailable' })],
};

export const PayPalHidden: Story = {
  name: 'PayPal hidden by data-methods',
  args: { methods: 'applepay googlepay' },
};

export const PayPalOnly: Story = { name: 'PayPal only', args: { methods: 'paypal' } };

export const Paying: Story = {
  name: 'Paying (loading overlay)',
  loaders: [doubles(), async () => injectFault({ path: FASTPAY_PATHS.payment, latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    const view = await shadowOf(canvasElement);
    await userEvent.click(
      await view.findByRole('button', { name: 'Pay with Google Pay' }, { timeout: 5000 }),
    );
    await view.findByText('Processing your payment');
  },
};

export const PaymentFailed: Story = {
  name: 'Payment failed (no nonce)',
  loaders: [doubles({ googlePay: 'no-nonce' })],
  play: async ({ canvasElement }) => {
    const view = await shadowOf(canvasElement);
    await userEvent.click(
      await view.findByRole('button', { name: 'Pay with Google Pay' }, { timeout: 5000 }),
    );
    await expect(await view.findByRole('alert')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
