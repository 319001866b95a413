import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { DEALER_ACCOUNT_PATHS } from '../../src/api/dealer-accounts';
import { INSTALL_REQUEST_PATHS } from '../../src/api/dealer-install-requests';
import { SAME_DAY_PICKUP_PATHS } from '../../src/api/dealer-same-day-pickup';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';

/**
 * `<custom-dealer-dashboard>` on the fake shop, signed in as the busy dealer 5230 (24 install requests, 3 new,
 * opt-in products, orders and reviews) unless a story says otherwise.
 */
interface Args {
  dealerInstallerId: number;
  dealerInventoryAvailable: boolean;
  sameDayApproved: boolean;
}

const meta = {
  title: 'Dealer/Dealer dashboard',
  tags: ['autodocs'],
  globals: { role: 'busy-dealer' },
  args: { dealerInstallerId: 5230, dealerInventoryAvailable: true, sameDayApproved: true },
  argTypes: {
    dealerInstallerId: { name: 'data-dealer-installer-id', control: 'number' },
    dealerInventoryAvailable: { name: 'data-dealer-inventory-available', control: 'boolean' },
    sameDayApproved: { name: 'data-same-day-approved', control: 'boolean' },
  },
  render: ({ dealerInstallerId, dealerInventoryAvailable, sameDayApproved }) => (
    <custom-dealer-dashboard
      data-dealer-installer-id={dealerInstallerId}
      data-dealer-inventory-available={dealerInventoryAvailable}
      data-same-day-approved={sameDayApproved}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

type View = ReturnType<typeof within>;

/**
 * Types into a field of the dashboard's shadow root. user-event types into `document.activeElement`,
 * which is the host element for a field in a shadow root, so it would type nothing: the value is set
 * as a script or an autofill sets it, with a change event that stays inside the shadow root.
 */
async function typeInto(field: HTMLElement, value: string): Promise<void> {
  fireEvent.change(field, { target: { value } });
  await expect(field).toHaveValue(value);
}

/** The dashboard's shadow root once its body has rendered the text `ready` (the body loads as a file of its own). */
async function dashboard(canvasElement: HTMLElement, ready: string | RegExp): Promise<View> {
  return waitFor(
    () => {
      const root = canvasElement.querySelector('custom-dealer-dashboard')?.shadowRoot;
      if (!root) throw new Error('custom-dealer-dashboard has not rendered');
      const view = within(root as unknown as HTMLElement);
      view.getAllByText(ready);
      return view;
    },
    { timeout: 10_000 },
  );
}

/** A story whose one call fails with a 500 on every try (the other calls answer). */
const failing = (method: 'GET' | 'POST' | 'PUT', path: string) => [
  async () => injectFault({ method, path, status: 500, times: Number.POSITIVE_INFINITY }),
];

/** The dealer opens the edit form of request #1003 (Ava Thompson) from its row. */
async function openEditForm(canvasElement: HTMLElement) {
  const ui = await dashboard(canvasElement, 'Showing 24 of 24 requests');
  ui.getByRole('button', { name: 'Edit request #1003' }).click();
  const form = within(await ui.findByRole('form', { name: 'Edit request #1003' }));
  // The form takes the focus (inside the shadow root: the document's active element is the dashboard itself).
  const root = canvasElement.querySelector('custom-dealer-dashboard')?.shadowRoot;
  await waitFor(() => expect(root?.activeElement).toBe(form.getByLabelText('Customer name')));
  return form;
}

export const BusyDealer: Story = { name: 'Busy dealer (new requests first)' };

export const SampleDealer: Story = {
  name: 'Dealer with few requests (4711)',
  globals: { role: 'dealer' },
  args: { dealerInstallerId: 4711 },
};

export const NotApprovedForSameDay: Story = {
  name: 'Not approved for same-day pickup, no dealer inventory',
  args: { sameDayApproved: false, dealerInventoryAvailable: false },
};

export const Empty: Story = {
  name: 'Empty (no requests, products or reviews)',
  loaders: [
    async () =>
      seedFakeShop({
        installRequests: { requests: [] },
        dealerShop: { optInProducts: [], orderLines: [], reviews: [] },
      }),
  ],
};

export const Loading: Story = {
  name: 'Loading (slow network)',
  loaders: [async () => injectFault({ path: '/api/*', latencyMs: 600_000, times: Number.POSITIVE_INFINITY })],
};

export const ServerError: Story = {
  name: 'Error (every section, with Try Again)',
  loaders: [async () => injectFault({ path: '/api/*', status: 500, times: Number.POSITIVE_INFINITY })],
};

export const SignedOut: Story = {
  name: 'Not a dealer (no installer id)',
  globals: { role: 'shopper' },
  args: { dealerInstallerId: 0 },
};

export const Mobile: Story = {
  name: 'Mobile width',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const EditRequest: Story = {
  name: 'Request edit form open on a row (PUT /request)',
  play: async ({ canvasElement }) => {
    const form = await openEditForm(canvasElement);
    await expect(form.getByRole('button', { name: 'Save request #1003' })).toBeVisible();
  },
};

export const EditRequestSaveFails: Story = {
  name: 'Request edit: saving fails (the form keeps what was typed)',
  loaders: failing('PUT', INSTALL_REQUEST_PATHS.edit),
  play: async ({ canvasElement, userEvent }) => {
    const form = await openEditForm(canvasElement);
    const phone = form.getByLabelText('Phone (optional)');
    await typeInto(phone, '512-555-0999');
    await userEvent.click(form.getByRole('button', { name: 'Save request #1003' }));
    await expect(
      await form.findByText('Could not save request #1003. Your changes are kept in the form. Try again.'),
    ).toBeVisible();
    await expect(phone).toHaveValue('512-555-0999');
  },
};

export const AccountsLoaded: Story = {
  name: 'Accounts for this installer: signed-in account, a colleague looked up',
  play: async ({ canvasElement, userEvent }) => {
    const ui = await dashboard(canvasElement, /Signed in as/);
    const accounts = within(ui.getByRole('region', { name: 'Accounts for this installer' }));
    await typeInto(accounts.getByLabelText('Account number to link'), '705231');
    await userEvent.click(accounts.getByRole('button', { name: 'Look up account' }));
    await expect(
      await accounts.findByRole('button', { name: 'Link account #705231 to my installer' }),
    ).toBeVisible();
  },
};

export const AccountsFail: Story = {
  name: 'Accounts for this installer: loading fails (Try Again)',
  loaders: failing('GET', DEALER_ACCOUNT_PATHS.login),
  play: async ({ canvasElement }) => {
    const ui = await dashboard(canvasElement, 'We could not load who is signed in.');
    const accounts = within(ui.getByRole('region', { name: 'Accounts for this installer' }));
    await expect(accounts.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const OfferAllAvailable: Story = {
  name: "Same-day pickup: 'Offer all' for the products of the orders not offered yet",
  play: async ({ canvasElement }) => {
    const ui = await dashboard(canvasElement, /^Offer all \d+ products not offered yet$/);
    await expect(ui.getByRole('button', { name: /^Offer all \d+ products not offered yet$/ })).toBeVisible();
  },
};

export const OfferAllFails: Story = {
  name: "Same-day pickup: 'Offer all' fails (nothing changed)",
  loaders: failing('POST', SAME_DAY_PICKUP_PATHS.optInProductWithBody(5230)),
  play: async ({ canvasElement, userEvent }) => {
    const ui = await dashboard(canvasElement, /^Offer all \d+ products not offered yet$/);
    await userEvent.click(ui.getByRole('button', { name: /^Offer all \d+ products not offered yet$/ }));
    await expect(
      await ui.findByText('Could not offer the products of your orders. Nothing changed; try again.'),
    ).toBeVisible();
  },
};

export const AddPartFails: Story = {
  name: 'Same-day pickup: adding a typed part fails (part and starting status kept)',
  loaders: failing('POST', SAME_DAY_PICKUP_PATHS.root),
  play: async ({ canvasElement, userEvent }) => {
    const ui = await dashboard(canvasElement, 'Part number to offer for same-day pickup');
    const partNumber = ui.getByLabelText('Part number to offer for same-day pickup');
    await typeInto(partNumber, 'HM11143395');
    await typeInto(ui.getByLabelText('Starting stock status'), 'LowStock');
    await userEvent.click(ui.getByRole('button', { name: 'Add product' }));
    await waitFor(
      () => expect(partNumber).toHaveAccessibleDescription('Could not add HM11143395. Try again.'),
      {
        timeout: 10_000,
      },
    );
    await expect(partNumber).toHaveValue('HM11143395');
    await expect(ui.getByLabelText('Starting stock status')).toHaveValue('LowStock');
  },
};

export const AddUnknownPart: Story = {
  name: 'Same-day pickup: a typed part the shop does not know (404)',
  play: async ({ canvasElement, userEvent }) => {
    const ui = await dashboard(canvasElement, 'Part number to offer for same-day pickup');
    const partNumber = ui.getByLabelText('Part number to offer for same-day pickup');
    await typeInto(partNumber, 'NOPE-1');
    await userEvent.click(ui.getByRole('button', { name: 'Add product' }));
    await waitFor(
      () =>
        expect(partNumber).toHaveAccessibleDescription(
          'We could not find part NOPE-1. Check the part number.',
        ),
      { timeout: 10_000 },
    );
  },
};
