import type { Meta, StoryObj } from '@storybook/react-vite';
import { resetLandingParameters } from '../../src/elements/storefront/cart-sidebar/landing-parameters';
import { pageLocation } from '../../src/elements/storefront/cart-sidebar/page-location';
import { injectFault } from '../../src/mocks/controls';
import { addInstallRequest } from '../../src/mocks/handlers/install-requests';
import { recordAddedItems } from '../../src/stores/cart';
import { openSidebar } from '../../src/stores/sidebar';

/**
 * `<cart-sidebar>`: the cart side bar, opened by the store (`shop:cart-open`). Each story opens one
 * of its views; the cart link beside it opens the cart again after closing. Saved lists and install
 * requests belong to dealer installers (the sample dealer, opted in, with lists 12 and 15).
 */
// Stories never leave the page: saving an order as a list would go to /Home?savedlistid=.
pageLocation.assign = (url) => console.info(`The side bar would go to ${url}`);
pageLocation.reload = () => console.info('The side bar would reload the page');

const meta = {
  title: 'Storefront/Cart side bar',
  tags: ['autodocs'],
  args: { width: 30, widthtype: 'percent', direction: 'right', duration: '0.25s' },
  argTypes: {
    width: { name: 'data-width', control: 'number' },
    widthtype: { name: 'data-widthtype', control: 'inline-radio', options: ['percent', 'px'] },
    direction: { name: 'data-direction', control: 'inline-radio', options: ['right', 'left'] },
    duration: { name: 'data-duration', control: 'text' },
  },
  parameters: { layout: 'fullscreen' },
  render: ({ width, widthtype, direction, duration }) => (
    <div style={{ padding: '1rem' }}>
      <cart-link />
      <cart-sidebar
        data-width={width}
        data-widthtype={widthtype}
        data-direction={direction}
        data-duration={duration}
      />
    </div>
  ),
} satisfies Meta<{
  width: number;
  widthtype: 'percent' | 'px';
  direction: 'right' | 'left';
  duration: string;
}>;

export default meta;
type Story = StoryObj<typeof meta>;

const receiverLock = [{ webSku: 'TS32', quantity: 2, source: 'product' as const }];
const orderProducts = [
  { webSku: 'C13130', quantity: 1, source: 3 },
  { webSku: '90195', quantity: 1, source: 3 },
  { webSku: 'C45036', quantity: 2, source: 3 },
  { webSku: 'TS32', quantity: 1, source: 3 },
];

export const Closed: Story = {};

export const Cart: Story = { play: async () => openSidebar('cart') };

export const CartDealer: Story = {
  name: 'Cart (opted-in installer: Cart and Install Requests tabs)',
  globals: { role: 'dealer' },
  play: async () => openSidebar('cart'),
};

export const CartStaff: Story = {
  name: 'Cart (internal staff)',
  globals: { role: 'staff' },
  play: async () => openSidebar('cart'),
};

export const CartLoading: Story = {
  name: 'Cart loading (slow network)',
  globals: { fault: 'slow' },
  play: async () => openSidebar('cart'),
};

export const AddedToCart: Story = {
  loaders: [async () => recordAddedItems([{ webSku: '90195', quantity: 1 }])],
  play: async () => openSidebar('added-to-cart'),
};

export const InstallerWithUnseenRequests: Story = {
  name: 'Installer with unseen install requests (opens by itself)',
  globals: { role: 'dealer' },
  loaders: [
    async () => {
      addInstallRequest({ customerName: 'Sam Whitaker' });
      addInstallRequest({ customerName: 'Ana Ruiz', productGroup: 'Trailer Hitch', webSku: 'C11442' });
      resetLandingParameters();
    },
  ],
};

export const InstallRequestPickedOut: Story = {
  name: 'Install request from ?installrequestid=2',
  globals: { role: 'dealer' },
  play: async () => openSidebar('install-requests', { installRequestId: 2 }),
};

