import type { PayPalNamespace } from '@paypal/paypal-js';
import paypalCheckout from 'braintree-web/paypal-checkout';
import type { FastPayConfig } from '../../../../api/fastpay';
import { braintreeClientFor } from './braintree';
import { loadScriptOnce } from './load-script';
import type { PayPalAdapter, PayPalTokenized } from './types';

/** PayPal's JS SDK address (the official one; the client id comes from the card provider's configuration). */
export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

interface BraintreePayPalCheckout {
  getClientId(): Promise<string>;
  createPayment(options: object): Promise<string>;
  tokenizePayment(data: object): Promise<PayPalTokenized>;
}

/**
 * The real PayPal adapter: PayPal's JS SDK buttons, with the payment created and tokenised by the card
 * provider's PayPal checkout. The SDK's address is built here and loaded through the Trusted Types
 * policy (`@paypal/paypal-js`'s own `loadScript` writes `script.src` directly, which a Trusted Types page
 * refuses); the package gives the SDK's types.
 */
export async function createPayPalAdapter(config: FastPayConfig): Promise<PayPalAdapter> {
  const client = await braintreeClientFor(config.btToken);
  const checkout = (await (
    paypalCheckout as unknown as { create(options: object): Promise<BraintreePayPalCheckout> }
  ).create({ client })) as BraintreePayPalCheckout;
  const clientId = await checkout.getClientId();
  const query = new URLSearchParams({
    'client-id': clientId,
    currency: 'USD',
    intent: 'authorize',
    components: 'buttons',
  });
  await loadScriptOnce(`${PAYPAL_SDK_URL}?${query}`);
  const paypal = (globalThis as { paypal?: PayPalNamespace }).paypal;
  if (!paypal?.Buttons) throw new Error("PayPal's SDK loaded without its buttons");
  const buttons = paypal.Buttons;
  return {
    async renderButton(container, handlers) {
      await buttons({
        fundingSource: 'paypal',
        style: { height: 42, layout: 'horizontal', tagline: false },
        createOrder: async () =>
          checkout.createPayment({
            flow: 'checkout',
            amount: (await handlers.amount()).toFixed(2),
            currency: 'USD',
            intent: 'authorize',
            enableShippingAddress: true,
          }),
        onApprove: async (data) => handlers.onApprove(await checkout.tokenizePayment(data)),
        onCancel: () => handlers.onCancel(),
        onError: (error) => handlers.onError(error),
      }).render(container);
    },
  };
}
