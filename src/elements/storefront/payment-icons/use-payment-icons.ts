import type { PaymentIconsViewProps } from './payment-icons';

/** Storefront §1: payment options are hidden when the query parameter paypalflow equals true. */
export function isPaypalFlow(search: string): boolean {
  return new URLSearchParams(search).get('paypalflow')?.trim().toLowerCase() === 'true';
}

export function usePaymentIcons(_props: object): PaymentIconsViewProps {
  return { hidden: isPaypalFlow(location.search) };
}
