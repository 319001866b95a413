import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PICKUP_EXPERIMENTS } from '../../../src/api/pickup';
import { defineWidget } from '../../../src/core/define-widget';
import { localPickupDefinition } from '../../../src/elements/storefront/local-pickup/local-pickup.element';
import {
  injectFault,
  recordedRequests,
  seedFakeShop,
  setExperimentBucket,
} from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { PICKUP_ERRORS } from '../../../src/stores/delivery';
import { mountElement } from '../../helpers/elements';

defineWidget(localPickupDefinition);

/** Monday 3 March 2025, 10:00. */
const NOW = new Date(2025, 2, 3, 10);
const CART_ID = 845_120;

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const area = (element: HTMLElement) => element.shadowRoot?.querySelector('[part="panel"]') as HTMLElement;
const text = (element: HTMLElement) => area(element).textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function decided(element: HTMLElement, mode: string) {
  await waitFor(() => expect(area(element)).toHaveAttribute('data-mode', mode));
  await waitFor(() => expect(area(element).getAttribute('data-state')).not.toBe('loading'));
}

const product = { 'data-size': 'large', 'data-websku': 'C13130' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  seedFakeShop({ shipping: { shopperZipCode: '78701' } });
});
afterEach(() => vi.useRealTimers());

describe('<local-pickup> selector choice', () => {
  it('shows plain delivery dates outside the pickup experiments', async () => {
    const element = await mountElement('local-pickup', product);
    await decided(element, 'plain');
    expect(text(element)).toContain('Delivery Arrives On');
    expect(text(element)).not.toContain('Local Pickup');
  });

  it("offers 'Local Pickup' and 'Select <provider> partnered store' with ship-to-shop bucket above 1", async () => {
    setExperimentBucket(PICKUP_EXPERIMENTS.shipToShop, 2);
    const element = await mountElement('local-pickup', { ...product, 'data-provider': 'Hitch Pros' });
    await decided(element, 'ship-to-shop');
    expect(text(element)).toContain('Delivery Arrives On');
    expect(text(element)).toContain('Local Pickup');
    expect(shadow(element).getByRole('button', { name: 'Select Hitch Pros partnered store' })).toBeVisible();
  });

  it('uses the default texts without a provider, and data-pickup-title', async () => {
    setExperimentBucket(PICKUP_EXPERIMENTS.shipToShop, 2);
    const element = await mountElement('local-pickup', {
      ...product,
      'data-pickup-title': 'Pick up in store',
    });
    await decided(element, 'ship-to-shop');
    expect(text(element)).toContain('Pick up in store');
    expect(shadow(element).getByRole('button', { name: 'Select a partnered store' })).toBeVisible();
  });

  it('shows plain dates at bucket 1, or with the feature off', async () => {
    setExperimentBucket(PICKUP_EXPERIMENTS.shipToShop, 1);
    const first = await mountElement('local-pickup', product);
    await decided(first, 'plain');
    first.remove();
    const { resetAllStores } = await import('../../../src/stores/index');
    resetAllStores();
    setExperimentBucket(PICKUP_EXPERIMENTS.shipToShop, 5);
    seedFakeShop({ cart: { display: { showShipToShop: false } } });
    const second = await mountElement('local-pickup', product);
    await decided(second, 'plain');
  });

  it('uses same-day pickup for an eligible product with a maps key in same-day bucket 1 or 2', async () => {
    setExperimentBucket(PICKUP_EXPERIMENTS.sameDayPickup, 2);
    const element = await mountElement('local-pickup', {
      ...product,
      'data-same-day-eligible': '',
      'data-maps-key': 'maps-key',
      'data-provider': 'Hitch Pros',
    });
    await decided(element, 'same-day');
    expect(text(element)).toMatch(/Ready Today at a store \d+(\.\d)? mi away/);
    expect(recordedRequests({ path: '/api/same-day-pickup/installer' })[0]?.search).toBe(
      '?websku=C13130&postalCode=78701',
    );
  });

  it('does not use same-day pickup without a maps key, outside buckets 1 and 2, or without a pickup day', async () => {
    setExperimentBucket(PICKUP_EXPERIMENTS.sameDayPickup, 1);
    setExperimentBucket(PICKUP_EXPERIMENTS.shipToShop, 2);
    const noKey = await mountElement('local-pickup', { ...product, 'data-same-day-eligible': '' });
    await decided(noKey, 'ship-to-shop');
    const notOnShelf = await mountElement('local-pickup', {
      'data-websku': 'C18153',
      'data-same-day-eligible': '',
      'data-maps-key': 'maps-key',
    });
    await decided(notOnShelf, 'ship-to-shop');
    setExperimentBucket(PICKUP_EXPERIMENTS.sameDayPickup, 3);
    const { resetToggles } = await import('../../../src/core/toggles');
    resetToggles();
    const bucket3 = await mountElement('local-pickup', {
      ...product,
      'data-same-day-eligible': '',
      'data-maps-key': 'maps-key',
    });
    await decided(bucket3, 'ship-to-shop');
  });
});

