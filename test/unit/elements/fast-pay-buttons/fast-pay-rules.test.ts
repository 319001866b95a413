import {
  isPayPalFlow,
  parseMethods,
} from '../../../../src/elements/storefront/fast-pay-buttons/fast-pay-rules';
import { FAST_PAY_TEXTS } from '../../../../src/elements/storefront/fast-pay-buttons/fast-pay-texts';
import {
  appleAddress,
  googleAddress,
  payPalApproval,
} from '../../../../src/elements/storefront/fast-pay-buttons/flows/addresses';
import { applePayRequest } from '../../../../src/elements/storefront/fast-pay-buttons/flows/apple-pay-flow';
import {
  GOOGLE_PAY_AUTH_METHODS,
  GOOGLE_PAY_CARD_NETWORKS,
  GOOGLE_PAY_COUNTRIES,
  googlePayRequest,
} from '../../../../src/elements/storefront/fast-pay-buttons/flows/google-pay-flow';
import { isUserClosed } from '../../../../src/elements/storefront/fast-pay-buttons/flows/payment-errors';
import { payPalFlowStep } from '../../../../src/elements/storefront/fast-pay-buttons/navigate';
import { createFastPaySeed } from '../../../../src/mocks/data/fastpay';

const config = createFastPaySeed().config;

describe('fast pay rules', () => {
  it('has the spec messages word for word', () => {
    expect(FAST_PAY_TEXTS.cannotShip).toBe('Cannot ship to the selected address');
    expect(FAST_PAY_TEXTS.nonceNotFound).toBe('Nonce not found');
    expect(FAST_PAY_TEXTS.googlePayAuthorizationError).toBe(
      'Error sending nonce, address information, and shipping charge code',
    );
  });

  it('routes PayPal by the skip-shipping bucket: 3 or 4 payment, 2 shipping, anything else address', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(payPalFlowStep)).toEqual([
      'address',
      'address',
      'shipping',
      'payment',
      'payment',
      'address',
      'address',
    ]);
  });

  it('builds the Google Pay request of the spec (API 2.0, US and CA, email, address and option required)', () => {
    const request = googlePayRequest(config, 129.5);
    expect(request).toMatchObject({
      apiVersion: 2,
      apiVersionMinor: 0,
      emailRequired: true,
      shippingAddressRequired: true,
      shippingOptionRequired: true,
      shippingAddressParameters: { allowedCountryCodes: ['US', 'CA'] },
      transactionInfo: { currencyCode: 'USD', totalPrice: '129.50' },
    });
    expect(GOOGLE_PAY_COUNTRIES).toEqual(['US', 'CA']);
    expect(GOOGLE_PAY_CARD_NETWORKS).toEqual(['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA']);
    expect(GOOGLE_PAY_AUTH_METHODS).toEqual(['PAN_ONLY', 'CRYPTOGRAM_3DS']);
    expect(request.allowedPaymentMethods[0]?.tokenizationSpecification?.parameters).toMatchObject({
      'braintree:merchantId': config.googlePayConfig.merchantId,
      'braintree:clientKey': config.googlePayConfig.clientKey,
    });
  });

  it('builds the Apple Pay request of the spec (US, USD, contacts required, tax pending at 0.00)', () => {
    const request = applePayRequest(config, 20);
    expect(request).toMatchObject({
      countryCode: 'US',
      currencyCode: 'USD',
      requiredBillingContactFields: ['postalAddress'],
      requiredShippingContactFields: ['postalAddress', 'email', 'phone'],
      total: { label: 'Hitch & Tow Supply', amount: '20.00' },
    });
    expect(request.lineItems).toContainEqual({ label: 'Tax', amount: '0.00', type: 'pending' });
  });

  it('maps the vendors’ addresses to the spec’s address fields', () => {
    expect(googleAddress(undefined)).toEqual({
      name: '',
      address1: '',
      address2: '',
      address3: '',
      locality: '',
      administrativeArea: '',
      postalCode: '',
      countryCode: '',
      phoneNumber: '',
    });
    expect(
      appleAddress({
        givenName: 'Pat',
        familyName: 'Shopper',
        addressLines: ['1 Main', 'Apt 2'],
        countryCode: 'us',
      }),
    ).toMatchObject({
      name: 'Pat Shopper',
      address1: '1 Main',
      address2: 'Apt 2',
      address3: '',
      countryCode: 'US',
    });
    expect(payPalApproval({ nonce: 'n', details: {} })).toEqual({
      paymentNonce: 'n',
      contact: {
        firstName: '',
        lastName: '',
        email: '',
        company: '',
        phoneNumberFull: '',
        address: { address: '', addressLineTwo: '', city: '', state: '', zipFull: '', country: '' },
      },
    });
  });

  it('does not log a closed sheet, a closed PayPal popup, insufficient privileges or component closed', () => {
    expect(isUserClosed({ statusCode: 'CANCELED' })).toBe(true);
    expect(isUserClosed({ code: 'PAYPAL_POPUP_CLOSED' })).toBe(true);
    expect(isUserClosed(new Error('Detected popup close'))).toBe(true);
    expect(isUserClosed(new Error('Window closed'))).toBe(true);
    expect(isUserClosed(new Error('Insufficient privileges'))).toBe(true);
    expect(isUserClosed(new Error('Component closed'))).toBe(true);
    expect(isUserClosed(new Error('Nonce not found'))).toBe(false);
    expect(isUserClosed({ statusCode: 'DEVELOPER_ERROR' })).toBe(false);
  });

  it('reads data-methods and the PayPal flow', () => {
    expect(parseMethods('PayPal, googlepay applepay')).toEqual({
      methods: ['applePay', 'googlePay', 'payPal'],
      unknown: [],
    });
    expect(parseMethods('venmo paypal')).toEqual({ methods: ['payPal'], unknown: ['venmo'] });
    expect(isPayPalFlow('?paypalflow=true')).toBe(true);
    expect(isPayPalFlow('?paypalflow=false')).toBe(false);
  });
});
