/// <reference types="googlepay" />
/// <reference types="applepayjs" />
import type { FastPayAddress, PayPalApproval } from '../../../../api/fastpay';
import type { PayPalTokenized } from '../adapters/types';

const text = (value: string | undefined | null) => (value ?? '').trim();

/** A Google Pay address (full, or the intermediate one of the sheet's callbacks) as spec §3's address. */
export function googleAddress(
  address: google.payments.api.Address | google.payments.api.IntermediateAddress | undefined,
): FastPayAddress {
  const full = (address ?? {}) as Partial<google.payments.api.Address>;
  return {
    name: text(full.name),
    address1: text(full.address1),
    address2: text(full.address2),
    address3: text(full.address3),
    locality: text(full.locality),
    administrativeArea: text(full.administrativeArea),
    postalCode: text(full.postalCode),
    countryCode: text(full.countryCode),
    phoneNumber: text(full.phoneNumber),
  };
}

/** An Apple Pay contact as spec §3's address. */
export function appleAddress(contact: ApplePayJS.ApplePayPaymentContact | undefined): FastPayAddress {
  const lines = contact?.addressLines ?? [];
  return {
    name: [text(contact?.givenName), text(contact?.familyName)].filter(Boolean).join(' '),
    address1: text(lines[0]),
    address2: text(lines[1]),
    address3: text(lines[2]),
    locality: text(contact?.locality),
    administrativeArea: text(contact?.administrativeArea),
    postalCode: text(contact?.postalCode),
    countryCode: text(contact?.countryCode).toUpperCase(),
    phoneNumber: text(contact?.phoneNumber),
  };
}

/** The card provider's PayPal payload as spec §3's PayPal approval. */
export function payPalApproval(payload: PayPalTokenized): PayPalApproval {
  const { details } = payload;
  const shipping = details.shippingAddress ?? {};
  return {
    paymentNonce: payload.nonce,
    contact: {
      firstName: text(details.firstName),
      lastName: text(details.lastName),
      email: text(details.email),
      company: text(details.businessName),
      phoneNumberFull: text(details.phone),
      address: {
        address: text(shipping.line1),
        addressLineTwo: text(shipping.line2),
        city: text(shipping.city),
        state: text(shipping.state),
        zipFull: text(shipping.postalCode),
        country: text(shipping.countryCode),
      },
    },
  };
}
