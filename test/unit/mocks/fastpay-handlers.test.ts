import {
  calculateTaxes,
  FASTPAY_CONFIG_RETRIES,
  FASTPAY_PATHS,
  type FastPayAddress,
  fetchFastPayConfig,
  sendPayPalApproval,
  submitFastPayPayment,
} from '../../../src/api/fastpay';
import { fetchCartDeliveryEstimate } from '../../../src/api/shipping';
import { injectFault, recordedRequests } from '../../../src/mocks';
import { state } from '../../../src/mocks/state';
import { postJson } from './shop-fetch';

const AUSTIN: FastPayAddress = {
  name: 'Pat Shopper',
  address1: '1100 Congress Ave',
  address2: '',
  address3: '',
  locality: 'Austin',
  administrativeArea: 'TX',
  postalCode: '78701',
  countryCode: 'US',
  phoneNumber: '+1 512 555 0142',
};

async function cartMethods() {
  const quantities = Object.fromEntries(state.cart.lines.map((line) => [line.webSku, line.quantity]));
  const estimate = await fetchCartDeliveryEstimate({ webSkuQuantities: quantities, zipCode: '78701' });
  return estimate.shipmentMethods;
}

describe('fake shop: fast pay', () => {
  it('answers the configuration (retried twice by the library), with no real key in it', async () => {
    expect(FASTPAY_CONFIG_RETRIES).toBe(2);
    injectFault({ method: 'GET', path: FASTPAY_PATHS.config, status: 503, times: 2 });
    const config = await fetchFastPayConfig();
    expect(recordedRequests({ path: FASTPAY_PATHS.config })).toHaveLength(3);
    expect(config.googlePayConfig.environment).toBe('TEST');
    expect(config.btToken).toMatch(/^fake-/);
  });

  it('taxes the cart and the chosen shipping method at the state rate: another method, another tax', async () => {
    const methods = await cartMethods();
    expect(methods.length).toBeGreaterThan(1);
    const [cheapest, fastest] = [methods[0], methods.at(-1)];
    const taxCheap = await calculateTaxes({
      ShippingAddress: AUSTIN,
      SelectedShippingChargeCode: cheapest?.code ?? '',
      PaymentType: 1,
    });
    const taxFast = await calculateTaxes({
      ShippingAddress: AUSTIN,
      SelectedShippingChargeCode: fastest?.code ?? '',
      PaymentType: 1,
    });
    expect(taxFast).toBeGreaterThan(taxCheap);
    const inMissouri = await calculateTaxes({
      ShippingAddress: { ...AUSTIN, administrativeArea: 'MO', postalCode: '65201' },
      SelectedShippingChargeCode: cheapest?.code ?? '',
      PaymentType: 2,
    });
    expect(inMissouri).not.toBe(taxCheap);
  });

  it('refuses a tax request without a state or with an unknown shipping code', async () => {
    const [method] = await cartMethods();
    const noState = await postJson(FASTPAY_PATHS.calculateTaxes, {
      ShippingAddress: { ...AUSTIN, administrativeArea: '' },
      SelectedShippingChargeCode: method?.code,
      PaymentType: 1,
    });
    expect(noState.status).toBe(400);
    const unknownCode = await postJson(FASTPAY_PATHS.calculateTaxes, {
      ShippingAddress: AUSTIN,
      SelectedShippingChargeCode: 'NOPE',
      PaymentType: 1,
    });
    expect(unknownCode.status).toBe(400);
  });

  it('places the order: the cart is emptied and the redirect URL names the new order', async () => {
    const [method] = await cartMethods();
    const redirect = await submitFastPayPayment(
      {
        nonce: 'fake-nonce',
        shippingAddress: AUSTIN,
        billingAddress: AUSTIN,
        selectedShippingChargeCode: method?.code ?? '',
        email: 'pat@example.com',
        paymentType: 2,
      },
      'key-1',
    );
    const [order] = state.fastPay.orders;
    expect(redirect).toBe(`/checkout/confirmation?ordernumber=${order?.orderNumber}`);
    expect(order).toMatchObject({
      paymentType: 2,
      email: 'pat@example.com',
      selectedShippingChargeCode: method?.code,
    });
    expect(state.cart.lines).toEqual([]);
  });

  it('refuses a submission without a nonce or with another payment type', async () => {
    const [method] = await cartMethods();
    const body = {
      shippingAddress: AUSTIN,
      billingAddress: AUSTIN,
      selectedShippingChargeCode: method?.code,
      email: 'a@b.c',
    };
    expect((await postJson(FASTPAY_PATHS.payment, { ...body, nonce: '', paymentType: 1 })).status).toBe(400);
    expect((await postJson(FASTPAY_PATHS.payment, { ...body, nonce: 'n', paymentType: 3 })).status).toBe(400);
    expect(state.fastPay.orders).toEqual([]);
  });

  it('keeps the PayPal approval on the cart', async () => {
    const approval = {
      paymentNonce: 'fake-nonce-paypal',
      contact: {
        firstName: 'Pat',
        lastName: 'Shopper',
        email: 'pat@example.com',
        company: '',
        phoneNumberFull: '5125550142',
        address: {
          address: '1 Main St',
          addressLineTwo: '',
          city: 'Austin',
          state: 'TX',
          zipFull: '78701',
          country: 'US',
        },
      },
    };
    expect(await sendPayPalApproval(approval, 'key-2')).toEqual({ success: true });
    expect(state.fastPay.payPalApproval).toEqual(approval);
  });
});
