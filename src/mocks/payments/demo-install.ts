/**
 * The demo's payment doubles (served as /demo/payment-doubles.js, bundled by the demo server): installs
 * them with the scenarios of the page address (`?googlepay=cancel&applepay=no-nonce&paypal=error`) and
 * shows each step they play in the page's `#payment-double-log` list, if it has one.
 */
import {
  APPLE_PAY_SCENARIOS,
  GOOGLE_PAY_SCENARIOS,
  installPaymentDoubles,
  PAYPAL_SCENARIOS,
  type PaymentDoubleStep,
  type PaymentScenarios,
} from './doubles';

function pick<T extends readonly string[]>(values: T, value: string | null): T[number] | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T[number]) : undefined;
}

const query = new URLSearchParams(window.location.search);
const chosen: Partial<PaymentScenarios> = {};
const googlePay = pick(GOOGLE_PAY_SCENARIOS, query.get('googlepay'));
const applePay = pick(APPLE_PAY_SCENARIOS, query.get('applepay'));
const payPal = pick(PAYPAL_SCENARIOS, query.get('paypal'));
if (googlePay) chosen.googlePay = googlePay;
if (applePay) chosen.applePay = applePay;
if (payPal) chosen.payPal = payPal;
installPaymentDoubles(chosen);

const SDK_NAMES = { googlePay: 'Google Pay', applePay: 'Apple Pay', payPal: 'PayPal' } as const;

function describe(step: PaymentDoubleStep): string {
  const detail = step.detail as Record<string, unknown> | null | undefined;
  const parts: string[] = [];
  if (detail && typeof detail === 'object') {
    for (const key of ['error', 'totalPrice', 'transactionState', 'status', 'by', 'amount', 'id'] as const) {
      const value = detail[key];
      if (value !== undefined && value !== null && value !== '') parts.push(`${key}: ${String(value)}`);
    }
  }
  return `${SDK_NAMES[step.sdk]}: ${step.step}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}

window.addEventListener('payment-double:step', (event) => {
  const list = document.getElementById('payment-double-log');
  if (!list) return;
  const item = document.createElement('li');
  item.textContent = describe((event as CustomEvent<PaymentDoubleStep>).detail);
  list.append(item);
});
