import { fireEvent, waitFor, within } from '@testing-library/react';
import { FASTPAY_PATHS, PAYMENT_TYPES } from '../../../src/api/fastpay';
import { getConfig } from '../../../src/core/config';
import { defineWidget } from '../../../src/core/define-widget';
import { LOGGER_PATHS } from '../../../src/core/logger';
import { setPaymentAdapters } from '../../../src/elements/storefront/fast-pay-buttons/adapters/load';
import { fastPayButtonsDefinition } from '../../../src/elements/storefront/fast-pay-buttons/fast-pay-buttons.element';
import { FAST_PAY_BUTTON_HEIGHT_PX } from '../../../src/elements/storefront/fast-pay-buttons/fast-pay-buttons.styles';
import { FAST_PAY_TEXTS } from '../../../src/elements/storefront/fast-pay-buttons/fast-pay-texts';
import { setFastPayNavigate } from '../../../src/elements/storefront/fast-pay-buttons/navigate';
import {
  injectFault,
  recordedRequests,
  setExperimentBucket,
  setFeatureToggle,
} from '../../../src/mocks/controls';
import {
  installPaymentDoubles,
  type PaymentDoubleStep,
  type PaymentScenarios,
  paymentDoubleLog,
} from '../../../src/mocks/payments/doubles';
import { state } from '../../../src/mocks/state';
import { mountElement } from '../../helpers/elements';

defineWidget(fastPayButtonsDefinition);

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const group = (element: HTMLElement) => element.shadowRoot?.querySelector('[part="group"]') as HTMLElement;
const steps = (sdk: PaymentDoubleStep['sdk'], step: string) =>
  paymentDoubleLog().filter((entry) => entry.sdk === sdk && entry.step === step);
const detailOf = (sdk: PaymentDoubleStep['sdk'], step: string, index = 0) =>
  steps(sdk, step)[index]?.detail as Record<string, unknown>;
const loggedErrors = () =>
  recordedRequests({ method: 'POST', path: LOGGER_PATHS.error }).map(
    (request) => (request.body as { message: string }).message,
  );
const submissions = () => recordedRequests({ method: 'POST', path: FASTPAY_PATHS.payment });
const taxCalls = () => recordedRequests({ method: 'POST', path: FASTPAY_PATHS.calculateTaxes });

function useDoubles(scenarios: Partial<PaymentScenarios> = {}) {
  installPaymentDoubles(scenarios);
  setPaymentAdapters(window.__shopWidgetsPaymentDoubles);
}

async function ready(attributes: Record<string, string> = {}) {
  const element = await mountElement('fast-pay-buttons', attributes);
  await waitFor(() => expect(group(element)).toHaveAttribute('data-state', 'ready'), { timeout: 5000 });
  return element;
}

let visited: string[];
let restoreNavigate: () => void;
beforeEach(() => {
  visited = [];
  restoreNavigate = setFastPayNavigate((url) => visited.push(url));
  useDoubles();
});
afterEach(() => {
  restoreNavigate();
  setPaymentAdapters();
  window.history.replaceState(null, '', '/');
});

