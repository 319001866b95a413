import { waitFor, within } from '@testing-library/react';
import { resetConfig } from '../../../src/core/config';
import { defineWidget } from '../../../src/core/define-widget';
import { resetBadgePageTypeWarning } from '../../../src/elements/storefront/vehicle-fit-badge/page-type-gate';
import { vehicleFitBadgeDefinition } from '../../../src/elements/storefront/vehicle-fit-badge/vehicle-fit-badge.element';
import { recordedRequests } from '../../../src/mocks/controls';
import { mountElement, settle } from '../../helpers/elements';

defineWidget(vehicleFitBadgeDefinition);

const badge = (element: HTMLElement) => element.shadowRoot?.querySelector('.shop-fit-badge') as HTMLElement;
const ui = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

const F150_FITMENT = JSON.stringify([
  { make: 'Ford', model: 'F-150', yearFrom: 2015, yearTo: 2020 },
  { make: 'Ford', model: 'F-150 Lightning' },
]);

beforeEach(() => {
  // Community §2: the badge belongs to page type s (search and product listing).
  resetConfig({ pageType: 's' });
  resetBadgePageTypeWarning();
});

describe('<vehicle-fit-badge>', () => {
  it("says 'Fits your {year} {make} {model}' when the product fits the page's vehicle", async () => {
    const element = await mountElement('vehicle-fit-badge', {
      'data-year': '2020',
      'data-make': 'ford',
      'data-model': 'F-150',
      'data-fitment': F150_FITMENT,
    });
    expect(ui(element).getByText('Fits your 2020 ford F-150')).toBeVisible();
    expect(badge(element)).toHaveAttribute('data-state', 'fits');
    expect(recordedRequests({ path: '/api/*' }).filter((call) => call.path.startsWith('/api/ymm'))).toEqual(
      [],
    );
  });

  it("says 'Does not fit your ...' when no fitment entry matches", async () => {
    const element = await mountElement('vehicle-fit-badge', {
      'data-year': '2021',
      'data-make': 'Ford',
      'data-model': 'F-150',
      'data-fitment': F150_FITMENT,
    });
    expect(ui(element).getByText('Does not fit your 2021 Ford F-150')).toBeVisible();
    expect(badge(element)).toHaveAttribute('data-state', 'does-not-fit');
  });

  it.each([
    ['no year', { 'data-make': 'Ford', 'data-model': 'F-150' }],
    ['no make', { 'data-year': '2020', 'data-model': 'F-150' }],
    ['no model', { 'data-year': '2020', 'data-make': 'Ford' }],
  ])('shows no badge with %s', async (_case, vehicle) => {
    const element = await mountElement('vehicle-fit-badge', { ...vehicle, 'data-fitment': F150_FITMENT });
    expect(badge(element)).not.toBeVisible();
    expect(badge(element)).toHaveAttribute('data-state', 'none');
    expect(badge(element).textContent).toBe('');
  });

  it('shows no badge when the page gives no fitment', async () => {
    const element = await mountElement('vehicle-fit-badge', {
      'data-year': '2020',
      'data-make': 'Ford',
      'data-model': 'F-150',
    });
    expect(badge(element)).toHaveAttribute('data-state', 'unknown');
    expect(badge(element)).not.toBeVisible();
  });

  it('follows its attributes', async () => {
    const element = await mountElement('vehicle-fit-badge', {
      'data-year': '2020',
      'data-make': 'Ford',
      'data-model': 'F-150',
      'data-fitment': F150_FITMENT,
    });
    element.setAttribute('data-model', 'Ranger');
    await waitFor(() => expect(ui(element).getByText('Does not fit your 2020 Ford Ranger')).toBeVisible());
    element.removeAttribute('data-year');
    await waitFor(() => expect(badge(element)).toHaveAttribute('data-state', 'none'));
  });

  it('names the problem when the fitment is malformed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = await mountElement('vehicle-fit-badge', {
      'data-year': '2020',
      'data-make': 'Ford',
      'data-model': 'F-150',
      'data-fitment': '[{"model":"F-150"}]',
    });
    await settle();
    expect(await ui(element).findByRole('alert')).toHaveTextContent(
      'data-fitment has an unexpected shape at 0.make',
    );
  });
});

describe('<vehicle-fit-badge> page types', () => {
  const F150 = {
    'data-year': '2020',
    'data-make': 'Ford',
    'data-model': 'F-150',
    'data-fitment': F150_FITMENT,
  };

  it('shows on page type s (search and product listing)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mountElement('vehicle-fit-badge', F150);
    expect(await ui(element).findByText('Fits your 2020 Ford F-150')).toBeVisible();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['default', 'question', 'checkout-payment'] as const)(
    'shows nothing on page type %s and says why on the console, once per page',
    async (pageType) => {
      resetConfig({ pageType });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const first = await mountElement('vehicle-fit-badge', F150);
      await mountElement('vehicle-fit-badge', F150);
      await settle();
      expect(badge(first)).not.toBeVisible();
      expect(badge(first)).toHaveAttribute('data-state', 'none');
      expect(badge(first).textContent).toBe('');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(
        `shop-widgets: the vehicle-fit badge shows only on page type "s" (search and product listing); this page's type is "${pageType}", so it shows nothing.`,
      );
    },
  );
});
