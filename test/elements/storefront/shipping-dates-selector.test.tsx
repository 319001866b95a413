import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHIPPING_PATHS } from '../../../src/api/shipping';
import { defineWidget } from '../../../src/core/define-widget';
import { shippingDatesSelectorDefinition } from '../../../src/elements/storefront/shipping-dates-selector/shipping-dates-selector.element';
import { SHIPPING_SELECTOR_TEXTS } from '../../../src/elements/storefront/shipping-dates-selector/shipping-options';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { mountElement } from '../../helpers/elements';

defineWidget(shippingDatesSelectorDefinition);

/** Monday 3 March 2025, 10:00. */
const NOW = new Date(2025, 2, 3, 10);

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const selector = (element: HTMLElement) =>
  element.shadowRoot?.querySelector('[part="selector"]') as HTMLElement;

function rows(element: HTMLElement) {
  return [...(element.shadowRoot?.querySelectorAll('.shop-option') ?? [])].map((row) => ({
    title: row.querySelector('.shop-option__title')?.textContent,
    subtitle: row.querySelector('.shop-option__subtitle')?.textContent ?? null,
    price: row.querySelector('.shop-option__aside-text')?.textContent,
    checked: (row.querySelector('input') as HTMLInputElement).checked,
  }));
}

async function ready(element: HTMLElement) {
  await waitFor(() => expect(selector(element)).toHaveAttribute('data-state', 'dates'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  seedFakeShop({ shipping: { shopperZipCode: '78701' } });
});
afterEach(() => vi.useRealTimers());

describe('<shipping-dates-selector>', () => {
  it("offers the cart's shipping methods with the display rules, the first selected by default", async () => {
    const element = await mountElement('shipping-dates-selector');
    await ready(element);
    expect(shadow(element).getByRole('group', { name: SHIPPING_SELECTOR_TEXTS.legend })).toBeVisible();
    expect(rows(element)).toEqual([
      { title: 'Wed, Mar 5', subtitle: 'Delivered by UPS', price: 'Free', checked: true },
      { title: 'Wed, Mar 5', subtitle: 'Delivered by FedEx', price: '$64.45', checked: false },
      { title: 'Tomorrow', subtitle: 'Delivered by UPS', price: '$122.95', checked: false },
    ]);
    expect(selector(element).textContent).toContain('Estimated Delivery to 78701');
  });

  it('selects the saved code by default', async () => {
    const element = await mountElement('shipping-dates-selector', { 'data-saved-code': 'UPSNDA' });
    await ready(element);
    expect(rows(element).map((row) => row.checked)).toEqual([false, false, true]);
  });

  it('saves the chosen method with PUT, showing a spinner meanwhile, and announces it', async () => {
    const user = userEvent.setup();
    injectFault({ method: 'PUT', path: '/api/checkout/cart/shipping-method/*', latencyMs: 300 });
    const element = await mountElement('shipping-dates-selector');
    await ready(element);
    const seen = vi.fn();
    element.addEventListener('shop:shipping-method-changed', seen);
    await user.click(shadow(element).getAllByRole('radio')[1] as HTMLElement);
    expect(shadow(element).getByRole('status')).toHaveTextContent(SHIPPING_SELECTOR_TEXTS.saving);
    expect(shadow(element).getByRole('group')).toBeDisabled();
    expect(rows(element).map((row) => row.checked)).toEqual([false, true, false]);
    await waitFor(() => expect(shadow(element).queryByRole('status')).toBeNull());
    expect(recordedRequests({ method: 'PUT' })[0]?.path).toBe(
      SHIPPING_PATHS.checkoutShippingMethod('FDX2DAY'),
    );
    expect(state.shipping.selectedShippingMethodCode).toBe('FDX2DAY');
    expect((seen.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({ code: 'FDX2DAY' });
    expect(rows(element).map((row) => row.checked)).toEqual([false, true, false]);
  });

  it('keeps a shipping method chosen: a click on the selected row clears nothing and saves nothing', async () => {
    const user = userEvent.setup();
    const element = await mountElement('shipping-dates-selector');
    await ready(element);
    await user.click(shadow(element).getAllByRole('radio')[0] as HTMLElement);
    await user.keyboard(' ');
    expect(rows(element).map((row) => row.checked)).toEqual([true, false, false]);
    expect(recordedRequests({ method: 'PUT' })).toEqual([]);
  });

  it('on failure removes the spinner, logs it, keeps the earlier choice and says so', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ method: 'PUT', path: '/api/checkout/cart/shipping-method/*', status: 500 });
    const element = await mountElement('shipping-dates-selector', { 'data-saved-code': 'UPSGND' });
    await ready(element);
    await user.click(shadow(element).getAllByRole('radio')[2] as HTMLElement);
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(SHIPPING_SELECTOR_TEXTS.saveFailed);
    expect(shadow(element).queryByRole('status')).toBeNull();
    expect(rows(element).map((row) => row.checked)).toEqual([true, false, false]);
    await waitFor(() =>
      expect(
        recordedRequests({ path: '/api/logger/errors' }).map(
          (entry) => (entry.body as { message: string }).message,
        ),
      ).toContain('Shipping method update failed'),
    );
  });

  it("shows carrier 'Freight Shipping' as is", async () => {
    seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'C18153', quantity: 1, attribute: null }] } });
    const element = await mountElement('shipping-dates-selector');
    await ready(element);
    expect(rows(element)).toEqual([
      { title: 'Fri, Mar 7', subtitle: 'Freight Shipping', price: '$122.20', checked: true },
    ]);
  });

  it('shows Local Install and Electronic Delivery for service items, Free', async () => {
    seedFakeShop({ cart: { lines: [{ lineID: 1, webSku: 'local-install', quantity: 1, attribute: null }] } });
    const install = await mountElement('shipping-dates-selector');
    await ready(install);
    expect(rows(install)).toEqual([{ title: 'Local Install', subtitle: null, price: 'Free', checked: true }]);
  });

  it('asks for a ZIP code when there is none, and explains an estimate without methods', async () => {
    seedFakeShop({ shipping: { shopperZipCode: '' } });
    const element = await mountElement('shipping-dates-selector');
    await waitFor(() => expect(selector(element)).toHaveAttribute('data-state', 'no-zip'));
    expect(shadow(element).getByRole('button', { name: 'Add ZIP code for delivery options' })).toBeVisible();
  });
});