describe('<fast-pay-buttons>: configuration and which buttons show', () => {
  it('loads GET /api/fastpay/config, retried twice, then shows Apple Pay, Google Pay and PayPal, 42 px high', async () => {
    injectFault({ method: 'GET', path: FASTPAY_PATHS.config, status: 503, times: 2 });
    const element = await ready();
    expect(recordedRequests({ method: 'GET', path: FASTPAY_PATHS.config })).toHaveLength(3);
    const view = shadow(element);
    expect(view.getByRole('button', { name: 'Pay with Apple Pay' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Pay with Google Pay' })).toBeInTheDocument();
    expect(await view.findByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
    expect(FAST_PAY_BUTTON_HEIGHT_PX).toBe(42);
    const styles = fastPayButtonsDefinition.styles ?? '';
    expect(styles).toContain(`height: ${FAST_PAY_BUTTON_HEIGHT_PX}px`);
  });

  it('shows a loading state first, then nothing but the page when the configuration cannot be loaded', async () => {
    injectFault({ method: 'GET', path: FASTPAY_PATHS.config, status: 500, times: 3 });
    const element = await mountElement('fast-pay-buttons');
    await waitFor(() => expect(group(element)).toHaveAttribute('data-state', 'failed'), { timeout: 5000 });
    expect(shadow(element).queryAllByRole('button')).toHaveLength(0);
    // No SDK was loaded for a configuration that never came.
    expect(paymentDoubleLog()).toEqual([]);
  });

  it('hides Google Pay while the PaymentType-GooglePay toggle is off', async () => {
    setFeatureToggle('PaymentType-GooglePay', false);
    const element = await ready();
    expect(shadow(element).queryByRole('button', { name: 'Pay with Google Pay' })).toBeNull();
    expect(shadow(element).getByRole('button', { name: 'Pay with Apple Pay' })).toBeInTheDocument();
    expect(steps('googlePay', 'is-ready-to-pay')).toHaveLength(0);
  });

  it('asks pay.js whether the shopper can pay (API 2.0) and hides Google Pay when not', async () => {
    useDoubles({ googlePay: 'not-ready' });
    const element = await ready();
    expect(detailOf('googlePay', 'is-ready-to-pay')).toEqual({ apiVersion: 2, apiVersionMinor: 0 });
    expect(shadow(element).queryByRole('button', { name: 'Pay with Google Pay' })).toBeNull();
  });

  it('hides Apple Pay where the device cannot make Apple Pay payments', async () => {
    useDoubles({ applePay: 'unavailable' });
    const element = await ready();
    expect(shadow(element).queryByRole('button', { name: 'Pay with Apple Pay' })).toBeNull();
  });

  it('offers only the methods named by data-methods', async () => {
    const element = await ready({ 'data-methods': 'paypal' });
    expect(await shadow(element).findByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
    expect(shadow(element).queryByRole('button', { name: 'Pay with Apple Pay' })).toBeNull();
    expect(shadow(element).queryByRole('button', { name: 'Pay with Google Pay' })).toBeNull();
  });

  it('is hidden on a page of the PayPal flow (?paypalflow=true), without loading anything', async () => {
    window.history.replaceState(null, '', '/checkout/payment?paypalflow=true');
    const element = document.createElement('fast-pay-buttons');
    document.body.append(element);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(element.shadowRoot?.querySelector('[part="group"]')).toBeNull();
    expect(recordedRequests({ path: FASTPAY_PATHS.config })).toHaveLength(0);
  });
});

describe('<fast-pay-buttons>: Google Pay', () => {
  it('opens the sheet (US and CA, email, address and option required, networks and auth methods), recalculates the tax per shipping choice, submits with paymentType 1 and follows the redirect', async () => {
    const element = await ready();
    fireEvent.click(shadow(element).getByRole('button', { name: 'Pay with Google Pay' }));
    await waitFor(() => expect(visited).toHaveLength(1), { timeout: 5000 });

    const sheet = detailOf('googlePay', 'sheet-opened');
    expect(sheet.allowedCountryCodes).toEqual(['US', 'CA']);
    expect(sheet.emailRequired).toBe(true);
    expect(sheet.shippingOptionRequired).toBe(true);
    expect(sheet.card).toMatchObject({
      allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'],
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
    });

    const taxes = taxCalls().map((call) => call.body as Record<string, unknown>);
    expect(taxes).toHaveLength(2);
    expect(taxes[0]).toMatchObject({
      PaymentType: PAYMENT_TYPES.googlePay,
      ShippingAddress: { administrativeArea: 'TX', postalCode: '78701' },
    });
    expect(taxes[0]?.SelectedShippingChargeCode).not.toEqual(taxes[1]?.SelectedShippingChargeCode);
    // The total follows the shipping choice and its tax.
    expect(detailOf('googlePay', 'shipping-option').totalPrice).not.toEqual(
      detailOf('googlePay', 'shipping-address').totalPrice,
    );

    const [submission] = submissions();
    expect(submission?.body).toMatchObject({
      nonce: 'fake-nonce-google-pay',
      paymentType: 1,
      email: 'pat.shopper@example.com',
      selectedShippingChargeCode: taxes[1]?.SelectedShippingChargeCode,
      shippingAddress: {
        name: 'Pat Shopper',
        address1: '1100 Congress Ave',
        address2: 'Suite 200',
        address3: '',
        locality: 'Austin',
        administrativeArea: 'TX',
        postalCode: '78701',
        countryCode: 'US',
        phoneNumber: '+1 512 555 0142',
      },
      billingAddress: { address1: '1100 Congress Ave' },
    });
    expect(visited[0]).toMatch(/^\/checkout\/confirmation\?ordernumber=W\d+$/);
    expect(state.fastPay.orders).toHaveLength(1);
    expect(loggedErrors()).toEqual([]);
  });

  it("answers 'Cannot ship to the selected address' for an address without its state, and closing the sheet is not an error", async () => {
    useDoubles({ googlePay: 'unserviceable-address' });
    const element = await ready();
    fireEvent.click(shadow(element).getByRole('button', { name: 'Pay with Google Pay' }));
    await waitFor(() => expect(steps('googlePay', 'sheet-closed')).toHaveLength(1));
    expect(detailOf('googlePay', 'shipping-address').error).toBe('Cannot ship to the selected address');
    expect(taxCalls()).toHaveLength(0);
    expect(submissions()).toHaveLength(0);
    await waitFor(() => expect(element.shadowRoot?.querySelector('[part="overlay"]')).toBeNull());
    expect(shadow(element).queryByRole('alert')).toBeNull();
    expect(loggedErrors()).toEqual([]);
  });

  it("aborts without a nonce: logs 'Nonce not found', the sheet shows the authorization error, nothing is submitted", async () => {
    useDoubles({ googlePay: 'no-nonce' });
    const element = await ready();
    fireEvent.click(shadow(element).getByRole('button', { name: 'Pay with Google Pay' }));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(FAST_PAY_TEXTS.failed);
    expect(detailOf('googlePay', 'payment-authorized')).toEqual({
      transactionState: 'ERROR',
      error: 'Error sending nonce, address information, and shipping charge code',
    });
    expect(submissions()).toHaveLength(0);
    await waitFor(() => expect(loggedErrors()).toEqual([expect.stringContaining('Nonce not found')]));
    expect(element.shadowRoot?.querySelector('[part="overlay"]')).toBeNull();
    expect(visited).toEqual([]);
  });

  it('a failed submission is the authorization error in the sheet, logged, and the overlay goes', async () => {
    injectFault({ method: 'POST', path: FASTPAY_PATHS.payment, status: 500 });
    const element = await ready();
    fireEvent.click(shadow(element).getByRole('button', { name: 'Pay with Google Pay' }));
    expect(await shadow(element).findByRole('alert')).toBeInTheDocument();
    expect(detailOf('googlePay', 'payment-authorized').error).toBe(
      'Error sending nonce, address information, and shipping charge code',
    );
    await waitFor(() =>
      expect(loggedErrors().some((message) => message.startsWith('Fast pay (Google Pay)'))).toBe(true),
    );
    expect(element.shadowRoot?.querySelector('[part="overlay"]')).toBeNull();
    expect(visited).toEqual([]);
  });

  it('shows the loading overlay while paying', async () => {
    injectFault({ method: 'POST', path: FASTPAY_PATHS.payment, latencyMs: 600 });
    const element = await ready();
    fireEvent.click(shadow(element).getByRole('button', { name: 'Pay with Google Pay' }));
    const overlay = await waitFor(() => {
      const found = element.shadowRoot?.querySelector('[part="overlay"]');
      if (!found) throw new Error('no overlay');
      return found as HTMLElement;
    });
    expect(within(overlay).getByRole('status')).toHaveTextContent(FAST_PAY_TEXTS.processing);
    expect(shadow(element).getByRole('button', { name: 'Pay with Google Pay' })).toBeDisabled();
    await waitFor(() => expect(visited).toHaveLength(1), { timeout: 5000 });
  });

  it('a shopper who closes the sheet sees no error and nothing is logged', async () => {
    useDoubles({ googlePay: 'cancel' });
    const element = await ready();
    fireEvent.click(shadow(element).getByRole('button', { name: 'Pay with Google Pay' }));
    await waitFor(() => expect(steps('googlePay', 'sheet-closed')).toHaveLength(1));
    await waitFor(() => expect(element.shadowRoot?.querySelector('[part="overlay"]')).toBeNull());
    expect(shadow(element).queryByRole('alert')).toBeNull();
    expect(submissions()).toHaveLength(0);
    expect(loggedErrors()).toEqual([]);
  });

  it('an SDK failure is logged and the overlay removed', async () => {
    useDoubles({ googlePay: 'sdk-error' });
    const element = await ready();
    fireEvent.click(shadow(element).getByRole('button', { name: 'Pay with Google Pay' }));
    expect(await shadow(element).findByRole('alert')).toBeInTheDocument();
    await waitFor(() =>
      expect(loggedErrors()).toEqual([expect.stringContaining('merchant configuration was refused')]),
    );
  });
});

describe('<fast-pay-buttons>: Apple Pay', () => {
  it('plays validation, shipping contact, shipping method and authorisation, tax pending at 0.00, submits with paymentType 2', async () => {
    const element = await ready();
    fireEvent.click(shadow(element).getByRole('button', { name: 'Pay with Apple Pay' }));
    await waitFor(() => expect(visited).toHaveLength(1), { timeout: 5000 });
    const sheet = detailOf('applePay', 'sheet-opened');
    expect(sheet).toMatchObject({
      countryCode: 'US',
      currencyCode: 'USD',
      requiredBillingContactFields: ['postalAddress'],
      requiredShippingContactFields: ['postalAddress', 'email', 'phone'],
    });
    expect(sheet.lineItems).toContainEqual({ label: 'Tax', amount: '0.00', type: 'pending' });
    expect(steps('applePay', 'merchant-validated')).toHaveLength(1);
    const contact = detailOf('applePay', 'shipping-contact') as {
      newShippingMethods: { identifier: string }[];
    };
    expect(contact.newShippingMethods.length).toBeGreaterThan(0);
    expect(steps('applePay', 'shipping-method')).toHaveLength(1);
    expect(detailOf('applePay', 'payment-completed')).toEqual({ status: 'success' });
    expect(submissions()[0]?.body).toMatchObject({
      nonce: 'fake-nonce-apple-pay',
      paymentType: 2,
      email: 'pat.shopper@example.com',
      shippingAddress: { name: 'Pat Shopper', administrativeArea: 'TX', phoneNumber: '+1 512 555 0142' },
      billingAddress: { postalCode: '78701', countryCode: 'US' },
    });
    expect(visited[0]).toMatch(/^\/checkout\/confirmation\?ordernumber=W\d+$/);
  });

  it("without a nonce logs 'Nonce not found' and completes the session with failure", async () => {
    useDoubles({ applePay: 'no-nonce' });
    const element = await ready();
    fireEvent.click(shadow(element).getByRole('button', { name: 'Pay with Apple Pay' }));
    expect(await shadow(element).findByRole('alert')).toBeInTheDocument();
    expect(detailOf('applePay', 'payment-completed')).toEqual({ status: 'failure' });
    expect(submissions()).toHaveLength(0);
    await waitFor(() => expect(loggedErrors()).toEqual([expect.stringContaining('Nonce not found')]));
    expect(element.shadowRoot?.querySelector('[part="overlay"]')).toBeNull();
  });

  it('a failed submission completes the session with failure', async () => {
    injectFault({ method: 'POST', path: FASTPAY_PATHS.payment, status: 500 });
    const element = await ready();
    fireEvent.click(shadow(element).getByRole('button', { name: 'Pay with Apple Pay' }));
    await waitFor(() => expect(detailOf('applePay', 'payment-completed')).toEqual({ status: 'failure' }));
    expect(visited).toEqual([]);
  });

  it('a failed merchant validation aborts the session and is logged', async () => {
    useDoubles({ applePay: 'validation-fails' });
    const element = await ready();
    fireEvent.click(shadow(element).getByRole('button', { name: 'Pay with Apple Pay' }));
    await waitFor(() => expect(steps('applePay', 'session-aborted')).toHaveLength(1));
    await waitFor(() =>
      expect(loggedErrors()).toEqual([expect.stringContaining('merchant validation failed')]),
    );
  });

  it('a shopper who closes the sheet sees no error and nothing is logged', async () => {
    useDoubles({ applePay: 'cancel' });
    const element = await ready();
    fireEvent.click(shadow(element).getByRole('button', { name: 'Pay with Apple Pay' }));
    await waitFor(() => expect(steps('applePay', 'sheet-closed')).toHaveLength(1));
    await waitFor(() => expect(element.shadowRoot?.querySelector('[part="overlay"]')).toBeNull());
    expect(shadow(element).queryByRole('alert')).toBeNull();
    expect(loggedErrors()).toEqual([]);
  });
});

describe('<fast-pay-buttons>: PayPal', () => {
  it.each([
    [2, '/checkout/shipping?paypalflow=true'],
    [3, '/checkout/payment?paypalflow=true'],
    [4, '/checkout/payment?paypalflow=true'],
    [0, '/checkout/address?paypalflow=true'],
    [1, '/checkout/address?paypalflow=true'],
    [5, '/checkout/address?paypalflow=true'],
  ])('puts the approval on the cart and goes, in skip-shipping bucket %i, to %s', async (bucket, url) => {
    setExperimentBucket(FASTPAY_PATHS.skipShippingExperiment, bucket);
    const element = await ready();
    fireEvent.click(await shadow(element).findByRole('button', { name: 'Pay with PayPal' }));
    // Under the page's site root (here the test page's origin).
    await waitFor(() => expect(visited).toEqual([`${getConfig().siteRoot}${url.slice(1)}`]), {
      timeout: 5000,
    });
    const [approval] = recordedRequests({ method: 'PUT', path: FASTPAY_PATHS.paymentApproval });
    expect(approval?.body).toEqual({
      paymentNonce: 'fake-nonce-paypal',
      contact: {
        firstName: 'Pat',
        lastName: 'Shopper',
        email: 'pat.shopper@example.com',
        company: 'Pat’s Trailers',
        phoneNumberFull: '5125550142',
        address: {
          address: '1100 Congress Ave',
          addressLineTwo: 'Suite 200',
          city: 'Austin',
          state: 'TX',
          zipFull: '78701-1234',
          country: 'US',
        },
      },
    });
    expect(state.fastPay.payPalApproval?.paymentNonce).toBe('fake-nonce-paypal');
  });

  it.each(['cancel', 'popup-closed'] as const)(
    'a closed PayPal window (%s) is not an error and is not logged',
    async (scenario) => {
      useDoubles({ payPal: scenario });
      const element = await ready();
      fireEvent.click(await shadow(element).findByRole('button', { name: 'Pay with PayPal' }));
      await waitFor(() => expect(steps('payPal', 'window-closed')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shadow(element).queryByRole('alert')).toBeNull();
      expect(loggedErrors()).toEqual([]);
      expect(recordedRequests({ path: FASTPAY_PATHS.paymentApproval })).toHaveLength(0);
    },
  );

  it('a PayPal error is logged and said', async () => {
    useDoubles({ payPal: 'error' });
    const element = await ready();
    fireEvent.click(await shadow(element).findByRole('button', { name: 'Pay with PayPal' }));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(FAST_PAY_TEXTS.failed);
    await waitFor(() =>
      expect(loggedErrors()).toEqual([expect.stringContaining('PayPal could not create the payment')]),
    );
  });

  it('a failed approval call is logged, the overlay goes and the shopper stays', async () => {
    injectFault({ method: 'PUT', path: FASTPAY_PATHS.paymentApproval, status: 500 });
    const element = await ready();
    fireEvent.click(await shadow(element).findByRole('button', { name: 'Pay with PayPal' }));
    expect(await shadow(element).findByRole('alert')).toBeInTheDocument();
    expect(element.shadowRoot?.querySelector('[part="overlay"]')).toBeNull();
    expect(visited).toEqual([]);
  });
});
