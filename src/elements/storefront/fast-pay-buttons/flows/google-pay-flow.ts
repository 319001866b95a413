/// <reference types="googlepay" />
import {
  calculateTaxes,
  type FastPayConfig,
  PAYMENT_TYPES,
  submitFastPayPayment,
} from '../../../../api/fastpay';
import type { ShippingMethod } from '../../../../api/shipping';
import { newIdempotencyKey } from '../../../../core/http';
import type { GooglePayAdapter } from '../adapters/types';
import { FAST_PAY_TEXTS } from '../fast-pay-texts';
import { googleAddress } from './addresses';
import {
  amount,
  type CartForPayment,
  shippingLabel,
  shippingMethodsTo,
  shippingPrice,
} from './checkout-data';
import { FastPayError, logPaymentError } from './payment-errors';

/** Spec storefront §9: "Google Pay API version 2.0". */
export const GOOGLE_PAY_API_VERSION = { apiVersion: 2, apiVersionMinor: 0 } as const;
/** Spec storefront §5: "shipping addresses limited to US and CA". */
export const GOOGLE_PAY_COUNTRIES = ['US', 'CA'];
/** Spec storefront §5: "Card networks AMEX, DISCOVER, MASTERCARD, VISA". */
export const GOOGLE_PAY_CARD_NETWORKS: google.payments.api.CardNetwork[] = [
  'AMEX',
  'DISCOVER',
  'MASTERCARD',
  'VISA',
];
/** Spec storefront §5: "auth methods PAN_ONLY and CRYPTOGRAM_3DS". */
export const GOOGLE_PAY_AUTH_METHODS: google.payments.api.CardAuthMethod[] = ['PAN_ONLY', 'CRYPTOGRAM_3DS'];

/** The card method of every Google Pay request (also what `isReadyToPay` asks about). */
export function googlePayCardMethod(config: FastPayConfig): google.payments.api.PaymentMethodSpecification {
  return {
    type: 'CARD',
    parameters: {
      allowedAuthMethods: GOOGLE_PAY_AUTH_METHODS,
      allowedCardNetworks: GOOGLE_PAY_CARD_NETWORKS,
      billingAddressRequired: true,
      billingAddressParameters: { format: 'FULL', phoneNumberRequired: true },
    },
    tokenizationSpecification: {
      type: 'PAYMENT_GATEWAY',
      parameters: {
        gateway: 'braintree',
        'braintree:merchantId': config.googlePayConfig.merchantId,
        'braintree:clientKey': config.googlePayConfig.clientKey,
        'braintree:apiVersion': 'v1',
      },
    },
  };
}

export function googlePayReadyRequest(config: FastPayConfig): google.payments.api.IsReadyToPayRequest {
  return { ...GOOGLE_PAY_API_VERSION, allowedPaymentMethods: [googlePayCardMethod(config)] };
}

/** Spec storefront §5: email, shipping address and shipping option required; US and CA only. */
export function googlePayRequest(
  config: FastPayConfig,
  cartTotal: number,
): google.payments.api.PaymentDataRequest {
  return {
    ...GOOGLE_PAY_API_VERSION,
    merchantInfo: {
      merchantId: config.googlePayConfig.googlePayMerchantId,
      merchantName: config.googlePayConfig.googlePayMerchantName,
    },
    allowedPaymentMethods: [googlePayCardMethod(config)],
    transactionInfo: {
      currencyCode: 'USD',
      countryCode: 'US',
      totalPriceStatus: 'ESTIMATED',
      totalPrice: amount(cartTotal),
    },
    emailRequired: true,
    shippingAddressRequired: true,
    shippingAddressParameters: { allowedCountryCodes: GOOGLE_PAY_COUNTRIES, phoneNumberRequired: true },
    shippingOptionRequired: true,
    callbackIntents: ['SHIPPING_ADDRESS', 'SHIPPING_OPTION', 'PAYMENT_AUTHORIZATION'],
  };
}

const unserviceable = (): google.payments.api.PaymentDataRequestUpdate => ({
  error: {
    reason: 'SHIPPING_ADDRESS_UNSERVICEABLE',
    message: FAST_PAY_TEXTS.cannotShip,
    intent: 'SHIPPING_ADDRESS',
  },
});

export type PaymentOutcome = 'redirected' | 'cancelled' | 'failed';

/**
 * One Google Pay payment: opens the sheet for the cart; as the shopper picks an address and a shipping
 * option, offers the cart's methods to that address and recalculates the tax (POST calculatetaxes,
 * PaymentType 1); on authorisation tokenises (no nonce: 'Nonce not found'), submits POST fastpay/payment
 * and, once the sheet closes on success, goes to the redirect URL.
 */
