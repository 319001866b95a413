import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HEADER_PATHS } from '../../src/api/header';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';

/**
 * `<mobile-menu>`: the header's Menu button for small widths and the panel it opens (links relative to
 * the site root, promo banner, greeting, the shop's sub nav). The element hides itself from 768 px on,
 * so these stories show at phone width (375 px).
 */

interface Args {
  siteUrl: string;
  showAccountLink: boolean;
  showGiftsPageLink: boolean;
  showBannerSign: boolean;
  enableBannerLink: boolean;
  bannerSignOptionsLink: string;
  bannerSignOptionsClassModifier: string;
  imageBaseUrl: string;
  bannerSignOptionsImageSource: string;
  bannerSignOptionsImageAlternate: string;
}

function menu(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector('mobile-menu') as HTMLElement;
  return within(element.shadowRoot as unknown as HTMLElement);
}

/** Opens the menu with its toggle (present in the DOM at any width; visible below 768 px). */
async function openMenu(canvasElement: HTMLElement) {
  const toggle = await waitFor(() => menu(canvasElement).getByRole('button', { name: 'Menu' }));
  toggle.click();
  await waitFor(
    () => expect(menu(canvasElement).getByRole('button', { name: 'Close menu' })).toBeInTheDocument(),
    {
      timeout: 5000,
    },
  );
}

const play: Story['play'] = async ({ canvasElement }) => openMenu(canvasElement);

const meta = {
  title: 'Storefront/Mobile menu',
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    siteUrl: '',
    showAccountLink: true,
    showGiftsPageLink: false,
    showBannerSign: false,
    enableBannerLink: false,
    bannerSignOptionsLink: '',
    bannerSignOptionsClassModifier: '',
    imageBaseUrl: '',
    bannerSignOptionsImageSource: '',
    bannerSignOptionsImageAlternate: '',
  },
  argTypes: {
    siteUrl: { control: 'text' },
    showAccountLink: { control: 'boolean' },
    showGiftsPageLink: { control: 'boolean' },
    showBannerSign: { control: 'boolean' },
    enableBannerLink: { control: 'boolean' },
    bannerSignOptionsLink: { control: 'text' },
    bannerSignOptionsClassModifier: { control: 'text' },
    imageBaseUrl: { control: 'text' },
    bannerSignOptionsImageSource: { control: 'text' },
    bannerSignOptionsImageAlternate: { control: 'text' },
  },
  loaders: [
    async () => {
      // A `#hamburger` left in the frame's address would open the menu in every story.
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      return {};
    },
  ],
  render: (args) => (
    <header style={{ display: 'flex', alignItems: 'center', gap: '1rem', borderBottom: '1px solid #d0d7de' }}>
      <mobile-menu
        siteUrl={args.siteUrl || undefined}
        showAccountLink={args.showAccountLink}
        showGiftsPageLink={args.showGiftsPageLink}
        showBannerSign={args.showBannerSign}
        enableBannerLink={args.enableBannerLink}
        bannerSignOptionsLink={args.bannerSignOptionsLink || undefined}
        bannerSignOptionsClassModifier={args.bannerSignOptionsClassModifier || undefined}
        imageBaseUrl={args.imageBaseUrl || undefined}
        bannerSignOptionsImageSource={args.bannerSignOptionsImageSource || undefined}
        bannerSignOptionsImageAlternate={args.bannerSignOptionsImageAlternate || undefined}
      />
      <strong>Hitch &amp; Tow Supply</strong>
    </header>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = {
  showBannerSign: true,
  imageBaseUrl: '/images/',
  bannerSignOptionsImageSource: 'banners/memorial-day.svg',
  bannerSignOptionsImageAlternate: 'Memorial Day Sale: up to 20% off hitches',
};

export const Closed: Story = {};

export const Open: Story = { play };

export const SignedInGreeting: Story = {
  name: 'Open: signed-in greeting',
  loaders: [async () => seedFakeShop({ header: { firstNames: { shopper: 'Sam' } } })],
  play,
};

export const DealerSignedIn: Story = {
  name: 'Open: dealer installer signed in',
  globals: { role: 'dealer' },
  play,
};

export const TogglesOn: Story = {
  name: 'Open: Gifts, New Arrivals and a linked banner',
  args: {
    ...banner,
    bannerSignOptionsImageSource: 'banners/new-arrivals.svg',
    bannerSignOptionsImageAlternate: 'New arrivals: fresh gear for the season',
    showGiftsPageLink: true,
    enableBannerLink: true,
    bannerSignOptionsLink: 'new-arrivals',
  },
  loaders: [async () => seedFakeShop({ featureToggles: { 'new-arrivals-link': true } })],
  play,
};

export const HolidayDeals: Story = {
  name: 'Open: holiday toggle (Memorial-Deals), banner with a class modifier',
  args: {
    ...banner,
    enableBannerLink: true,
    bannerSignOptionsLink: 'Memorial-Deals',
    bannerSignOptionsClassModifier: 'holiday',
  },
  loaders: [async () => seedFakeShop({ featureToggles: { 'holiday-deals-link': true } })],
  play,
};

export const TogglesOff: Story = {
  name: 'Open: no account link, no Gifts, no banner',
  args: { showAccountLink: false, showGiftsPageLink: false, showBannerSign: false },
  loaders: [async () => seedFakeShop({ header: { firstNames: { shopper: 'Sam' } } })],
  play,
};

export const Loading: Story = {
  name: 'Open: loading (header calls pending)',
  loaders: [async () => injectFault({ path: '/api/header/*', latencyMs: Infinity, times: Infinity })],
  play,
};

export const HeaderCallsFailed: Story = {
  name: 'Open: header calls failed (no greeting, no sub nav)',
  loaders: [
    async () => {
      seedFakeShop({ header: { firstNames: { shopper: 'Sam' } } });
      injectFault({ path: HEADER_PATHS.mainNav, status: 500, times: Infinity });
      injectFault({ path: HEADER_PATHS.subNav, status: 500, times: Infinity });
    },
  ],
  play,
};

export const Mobile375: Story = {
  name: 'Mobile (375 px), open',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: banner,
  play,
};
