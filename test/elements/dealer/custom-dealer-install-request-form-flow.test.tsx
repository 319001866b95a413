import { fireEvent, waitFor, within } from '@testing-library/react';
import { defineWidget } from '../../../src/core/define-widget';
import { installRequestFormFlowDefinition } from '../../../src/elements/dealer/custom-dealer-install-request-form-flow/custom-dealer-install-request-form-flow.element';
import {
  FAILURES,
  HEADINGS,
  JOB_MAX_LENGTH,
  MESSAGES,
  TEXT,
} from '../../../src/elements/dealer/custom-dealer-install-request-form-flow/texts';
import { clearFaults, injectFault, recordedRequests } from '../../../src/mocks';
import { state } from '../../../src/mocks/state';
import { mountElement } from '../../helpers/elements';

defineWidget(installRequestFormFlowDefinition);

const TAG = 'custom-dealer-install-request-form-flow';
const view = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const step = () => new URLSearchParams(location.search).get('installstep');

const SEARCH_PAGE = {
  'data-websku': 'C13130',
  'data-postal-code': '78701',
  'data-product-group': 'Trailer Hitch',
  'data-product-group-category': 'Towing',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  history.replaceState(null, '', '/installer?utm_source=mail');
});

type Ui = ReturnType<typeof view>;

async function chooseVehicle(ui: Ui) {
  const year = await ui.findByRole('combobox', { name: 'Year' });
  await ui.findByRole('option', { name: '2021' });
  fireEvent.change(year, { target: { value: '2021' } });
  await ui.findByRole('option', { name: 'Ford' });
  fireEvent.change(ui.getByRole('combobox', { name: 'Make' }), { target: { value: 'Ford' } });
  await ui.findByRole('option', { name: 'F-150' });
  fireEvent.change(ui.getByRole('combobox', { name: 'Model' }), { target: { value: 'F-150' } });
}

function fillContact(ui: Ui, values: { name?: string; email?: string; phone?: string } = {}) {
  fireEvent.change(ui.getByRole('textbox', { name: 'Your name' }), {
    target: { value: values.name ?? 'Dana Reyes' },
  });
  fireEvent.change(ui.getByRole('textbox', { name: 'Email' }), {
    target: { value: values.email ?? 'dana@example.com' },
  });
  fireEvent.change(ui.getByRole('textbox', { name: 'Phone (optional)' }), {
    target: { value: values.phone ?? '(512) 555-0199' },
  });
}

async function searchAndChoose(ui: Ui, names: string[]) {
  await ui.findByText(TEXT.found(4, 25, '78701'));
  for (const name of names) fireEvent.click(ui.getByRole('checkbox', { name: TEXT.chooseInstaller(name) }));
  fireEvent.click(ui.getByRole('button', { name: TEXT.continue }));
  await ui.findByRole('heading', { name: HEADINGS.vehicle });
}

