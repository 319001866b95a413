import type { ShippingMethod } from '../../../api/shipping';
import type { OptionItem } from '../../../ui/option-selector/options';
import { carrierLabel, methodTitle, rateLabel } from '../delivery-estimate/delivery-dates';

export const SHIPPING_SELECTOR_TEXTS = {
  legend: 'Choose a delivery option',
  saving: 'Saving your delivery option',
  saveFailed: 'We could not save your delivery option. Please try again.',
} as const;

/** Spec §2: the saved code when the cart's methods include it, otherwise the first method. */
export function defaultMethodCode(methods: readonly ShippingMethod[], savedCode: string): string {
  const saved = savedCode.trim().toUpperCase();
  const match = methods.find((method) => method.code.toUpperCase() === saved);
  return match?.code ?? methods[0]?.code ?? '';
}

/** One option row per method (spec §9 display rules): title, carrier line, Free or the rate. */
export function shippingOptions(
  methods: readonly ShippingMethod[],
  selectedCode: string,
  today: Date = new Date(),
): OptionItem[] {
  return methods.map((method) => ({
    id: method.code,
    title: methodTitle(method, today),
    subtitle: carrierLabel(method.carrier) || undefined,
    rightSideText: rateLabel(method.rate),
    selected: method.code === selectedCode,
  }));
}