describe('<local-pickup> ship-to-shop panel', () => {
  beforeEach(() => seedFakeShop({ shipping: { cartPickupDealerId: 4711 } }));

  it("reads 'Ready for Pickup on {date}' 'With {dealer}' without the store code, ZIP line at the bottom", async () => {
    setExperimentBucket(PICKUP_EXPERIMENTS.shipToShop, 6);
    const element = await mountElement('local-pickup', product);
    await waitFor(() => expect(area(element)).toHaveAttribute('data-state', 'pickup'));
    expect(text(element)).toContain('Ready for Pickup on Wed, Mar 5');
    expect(text(element)).toContain('With Hitch Pros');
    expect(text(element)).not.toContain('TX12');
    expect(shadow(element).getByRole('button', { name: 'Ship to your door instead' })).toBeVisible();
    const pickup = element.shadowRoot?.querySelector('[part="pickup"]') as HTMLElement;
    expect(pickup.lastElementChild).toHaveAttribute('data-zip-line');
  });

  it('puts the ZIP line at the top above bucket 6, and says Tomorrow for a next-day pickup', async () => {
    setExperimentBucket(PICKUP_EXPERIMENTS.shipToShop, 7);
    seedFakeShop({ shipping: { shopperZipCode: '65201' } });
    const element = await mountElement('local-pickup');
    await waitFor(() => expect(area(element)).toHaveAttribute('data-state', 'pickup'));
    const pickup = element.shadowRoot?.querySelector('[part="pickup"]') as HTMLElement;
    expect(pickup.firstElementChild).toHaveAttribute('data-zip-line');
    expect(text(element)).toContain('Ready for Pickup Tomorrow');
  });

  it('is not active without shipping methods', async () => {
    setExperimentBucket(PICKUP_EXPERIMENTS.shipToShop, 2);
    seedFakeShop({ shipping: { shopperZipCode: '00012' } });
    const element = await mountElement('local-pickup', product);
    await decided(element, 'ship-to-shop');
    await waitFor(() => expect(area(element)).toHaveAttribute('data-state', 'unavailable'));
  });

  it("'Ship to your door instead' clears the pickup dealer and returns to the dates", async () => {
    const user = userEvent.setup();
    setExperimentBucket(PICKUP_EXPERIMENTS.shipToShop, 2);
    const element = await mountElement('local-pickup', product);
    await waitFor(() => expect(area(element)).toHaveAttribute('data-state', 'pickup'));
    await user.click(shadow(element).getByRole('button', { name: 'Ship to your door instead' }));
    await waitFor(() => expect(area(element)).toHaveAttribute('data-state', 'dates'));
    expect(
      recordedRequests({ method: 'DELETE', path: '/api/installers/local-pickup-installer' }),
    ).toHaveLength(1);
    expect(state.shipping.cartPickupDealerId).toBe(0);
    expect(text(element)).toContain('Delivery Arrives On');
    await waitFor(() =>
      expect(element.shadowRoot?.activeElement).toBe(
        shadow(element).getByRole('button', { name: 'Select a partnered store' }),
      ),
    );
  });

  it('keeps the pickup and says so when clearing fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setExperimentBucket(PICKUP_EXPERIMENTS.shipToShop, 2);
    injectFault({ method: 'DELETE', path: '/api/installers/local-pickup-installer', status: 500 });
    const element = await mountElement('local-pickup', product);
    await waitFor(() => expect(area(element)).toHaveAttribute('data-state', 'pickup'));
    await user.click(shadow(element).getByRole('button', { name: 'Ship to your door instead' }));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(PICKUP_ERRORS.clear);
    expect(area(element)).toHaveAttribute('data-state', 'pickup');
  });
});

