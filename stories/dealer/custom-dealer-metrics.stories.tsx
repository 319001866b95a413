import type { Meta, StoryObj } from '@storybook/react-vite';
import { injectFault } from '../../src/mocks/controls';

/**
 * `<custom-dealer-metrics>` on the fake shop, signed in as the busy dealer 5230 (a year of figures, three reviews)
 * unless a story says otherwise. The sample dealer 4711 has nothing in the last 12 months (no data yet).
 */
interface Args {
  dealerName: string;
  dealerInstallerId: number;
}

const METRICS_PATH = '/api/installers/5230/metrics';

const meta = {
  title: 'Dealer/Dealer metrics',
  tags: ['autodocs'],
  globals: { role: 'busy-dealer' },
  args: { dealerName: 'Tow Masters', dealerInstallerId: 5230 },
  argTypes: {
    dealerName: { name: 'data-dealer-name', control: 'text' },
    dealerInstallerId: { name: 'data-dealer-installer-id', control: 'number' },
  },
  render: ({ dealerName, dealerInstallerId }) => (
    <custom-dealer-metrics data-dealer-name={dealerName} data-dealer-installer-id={dealerInstallerId} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BusyDealer: Story = { name: 'A year of figures (busy dealer)' };

export const NoDataYet: Story = {
  name: 'Empty (no data yet, dealer 4711)',
  globals: { role: 'dealer' },
  args: { dealerName: 'Hitch Pros', dealerInstallerId: 4711 },
};

export const Loading: Story = {
  name: 'Loading (slow network)',
  loaders: [async () => injectFault({ path: METRICS_PATH, latencyMs: 600_000 })],
};

export const ServerError: Story = {
  name: 'Error (with Try Again)',
  loaders: [async () => injectFault({ path: METRICS_PATH, status: 500, times: 10 })],
};

export const SignedOut: Story = { name: 'Not that dealer (sign-in text)', globals: { role: 'shopper' } };

export const NoName: Story = { name: 'Without a dealer name', args: { dealerName: '' } };

export const Mobile: Story = {
  name: 'Mobile width',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A dark host page that sets the tokens; in forced colours the system colours win, so it sets nothing there. */
const darkPageCss = `
@media not (forced-colors: active) {
  .metrics-dark-page {
    background: #16181b;
    color: #f1f3f5;
    --shop-color-text: #f1f3f5;
    --shop-color-text-muted: #c4c8cd;
    --shop-color-border: #5a6068;
    --shop-color-border-strong: #8a9099;
    --shop-color-primary: #ff8a9a;
    --shop-color-focus: #8ab4f8;
  }
}
.metrics-dark-page { padding: 1rem; }
`;

/** On a dark page: the widget draws with the page's text colour and the `--shop-*` tokens, never a white panel. */
export const DarkPage: Story = {
  name: 'Dark page (tokens set by the host)',
  render: ({ dealerName, dealerInstallerId }) => (
    <div className="metrics-dark-page">
      <style>{darkPageCss}</style>
      <custom-dealer-metrics data-dealer-name={dealerName} data-dealer-installer-id={dealerInstallerId} />
    </div>
  ),
};