export const InstallRequestsError: Story = {
  name: 'Install requests failing to load',
  globals: { role: 'dealer' },
  loaders: [
    async () =>
      injectFault({
        path: '/api/dealer-install-request/requests',
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
  play: async () => openSidebar('install-requests'),
};

export const SavedListAnnounced: Story = {
  name: 'Items added to a list (?savedlistid=12)',
  globals: { role: 'dealer' },
  play: async () => openSidebar('cart', { savedListId: 12 }),
};

export const SaveToList: Story = {
  name: 'Save to list',
  globals: { role: 'dealer' },
  play: async () => openSidebar('saved-list', { source: 'add-to-cart', items: receiverLock }),
};

export const SaveOrderToList: Story = {
  name: 'Save order products to a list',
  globals: { role: 'dealer' },
  play: async () => openSidebar('saved-list', { items: orderProducts, orderNumber: 'W100245' }),
};

export const SaveToListFailing: Story = {
  name: 'Save to list: lists failing to load',
  globals: { role: 'dealer' },
  loaders: [
    async () =>
      injectFault({
        path: '/api/saved-product-list/add-to-list-options',
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
  play: async () => openSidebar('saved-list', { items: receiverLock }),
};

export const SaveToListSaveFailing: Story = {
  name: "Save to list: saving fails ('Failed to add items to list.' after Save)",
  globals: { role: 'dealer' },
  loaders: [
    async () =>
      injectFault({ path: '/api/saved-product-list/12/items', status: 500, times: Number.POSITIVE_INFINITY }),
  ],
  play: async () => openSidebar('saved-list', { items: receiverLock }),
};

export const SaveToListShopper: Story = {
  name: 'Save to list as a shopper (not available)',
  play: async () => openSidebar('saved-list', { items: receiverLock }),
};

export const NewSavedList: Story = {
  name: 'New saved list',
  globals: { role: 'dealer' },
  play: async () => openSidebar('new-saved-list', { items: receiverLock }),
};

export const NewSavedListForOrder: Story = {
  name: 'New saved list for an order (named with the order number)',
  globals: { role: 'dealer' },
  play: async () => openSidebar('new-saved-list', { items: orderProducts, orderNumber: 'W100245' }),
};

export const NewSavedListCreateFailing: Story = {
  name: "New saved list: creating fails ('An error has occurred. Failed to add list.' after Create)",
  globals: { role: 'dealer' },
  loaders: [
    async () =>
      injectFault({
        method: 'POST',
        path: '/api/saved-product-list',
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
  play: async () => openSidebar('new-saved-list', { items: receiverLock }),
};

export const CheckoutOptions: Story = { play: async () => openSidebar('checkout-options') };

export const CheckoutOptionsDealer: Story = {
  name: 'Checkout options (dealer installer)',
  globals: { role: 'dealer' },
  play: async () => openSidebar('checkout-options'),
};

export const LeftSide: Story = {
  name: 'From the left, 480 px',
  args: { direction: 'left', width: 480, widthtype: 'px' },
  play: async () => openSidebar('cart'),
};

const phone = { viewport: { value: 'mobile', isRotated: false } };

export const MobileCart: Story = {
  name: 'Cart at 375 px',
  globals: phone,
  play: async () => openSidebar('cart'),
};

export const MobileInstallRequests: Story = {
  name: 'Install requests at 375 px',
  globals: { ...phone, role: 'dealer' },
  play: async () => openSidebar('install-requests', { installRequestId: 3 }),
};

export const MobileSaveToList: Story = {
  name: 'Save to list at 375 px',
  globals: { ...phone, role: 'dealer' },
  play: async () => openSidebar('saved-list', { items: orderProducts, orderNumber: 'W100245' }),
};

export const MobileCheckoutOptions: Story = {
  name: 'Checkout options at 375 px',
  globals: phone,
  play: async () => openSidebar('checkout-options'),
};