describe('<local-pickup> choosing a store', () => {
  beforeEach(() => setExperimentBucket(PICKUP_EXPERIMENTS.shipToShop, 2));

  it('lists the partnered stores near the ZIP code and picks up at the chosen one', async () => {
    const user = userEvent.setup();
    const element = await mountElement('local-pickup', { ...product, 'data-provider': 'Hitch Pros' });
    await decided(element, 'ship-to-shop');
    await user.click(shadow(element).getByRole('button', { name: 'Select Hitch Pros partnered store' }));
    const dialog = await shadow(element).findByRole('dialog', { name: 'Select Hitch Pros partnered store' });
    const choices = await within(dialog).findAllByRole('button', { name: /^Pick up here/ });
    expect(choices.map((choice) => choice.getAttribute('aria-label'))).toEqual([
      'Pick up here: Hitch Pros, Austin, TX 78704',
      'Pick up here: Hitch Pros, Round Rock, TX 78664',
      'Pick up here: Lone Star Trailer & Hitch, San Antonio, TX 78217',
    ]);
    expect(recordedRequests({ path: '/api/installers/local-pickup' })[0]?.search).toBe('?postalCode=78701');
    await user.click(choices[1] as HTMLElement);
    await waitFor(() => expect(shadow(element).queryByRole('dialog')).toBeNull());
    expect(recordedRequests({ method: 'POST', path: '/api/installers/*' })[0]?.path).toBe(
      `/api/installers/local-pickup-installer/${CART_ID}/dealer/4712`,
    );
    await waitFor(() => expect(area(element)).toHaveAttribute('data-state', 'pickup'));
    expect(text(element)).toContain('With Hitch Pros');
    expect(text(element)).toContain('Round Rock, TX 78664');
  });

  it('marks the same-day store and is ready today there', async () => {
    const user = userEvent.setup();
    setExperimentBucket(PICKUP_EXPERIMENTS.sameDayPickup, 1);
    const element = await mountElement('local-pickup', {
      ...product,
      'data-same-day-eligible': 'true',
      'data-maps-key': 'maps-key',
    });
    await decided(element, 'same-day');
    await user.click(shadow(element).getByRole('button', { name: 'Select a partnered store' }));
    const dialog = await shadow(element).findByRole('dialog');
    await within(dialog).findAllByRole('button', { name: /^Pick up here/ });
    expect(within(dialog).getAllByText('Ready Today')).toHaveLength(1);
    await user.click(
      within(dialog).getByRole('button', { name: 'Pick up here: Hitch Pros, Austin, TX 78704' }),
    );
    await waitFor(() => expect(text(element)).toContain('Ready for Pickup Today'));
  });

  it('says local pickup needs a US ZIP code, without a call, for a Canadian postal code', async () => {
    const user = userEvent.setup();
    seedFakeShop({ shipping: { shopperZipCode: 'M5V 2T6' } });
    const element = await mountElement('local-pickup', product);
    await decided(element, 'ship-to-shop');
    await user.click(shadow(element).getByRole('button', { name: 'Select a partnered store' }));
    expect(
      await shadow(element).findByText('Local pickup is available for US ZIP codes only.'),
    ).toBeVisible();
    expect(recordedRequests({ path: '/api/installers/local-pickup' })).toEqual([]);
  });

  it('says when no partnered store is near', async () => {
    const user = userEvent.setup();
    seedFakeShop({ shipping: { shopperZipCode: '59901' } });
    const element = await mountElement('local-pickup', product);
    await decided(element, 'ship-to-shop');
    await user.click(shadow(element).getByRole('button', { name: 'Select a partnered store' }));
    expect(await shadow(element).findByText('No partnered stores offer pickup near 59901.')).toBeVisible();
  });

  it('keeps the list open with a message when choosing fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    injectFault({ method: 'POST', path: '/api/installers/local-pickup-installer/*', status: 500 });
    const element = await mountElement('local-pickup', product);
    await decided(element, 'ship-to-shop');
    await user.click(shadow(element).getByRole('button', { name: 'Select a partnered store' }));
    const dialog = await shadow(element).findByRole('dialog');
    const [first] = await within(dialog).findAllByRole('button', { name: /^Pick up here/ });
    await user.click(first as HTMLElement);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PICKUP_ERRORS.choose);
    expect(state.shipping.cartPickupDealerId).toBe(0);
  });

  it('asks for a ZIP code first when there is none', async () => {
    const user = userEvent.setup();
    seedFakeShop({ shipping: { shopperZipCode: '' } });
    const element = await mountElement('local-pickup', product);
    await decided(element, 'ship-to-shop');
    await user.click(shadow(element).getByRole('button', { name: 'Select a partnered store' }));
    expect(await shadow(element).findByRole('dialog', { name: 'Estimated Delivery' })).toHaveAttribute(
      'id',
      'zip-input-modal',
    );
  });
});
