import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resetConfig } from '../../../src/core/config';
import { defineWidget } from '../../../src/core/define-widget';
import { setNavigate } from '../../../src/elements/storefront/vehicle-picker/navigate';
import { pickerOverlay } from '../../../src/elements/storefront/vehicle-picker/vehicle-picker';
import { vehiclePickerDefinition } from '../../../src/elements/storefront/vehicle-picker/vehicle-picker.element';
import { injectFault, recordedRequests, seedFakeShop, setFeatureToggle } from '../../../src/mocks/controls';
import { mountElement, settle } from '../../helpers/elements';
import { server } from '../../msw-server';

defineWidget(vehiclePickerDefinition);

const ui = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
/** The visible loading text (the live region says it too). */
const LOADING = '.shop-vehicle-picker__loading';
const focused = (element: HTMLElement) => element.shadowRoot?.activeElement ?? null;

/** The overlay's live region is filled after it paints (so screen readers hear the change): wait for it. */
async function expectAnnounced(dialog: HTMLElement, text: string) {
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(text));
}

let visited: string[];
let restoreNavigate: () => void;

// The overlay loads on intent (pointer over or focus in the picker); these tests are about the
// overlay's behaviour, so it is loaded as a shopper's hover would have loaded it.
beforeAll(() => pickerOverlay.prefetch());

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  visited = [];
  restoreNavigate = setNavigate((url) => visited.push(url));
});

afterEach(() => {
  restoreNavigate();
  window.history.replaceState(null, '', '/');
});

async function openYears(element: HTMLElement) {
  await userEvent.click(ui(element).getByRole('button', { name: 'Select Year' }));
  return ui(element).findByRole('dialog', { name: 'Select Vehicle Year' });
}

async function pick(element: HTMLElement, name: string | RegExp) {
  await userEvent.click(await ui(element).findByRole('option', { name }));
}

async function pickFord2020(element: HTMLElement) {
  await openYears(element);
  await pick(element, '2020');
  await ui(element).findByRole('dialog', { name: 'Select Make' });
  await pick(element, 'Ford');
  await ui(element).findByRole('dialog', { name: 'Select Model' });
}

