import type { Meta, StoryObj } from '@storybook/react-vite';
import { PICKUP_EXPERIMENTS } from '../../src/api/pickup';
import { seedFakeShop, setExperimentBucket } from '../../src/mocks/controls';

/**
 * `<local-pickup>`: same-day pickup, ship-to-shop or plain dates, chosen by the experiments' buckets,
 * the cart's ship-to-shop flag, the product's same-day eligibility and a maps key.
 */
interface Args {
  size: 'small' | 'large';
  websku: string;
  sameDayEligible: boolean;
  mapsKey: string;
  provider: string;
}

const meta = {
  title: 'Storefront/Local pickup',
  tags: ['autodocs'],
  args: {
    size: 'large',
    websku: 'C13130',
    sameDayEligible: true,
    mapsKey: 'storybook-maps-key',
    provider: 'Hitch Pros',
  },
  argTypes: {
    size: { name: 'data-size', control: 'inline-radio', options: ['small', 'large'] },
    websku: { name: 'data-websku', control: 'text' },
    sameDayEligible: { name: 'data-same-day-eligible', control: 'boolean' },
    mapsKey: { name: 'data-maps-key', control: 'text' },
    provider: { name: 'data-provider', control: 'text' },
  },
  loaders: [async () => seedFakeShop({ shipping: { shopperZipCode: '78701' } })],
  render: ({ size, websku, sameDayEligible, mapsKey, provider }) => (
    <local-pickup
      data-size={size}
      data-websku={websku || undefined}
      data-same-day-eligible={sameDayEligible || undefined}
      data-maps-key={mapsKey || undefined}
      data-provider={provider || undefined}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const bucket = (name: string, value: number) => async () => setExperimentBucket(name, value);

export const PlainDates: Story = { name: 'Plain dates (no experiment)' };

export const ShipToShopOffer: Story = {
  name: 'Ship-to-shop: Local Pickup offer',
  loaders: [bucket(PICKUP_EXPERIMENTS.shipToShop, 2)],
};

export const ShipToShopActive: Story = {
  name: 'Ship-to-shop: ready for pickup (ZIP line at the bottom)',
  loaders: [
    bucket(PICKUP_EXPERIMENTS.shipToShop, 2),
    async () => seedFakeShop({ shipping: { cartPickupDealerId: 4712 } }),
  ],
};

export const ShipToShopZipOnTop: Story = {
  name: 'Ship-to-shop: ZIP line at the top (bucket 7)',
  loaders: [
    bucket(PICKUP_EXPERIMENTS.shipToShop, 7),
    async () => seedFakeShop({ shipping: { cartPickupDealerId: 4711 } }),
  ],
};

export const ShipToShopInTheCart: Story = {
  name: 'Ship-to-shop in the cart (small)',
  args: { size: 'small', websku: '' },
  loaders: [
    bucket(PICKUP_EXPERIMENTS.shipToShop, 2),
    async () => seedFakeShop({ shipping: { cartPickupDealerId: 4711 } }),
  ],
};

export const SameDay: Story = {
  name: 'Same-day pickup',
  loaders: [bucket(PICKUP_EXPERIMENTS.sameDayPickup, 1)],
};

export const NoProvider: Story = {
  name: "Default texts ('Select a partnered store')",
  args: { provider: '' },
  loaders: [bucket(PICKUP_EXPERIMENTS.shipToShop, 2)],
};

export const Loading: Story = { name: 'Loading (slow network)', globals: { fault: 'slow' } };

export const Mobile: Story = {
  loaders: [
    bucket(PICKUP_EXPERIMENTS.shipToShop, 2),
    async () => seedFakeShop({ shipping: { cartPickupDealerId: 4712 } }),
  ],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