export async function payWithGooglePay(
  adapter: GooglePayAdapter,
  config: FastPayConfig,
  cart: CartForPayment,
  navigate: (url: string) => void,
): Promise<PaymentOutcome> {
  let methods: ShippingMethod[] = [];
  let redirectUrl = '';
  let authorizationFailed = false;

  const onPaymentDataChanged = async (
    data: google.payments.api.IntermediatePaymentData,
  ): Promise<google.payments.api.PaymentDataRequestUpdate> => {
    const address = googleAddress(data.shippingAddress);
    if (address.administrativeArea === '' || !GOOGLE_PAY_COUNTRIES.includes(address.countryCode)) {
      return unserviceable();
    }
    try {
      if (data.callbackTrigger !== 'SHIPPING_OPTION' || methods.length === 0) {
        methods = await shippingMethodsTo(cart, address.postalCode);
      }
      if (methods.length === 0) return unserviceable();
      const chosen =
        (data.callbackTrigger === 'SHIPPING_OPTION'
          ? methods.find((method) => method.code === data.shippingOptionData?.id)
          : undefined) ?? (methods[0] as ShippingMethod);
      const tax = await calculateTaxes({
        ShippingAddress: address,
        SelectedShippingChargeCode: chosen.code,
        PaymentType: PAYMENT_TYPES.googlePay,
      });
      const shipping = shippingPrice(chosen);
      const update: google.payments.api.PaymentDataRequestUpdate = {
        newTransactionInfo: {
          currencyCode: 'USD',
          countryCode: 'US',
          totalPriceStatus: 'FINAL',
          totalPrice: amount(cart.total + shipping + tax),
          totalPriceLabel: 'Total',
          displayItems: [
            { label: FAST_PAY_TEXTS.subtotalLine, type: 'SUBTOTAL', price: amount(cart.total) },
            { label: FAST_PAY_TEXTS.shippingLine, type: 'LINE_ITEM', price: amount(shipping) },
            { label: FAST_PAY_TEXTS.taxLine, type: 'TAX', price: amount(tax) },
          ],
        },
      };
      if (data.callbackTrigger !== 'SHIPPING_OPTION') {
        update.newShippingOptionParameters = {
          defaultSelectedOptionId: chosen.code,
          shippingOptions: methods.map((method) => {
            const { label, detail } = shippingLabel(method);
            return {
              id: method.code,
              label: `${detail}: ${label}`,
              description: method.estimatedDeliveryDateString ?? '',
            };
          }),
        };
      }
      return update;
    } catch (error) {
      logPaymentError('Google Pay', error);
      return {
        error: {
          reason: 'OTHER_ERROR',
          message: FAST_PAY_TEXTS.taxFailed,
          intent: data.callbackTrigger === 'SHIPPING_OPTION' ? 'SHIPPING_OPTION' : 'SHIPPING_ADDRESS',
        },
      };
    }
  };

  const onPaymentAuthorized = async (
    paymentData: google.payments.api.PaymentData,
  ): Promise<google.payments.api.PaymentAuthorizationResult> => {
    try {
      const nonce = await adapter.tokenize(paymentData);
      if (nonce === '') throw new FastPayError(FAST_PAY_TEXTS.nonceNotFound);
      // One key per authorisation: the http layer's retries of this submission reuse it.
      const idempotencyKey = newIdempotencyKey();
      redirectUrl = await submitFastPayPayment(
        {
          nonce,
          shippingAddress: googleAddress(paymentData.shippingAddress),
          billingAddress: googleAddress(paymentData.paymentMethodData.info?.billingAddress),
          selectedShippingChargeCode: paymentData.shippingOptionData?.id ?? '',
          email: (paymentData.email ?? '').trim(),
          paymentType: PAYMENT_TYPES.googlePay,
        },
        idempotencyKey,
      );
      return { transactionState: 'SUCCESS' };
    } catch (error) {
      logPaymentError('Google Pay', error);
      authorizationFailed = true;
      return {
        transactionState: 'ERROR',
        error: {
          reason: 'PAYMENT_DATA_INVALID',
          message: FAST_PAY_TEXTS.googlePayAuthorizationError,
          intent: 'PAYMENT_AUTHORIZATION',
        },
      };
    }
  };

  try {
    const request = await adapter.completeRequest(googlePayRequest(config, cart.total));
    await adapter.loadPaymentData(request, { onPaymentDataChanged, onPaymentAuthorized });
  } catch (error) {
    // Closing the sheet after a failed authorisation is still a failed payment (already logged).
    return logPaymentError('Google Pay', error) || authorizationFailed ? 'failed' : 'cancelled';
  }
  if (redirectUrl === '') {
    logPaymentError('Google Pay', new Error('The payment sheet closed without a placed order'));
    return 'failed';
  }
  navigate(redirectUrl);
  return 'redirected';
}
