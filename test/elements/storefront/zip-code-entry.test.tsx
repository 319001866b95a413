import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHIPPING_PATHS } from '../../../src/api/shipping';
import { defineWidget } from '../../../src/core/define-widget';
import { LOCATION_MESSAGES } from '../../../src/elements/storefront/zip-code-entry/geolocation';
import { zipCodeEntryDefinition } from '../../../src/elements/storefront/zip-code-entry/zip-code-entry.element';
import { injectFault, recordedRequests } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { deliveryStore } from '../../../src/stores/delivery';
import { mountElement } from '../../helpers/elements';

defineWidget(zipCodeEntryDefinition);

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const input = (element: HTMLElement) =>
  shadow(element).getByLabelText('ZIP or postal code') as HTMLInputElement;

/** The messages the input is described by, in order. */
function description(element: HTMLElement): string[] {
  const ids = input(element).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => element.shadowRoot?.getElementById(id)?.textContent ?? '');
}

type PositionAnswer = { coords: { latitude: number; longitude: number } } | { code: number };

function fakeGeolocation(answer: PositionAnswer | 'throws') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'throws') throw new Error('Only secure origins are allowed');
    if ('coords' in answer) success(answer as unknown as GeolocationPosition);
    else failure?.(answer as unknown as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

afterEach(() => {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
});

describe('<zip-code-entry>', () => {
  it('has a heading, the input, Use my current location, Cancel and Submit', async () => {
    const element = await mountElement('zip-code-entry');
    expect(shadow(element).getByRole('heading', { name: 'Estimated Delivery' })).toBeVisible();
    expect(shadow(element).getByRole('form', { name: 'Estimated Delivery' })).toBeVisible();
    expect(input(element)).toHaveAttribute('autocomplete', 'postal-code');
    for (const name of ['Use my current location', 'Cancel', 'Submit']) {
      expect(shadow(element).getByRole('button', { name })).toBeVisible();
    }
  });

  it('names the current ZIP code in its heading, or uses data-heading', async () => {
    deliveryStore.setState({ zipCode: '78701' });
    const element = await mountElement('zip-code-entry');
    expect(shadow(element).getByRole('heading')).toHaveTextContent('Estimated Delivery to 78701');
    element.setAttribute('data-heading', 'Where should we deliver?');
    await waitFor(() =>
      expect(shadow(element).getByRole('heading')).toHaveTextContent('Where should we deliver?'),
    );
  });

  it("says 'Zip code is required' on an empty submit, tied to the input and announced", async () => {
    const user = userEvent.setup();
    const element = await mountElement('zip-code-entry');
    expect(input(element)).not.toHaveAttribute('aria-invalid');
    await user.click(shadow(element).getByRole('button', { name: 'Submit' }));
    expect(shadow(element).getByRole('alert')).toHaveTextContent('Zip code is required');
    expect(input(element)).toHaveAttribute('aria-invalid', 'true');
    expect(description(element)).toEqual(['Zip code is required']);
    expect(recordedRequests({ path: SHIPPING_PATHS.shopperZipCode })).toEqual([]);
  });

  it("says 'Max length of 10 characters' as soon as the code is too long", async () => {
    const user = userEvent.setup();
    const element = await mountElement('zip-code-entry');
    await user.type(input(element), '12345-67890');
    expect(shadow(element).getByRole('alert')).toHaveTextContent('Max length of 10 characters');
    await user.type(input(element), '{Backspace}');
    expect(shadow(element).queryByRole('alert')).toBeNull();
  });

  it("says 'Invalid zip' for anything but a US ZIP or a Canadian postal code", async () => {
    const user = userEvent.setup();
    const element = await mountElement('zip-code-entry');
    await user.type(input(element), '7870{Enter}');
    expect(shadow(element).getByRole('alert')).toHaveTextContent('Invalid zip');
    await user.type(input(element), '1-12');
    expect(shadow(element).getByRole('alert')).toHaveTextContent('Invalid zip');
    await user.type(input(element), '34');
    expect(shadow(element).queryByRole('alert')).toBeNull();
    expect(input(element)).not.toHaveAttribute('aria-invalid');
  });

  it('upper-cases the input and lets only letters, digits, space and hyphen in', async () => {
    const user = userEvent.setup();
    const element = await mountElement('zip-code-entry');
    await user.type(input(element), 'k1a 0b1');
    expect(input(element)).toHaveValue('K1A 0B1');
    await user.click(shadow(element).getByRole('button', { name: 'Cancel' }));
    await user.type(input(element), '78$7@0_1.');
    expect(input(element)).toHaveValue('78701');
  });

  it('refuses pasting and dropping, and says why', async () => {
    const element = await mountElement('zip-code-entry');
    const paste = fireEvent.paste(input(element), { clipboardData: { getData: () => '78701' } });
    expect(paste).toBe(false);
    expect(input(element)).toHaveValue('');
    expect(shadow(element).getByRole('status')).toHaveTextContent(
      'Please type your ZIP code; pasting is turned off here.',
    );
    expect(fireEvent.drop(input(element))).toBe(false);
  });

  it('submits with Enter: every estimate uses the code, it is saved and announced from the element', async () => {
    const user = userEvent.setup();
    const element = await mountElement('zip-code-entry');
    const seen = vi.fn();
    element.addEventListener('shop:zip-changed', seen);
    await user.type(input(element), 'm5v 2t6{Enter}');
    expect((seen.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      zipCode: 'M5V 2T6',
      previousZipCode: '',
    });
    expect(deliveryStore.getState().zipCode).toBe('M5V 2T6');
    expect(shadow(element).getByRole('status')).toHaveTextContent(
      'Delivery estimates now use ZIP code M5V 2T6.',
    );
    await waitFor(() => expect(state.shipping.shopperZipCode).toBe('M5V 2T6'));
  });

  it('changes nothing for the code already in use', async () => {
    const user = userEvent.setup();
    deliveryStore.setState({ zipCode: '78701' });
    const element = await mountElement('zip-code-entry');
    const seen = vi.fn();
    element.addEventListener('shop:zip-changed', seen);
    await user.type(input(element), '78701{Enter}');
    expect(seen).not.toHaveBeenCalled();
    expect(shadow(element).getByRole('status')).toHaveTextContent(
      'Delivery estimates already use ZIP code 78701.',
    );
    expect(recordedRequests({ path: SHIPPING_PATHS.shopperZipCode })).toEqual([]);
  });

  it('empties the box on Cancel', async () => {
    const user = userEvent.setup();
    const element = await mountElement('zip-code-entry');
    await user.type(input(element), '787{Enter}');
    await user.click(shadow(element).getByRole('button', { name: 'Cancel' }));
    expect(input(element)).toHaveValue('');
    expect(shadow(element).queryByRole('alert')).toBeNull();
  });
});

describe("<zip-code-entry> 'Use my current location'", () => {
  it('asks the browser, looks the ZIP code up and applies it', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = fakeGeolocation({ coords: { latitude: 30.27, longitude: -97.74 } });
    const element = await mountElement('zip-code-entry');
    await user.click(shadow(element).getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(input(element)).toHaveValue('78701'));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(recordedRequests({ path: '/api/geography/closest-postal-code' })[0]?.search).toBe(
      '?latitude=30.27&longitude=-97.74',
    );
    expect(deliveryStore.getState().zipCode).toBe('78701');
    await waitFor(() => expect(state.shipping.shopperZipCode).toBe('78701'));
  });

  it.each([
    [{ code: 1 }, LOCATION_MESSAGES.denied],
    [{ code: 2 }, LOCATION_MESSAGES.unavailable],
    [{ code: 3 }, LOCATION_MESSAGES.timeout],
    ['throws' as const, LOCATION_MESSAGES.unsupported],
  ])('says what went wrong when the browser answers %j', async (answer, message) => {
    const user = userEvent.setup();
    fakeGeolocation(answer);
    const element = await mountElement('zip-code-entry');
    await user.click(shadow(element).getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(shadow(element).getByRole('status')).toHaveTextContent(message));
    expect(description(element)).toEqual([message]);
    expect(shadow(element).getByRole('button', { name: 'Use my current location' })).toBeEnabled();
    expect(deliveryStore.getState().zipCode).toBe('');
  });

  it('says so when the browser has no geolocation', async () => {
    const user = userEvent.setup();
    const element = await mountElement('zip-code-entry');
    await user.click(shadow(element).getByRole('button', { name: 'Use my current location' }));
    await waitFor(() =>
      expect(shadow(element).getByRole('status')).toHaveTextContent(LOCATION_MESSAGES.unsupported),
    );
  });

  it('says so when no ZIP code is near, or the look-up fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeGeolocation({ coords: { latitude: 0, longitude: 0 } });
    const element = await mountElement('zip-code-entry');
    await user.click(shadow(element).getByRole('button', { name: 'Use my current location' }));
    await waitFor(() =>
      expect(shadow(element).getByRole('status')).toHaveTextContent(LOCATION_MESSAGES.notFound),
    );
    injectFault({ path: '/api/geography/closest-postal-code', status: 500 });
    await user.click(shadow(element).getByRole('button', { name: 'Use my current location' }));
    await waitFor(() =>
      expect(shadow(element).getByRole('status')).toHaveTextContent(LOCATION_MESSAGES.lookupFailed),
    );
  });

  it('shows that it is finding the location, with the button disabled meanwhile', async () => {
    const user = userEvent.setup();
    fakeGeolocation({ coords: { latitude: 38.95, longitude: -92.33 } });
    injectFault({ path: '/api/geography/closest-postal-code', latencyMs: 300 });
    const element = await mountElement('zip-code-entry');
    await user.click(shadow(element).getByRole('button', { name: 'Use my current location' }));
    expect(shadow(element).getByRole('status')).toHaveTextContent(LOCATION_MESSAGES.locating);
    expect(shadow(element).getByRole('button', { name: 'Use my current location' })).toBeDisabled();
    await waitFor(() => expect(input(element)).toHaveValue('65201'));
  });
});
