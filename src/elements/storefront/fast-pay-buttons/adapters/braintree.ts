/**
 * The card provider's client (braintree-web, from npm; it ships no typings, so the few calls used are
 * declared here). One client per page, made from the configuration's `btToken`.
 */
import braintreeClient from 'braintree-web/client';

export interface BraintreeClient {
  readonly __brand?: 'braintree-client';
}

let client: { token: string; pending: Promise<BraintreeClient> } | null = null;

export function braintreeClientFor(token: string): Promise<BraintreeClient> {
  if (client?.token !== token) {
    const pending = (
      braintreeClient as unknown as { create(options: { authorization: string }): Promise<BraintreeClient> }
    ).create({ authorization: token });
    client = { token, pending };
    pending.catch(() => {
      if (client?.pending === pending) client = null;
    });
  }
  return client.pending;
}