describe('<custom-dealer-install-request-form-flow>', () => {
  it('finds installers nearby, asks one, and shows the request number and what happens next', async () => {
    const element = await mountElement(TAG, SEARCH_PAGE);
    const ui = view(element);
    expect(await ui.findByRole('heading', { name: HEADINGS.installers })).toBeInTheDocument();
    expect(await ui.findByText(TEXT.found(4, 25, '78701'))).toBeInTheDocument();
    const [search] = recordedRequests({ path: '/api/installers/installers/' });
    expect(search?.search).toContain('postalCode=78701');
    expect(search?.search).toContain('productGroup=Trailer+Hitch');
    expect(search?.search).toContain('miles=25');
    // The page's own query string goes along, the widget's step parameter does not.
    expect(search?.search).toContain('utm_source=mail');
    expect(search?.search).not.toContain('installstep');
    const card = ui.getByRole('heading', { name: 'Hitch Pros' }).closest('li') as HTMLElement;
    expect(within(card).getByText(/miles away/)).toHaveTextContent(/^Austin, TX · \d+\.\d miles away$/);
    expect(within(card).getByText('Rated 5.0 out of 5 (1 review)')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Our service bay' })).toBeInTheDocument();
    expect(ui.getAllByText(TEXT.noReviews).length).toBeGreaterThan(0);
    expect(ui.getByRole('navigation', { name: TEXT.progress })).toHaveTextContent(
      '1Installer2Vehicle and job3Contact details4Sent',
    );

    fireEvent.click(ui.getByRole('button', { name: TEXT.continue }));
    expect(await ui.findByText(MESSAGES.installers)).toBeInTheDocument();
    fireEvent.click(ui.getByRole('checkbox', { name: TEXT.chooseInstaller('Hitch Pros') }));
    fireEvent.click(ui.getByRole('button', { name: TEXT.continue }));
    const vehicleHeading = await ui.findByRole('heading', { name: HEADINGS.vehicle });
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(vehicleHeading));
    expect(step()).toBe('vehicle');
    expect(ui.getByText(TEXT.partNumber('C13130'))).toBeInTheDocument();

    fireEvent.click(ui.getByRole('button', { name: TEXT.continue }));
    expect(await ui.findByText(MESSAGES.year)).toBeInTheDocument();
    fireEvent.change(await ui.findByRole('combobox', { name: 'Year' }), { target: { value: '2021' } });
    expect(await ui.findByText(MESSAGES.make)).toBeInTheDocument();
    await ui.findByRole('option', { name: 'Ford' });
    fireEvent.change(ui.getByRole('combobox', { name: 'Make' }), { target: { value: 'Ford' } });
    expect(await ui.findByText(MESSAGES.model)).toBeInTheDocument();
    await ui.findByRole('option', { name: 'F-150' });
    fireEvent.change(ui.getByRole('combobox', { name: 'Model' }), { target: { value: 'F-150' } });
    const job = ui.getByRole('textbox', { name: TEXT.job });
    fireEvent.change(job, { target: { value: 'x'.repeat(JOB_MAX_LENGTH + 1) } });
    expect(await ui.findByText(MESSAGES.jobTooLong(JOB_MAX_LENGTH))).toBeInTheDocument();
    expect(ui.getByText(TEXT.charactersLeft(-1))).toBeInTheDocument();
    fireEvent.change(job, { target: { value: 'Needs the 4-pin wiring too.' } });
    fireEvent.click(ui.getByRole('button', { name: TEXT.continue }));
    expect(await ui.findByRole('heading', { name: HEADINGS.contact })).toBeInTheDocument();
    expect(step()).toBe('contact');

    fireEvent.click(ui.getByRole('button', { name: TEXT.send }));
    expect(await ui.findByText(MESSAGES.name)).toBeInTheDocument();
    expect(ui.getByText(MESSAGES.email)).toBeInTheDocument();
    expect(ui.getByText(MESSAGES.fixFields)).toBeInTheDocument();
    fillContact(ui, { email: 'dana@example', phone: '555-01' });
    expect(await ui.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(ui.getByText(MESSAGES.phone)).toBeInTheDocument();
    fireEvent.change(ui.getByRole('textbox', { name: 'ZIP code' }), { target: { value: '787' } });
    expect(await ui.findByText(MESSAGES.postalCode)).toBeInTheDocument();
    fireEvent.change(ui.getByRole('textbox', { name: 'ZIP code' }), { target: { value: '78701' } });
    fillContact(ui);
    expect(ui.getByText('2021 Ford F-150')).toBeInTheDocument();
    expect(recordedRequests({ method: 'POST' })).toHaveLength(0);
    fireEvent.click(ui.getByRole('button', { name: TEXT.send }));

    expect(await ui.findByRole('heading', { name: HEADINGS.done })).toBeInTheDocument();
    expect(step()).toBe('done');
    const [sent] = recordedRequests({ method: 'POST', path: '/api/dealer-install-request/request' });
    expect(sent?.body).toEqual({
      dealerInstallerId: 4711,
      customerName: 'Dana Reyes',
      customerEmail: 'dana@example.com',
      customerPhone: '5125550199',
      postalCode: '78701',
      productGroup: 'Trailer Hitch',
      productGroupCategory: 'Towing',
      webSku: 'C13130',
      vehicle: '2021 Ford F-150',
      year: 2021,
      make: 'Ford',
      model: 'F-150',
      isFitGuided: false,
      additionalInfo: 'Needs the 4-pin wiring too.',
    });
    expect(ui.getByText(TEXT.sentOne(4))).toBeInTheDocument();
    expect(ui.getByText(TEXT.whatNext)).toBeInTheDocument();
    expect(ui.getByText(TEXT.nextOne('Hitch Pros'))).toBeInTheDocument();
    expect(ui.getByText(TEXT.nextContact)).toBeInTheDocument();
    expect(ui.getByText(TEXT.nextBring)).toBeInTheDocument();
    // The dealer sees it as a new, unseen request.
    expect(
      state.installRequests.requests.find((record) => record.dealerInstallRequestId === 4),
    ).toMatchObject({
      dealerInstallerId: 4711,
      seen: false,
      status: 'Open',
      vehicle: '2021 Ford F-150',
    });

    // Back: the contact step again, everything kept, and told it was already sent.
    history.back();
    expect(await ui.findByRole('heading', { name: HEADINGS.contact })).toBeInTheDocument();
    expect(ui.getByRole('textbox', { name: 'Your name' })).toHaveValue('Dana Reyes');
    expect(ui.getByText(TEXT.already([4]))).toBeInTheDocument();
    history.forward();
    expect(await ui.findByRole('heading', { name: HEADINGS.done })).toBeInTheDocument();
    fireEvent.click(ui.getByRole('button', { name: TEXT.another }));
    expect(await ui.findByRole('heading', { name: HEADINGS.installers })).toBeInTheDocument();
  });

  it('sends one request to several installers chosen (POST /requests), or to all nearby (requests-by-postal-code)', async () => {
    const element = await mountElement(TAG, SEARCH_PAGE);
    const ui = view(element);
    await searchAndChoose(ui, ['Hitch Pros', 'Tow Masters']);
    await chooseVehicle(ui);
    fireEvent.click(ui.getByRole('button', { name: TEXT.continue }));
    await ui.findByRole('heading', { name: HEADINGS.contact });
    expect(ui.getByText('Hitch Pros, Tow Masters')).toBeInTheDocument();
    fillContact(ui);
    fireEvent.click(ui.getByRole('button', { name: TEXT.send }));
    expect(await ui.findByText(TEXT.sentMany([4, 5]))).toBeInTheDocument();
    expect(ui.getByText(TEXT.nextMany(2))).toBeInTheDocument();
    const [several] = recordedRequests({ method: 'POST', path: '/api/dealer-install-request/requests' });
    const body = several?.body as { requests: { dealerInstallerId: number }[] };
    expect(body.requests.map((request) => request.dealerInstallerId)).toEqual([4711, 5230]);
    element.remove();

    history.replaceState(null, '', '/installer');
    const again = await mountElement(TAG, SEARCH_PAGE);
    const second = view(again);
    await second.findByText(TEXT.found(4, 25, '78701'));
    fireEvent.change(second.getByRole('combobox', { name: TEXT.miles }), { target: { value: '50' } });
    expect(await second.findByText(TEXT.found(5, 50, '78701'))).toBeInTheDocument();
    fireEvent.click(second.getByRole('radio', { name: TEXT.sendToAll(5, 50) }));
    expect(second.queryByRole('checkbox')).toBeNull();
    fireEvent.click(second.getByRole('button', { name: TEXT.continue }));
    await second.findByRole('heading', { name: HEADINGS.vehicle });
    await chooseVehicle(second);
    fireEvent.click(second.getByRole('button', { name: TEXT.continue }));
    await second.findByRole('heading', { name: HEADINGS.contact });
    expect(second.getByText(TEXT.allNearby(50, '78701'))).toBeInTheDocument();
    fillContact(second);
    fireEvent.click(second.getByRole('button', { name: TEXT.send }));
    expect(await second.findByText(TEXT.nextMany(5))).toBeInTheDocument();
    const [nearby] = recordedRequests({
      method: 'POST',
      path: '/api/dealer-install-request/requests-by-postal-code',
    });
    expect(nearby?.search).toContain('postalCode=78701');
    expect(nearby?.search).toContain('miles=50');
    expect(nearby?.body).not.toHaveProperty('dealerInstallerId');
  });

  it('sends for an order with POST /requests/invoice when the page names one', async () => {
    history.replaceState(null, '', '/installer?invoiceid=88123');
    const ui = view(await mountElement(TAG, SEARCH_PAGE));
    await searchAndChoose(ui, ['Tow Masters']);
    await chooseVehicle(ui);
    fireEvent.click(ui.getByRole('button', { name: TEXT.continue }));
    await ui.findByRole('heading', { name: HEADINGS.contact });
    fillContact(ui);
    fireEvent.click(ui.getByRole('button', { name: TEXT.send }));
    expect(await ui.findByText(TEXT.sentOne(4))).toBeInTheDocument();
    const [invoice] = recordedRequests({
      method: 'POST',
      path: '/api/dealer-install-request/requests/invoice',
    });
    expect(invoice?.body).toMatchObject({ invoiceId: 88123, requests: [{ dealerInstallerId: 5230 }] });
  });

  it('keeps everything typed when the send fails, says why, and sends once when tried again', async () => {
    const ui = view(await mountElement(TAG, SEARCH_PAGE));
    await searchAndChoose(ui, ['Hitch Pros']);
    await chooseVehicle(ui);
    fireEvent.click(ui.getByRole('button', { name: TEXT.continue }));
    await ui.findByRole('heading', { name: HEADINGS.contact });
    fillContact(ui);
    injectFault({ method: 'POST', path: '/api/dealer-install-request/request', status: 500 });
    fireEvent.click(ui.getByRole('button', { name: TEXT.send }));
    expect(await ui.findByText(FAILURES.send)).toBeInTheDocument();
    expect(ui.getByRole('textbox', { name: 'Email' })).toHaveValue('dana@example.com');
    expect(step()).toBe('contact');

    injectFault({
      method: 'POST',
      path: '/api/dealer-install-request/request',
      networkError: true,
      times: 'Infinity',
    });
    fireEvent.click(ui.getByRole('button', { name: TEXT.send }));
    expect(await ui.findByText(FAILURES.sendOffline, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(ui.getByRole('textbox', { name: 'Your name' })).toHaveValue('Dana Reyes');
    clearFaults();

    fireEvent.click(ui.getByRole('button', { name: TEXT.send }));
    expect(ui.getByText(TEXT.sending)).toBeInTheDocument();
    expect(ui.queryByRole('button', { name: TEXT.send })).toBeNull();
    expect(await ui.findByRole('heading', { name: HEADINGS.done })).toBeInTheDocument();
    // The failed tries stored nothing: the dealer gets one request.
    expect(
      state.installRequests.requests.filter((record) => record.customerName === 'Dana Reyes'),
    ).toHaveLength(1);
  }, 15_000);

  it('says when the search fails, finds nobody, or the ZIP code is not 5 digits', async () => {
    injectFault({ method: 'GET', path: '/api/installers/installers/', status: 503 });
    const ui = view(await mountElement(TAG, SEARCH_PAGE));
    expect(await ui.findByText(FAILURES.search, {}, { timeout: 8000 })).toBeInTheDocument();
    fireEvent.click(ui.getByRole('button', { name: FAILURES.retry }));
    expect(await ui.findByText(TEXT.found(4, 25, '78701'))).toBeInTheDocument();
    const postal = ui.getByRole('textbox', { name: TEXT.postalCode });
    fireEvent.change(postal, { target: { value: '1000' } });
    fireEvent.blur(postal);
    expect(await ui.findByText(MESSAGES.postalCode)).toBeInTheDocument();
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(postal).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.postalCode));
    fireEvent.change(postal, { target: { value: '10001' } });
    fireEvent.click(ui.getByRole('button', { name: TEXT.find }));
    expect(await ui.findByText(TEXT.noneFound(25, '10001'))).toBeInTheDocument();
    fireEvent.click(ui.getByRole('button', { name: TEXT.continue }));
    expect(await ui.findByText(MESSAGES.installers)).toBeInTheDocument();

    injectFault({
      method: 'GET',
      path: '/api/installers/installers/',
      networkError: true,
      times: 'Infinity',
    });
    fireEvent.click(ui.getByRole('button', { name: TEXT.find }));
    expect(await ui.findByText(FAILURES.searchOffline, {}, { timeout: 8000 })).toBeInTheDocument();
    clearFaults();
  }, 20_000);

  it("opens on the installer's details with photos, asks them with the page's vehicle, and says a request was already sent", async () => {
    const ui = view(
      await mountElement(TAG, {
        'data-installer-id': '4711',
        'data-installer-name': 'Hitch Pros',
        'data-step': 'details',
        'data-postal-code': '78704',
        'data-product-group': 'Trailer Wiring',
        'data-vehicle': '2019 Toyota RAV4',
        'data-is-fitguided': '',
        'data-recent-request-ids': '[3]',
      }),
    );
    expect(ui.getByText(TEXT.already([3]))).toBeInTheDocument();
    expect(await ui.findByRole('link', { name: '512-555-0100' })).toHaveAttribute('href', 'tel:5125550100');
    expect(ui.getByRole('heading', { name: 'Hitch Pros' })).toBeInTheDocument();
    expect(ui.getByText('Mon-Fri 8:00-17:00, Sat 9:00-13:00')).toBeInTheDocument();
    expect(await ui.findByRole('img', { name: 'Wiring harness at the bumper' })).toBeInTheDocument();
    expect(recordedRequests({ path: '/api/installers/4711/media' })).toHaveLength(1);
    expect(recordedRequests({ path: '/api/installers/installers/' })).toHaveLength(0);

    fireEvent.click(ui.getByRole('button', { name: TEXT.requestFrom('Hitch Pros') }));
    expect(await ui.findByText(TEXT.givenVehicle('2019 Toyota RAV4'))).toBeInTheDocument();
    expect(ui.getByText(TEXT.fitGuided)).toBeInTheDocument();
    expect(recordedRequests({ path: '/api/ymm/years' })).toHaveLength(0);
    fireEvent.click(ui.getByRole('button', { name: TEXT.continue }));
    await ui.findByRole('heading', { name: HEADINGS.contact });
    expect(ui.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('78704');
    fillContact(ui, { phone: '' });
    fireEvent.click(ui.getByRole('button', { name: TEXT.send }));
    expect(await ui.findByRole('heading', { name: HEADINGS.done })).toBeInTheDocument();
    const [sent] = recordedRequests({ method: 'POST', path: '/api/dealer-install-request/request' });
    expect(sent?.body).toMatchObject({
      dealerInstallerId: 4711,
      vehicle: '2019 Toyota RAV4',
      isFitGuided: true,
      customerPhone: null,
      productGroup: 'Trailer Wiring',
    });
  });

  it('says when the details, the photos or the vehicle lists cannot load, and shows an installer without photos', async () => {
    injectFault({ method: 'GET', path: '/api/installers/4711', status: 500 });
    injectFault({ method: 'GET', path: '/api/installers/4711/media', status: 500 });
    const element = await mountElement(TAG, { 'data-installer-id': '4711', 'data-step': 'details' });
    const ui = view(element);
    expect(await ui.findByText(FAILURES.details, {}, { timeout: 8000 })).toBeInTheDocument();
    fireEvent.click(ui.getByRole('button', { name: FAILURES.retry }));
    expect(await ui.findByRole('heading', { name: 'Hitch Pros' }, { timeout: 8000 })).toBeInTheDocument();
    const photosFailed = await ui.findByRole('alert', {}, { timeout: 8000 });
    expect(photosFailed).toHaveTextContent(FAILURES.media);
    // The photos are loaded again on Try again, without leaving the details.
    clearFaults();
    fireEvent.click(within(photosFailed).getByRole('button', { name: FAILURES.retry }));
    expect(
      await ui.findByRole('img', { name: 'Hitch fitted to a pickup' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(ui.queryByText(FAILURES.media)).toBeNull();

    injectFault({ method: 'GET', path: '/api/ymm/years', status: 500, times: 3 });
    fireEvent.click(ui.getByRole('button', { name: TEXT.requestFrom('Hitch Pros') }));
    expect(await ui.findByText(FAILURES.vehicleOptions, {}, { timeout: 8000 })).toBeInTheDocument();
    fireEvent.click(ui.getByRole('button', { name: TEXT.continue }));
    expect(await ui.findByText(MESSAGES.productGroup)).toBeInTheDocument();
    fireEvent.click(ui.getByRole('button', { name: FAILURES.retry }));
    expect(await ui.findByRole('option', { name: '2021' }, { timeout: 8000 })).toBeInTheDocument();

    element.remove();
    history.replaceState(null, '', '/installer/details');
    const other = view(await mountElement(TAG, { 'data-installer-id': '6305', 'data-step': 'details' }));
    expect(await other.findByText(TEXT.noPhotos)).toBeInTheDocument();
  }, 30_000);

  it('shows only a step whose earlier answers are there, and moves with back and forward', async () => {
    history.replaceState(null, '', '/installer?installstep=contact');
    const ui = view(await mountElement(TAG, SEARCH_PAGE));
    expect(await ui.findByRole('heading', { name: HEADINGS.installers })).toBeInTheDocument();
    await waitFor(() => expect(step()).toBe('installers'));
    await searchAndChoose(ui, ['Hitch Pros']);
    history.back();
    expect(await ui.findByRole('heading', { name: HEADINGS.installers })).toBeInTheDocument();
    expect(ui.getByRole('checkbox', { name: TEXT.chooseInstaller('Hitch Pros') })).toBeChecked();
    history.forward();
    expect(await ui.findByRole('heading', { name: HEADINGS.vehicle })).toBeInTheDocument();
    fireEvent.click(ui.getByRole('button', { name: TEXT.back }));
    expect(await ui.findByRole('heading', { name: HEADINGS.installers })).toBeInTheDocument();
    fireEvent.click(ui.getByRole('button', { name: TEXT.details('Tow Masters') }));
    expect(await ui.findByRole('heading', { name: 'Tow Masters' })).toBeInTheDocument();
    expect(step()).toBe('details');
    expect(ui.getByText(TEXT.stepOf(1, 4, 'Installer'))).toBeInTheDocument();
  });

  it('refuses malformed recent request ids with a visible error', async () => {
    const element = await mountElement(TAG, { 'data-recent-request-ids': '12,13' });
    expect(element.shadowRoot?.textContent).toMatch(/data-recent-request-ids/);
  });
});
