import { fireEvent, waitFor, within } from '@testing-library/react';
import { fetchDealerInstallRequests } from '../../../src/api/dealer-install-requests';
import { defineWidget } from '../../../src/core/define-widget';
import { filterRequests } from '../../../src/elements/dealer/custom-dealer-dashboard/body/request-filters';
import { dealerDashboardDefinition } from '../../../src/elements/dealer/custom-dealer-dashboard/custom-dealer-dashboard.element';
import { BUSY_DEALER, clearFaults, injectFault, recordedRequests, setRole } from '../../../src/mocks';
import { mountElement, settle } from '../../helpers/elements';

defineWidget(dealerDashboardDefinition);

const view = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const BUSY = String(BUSY_DEALER.dealerInstallerId);

async function mountDashboard(attributes: Record<string, string> = {}) {
  return mountElement('custom-dealer-dashboard', {
    'data-dealer-installer-id': BUSY,
    'data-dealer-inventory-available': '',
    'data-same-day-approved': '',
    ...attributes,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setRole('busy-dealer');
});

describe('<custom-dealer-dashboard>', () => {
  it('says to sign in and calls nothing without a dealer installer id', async () => {
    const element = await mountElement('custom-dealer-dashboard', {});
    expect(
      await view(element).findByText('Sign in as a dealer installer to see your dashboard.'),
    ).toBeInTheDocument();
    await settle(50);
    expect(recordedRequests({ path: '/api/*' })).toHaveLength(0);
  });

  it('puts the new requests first with their counts, and marks one seen', async () => {
    const element = await mountDashboard();
    const ui = view(element);
    expect((await ui.findByText(/Needs your action:/)).closest('p')).toHaveTextContent(
      '3 new requests, 7 open',
    );
    await ui.findByText('Showing 24 of 24 requests');
    // The three unseen requests first, newest first.
    const rowHeaders = element.shadowRoot?.querySelectorAll('tbody th[scope="row"]') ?? [];
    expect([...rowHeaders].slice(0, 4).map((header) => header.textContent)).toEqual([
      '#1001, newNew',
      '#1002, newNew',
      '#1003, newNew',
      '#1004',
    ]);
    fireEvent.click(ui.getByLabelText('Mark seen request #1001'));
    expect(await ui.findByText('Request #1001 marked seen.')).toBeInTheDocument();
    expect(
      recordedRequests({ method: 'PUT', path: '/api/dealer-install-request/request/1001/seen/true' }),
    ).toHaveLength(1);
    expect(ui.getByText(/Needs your action:/).closest('p')).toHaveTextContent('2 new requests');
  });

  it('changes a status in place with PUT /request/statuses, and puts it back when refused', async () => {
    const element = await mountDashboard();
    const ui = view(element);
    const status = await ui.findByLabelText('Status of request #1002', {}, { timeout: 5000 });
    fireEvent.change(status, { target: { value: 'Contacted' } });
    expect(await ui.findByText('Request #1002 is now Contacted.')).toBeInTheDocument();
    const sent = recordedRequests({ method: 'PUT', path: '/api/dealer-install-request/request/statuses' });
    expect(sent.map((request) => request.body)).toEqual([
      { requests: [{ dealerInstallRequestId: 1002, status: 'Contacted' }] },
    ]);
    expect((await fetchDealerInstallRequests()).find((r) => r.dealerInstallRequestId === 1002)).toMatchObject(
      {
        status: 'Contacted',
        seen: true,
      },
    );

    injectFault({ method: 'PUT', path: '/api/dealer-install-request/request/statuses', status: 500 });
    fireEvent.change(ui.getByLabelText('Status of request #1003'), {
      target: { value: 'Declined' },
    });
    expect(
      await ui.findByText('Could not change the status of request #1003. It is still Open.'),
    ).toBeInTheDocument();
    expect(ui.getByLabelText('Status of request #1003')).toHaveValue('Open');
  });

  it('filters, searches and sorts the requests', async () => {
    const element = await mountDashboard();
    const ui = view(element);
    await ui.findByText('Showing 24 of 24 requests');
    fireEvent.change(ui.getByLabelText('Status'), { target: { value: 'Declined' } });
    expect(ui.getByText('Showing 3 of 24 requests')).toBeInTheDocument();
    fireEvent.change(ui.getByLabelText('Search'), { target: { value: 'henry' } });
    expect(ui.getByText('Showing 1 of 24 requests')).toBeInTheDocument();
    const requests = await fetchDealerInstallRequests();
    const byCustomer = filterRequests(requests, {
      status: 'all',
      unseenOnly: false,
      text: '',
      sort: 'customer',
    });
    expect(byCustomer[0]?.customerName).toBe('Abigail Scott');
    expect(
      filterRequests(requests, { status: 'all', unseenOnly: true, text: '', sort: 'oldest' }).map(
        (r) => r.dealerInstallRequestId,
      ),
    ).toEqual([1003, 1002, 1001]);
  });

  it('saves a job summary and links a waiting review to its request', async () => {
    const element = await mountDashboard();
    const ui = view(element);
    fireEvent.click(await ui.findByLabelText('Details of request #1005', {}, { timeout: 5000 }));
    fireEvent.change(ui.getByLabelText('Job summary of request #1005'), {
      target: { value: 'Hitch on, wiring next week.' },
    });
    fireEvent.click(ui.getByText('Save summary'));
    expect(await ui.findByText('Job summary of request #1005 saved.')).toBeInTheDocument();
    expect(recordedRequests({ method: 'PUT', path: '/api/dealer-install-request/summary' })[0]?.body).toEqual(
      {
        dealerInstallRequestId: 1005,
        summary: 'Hitch on, wiring next week.',
      },
    );

    // Emma J.'s review of part 75237 is suggested for Emma Johnson's request #1005.
    const [select] = await ui.findAllByLabelText('Request of this review', {}, { timeout: 5000 });
    if (!select) throw new Error('no review to link');
    expect(select).toHaveValue('1005');
    fireEvent.click(within(select.closest('li') as HTMLElement).getByText('Link review'));
    expect(await ui.findByText('Review linked to request #1005.')).toBeInTheDocument();
    expect(
      recordedRequests({ method: 'PUT', path: '/api/dealer-install-request/request/1005/review/901' }),
    ).toHaveLength(1);
  });

  it('edits a request: contact details and appointment saved, a failure keeps what was typed', async () => {
    const element = await mountDashboard();
    const ui = view(element);
    const edit = await ui.findByRole('button', { name: 'Edit request #1003' }, { timeout: 5000 });
    fireEvent.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = ui.getByRole('form', { name: 'Edit request #1003' });
    const phone = within(form).getByLabelText('Phone (optional)');
    const name = within(form).getByLabelText('Customer name');
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(name));

    // Checked before sending: nothing goes out, each field says what is wrong.
    fireEvent.change(phone, { target: { value: '555' } });
    fireEvent.change(within(form).getByLabelText('Appointment date (optional)'), {
      target: { value: '2026-12-04' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save request #1003' }));
    expect(await within(form).findByText('Enter a 10-digit phone number, or leave it empty.')).toBeVisible();
    expect(within(form).getByText('Enter the appointment time, or clear the date.')).toBeVisible();
    expect(recordedRequests({ method: 'PUT', path: '/api/dealer-install-request/request' })).toHaveLength(0);

    // The server fails: the form stays open with everything typed, and says so.
    fireEvent.change(phone, { target: { value: '512-555-0999' } });
    fireEvent.change(within(form).getByLabelText('Appointment time (optional)'), {
      target: { value: '10:45' },
    });
    injectFault({ method: 'PUT', path: '/api/dealer-install-request/request', status: 500 });
    fireEvent.click(within(form).getByRole('button', { name: 'Save request #1003' }));
    expect(
      await within(form).findByText(
        'Could not save request #1003. Your changes are kept in the form. Try again.',
      ),
    ).toBeVisible();
    expect(phone).toHaveValue('512-555-0999');

    fireEvent.click(within(form).getByRole('button', { name: 'Save request #1003' }));
    expect(await ui.findByText('Request #1003 saved.')).toBeInTheDocument();
    expect(ui.queryByRole('form', { name: 'Edit request #1003' })).toBeNull();
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(edit));
    const sent = recordedRequests({ method: 'PUT', path: '/api/dealer-install-request/request' });
    expect(sent.at(-1)?.body).toEqual({
      dealerInstallRequestId: 1003,
      customerName: 'Ava Thompson',
      customerEmail: 'ava.thompson@example.com',
      customerPhone: '5125550999',
      appointmentOn: '2026-12-04T10:45',
    });
    expect(ui.getByText('Appointment Fri, Dec 4, 2026, 10:45 AM')).toBeInTheDocument();
  }, 30_000);

  it('opts a product in to same-day pickup and sets its stock status', async () => {
    const element = await mountDashboard();
    const ui = view(element);
    expect(await ui.findByText(/Pickup times:/)).toBeInTheDocument();
    const [pickupCall] = recordedRequests({ method: 'POST', path: '/api/same-day-pickup/pickup-times/5230' });
    expect(pickupCall?.body).toEqual({ localDateString: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(
      recordedRequests({ path: '/api/same-day-pickup/opt-in-products-from-orders/dealer/5230/months/6' }),
    ).toHaveLength(1);

    const partNumber = ui.getByLabelText('Part number to offer for same-day pickup');
    const addProduct = ui.getByRole('button', { name: 'Add product' });
    addProduct.focus();
    fireEvent.click(addProduct);
    expect(await ui.findByText('Enter a part number.')).toBeInTheDocument();
    // The error is tied to the field, and the refused submit puts the focus there.
    expect(partNumber).toHaveAttribute('aria-invalid', 'true');
    expect(partNumber).toHaveAccessibleDescription('Enter a part number.');
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(partNumber));
    fireEvent.change(ui.getByLabelText('Part number to offer for same-day pickup'), {
      target: { value: 'pk12704' },
    });
    fireEvent.click(ui.getByText('Add product'));
    const stock = await ui.findByLabelText('Stock status of PK12704', {}, { timeout: 5000 });
    fireEvent.change(stock, { target: { value: 'LowStock' } });
    expect(await ui.findByText('PK12704 is now marked Low stock.')).toBeInTheDocument();
    expect(
      recordedRequests({
        method: 'PUT',
        path: '/api/same-day-pickup/opt-in-products/5230/PK12704/stock-status/LowStock',
      }),
    ).toHaveLength(1);

    fireEvent.change(ui.getByLabelText('Ordered in the last'), { target: { value: '12' } });
    await waitFor(() =>
      expect(
        recordedRequests({ path: '/api/same-day-pickup/opt-in-products-from-orders/dealer/5230/months/12' }),
      ).toHaveLength(1),
    );
  }, 20_000);

  it('adds a typed part number with its starting stock status in one product-body POST to the root', async () => {
    const element = await mountDashboard();
    const ui = view(element);
    await ui.findAllByRole('button', { name: /^Offer .+ for same-day pickup$/ }, { timeout: 5000 });
    const partNumber = ui.getByLabelText('Part number to offer for same-day pickup');
    const starting = ui.getByLabelText('Starting stock status');
    expect(starting).toHaveValue('InStock');
    expect([...(starting as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'In stock',
      'Low stock',
      'Out of stock',
    ]);
    const root = () => recordedRequests({ method: 'POST', path: '/api/same-day-pickup' });

    // Unknown part: the 404 message, tied to the field; the part and the status stay.
    fireEvent.change(partNumber, { target: { value: 'nope-1' } });
    fireEvent.change(starting, { target: { value: 'OutOfStock' } });
    fireEvent.click(ui.getByRole('button', { name: 'Add product' }));
    await waitFor(() =>
      expect(partNumber).toHaveAccessibleDescription('We could not find part NOPE-1. Check the part number.'),
    );
    expect(partNumber).toHaveValue('nope-1');
    expect(starting).toHaveValue('OutOfStock');

    // Unknown part is certain: the offered products are not read again for it.
    const productReads = () =>
      recordedRequests({ method: 'GET', path: '/api/same-day-pickup/opt-in-products/5230' });
    const readsBefore = productReads().length;
    expect(ui.getAllByText('We could not find part NOPE-1. Check the part number.')).toHaveLength(1);

    // Server failure: the failure message, said once (under the field, not again in the status line); what was typed
    // and chosen stays; nothing is listed; the offered products are read again (the add may have been stored).
    injectFault({ method: 'POST', path: '/api/same-day-pickup', status: 500, times: 'Infinity' });
    fireEvent.change(partNumber, { target: { value: 'hm11143395' } });
    fireEvent.change(starting, { target: { value: 'LowStock' } });
    fireEvent.click(ui.getByRole('button', { name: 'Add product' }));
    await waitFor(() =>
      expect(partNumber).toHaveAccessibleDescription('Could not add HM11143395. Try again.'),
    );
    expect(ui.getAllByText('Could not add HM11143395. Try again.')).toHaveLength(1);
    await waitFor(() => expect(productReads()).toHaveLength(readsBefore + 1));
    expect(partNumber).toHaveValue('hm11143395');
    expect(starting).toHaveValue('LowStock');
    expect(ui.queryByLabelText('Stock status of HM11143395')).toBeNull();

    // Again, with a double submit: one request with the product body; the row shows the chosen status.
    clearFaults();
    const before = root().length;
    const add = ui.getByRole('button', { name: 'Add product' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(await ui.findByLabelText('Stock status of HM11143395', {}, { timeout: 5000 })).toHaveValue(
      'LowStock',
    );
    expect(
      ui.getByText('HM11143395 is now offered for same-day pickup, marked Low stock.'),
    ).toBeInTheDocument();
    expect(
      root()
        .slice(before)
        .map((call) => call.body),
    ).toEqual([{ dealerInstallerId: 5230, webSku: 'HM11143395', stockStatus: 'LowStock' }]);
    expect(partNumber).not.toHaveAttribute('aria-invalid');
    expect(partNumber).toHaveValue('');
    expect(starting).toHaveValue('InStock');
    expect(recordedRequests({ method: 'POST', path: '/api/same-day-pickup/opt-in-products/*' })).toHaveLength(
      0,
    );
  }, 30_000);

  it("offers one product of the orders with the row's Offer (POST /opt-in-products/{a}/{b}, no body)", async () => {
    const element = await mountDashboard();
    const ui = view(element);
    const offer = await ui.findAllByRole(
      'button',
      { name: /^Offer .+ for same-day pickup$/ },
      { timeout: 5000 },
    );
    const webSku = offer[0]?.getAttribute('aria-label')?.split(' ')[1] ?? '';
    fireEvent.click(offer[0] as HTMLElement);
    expect(await ui.findByText(`${webSku} is now offered for same-day pickup.`)).toBeInTheDocument();
    expect(ui.getByLabelText(`Stock status of ${webSku}`)).toHaveValue('InStock');
    const calls = recordedRequests({
      method: 'POST',
      path: `/api/same-day-pickup/opt-in-products/5230/${encodeURIComponent(webSku)}`,
    });
    expect(calls.map((call) => call.body)).toEqual([null]);
    expect(recordedRequests({ method: 'POST', path: '/api/same-day-pickup' })).toHaveLength(0);
  }, 30_000);

  it('offers every product of the orders not offered yet in one call', async () => {
    const element = await mountDashboard();
    const ui = view(element);
    const offerAll = await ui.findByRole(
      'button',
      { name: /^Offer all \d+ products not offered yet$/ },
      { timeout: 5000 },
    );
    const notOffered = ui
      .getAllByRole('button', { name: /^Offer .+ for same-day pickup$/ })
      .map((button) => button.getAttribute('aria-label')?.split(' ')[1]);
    expect(notOffered.length).toBeGreaterThan(1);
    fireEvent.click(offerAll);
    expect(
      await ui.findByText(
        `${notOffered.length} products from your orders are now offered for same-day pickup.`,
      ),
    ).toBeInTheDocument();
    expect(
      recordedRequests({ method: 'POST', path: '/api/same-day-pickup/opt-in-products/5230' })[0]?.body,
    ).toEqual({
      webSkus: notOffered,
      stockStatus: 'InStock',
    });
    expect(ui.queryByRole('button', { name: /^Offer all/ })).toBeNull();
    for (const webSku of notOffered)
      expect(ui.getByLabelText(`Stock status of ${webSku}`)).toHaveValue('InStock');
  }, 30_000);

  it('says so when the shop is not approved for same-day pickup, and calls nothing for it', async () => {
    const element = await mountDashboard({ 'data-same-day-approved': 'false' });
    expect(await view(element).findByText(/not approved for same-day pickup yet/)).toBeInTheDocument();
    await view(element).findByText('Showing 24 of 24 requests');
    expect(recordedRequests({ path: '/api/same-day-pickup/*' })).toHaveLength(0);
  });

  it('shows each section failing alone, with a retry', async () => {
    injectFault({ path: '/api/dealer-install-request/requests', status: 500 });
    const element = await mountDashboard();
    const ui = view(element);
    const alert = await ui.findByText('We could not load your install requests.');
    expect(
      await ui.findByLabelText('Offer local pickup at my shop', {}, { timeout: 5000 }),
    ).not.toBeChecked();
    fireEvent.click(within(alert.parentElement as HTMLElement).getByRole('button', { name: 'Try Again' }));
    expect(await ui.findByText('Showing 24 of 24 requests')).toBeInTheDocument();
  });

  it("shows the signed-in account and links a colleague's account to the installer", async () => {
    const element = await mountDashboard();
    const ui = view(element);
    const accounts = within(await ui.findByRole('region', { name: 'Accounts for this installer' }));
    expect(await accounts.findByText(/Signed in as/)).toHaveTextContent(
      'Signed in as Tow Masters (shop@towmasters.example.com), account #705230, for Tow Masters.',
    );
    expect(recordedRequests({ path: '/api/installers/login/company-name' })).toHaveLength(1);
    const field = accounts.getByLabelText('Account number to link');
    const lookUp = accounts.getByRole('button', { name: 'Look up account' });

    fireEvent.change(field, { target: { value: '70-52' } });
    fireEvent.click(lookUp);
    expect(
      await accounts.findByText('Enter the account number: digits only, as the account page shows it.'),
    ).toBeVisible();
    fireEvent.change(field, { target: { value: '123' } });
    fireEvent.click(lookUp);
    expect(
      await accounts.findByText('There is no account #123. Check the number and try again.'),
    ).toBeVisible();

    fireEvent.change(field, { target: { value: '704711' } });
    fireEvent.click(lookUp);
    expect(await accounts.findByText(/Signs in for another installer/)).toBeVisible();
    expect(accounts.queryByRole('button', { name: /to my installer/ })).toBeNull();

    fireEvent.change(field, { target: { value: '705231' } });
    fireEvent.click(lookUp);
    const link = await accounts.findByRole('button', { name: 'Link account #705231 to my installer' });
    expect(accounts.getByText(/Tow Masters \(front desk\)/).closest('p')).toHaveTextContent(
      '(d***@towmasters.example.com). Not linked to an installer yet.',
    );
    injectFault({ method: 'POST', path: '/api/accounts/705231/installer', status: 500 });
    fireEvent.click(link);
    expect(
      await accounts.findByText('Could not link account #705231. Nothing changed; try again.'),
    ).toBeVisible();
    expect(field).toHaveValue('705231');
    fireEvent.click(accounts.getByRole('button', { name: 'Link account #705231 to my installer' }));
    expect(await accounts.findByText('Account #705231 now signs in for your installer.')).toBeVisible();
    expect(accounts.getByText(/Signs in for your installer\./)).toBeVisible();
    expect(recordedRequests({ method: 'POST', path: '/api/accounts/705231/installer' }).at(-1)?.body).toEqual(
      {
        dealerInstallerId: 5230,
      },
    );
    // The dashboard's live region (the first status; the same-day section has its own).
    await waitFor(() =>
      expect(ui.getAllByRole('status')[0]).toHaveTextContent(
        'Account #705231 now signs in for your installer.',
      ),
    );
  }, 30_000);

  it('turns local pickup on and opts out after asking', async () => {
    const element = await mountDashboard();
    const ui = view(element);
    expect(await ui.findByText('7 opted-in installers in your area (78664).')).toBeInTheDocument();
    fireEvent.click(ui.getByLabelText('Offer local pickup at my shop'));
    await waitFor(() => expect(ui.getByLabelText('Offer local pickup at my shop')).toBeChecked());
    expect(recordedRequests({ method: 'PUT', path: '/api/installers/5230/local-pickup' })[0]?.body).toEqual({
      localPickup: true,
    });
    fireEvent.click(ui.getByText('Opt out of install requests'));
    fireEvent.click(ui.getByText('Yes, opt out'));
    expect(await ui.findByText(/You are opted out of install requests/)).toBeInTheDocument();
    expect(
      recordedRequests({ method: 'POST', path: '/api/dealer-install-request/installers/5230/opt-out' }),
    ).toHaveLength(1);
  });
});