describe('<vehicle-picker>', () => {
  it('shows Year, Make and Model with Make and Model disabled until the step before is chosen', async () => {
    const element = await mountElement('vehicle-picker');
    expect(ui(element).getByRole('group', { name: 'Shop by Vehicle' })).toBeInTheDocument();
    expect(ui(element).getByRole('button', { name: 'Select Year' })).toBeEnabled();
    expect(ui(element).getByRole('button', { name: 'Select Make' })).toBeDisabled();
    expect(ui(element).getByRole('button', { name: 'Select Model' })).toBeDisabled();
    expect(ui(element).getByRole('button', { name: 'Go' })).toBeEnabled();
    expect(ui(element).queryByRole('dialog')).toBeNull();
  });

  it('opens on the years, grouped by decade under headings, with the loading text first', async () => {
    // Long enough for the loading state to be seen on a slow, shared machine.
    injectFault({ path: '/api/ymm/years', latencyMs: 1_500 });
    const element = await mountElement('vehicle-picker');
    const dialog = await openYears(element);
    expect(window.location.hash).toBe('#ymm/vehicle-picker-1/years');
    expect(within(dialog).getByText('Loading Year Options...', { selector: LOADING })).toBeVisible();
    await expectAnnounced(dialog, 'Loading Year Options...');
    await waitFor(() =>
      expect(focused(element)).toBe(within(dialog).getByRole('heading', { name: 'Select Vehicle Year' })),
    );
    const decades = await within(dialog).findAllByRole('listbox');
    expect(
      decades.map((list) => list.getAttribute('aria-labelledby') && list.textContent?.slice(0, 4)),
    ).toEqual(['2027', '2019', '2009', '1999']);
    for (const name of ['2020s', '2010s', '2000s', '1990s']) {
      expect(within(dialog).getByRole('heading', { name })).toBeInTheDocument();
      expect(within(dialog).getByRole('listbox', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('option', { name: '1990' })).toBeInTheDocument();
    // Focus follows the step once the options are there.
    await waitFor(() => expect(focused(element)).toBe(within(dialog).getByRole('option', { name: '2027' })));
    await expectAnnounced(dialog, '38 years, newest first');
  });

  it('goes year, make, model and then to the vehicle page, confirming the vehicle and telling the page', async () => {
    const element = await mountElement('vehicle-picker');
    const selected = vi.fn();
    window.addEventListener('shop:vehicle-selected', selected);
    await openYears(element);
    await pick(element, '2020');
    const makes = await ui(element).findByRole('dialog', { name: 'Select Make' });
    expect(window.location.hash).toBe('#ymm/vehicle-picker-1/makes/2020');
    expect(within(makes).getByRole('button', { name: 'Edit Year' })).toBeInTheDocument();
    await pick(element, 'Ford');
    const models = await ui(element).findByRole('dialog', { name: 'Select Model' });
    expect(window.location.hash).toBe('#ymm/vehicle-picker-1/models/Ford/2020');
    expect(within(models).getByRole('button', { name: 'Edit Year' })).toBeInTheDocument();
    expect(within(models).getByRole('button', { name: 'Edit Make' })).toBeInTheDocument();
    await pick(element, 'F-150');

    await waitFor(() => expect(visited).toEqual(['http://127.0.0.1:4173/vehicle/2020/Ford/F-150']));
    window.removeEventListener('shop:vehicle-selected', selected);
    expect(ui(element).queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('');
    expect(selected).toHaveBeenCalledTimes(1);
    expect((selected.mock.calls[0] as [CustomEvent])[0].detail).toEqual({
      year: 2020,
      make: 'Ford',
      model: 'F-150',
    });
    expect(recordedRequests({ path: '/api/ymm/validate' }).map((call) => call.body)).toEqual([
      { vehicleString: '2020_Ford_F-150' },
    ]);
    // A loading circle replaces Go while the page changes.
    expect(ui(element).queryByRole('button', { name: 'Go' })).toBeNull();
    expect(ui(element).getByRole('status')).toHaveTextContent('Loading parts for 2020 Ford F-150');
    expect(ui(element).getByRole('button', { name: 'Year 2020' })).toBeInTheDocument();
    expect(ui(element).getByRole('button', { name: 'Make Ford' })).toBeInTheDocument();
    expect(ui(element).getByRole('button', { name: 'Model F-150' })).toBeInTheDocument();
  });

  it("shows 'Loading Make Options...' and 'Loading Model Options...' while those lists load", async () => {
    injectFault({ path: '/api/ymm/makes/2020', latencyMs: 150 });
    injectFault({ path: '/api/ymm/models/Ford/2020', latencyMs: 150 });
    const element = await mountElement('vehicle-picker');
    await openYears(element);
    await pick(element, '2020');
    expect(await ui(element).findByText('Loading Make Options...', { selector: LOADING })).toBeVisible();
    expect(ui(element).getByRole('status')).toHaveTextContent('Loading Make Options...');
    await pick(element, 'Ford');
    expect(await ui(element).findByText('Loading Model Options...', { selector: LOADING })).toBeVisible();
    expect(await ui(element).findByRole('option', { name: 'F-150' })).toBeInTheDocument();
  });

  it('lists preferred makes first, the others behind See More / See Less under More Options Below', async () => {
    const element = await mountElement('vehicle-picker');
    await openYears(element);
    await pick(element, '2020');
    const dialog = await ui(element).findByRole('dialog', { name: 'Select Make' });
    const popular = await within(dialog).findByRole('listbox', { name: 'Popular makes' });
    expect(
      within(popular)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Chevrolet', 'Ford', 'GMC', 'Honda', 'Jeep', 'Nissan', 'Ram', 'Toyota']);
    expect(within(dialog).queryByRole('option', { name: 'Subaru' })).toBeNull();
    await expectAnnounced(dialog, '8 popular makes; See More shows');

    const more = within(dialog).getByRole('button', { name: 'See More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveTextContent('See Less');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const others = within(dialog).getByRole('listbox', { name: 'More Options Below' });
    expect(within(dialog).getByRole('heading', { name: 'More Options Below' })).toBeInTheDocument();
    expect(within(others).getByRole('option', { name: 'Subaru' })).toBeInTheDocument();
    expect(within(others).queryByRole('option', { name: 'Ford' })).toBeNull();
    await expectAnnounced(dialog, 'More Options Below');
    expect(focused(element)).toBe(more);

    await userEvent.click(more);
    expect(more).toHaveTextContent('See More');
    expect(within(dialog).queryByRole('option', { name: 'Subaru' })).toBeNull();
  });

  it('picking a year clears make and model; picking a make clears the model', async () => {
    const element = await mountElement('vehicle-picker', {
      'data-year': '2019',
      'data-make': 'Ram',
      'data-model': '1500',
    });
    expect(ui(element).getByRole('button', { name: 'Model 1500' })).toBeEnabled();
    await userEvent.click(ui(element).getByRole('button', { name: 'Year 2019' }));
    await pick(element, '2021');
    await ui(element).findByRole('dialog', { name: 'Select Make' });
    expect(ui(element).getByRole('button', { name: 'Year 2021' })).toBeInTheDocument();
    expect(ui(element).getByRole('button', { name: 'Select Make' })).toBeEnabled();
    expect(ui(element).getByRole('button', { name: 'Select Model' })).toBeDisabled();
    await pick(element, 'Toyota');
    await ui(element).findByRole('dialog', { name: 'Select Model' });
    expect(ui(element).getByRole('button', { name: 'Make Toyota' })).toBeInTheDocument();
    expect(ui(element).getByRole('button', { name: 'Select Model' })).toBeEnabled();
  });

  it('opens Make and Model at their own step', async () => {
    const element = await mountElement('vehicle-picker', { 'data-year': '2019', 'data-make': 'Ram' });
    await userEvent.click(ui(element).getByRole('button', { name: 'Make Ram' }));
    expect(await ui(element).findByRole('dialog', { name: 'Select Make' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#ymm/vehicle-picker-1/makes/2019');
    fireEvent.keyDown(ui(element).getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(ui(element).queryByRole('dialog')).toBeNull());
    await userEvent.click(ui(element).getByRole('button', { name: 'Select Model' }));
    expect(await ui(element).findByRole('dialog', { name: 'Select Model' })).toBeInTheDocument();
    expect(await ui(element).findByRole('option', { name: '1500' })).toBeInTheDocument();
  });

  it('Edit Year and Edit Make go back to those steps', async () => {
    const element = await mountElement('vehicle-picker');
    await pickFord2020(element);
    await userEvent.click(ui(element).getByRole('button', { name: 'Edit Make' }));
    expect(await ui(element).findByRole('dialog', { name: 'Select Make' })).toBeInTheDocument();
    await userEvent.click(ui(element).getByRole('button', { name: 'Edit Year' }));
    expect(await ui(element).findByRole('dialog', { name: 'Select Vehicle Year' })).toBeInTheDocument();
    expect(await ui(element).findByRole('option', { name: '2020', selected: true })).toBeInTheDocument();
  });

  it('browser back pops a step, and the back arrow does the same', async () => {
    const element = await mountElement('vehicle-picker');
    await pickFord2020(element);
    window.history.back();
    expect(await ui(element).findByRole('dialog', { name: 'Select Make' })).toBeInTheDocument();
    await userEvent.click(ui(element).getByRole('button', { name: 'Back' }));
    expect(await ui(element).findByRole('dialog', { name: 'Select Vehicle Year' })).toBeInTheDocument();
    expect(ui(element).queryByRole('button', { name: 'Back' })).toBeNull();
    window.history.back();
    await waitFor(() => expect(ui(element).queryByRole('dialog')).toBeNull());
    expect(window.location.hash).toBe('');
  });

  it('closes with the close control and Escape, leaving no history behind, and gives focus back', async () => {
    const element = await mountElement('vehicle-picker');
    await pickFord2020(element);
    await userEvent.click(ui(element).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(ui(element).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(focused(element)).toBe(ui(element).getByRole('button', { name: 'Year 2020' }));

    await userEvent.click(ui(element).getByRole('button', { name: 'Year 2020' }));
    await ui(element).findByRole('dialog', { name: 'Select Vehicle Year' });
    fireEvent.keyDown(ui(element).getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(ui(element).queryByRole('dialog')).toBeNull());
  });

  it('closes on #close and on a click outside', async () => {
    const element = await mountElement('vehicle-picker');
    await openYears(element);
    window.location.hash = '#close';
    await waitFor(() => expect(ui(element).queryByRole('dialog')).toBeNull());
    await openYears(element);
    const backdrop = element.shadowRoot?.querySelector('.shop-vehicle-picker__backdrop') as HTMLElement;
    await userEvent.click(backdrop);
    await waitFor(() => expect(ui(element).queryByRole('dialog')).toBeNull());
  });

  it('opens at the step a link names', async () => {
    window.history.replaceState(null, '', '/#ymm/hitch-finder/models/Land%20Rover/2020');
    const element = await mountElement('vehicle-picker', { 'data-element-id': 'hitch-finder' });
    const dialog = await ui(element).findByRole('dialog', { name: 'Select Model' });
    expect(await within(dialog).findByRole('option', { name: 'Defender' })).toBeInTheDocument();
    expect(ui(element).getByRole('button', { name: 'Make Land Rover' })).toBeInTheDocument();
    // Without history to go back through, the back arrow goes to the step before.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await ui(element).findByRole('dialog', { name: 'Select Make' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#ymm/hitch-finder/makes/2020');
  });

  it('keeps two pickers on one page apart', async () => {
    const first = await mountElement('vehicle-picker');
    const second = await mountElement('vehicle-picker', { 'data-year': '2015' });
    await openYears(first);
    expect(window.location.hash).toBe('#ymm/vehicle-picker-1/years');
    expect(ui(second).queryByRole('dialog')).toBeNull();
    await pick(first, '2020');
    await ui(first).findByRole('dialog', { name: 'Select Make' });
    expect(ui(second).queryByRole('dialog')).toBeNull();
    expect(ui(second).getByRole('button', { name: 'Year 2015' })).toBeInTheDocument();
    expect(ui(first).getByRole('button', { name: 'Year 2020' })).toBeInTheDocument();

    window.history.replaceState(null, '', '/#ymm/vehicle-picker-2/makes/2015');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await ui(second).findByRole('dialog', { name: 'Select Make' });
    await waitFor(() => expect(ui(first).queryByRole('dialog')).toBeNull());
    expect(ui(first).getByRole('button', { name: 'Year 2020' })).toBeInTheDocument();
  });

  it('works with the keyboard alone: arrows, typing, Enter and Space', async () => {
    const element = await mountElement('vehicle-picker');
    ui(element).getByRole('button', { name: 'Select Year' }).focus();
    await userEvent.keyboard('{Enter}');
    const first = await ui(element).findByRole('option', { name: '2027' });
    await waitFor(() => expect(focused(element)).toBe(first));
    await userEvent.keyboard('{ArrowDown}');
    expect(focused(element)).toHaveTextContent('2026');
    await userEvent.keyboard('{End}');
    expect(focused(element)).toHaveTextContent('1990');
    await userEvent.keyboard('{Home}');
    expect(focused(element)).toHaveTextContent('2027');
    await userEvent.keyboard('{PageDown}');
    expect(focused(element)).toHaveTextContent('2017');
    await userEvent.keyboard('2020');
    expect(focused(element)).toHaveTextContent('2020');
    await userEvent.keyboard('{Enter}');
    await ui(element).findByRole('dialog', { name: 'Select Make' });
    await waitFor(() => expect(focused(element)).toHaveTextContent('Chevrolet'));
    await userEvent.keyboard('{ArrowRight}');
    expect(focused(element)).toHaveTextContent('Ford');
    await userEvent.keyboard(' ');
    await ui(element).findByRole('dialog', { name: 'Select Model' });
    await waitFor(() => expect(focused(element)?.getAttribute('role')).toBe('option'));
    await userEvent.keyboard('F-150{Enter}');
    await waitFor(() => expect(visited).toEqual(['http://127.0.0.1:4173/vehicle/2020/Ford/F-150']));
  });

  it('keeps one tab stop per list', async () => {
    const element = await mountElement('vehicle-picker');
    const dialog = await openYears(element);
    await within(dialog).findAllByRole('option');
    const tabbable = within(dialog)
      .getAllByRole('option')
      .filter((option) => option.tabIndex === 0)
      .map((option) => option.textContent);
    expect(tabbable).toEqual(['2027', '2019', '2009', '1999']);
  });

  it('Go goes with what is chosen so far', async () => {
    const element = await mountElement('vehicle-picker');
    await userEvent.click(ui(element).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(visited).toEqual(['http://127.0.0.1:4173/vehicle-finder.aspx?noymm=true']));
    expect(recordedRequests({ path: '/api/ymm/validate' })).toHaveLength(0);
    expect(ui(element).getByRole('status')).toHaveTextContent('Loading');
    await userEvent.click(ui(element).getByRole('button', { name: 'Select Year' }));
    expect(ui(element).queryByRole('dialog')).toBeNull();
  });

  it('Go with the whole page vehicle confirms it and tells the page, once for a double click', async () => {
    const element = await mountElement('vehicle-picker', {
      'data-year': '2019',
      'data-make': 'Ram',
      'data-model': '1500',
    });
    const selected = vi.fn();
    window.addEventListener('shop:vehicle-selected', selected);
    const go = ui(element).getByRole('button', { name: 'Go' });
    fireEvent.click(go);
    fireEvent.click(go);
    await waitFor(() => expect(visited).toEqual(['http://127.0.0.1:4173/vehicle/2019/Ram/1500']));
    window.removeEventListener('shop:vehicle-selected', selected);
    expect(selected).toHaveBeenCalledTimes(1);
    expect(recordedRequests({ path: '/api/ymm/validate' })).toHaveLength(1);
  });

  it('goes to the product page with the vehicle in the query', async () => {
    const element = await mountElement('vehicle-picker', {
      'data-category-code': 'C13130',
      'data-year': '2020',
      'data-make': 'Ford',
      'data-model': 'F-150',
    });
    await userEvent.click(ui(element).getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(visited).toEqual(['http://127.0.0.1:4173/p-C13130.html?hhyear=2020&hhmake=Ford&hhmodel=F-150']),
    );
  });

  it('filters the search page when Web-YMM-DropDown-SearchFilter is on, else goes to the vehicle route', async () => {
    resetConfig({ pageType: 's' });
    window.history.replaceState(null, '', '/search?q=hitch&hhyear=2001');
    const element = await mountElement('vehicle-picker', { 'data-year': '2020', 'data-make': 'Ford' });
    await userEvent.click(ui(element).getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(visited).toEqual(['http://127.0.0.1:4173/search?q=hitch&hhyear=2020&hhmake=Ford&ymm=1']),
    );
    expect(recordedRequests({ path: '/api/featuretoggles/Web-YMM-DropDown-SearchFilter' })).toHaveLength(1);
  });

  it('goes to the vehicle route from the search page when the toggle is off', async () => {
    setFeatureToggle('Web-YMM-DropDown-SearchFilter', false);
    resetConfig({ pageType: 's' });
    const element = await mountElement('vehicle-picker', { 'data-year': '2020' });
    await userEvent.click(ui(element).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(visited).toEqual(['http://127.0.0.1:4173/vehicle/2020']));
  });

  it('uses the query form on a department page only with DepartmentPageVehicleSelectorBehavior on', async () => {
    window.history.replaceState(null, '', '/maindept-Towing.aspx');
    const off = await mountElement('vehicle-picker', { 'data-page-kind': 'department', 'data-year': '2020' });
    await userEvent.click(ui(off).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(visited).toEqual(['http://127.0.0.1:4173/vehicle/2020']));
    expect(
      recordedRequests({ path: '/api/featuretoggles/DepartmentPageVehicleSelectorBehavior' }),
    ).toHaveLength(1);
  });

  it('uses the query form on a department page with the toggle on', async () => {
    setFeatureToggle('DepartmentPageVehicleSelectorBehavior', true);
    window.history.replaceState(null, '', '/maindept-Towing.aspx');
    const on = await mountElement('vehicle-picker', { 'data-page-kind': 'department', 'data-year': '2020' });
    await userEvent.click(ui(on).getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(visited).toEqual(['http://127.0.0.1:4173/maindept-Towing.aspx?hhyear=2020&ymm=1']),
    );
  });

  it('goes to the fit-guide results page, keeping furl as fUrl', async () => {
    window.history.replaceState(null, '', '/fit-guide?furl=towing-c2');
    const element = await mountElement('vehicle-picker', { 'data-hitch-category': 'Trailer-Hitch' });
    await openYears(element);
    await pick(element, '2019');
    await userEvent.click(await ui(element).findByRole('button', { name: 'See More' }));
    await pick(element, 'Land Rover');
    await pick(element, 'Range Rover Sport');
    await waitFor(() =>
      expect(visited).toEqual([
        'http://127.0.0.1:4173/Trailer-Hitch-2019_Land+Rover_Range+Rover+Sport.htm?fUrl=towing-c2',
      ]),
    );
  });

  it('offers the recently viewed vehicles with New Vehicle', async () => {
    seedFakeShop({
      ymm: {
        recentVehicles: [
          { year: 2019, make: 'Ram', model: '1500' },
          { year: 2021, make: 'Ford', model: 'Bronco' },
        ],
      },
    });
    const element = await mountElement('vehicle-picker');
    await userEvent.click(await ui(element).findByRole('button', { name: 'Recent Vehicles (2)' }));
    const dialog = await ui(element).findByRole('dialog', { name: 'Recently Viewed Vehicles' });
    expect(window.location.hash).toBe('#ymm/vehicle-picker-1/vehicles');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2019 Ram 1500', '2021 Ford Bronco']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'New Vehicle' }));
    expect(await ui(element).findByRole('dialog', { name: 'Select Vehicle Year' })).toBeInTheDocument();
    await userEvent.click(ui(element).getByRole('button', { name: 'Back' }));
    await ui(element).findByRole('dialog', { name: 'Recently Viewed Vehicles' });
    await pick(element, '2021 Ford Bronco');
    await waitFor(() => expect(visited).toEqual(['http://127.0.0.1:4173/vehicle/2021/Ford/Bronco']));
    expect(recordedRequests({ path: '/api/ymm/validate' })[0]?.body).toEqual({
      vehicleString: '2021_Ford_Bronco',
    });
  });

  it('says why a list failed and loads it again on Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ path: '/api/ymm/years', status: 500, times: 3 });
    const element = await mountElement('vehicle-picker');
    const dialog = await openYears(element);
    const problem = await within(dialog).findByText('Sorry, we could not load the years. Please try again.', {
      selector: 'p:not([role])',
    });
    expect(problem).toBeVisible();
    await expectAnnounced(dialog, 'Sorry, we could not load the years.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('option', { name: '2020' })).toBeInTheDocument();
  });

  it('says so when a make has no models that year', async () => {
    window.history.replaceState(null, '', '/#ymm/vehicle-picker-1/models/Studebaker/2020');
    const element = await mountElement('vehicle-picker');
    expect(await ui(element).findByText('No models found for 2020 Studebaker.')).toBeInTheDocument();
  });

  it('stays on the page and says so when the shop does not know the vehicle', async () => {
    server.use(
      http.post('*/api/ymm/validate', () =>
        HttpResponse.json({ success: true, isValid: false, vehicle: null }),
      ),
    );
    const element = await mountElement('vehicle-picker');
    const selected = vi.fn();
    window.addEventListener('shop:vehicle-selected', selected);
    await pickFord2020(element);
    await pick(element, 'F-150');
    expect(await ui(element).findByRole('alert')).toHaveTextContent(
      'We could not find the 2020 Ford F-150. Please choose your vehicle again.',
    );
    window.removeEventListener('shop:vehicle-selected', selected);
    expect(visited).toEqual([]);
    expect(selected).not.toHaveBeenCalled();
    expect(ui(element).getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });

  it('goes on when the shop cannot confirm the vehicle', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    injectFault({ path: '/api/ymm/validate', status: 500 });
    const element = await mountElement('vehicle-picker');
    await pickFord2020(element);
    await pick(element, 'F-150');
    await waitFor(() => expect(visited).toEqual(['http://127.0.0.1:4173/vehicle/2020/Ford/F-150']));
    expect(String(warn.mock.calls[0]?.[0])).toContain('could not be confirmed');
  });

  it('is usable again when the shopper comes back from the back-forward cache', async () => {
    const element = await mountElement('vehicle-picker');
    await userEvent.click(ui(element).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(ui(element).queryByRole('button', { name: 'Go' })).toBeNull());
    const pageShow = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(pageShow, 'persisted', { value: true });
    window.dispatchEvent(pageShow);
    expect(await ui(element).findByRole('button', { name: 'Go' })).toBeInTheDocument();
  });

  it('uses data-element-id, then the element id, in its hash routes', async () => {
    const named = await mountElement('vehicle-picker', { 'data-element-id': 'towing' });
    await userEvent.click(ui(named).getByRole('button', { name: 'Select Year' }));
    expect(window.location.hash).toBe('#ymm/towing/years');
    fireEvent.keyDown(ui(named).getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(ui(named).queryByRole('dialog')).toBeNull());
    await settle(50);
    const withId = await mountElement('vehicle-picker', { id: 'header-picker' });
    await userEvent.click(ui(withId).getByRole('button', { name: 'Select Year' }));
    expect(window.location.hash).toBe('#ymm/header-picker/years');
  });
});
